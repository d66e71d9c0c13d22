/** Log lines in Spanish (see ../log.ts). */
import { cap } from "../grammar.ts";
import type { Actor, LogPhrases } from "../log.ts";
import { ES_WORDS as W } from "./words.ts";

/**
 * Another seat's actor as the subject of a line, with its article: "El ordenador", "El jugador Imperial";
 * in 2v2 "Tu compañero", "El jugador Rebelde de la región 2", "El ordenador Rebelde de la región 2".
 */
export function subject(a: Actor): string {
  if (a.mate) return "Tu compañero";
  return a.computer || a.side ? `El ${player(a)}` : "?";
}

/** Another seat's actor without article; running text lowers the side ("turno del jugador imperial"). */
function player(a: Actor, running = false): string {
  const side = a.side ? W.factions[a.side] : "?";
  const shown = running ? side.toLowerCase() : side;
  if (a.region) return `${a.computer ? "ordenador" : "jugador"} ${shown} de la región ${a.region}`;
  return a.computer ? "ordenador" : `jugador ${shown}`;
}

/** Whose turn, in running text: "tu turno", "turno de tu equipo", "turno del equipo rebelde", "turno del ordenador". */
function whoseTurn(a: Actor): string {
  if (a.you && !a.region) return "tu turno";
  if (a.you || a.mate) return "turno de tu equipo";
  if (a.region) return `turno del equipo ${W.factions[a.side!].toLowerCase()}`;
  return a.computer || a.side ? `turno del ${player(a, true)}` : "turno de ?";
}

/**
 * The start of a line: the subject and its verb, given in the third person ("El ordenador roba"). The
 * viewer is not named: Spanish drops the subject pronoun, and the verb, in the second person (the
 * present adds an s: "Robas", "Adquieres"), opens the sentence.
 */
function does(a: Actor, verb: string): string {
  return a.you ? cap(`${verb}s`) : `${subject(a)} ${verb}`;
}

/** 2v2: the actor's base, with its region ("la base de tu compañero (región 2)", "la base Rebelde de la región 1"). */
function baseOf(a: Actor): string {
  if (a.you) return `tu base (región ${a.region})`;
  if (a.mate) return `la base de tu compañero (región ${a.region})`;
  return `la base ${a.side ? W.factions[a.side] : "?"} de la región ${a.region}`;
}

function su(a: Actor): string {
  return a.you ? "tu" : "su";
}

/** Spanish log lines. */
export const ES_LOG: LogPhrases = {
  someCard: "una carta",
  lines: {
    turn: (e, { who }) => `Turno ${e.n}: ${whoseTurn(who)}.`,
    draw: (e, s) => `${does(s.who, "roba")} ${"hidden" in e ? W.cards(e.n ?? 0) : s.cards(e.cards)}.`,
    shuffle: (_e, s) => `${does(s.who, "baraja")} la pila de descartes para formar un nuevo mazo.`,
    galaxyShuffle: () =>
      "La pila de descartes de la galaxia se baraja para formar un nuevo mazo de la galaxia.",
    rowAdd: (e, s) => `${s.card(e.card)} entra en la fila de la galaxia.`,
    play: (e, s) => {
      const extra = s.amounts({ attack: 0, resources: e.resources, force: e.force });
      return `${does(s.who, "juega")} ${s.card(e.card)}${extra ? ` (${extra})` : ""}.`;
    },
    ability: (e, s) => `${does(s.who, "usa")} ${s.ours(e.card)}.`,
    purchase: (e, s) => `${does(s.who, "adquiere")}${e.free ? " gratis" : ""} ${s.card(e.card)}.`,
    placed: (e, s) =>
      `${s.card(e.card)} va ${e.dest === "hand" ? "a la mano" : "a la parte superior del mazo"}.`,
    payOff: (e, s) => `${does(s.who, "soborna")} a ${s.card(e.card)}.`,
    commit: (e, s) =>
      `${does(s.who, "asigna")} ${s.cards(e.cards)} a un ataque contra ${
        e.target === -1 ? "la base enemiga" : s.card(e.target)
      }.`,
    attack: (e, s) =>
      `${does(s.who, "ataca")} ${
        e.target === -1 ? "la base enemiga" : s.card(e.target)
      } con ${e.n} de Ataque.`,
    attackFailed: (e, s) => `El ataque contra ${s.card(e.card)} no basta.`,
    defeat: (e, s) => `${does(s.who, "derrota")} a ${s.card(e.card)}.`,
    gain: (e, s) => `${does(s.who, "gana")} ${s.amounts(e)}${e.src >= 0 ? ` (${s.card(e.src)})` : ""}.`,
    forceBonus: (_e, s) => `${does(s.who, "gana")} 1 recurso: la Fuerza está en ${su(s.who)} extremo.`,
    shipResources: (e, s) => `${does(s.who, "obtiene")} ${s.icons(`${e.n} {R}`)} de sus naves de línea.`,
    repair: (e, s) =>
      s.who.region
        ? `Se reparan ${e.n} de daño en ${baseOf(s.who)}.`
        : `${does(s.who, "repara")} ${e.n} de daño.`,
    prevent: (e, s) => `${s.held(e.card, e.seat)} evita ${e.n} de daño.`,
    damageBase: (e, s) => `${s.held(e.card, e.seat)} sufre ${e.n} de daño.`,
    damageShip: (e, s) => `${s.held(e.card, e.seat)} sufre ${e.n} de daño.`,
    baseDestroyed: (e, s) => `¡${s.held(e.card, e.seat)} ha sido destruida!`,
    win: (_e, s) => `¡${does(s.who, "gana")} la partida!`,
    destroy: (e, s) => `${e.from === "play" ? s.held(e.card, e.owner) : s.card(e.card)} es destruida.`,
    exile: (e, s) => `${does(s.who, "exilia")} ${s.card(e.card)}.`,
    discard: (e, s) => `${does(s.who, "descarta")} ${s.card(e.card)}${e.random ? " al azar" : ""}.`,
    galaxyDiscard: (e, s) => `${s.card(e.card)} va a la pila de descartes de la galaxia.`,
    reveal: (e, s) => `${does(s.who, "muestra")} ${s.card(e.card)} del mazo de la galaxia.`,
    look: (e, s) =>
      "hidden" in e
        ? `${does(s.who, "mira")} ${W.cards(e.n)} del mazo de la galaxia.`
        : `${does(s.who, "mira")} ${s.cards(e.cards)} en el mazo de la galaxia.`,
    lookHand: (e, s) =>
      "hidden" in e
        ? `${does(s.who, "mira")} la mano del adversario.`
        : `${does(s.who, "mira")} la mano: ${s.cards(e.cards) || "vacía"}.`,
    placeOnDeck: (e, s) =>
      `${does(s.who, "coloca")} ${
        s.card("hidden" in e ? undefined : e.card)
      } de la mano del adversario encima de su mazo.`,
    toHand: (e, s) => `${does(s.who, "añade")} ${s.card(e.card)} a ${su(s.who)} mano.`,
    swap: (e, s) => `${s.card(e.card)} ocupa el lugar de ${s.card(e.out)} en la fila de la galaxia.`,
    nextPurchase: (_e, s) =>
      `La próxima carta que ${
        s.who.you ? "adquieras" : `adquiera ${subject(s.who).toLowerCase()}`
      } este turno irá encima de ${su(s.who)} mazo.`,
    spendAttack: (e, s) => `${does(s.who, "gasta")} el Ataque de ${s.card(e.card)}.`,
    baseRevealed: (e, s) => `${does(s.who, "muestra")} ${s.card(e.card)} como nueva base.`,
    secretBases: (e, s) =>
      `${does(s.who, "elige")} bases secretas${"hidden" in e ? "" : `: ${s.cards(e.cards)}`}.`,
    endTurn: (_e, s) => `${does(s.who, "termina")} el turno.`,
    answer: (e, s) =>
      `${does(s.who, "rechaza")} ${e.purpose === "reward" ? "la recompensa" : "la capacidad"} de ${
        s.card("src" in e ? e.src : undefined)
      }.`,
  },
};
