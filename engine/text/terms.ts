/**
 * The words of the game (traits, factions, card types, icons, counted cards, list words): one `Words`
 * per language in `<lang>/words.ts`, registered in `WORDS`, whose keys are the languages (`Lang`). Also
 * what is built from them: icons in words, labels for the pages.
 */
import type { CardType, Faction, Trait } from "../cards/vocabulary.ts";
import { cap } from "./grammar.ts";
import { EN_WORDS } from "./en/words.ts";
import { ES_WORDS } from "./es/words.ts";

/** An icon token of card text: {A} attack, {R} resources, {F} Force. */
export type Icon = "A" | "R" | "F";

/**
 * Who holds a base or capital ship, as a reader names it: a seat (the reader, its teammate, or a side;
 * 2v2: with its region, counted from 1) or the galaxy row.
 */
export type Holder = { row: true } | {
  you: boolean;
  mate?: boolean;
  side?: "empire" | "rebel";
  region?: number;
};

/** The words of the game in one language. */
export interface Words {
  traits: Record<Trait, string>;
  /** A faction as it qualifies a card ("an Empire card", "una carta Imperial"). */
  factions: Record<Faction, string>;
  types: Record<CardType, string>;
  /** An icon as words: [after the number 1, otherwise] ("1 resource", "2 resources", "resources"). */
  icons: Record<Icon, [string, string]>;
  /** "1 card", "2 cards". */
  cards(n: number): string;
  /** Whose a base or capital ship is and where: "Empire, region 2", "yours", "galaxy row". */
  held(h: Holder): string;
  /** The conjunctions that close a list. */
  and: string;
  or: string;
}

/**
 * The languages of the game's texts and their words. A language is registered here and in the record
 * of each other phrasebook (card text, prompts, log), which the compiler then asks for.
 */
export const WORDS = { en: EN_WORDS, es: ES_WORDS } satisfies Record<string, Words>;

/** A language of the game's texts. */
export type Lang = keyof typeof WORDS;

/** Trait names by language (`TRAITS.es.Fighter` is "Caza"). */
export const TRAITS = /* @__PURE__ */ byLang((w) => w.traits);

/** One value per language, taken from its words. */
function byLang<T>(f: (w: Words) => T): Record<Lang, T> {
  return Object.fromEntries(Object.entries(WORDS).map(([l, w]) => [l, f(w)])) as Record<Lang, T>;
}

/**
 * Replaces icon tokens with words: "{A}" attack, "{R}" resources, "{F}" Force. The number in
 * front of a token decides singular or plural.
 */
export function renderIcons(text: string, lang: Lang): string {
  const icons = WORDS[lang].icons;
  return text.replace(/(?:(\d+) )?\{([ARF])\}/g, (_m, n: string | undefined, icon: Icon) => {
    const num = n === undefined ? "" : `${n} `;
    return `${num}${icons[icon][n === "1" ? 0 : 1]}`;
  });
}

/** Amounts as icon tokens, attack first: { attack: 2, force: 1 } → ["2 {A}", "1 {F}"]. */
export function iconAmounts(g: { attack?: number; resources?: number; force?: number }): string[] {
  const out: string[] = [];
  if (g.attack) out.push(`${g.attack} {A}`);
  if (g.resources) out.push(`${g.resources} {R}`);
  if (g.force) out.push(`${g.force} {F}`);
  return out;
}

/** Faction words as page labels ("Empire", "Neutral"). */
export function factionLabels(lang: Lang): Record<Faction, string> {
  return capAll(WORDS[lang].factions);
}

/** Card type words as page labels ("Capital ship"). */
export function typeLabels(lang: Lang): Record<CardType, string> {
  return capAll(WORDS[lang].types);
}

/** Icon words as page labels, said of no number ("resources"). */
export function iconLabels(lang: Lang): Record<Icon, string> {
  const { A, R, F } = WORDS[lang].icons;
  return { A: A[1], R: R[1], F: F[1] };
}

function capAll<K extends string>(words: Record<K, string>): Record<K, string> {
  return Object.fromEntries(Object.entries<string>(words).map(([k, w]) => [k, cap(w)])) as Record<K, string>;
}
