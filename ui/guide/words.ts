/** The guided first game's words: the shape, and the English and Spanish phrasebooks. */
import type { Lang } from "../../engine/state/types.ts";
import type { ChapterKey } from "./chapters.ts";
import { GUIDE_EN } from "./guide_en.ts";
import { GUIDE_ES } from "./guide_es.ts";

/** Everything the guided game says; `{c}` is the step's card, `{n}`/`{m}` numbers. */
export interface GuideWords {
  title: string;
  intro: string;
  chapterOf: string;
  skip: string;
  playNow: string;
  next: string;
  nextChapter: string;
  restart: string;
  stepOf: string;
  follow: string;
  chapters: Record<ChapterKey, { title: string; lines: Record<string, string> }>;
  done: string;
  real: string;
  vsComputer: string;
  vsFriend: string;
  howTo: string;
}

/** The guided game's words by language. */
export const GUIDE: Record<Lang, GuideWords> = { en: GUIDE_EN, es: GUIDE_ES };
