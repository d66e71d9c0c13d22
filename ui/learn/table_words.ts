/** The learning words the table needs, sent to its island as data (props.learn): the bundle holds no strings. */
import type { Lang } from "../../engine/state/types.ts";
import { WHY_WORDS, type WhyWords } from "./why_words.ts";
import { LEARN } from "./words.ts";
import { COACH_WORDS, type CoachWords } from "../coach/coach_words.ts";

/** What the table says to help a player learn. */
export interface TableLearn {
  why: WhyWords;
  whyTitle: string;
  open: string;
  close: string;
  coach: CoachWords;
}

const WHY_TITLE: Record<Lang, string> = { en: "Why not?", es: "¿Por qué no?" };

/** The table's learning words in a language. */
export function tableLearn(lang: Lang): TableLearn {
  return {
    why: WHY_WORDS[lang],
    whyTitle: WHY_TITLE[lang],
    open: LEARN[lang].open,
    close: LEARN[lang].close,
    coach: COACH_WORDS[lang],
  };
}
