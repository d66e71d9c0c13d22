/** The undo line in English (see ../undo_line.ts). */
import type { UndoPhrases } from "../undo_line.ts";
import { subject } from "./log.ts";

/** English undo line. */
export const EN_UNDO: UndoPhrases = {
  tookBack: (a) => {
    if (a.you) return "You take back your last move.";
    return `${subject(a)} takes back their last move.`;
  },
};
