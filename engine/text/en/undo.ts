/** The undo line in English (see ../undo_line.ts). */
import type { UndoPhrases } from "../undo_line.ts";
import { EN_WORDS as W } from "./words.ts";

/** English undo line. */
export const EN_UNDO: UndoPhrases = {
  tookBack: (a) => {
    if (a.you) return "You take back your last move.";
    const who = a.computer ? "The computer" : a.side ? `The ${W.factions[a.side]} player` : "?";
    return `${who} takes back their last move.`;
  },
};
