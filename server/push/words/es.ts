/** The words of push notices in Spanish. */
import type { NoticeWords } from "../text.ts";

const ONE = { empire: "el jugador del Imperio", rebel: "el jugador rebelde" } as const;
const MANY = { empire: "los jugadores del Imperio", rebel: "los jugadores rebeldes" } as const;
const UNITS = { days: ["día", "días"], hours: ["hora", "horas"], minutes: ["minuto", "minutos"] } as const;

/** Spanish. */
export const ES_NOTICES: NoticeWords = {
  side: (s) => s.computer ? "el ordenador" : (s.seats > 1 ? MANY : ONE)[s.faction],
  waits: (s, what) =>
    `${s.seats > 1 && !s.computer ? "esperan" : "espera"} tu ${what === "move" ? "jugada" : "decisión"}`,
  turnTitle: "Tu turno en Holotable",
  turnBody: (turn, waiting) => `Turno ${turn}. ${waiting}.`,
  resumeBody: (by) => `${by} ya decidió: vuelve a ser tu jugada.`,
  decisionTitle: "Una decisión te espera en Holotable",
  decisionBody: (waiting) => `${waiting} durante su turno.`,
  joinedTitle: "Tu amigo ocupó su asiento",
  joinedBody: (side) =>
    `Juega con ${side === "empire" ? "el Imperio" : "los Rebeldes"}. La partida está en marcha.`,
  overTitle: (won) => `La partida terminó: ${won ? "ganaste" : "perdiste"}`,
  overBody: "Abre la mesa para ver el resumen y jugar la revancha.",
  reminderTitle: (left) => `Tu reloj se agota en ${left}`,
  reminderBody: (turn) => `El turno ${turn} espera tu jugada en Holotable.`,
  lateTitle: "Se te acabó el tiempo",
  lateBody:
    "El otro bando ya puede reclamar la partida por tiempo. Juega ahora: también puede seguir esperando.",
  span: ({ unit, n }) => `${n} ${UNITS[unit][n === 1 ? 0 : 1]}`,
};
