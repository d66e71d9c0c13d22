/**
 * The words of learning to play (the How to play page and sheet, the card list's filter, the guided first game,
 * the coach, the friend's introduction), one phrasebook per language (learn_en.ts, learn_es.ts). Rules wording
 * follows the rulebook of each language (/work/shared/rules).
 */
import type { Lang } from "../../engine/state/types.ts";
import { LEARN_EN } from "./learn_en.ts";
import { LEARN_ES } from "./learn_es.ts";

/** A section of How to play: a title and its paragraphs (a paragraph starting "• " is a list item). */
export interface Section {
  id: string;
  title: string;
  body: string[];
}

/** The words of one language. */
export interface LearnWords {
  title: string;
  intro: string;
  play: string;
  contents: string;
  sections: Section[];
  iconsTitle: string;
  /** What each icon means (its name comes from the table's words). */
  iconsMean: { C: string; A: string; R: string; F: string; T: string; H: string; U: string; sides: string };
  iconNames: { C: string; T: string; H: string; U: string };
  cardsTitle: string;
  cardsIntro: string;
  search: string;
  faction: string;
  type: string;
  cost: string;
  any: string;
  filter: string;
  shown: string;
  none: string;
  reward: string;
  stats: { cost: string; attack: string; resources: string; force: string; hp: string; target: string };
  copies: string;
  sets: { galaxy: string; starter: string; pilot: string; base: string };
  startingBase: string;
  beginnerBase: string;
  close: string;
  open: string;
  back: string;
}

/** Learning words by language. */
export const LEARN: Record<Lang, LearnWords> = { en: LEARN_EN, es: LEARN_ES };
