/** The coach's words in English and Spanish (sent to the table's island as data, with the learning words). */
import type { Lang } from "../../engine/state/types.ts";
import type { Gain } from "../../engine/bots/coach.ts";

/** Everything the coach says; `{c}` a card, `{t}` a target, `{g}` what a card brings, `{x}` an answer's text. */
export interface CoachWords {
  switchLabel: string;
  thinking: string;
  play: string;
  buy: string;
  playAll: string;
  endTurn: string;
  ability: string;
  payOff: string;
  attackRow: string;
  attackBase: string;
  resolve: string;
  choose: string;
  pass: string;
  gains: Record<Gain, string>;
  and: string;
  base: string;
  still: string;
  /** "My friend is new": the introduction the friend's table opens with. */
  introTitle: string;
  intro: string[];
  introOk: string;
}

const EN: CoachWords = {
  switchLabel: "Coach",
  thinking: "The coach is thinking…",
  play: "The coach would play {c}: it adds {g}.",
  buy: "The coach would buy {c}: it adds {g}.",
  playAll: "The coach would play all your cards: what they give costs nothing.",
  endTurn: "The coach would end the turn: nothing useful is left.",
  ability: "The coach would use the ability of {c}.",
  payOff: "The coach would pay off {c}, so the other side cannot take it.",
  attackRow: "The coach would attack {t} with {c}: defeating it gives you its reward.",
  attackBase: "The coach would attack the enemy base with {c}.",
  resolve: "The coach would finish the attack on {t}.",
  choose: "The coach would choose: {x}.",
  pass: "The coach would choose nothing here.",
  gains: {
    attack: "attack",
    resources: "resources",
    force: "Force",
    shield: "hit points in front of your base",
    ability: "an ability",
  },
  and: "and",
  base: "the enemy base",
  still: "You could still: {x}.",
  introTitle: "Welcome! Your friend set up this game for you",
  intro: [
    "The goal: destroy {n} of your opponent's bases. Each side has one base in play; when it falls, the next one comes.",
    "A turn: play the cards in your hand (they give resources, attack and Force), buy new cards from the galaxy row with resources, attack enemy cards in the row or the enemy base, then end your turn. Bought cards go to your discard pile and come back in later hands.",
    "The line under the table is your coach: it says what a strong player would do and why (only you see it; switch it off any time). How to play, at the top of the table, has the rules and every card.",
  ],
  introOk: "Let's play",
};

const ES: CoachWords = {
  switchLabel: "Entrenador",
  thinking: "El entrenador está pensando…",
  play: "El entrenador jugaría {c}: añade {g}.",
  buy: "El entrenador adquiriría {c}: añade {g}.",
  playAll: "El entrenador jugaría todas tus cartas: lo que dan no cuesta nada.",
  endTurn: "El entrenador terminaría el turno: no queda nada útil.",
  ability: "El entrenador usaría la capacidad de {c}.",
  payOff: "El entrenador pagaría {c} para que el otro bando no pueda llevársela.",
  attackRow: "El entrenador atacaría {t} con {c}: derrotarla te da su recompensa.",
  attackBase: "El entrenador atacaría la base enemiga con {c}.",
  resolve: "El entrenador terminaría el ataque a {t}.",
  choose: "El entrenador elegiría: {x}.",
  pass: "El entrenador no elegiría nada aquí.",
  gains: {
    attack: "ataque",
    resources: "recursos",
    force: "Fuerza",
    shield: "resistencia delante de tu base",
    ability: "una capacidad",
  },
  and: "y",
  base: "la base enemiga",
  still: "Aún podrías: {x}.",
  introTitle: "¡Hola! Tu amigo ha preparado esta partida para ti",
  intro: [
    "El objetivo: destruir {n} bases de tu adversario. Cada bando tiene una base en juego; cuando cae, llega la siguiente.",
    "Un turno: juega las cartas de tu mano (dan recursos, ataque y Fuerza), adquiere cartas nuevas de la fila de la galaxia con recursos, ataca cartas enemigas de la fila o la base enemiga y termina tu turno. Las cartas adquiridas van a tu pila de descartes y vuelven en manos posteriores.",
    "La línea bajo la mesa es tu entrenador: dice qué haría un buen jugador y por qué (solo tú la ves; puedes apagarla cuando quieras). Cómo se juega, arriba de la mesa, tiene las reglas y todas las cartas.",
  ],
  introOk: "¡A jugar!",
};

/** The coach's words by language. */
export const COACH_WORDS: Record<Lang, CoachWords> = { en: EN, es: ES };
