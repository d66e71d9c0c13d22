/** The undo line in Spanish (see ../undo_line.ts). */
import type { UndoPhrases } from "../undo_line.ts";
import { subject } from "./log.ts";

/** Spanish undo line. */
export const ES_UNDO: UndoPhrases = {
  tookBack: (a) => {
    if (a.you) return "Deshaces tu última jugada.";
    return `${subject(a)} deshace su última jugada.`;
  },
};
