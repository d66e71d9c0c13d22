/**
 * The card list's filter: one model for the server (a GET form, no JavaScript) and the browser (live, on
 * each keystroke): a card is shown when it has the faction, the type and the cost asked, and every word
 * searched is in its name or its whole text (accents and case ignored).
 */

/** The filter of the card list, as the form sends it ("" = any). */
export interface CardFilter {
  faction: string;
  type: string;
  cost: string;
  q: string;
}

/** What the filter reads of a card (the page writes it into the card's data attributes). */
export interface Filterable {
  faction: string;
  type: string;
  cost: number;
  /** Name and whole text, folded (`fold`). */
  text: string;
}

export const FACTIONS = ["empire", "rebel", "neutral"] as const;
export const TYPES = ["unit", "ship", "base"] as const;
/** Costs offered by the form (a base has none; its cost is shown as nothing). */
export const COSTS = ["0", "1", "2", "3", "4", "5", "6", "7", "8"] as const;

/** Lower case, no accents: how names and searches are compared. */
export function fold(s: string): string {
  return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

const pick = <T extends string>(x: unknown, allowed: readonly T[]): T | "" =>
  typeof x === "string" && (allowed as readonly string[]).includes(x) ? x as T : "";

/** The filter from a query (unknown values mean "any"; the search is cut to 60 characters). */
export function readFilter(q: Record<string, string | undefined>): CardFilter {
  return {
    faction: pick(q.faction, FACTIONS),
    type: pick(q.type, TYPES),
    cost: pick(q.cost, COSTS),
    q: (q.q ?? "").slice(0, 60),
  };
}

/** Whether a card passes the filter. */
export function matches(c: Filterable, f: CardFilter): boolean {
  if (f.faction && c.faction !== f.faction) return false;
  if (f.type && c.type !== f.type) return false;
  if (f.cost && (c.type === "base" || String(c.cost) !== f.cost)) return false;
  return fold(f.q).split(/\s+/).filter(Boolean).every((w) => c.text.includes(w));
}
