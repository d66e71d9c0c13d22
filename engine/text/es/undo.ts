/** The undo line in Spanish (see ../undo_line.ts). */
import type { UndoPhrases } from "../undo_line.ts";
import { ES_WORDS as W } from "./words.ts";

/** Spanish undo line. */
export const ES_UNDO: UndoPhrases = {
  tookBack: (a) => {
    if (a.you) return "Deshaces tu última jugada.";
    const who = a.computer ? "El ordenador" : a.side ? `El jugador ${W.factions[a.side]}` : "?";
    return `${who} deshace su última jugada.`;
  },
};
