/**
 * "Why not?" in words: one sentence per cause of a refusal (engine/turn/why_not.ts `WHYS`, and "ships-first"), in
 * English and Spanish; `{n}` is the refusal's number. The table receives its language's sentences as data.
 */
import type { Lang } from "../../engine/state/types.ts";
import type { Why } from "../../engine/turn/why_not.ts";

/** A sentence per cause. */
export type WhyWords = Record<Why | "ships-first", string>;

const en: WhyWords = {
  "game-over": "The game is over.",
  "not-your-turn": "Not your turn: wait until the other side ends theirs.",
  "part-ended": "You ended your part of the turn; your teammate is still playing.",
  "answer-first": "Answer the decision first (in the action bar).",
  "wait-decision": "Another player is making a decision: wait for it.",
  "no-such-decision": "That decision was already answered.",
  "bad-action": "There is no such move.",
  "not-in-hand": "This card is not in your hand.",
  "not-in-play": "Play this card first: only cards in play can use their ability.",
  "ability-used": "Its ability was already used this turn (once per turn).",
  "needs-force": "Only if the Force is with you: move the Force to your side first.",
  "needs-condition": "Its condition is not met now (read the card).",
  "nothing-to-do": "Its ability can do nothing right now.",
  "enemy-card": "Enemy card: you cannot buy it. Attack it for its reward.",
  "not-for-sale": "Only cards of the galaxy row and the Outer Rim Pilots can be bought.",
  "short": "Not enough resources: {n} more needed.",
  "ship-row": "Capital ships attack bases only, never the galaxy row.",
  "attacked": "This card already attacked this turn.",
  "no-attack": "This card has no attack.",
  "neutral-target": "Neutral cards cannot be attacked.",
  "not-target": "That is not a target you can attack.",
  "nothing-committed": "No card is committed to that attack yet.",
  "bad-answer": "That answer is not one of the choices.",
  "ships-first":
    "A capital ship stands in front of this base: an attack hits the capital ships first ({n} damage destroys them), then the base.",
};

const es: WhyWords = {
  "game-over": "La partida ha terminado.",
  "not-your-turn": "No es tu turno: espera a que el otro bando termine el suyo.",
  "part-ended": "Has terminado tu parte del turno; tu compañero sigue jugando.",
  "answer-first": "Responde antes a la decisión (en la barra de acciones).",
  "wait-decision": "Otro jugador está tomando una decisión: espera.",
  "no-such-decision": "Esa decisión ya se respondió.",
  "bad-action": "Esa jugada no existe.",
  "not-in-hand": "Esta carta no está en tu mano.",
  "not-in-play": "Juega antes esta carta: solo las cartas en juego pueden usar su capacidad.",
  "ability-used": "Su capacidad ya se usó este turno (una vez por turno).",
  "needs-force": "Solo si la Fuerza te acompaña: mueve antes la Fuerza a tu lado.",
  "needs-condition": "Ahora no se cumple su condición (lee la carta).",
  "nothing-to-do": "Su capacidad no puede hacer nada ahora.",
  "enemy-card": "Carta enemiga: no puedes adquirirla. Atácala para recibir su recompensa.",
  "not-for-sale":
    "Solo se pueden adquirir las cartas de la fila de la galaxia y los pilotos del Borde Exterior.",
  "short": "No tienes recursos suficientes: te faltan {n}.",
  "ship-row": "Las naves de línea solo atacan bases, nunca la fila de la galaxia.",
  "attacked": "Esta carta ya ha atacado este turno.",
  "no-attack": "Esta carta no tiene ataque.",
  "neutral-target": "Las cartas neutrales no se pueden atacar.",
  "not-target": "Eso no es un objetivo que puedas atacar.",
  "nothing-committed": "Aún no hay cartas asignadas a ese ataque.",
  "bad-answer": "Esa respuesta no es una de las opciones.",
  "ships-first":
    "Una nave de línea protege esta base: un ataque daña primero a las naves de línea ({n} de daño las destruye) y después a la base.",
};

/** The sentences of each language. */
export const WHY_WORDS: Record<Lang, WhyWords> = { en, es };
