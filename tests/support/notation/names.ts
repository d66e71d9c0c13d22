/** Card names in scenarios: lookup by English or Spanish name or id, and where a named card is. */
import { type CardDef, CARDS, defOf, TABLE } from "../../../engine/mod.ts";

const ALIASES = new Map<string, CardDef>();
for (const d of CARDS) {
  for (const n of [d.id, d.name.en, d.name.es, d.name.en.replace(/[^a-z0-9]/gi, "")]) ALIASES.set(norm(n), d);
}
ALIASES.set(norm("Yavin 4"), CARDS.find((d) => d.id === "yavin_4")!);

export function norm(s: string): string {
  return s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]/g, "");
}

/** The card definition a name stands for (English, Spanish or id; case and accents ignored). */
export function cardByName(name: string): CardDef {
  const d = ALIASES.get(norm(name));
  if (!d) throw new Error(`unknown card "${name}"`);
  return d;
}

/** A named card that is not where the step looks for it (expected as `-> error not-offered`). */
export class NotThere extends Error {}

/**
 * How a line names cards: checks and tables strictly (a card that is not there is an error); steps
 * leniently (any copy anywhere, so that the engine refuses the action with its own error).
 */
export type Naming = "strict" | "lenient";

/** The named card among `ids`; not there: its first copy anywhere when lenient, else NotThere. */
export function findIn(ids: number[], d: CardDef, naming: Naming = "strict"): number {
  const id = ids.find((c) => c >= 0 && defOf(c).id === d.id);
  if (id !== undefined) return id;
  if (naming === "lenient") return TABLE.def.findIndex((x) => x.id === d.id);
  throw new NotThere(`${d.name.en} is not there`);
}

export function names(ids: number[]): string[] {
  return ids.filter((c) => c >= 0).map((c) => defOf(c).name.en);
}

export function sortedNames(ids: number[]): string {
  return names(ids).sort().join(", ") || "(empty)";
}
