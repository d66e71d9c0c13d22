/**
 * The log line of an undo (a table convenience, not a game event: docs/rulings.md, "Undo"). The
 * words come from the language's undo phrasebook (`<lang>/undo.ts`).
 */
import { type Actor, actorOf, type Cast } from "./log.ts";
import type { Lang } from "./terms.ts";
import { EN_UNDO } from "./en/undo.ts";
import { ES_UNDO } from "./es/undo.ts";

/** The undo line in one language: a seat took back its last move (the move's own line stays above it). */
export interface UndoPhrases {
  tookBack: (who: Actor) => string;
}

const UNDO: Record<Lang, UndoPhrases> = { en: EN_UNDO, es: ES_UNDO };

/** The line telling `viewer` that `seat` took back its last move (`cast`: who sits where, see `actorOf`). */
export function undoLine(seat: number, viewer: number, cast: Cast, lang: Lang): string {
  return UNDO[lang].tookBack(actorOf(cast, seat, viewer));
}
