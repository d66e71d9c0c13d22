/** Reading the values of a scenario's lines: card lists with attributes, seats, regions, the Force. */
import type { CardDef, Options } from "../../../engine/mod.ts";
import { cardByName } from "./names.ts";

/** A card name with optional attributes: "Star Destroyer (damage 2, used)". */
export interface Item {
  def: CardDef;
  attrs: Map<string, string>;
}

export function parseItems(list: string): Item[] {
  const t = list.trim();
  if (t === "" || t === "(empty)" || t === "none" || t === "-") return [];
  const items: Item[] = [];
  for (const part of splitTop(t)) {
    const m = /^(?:(\d+)\s*x\s+)?([^(]+?)\s*(?:\((.*)\))?$/.exec(part.trim());
    if (!m) throw new Error(`cannot read "${part}"`);
    const times = m[1] ? Number(m[1]) : 1;
    const attrs = new Map<string, string>();
    for (const a of (m[3] ?? "").split(",").map((x) => x.trim()).filter(Boolean)) {
      const sp = a.indexOf(" ");
      attrs.set(sp < 0 ? a : a.slice(0, sp), sp < 0 ? "" : a.slice(sp + 1).trim());
    }
    for (let i = 0; i < times; i++) items.push({ def: cardByName(m[2]), attrs });
  }
  return items;
}

/** Splits on commas outside parentheses. */
export function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0, start = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "(") depth++;
    else if (s[i] === ")") depth--;
    else if (s[i] === "," && depth === 0) {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  out.push(s.slice(start));
  return out;
}

/**
 * The seat a scenario names: "empire" / "rebel" in 1v1; in 2v2 "empire 1", "rebel 1" (region 1,
 * seats 0 and 1) and "empire 2", "rebel 2" (region 2, seats 2 and 3); a bare faction is region 1.
 */
export function namedSeat(o: Pick<Options, "empireSeat" | "format">, faction: string, n?: string): number {
  const empire = faction === "empire";
  if (o.format !== "2v2") {
    if (n !== undefined && n !== "1") throw new Error(`a 1v1 table has no ${faction} ${n}`);
    return empire ? o.empireSeat : 1 - o.empireSeat;
  }
  const region = n === undefined ? 0 : Number(n) - 1;
  if (region !== 0 && region !== 1) throw new Error(`${faction} ${n}: regions are 1 and 2`);
  return region * 2 + (empire ? 0 : 1);
}

/** A table key naming a region's galaxy zone: "row", "region 2 row", "region 1 galaxy deck"… */
export function regionKey(key: string): { region: number; zone: string } {
  const m = /^region ([12]) (.+)$/.exec(key);
  return m ? { region: Number(m[1]) - 1, zone: m[2] } : { region: 0, zone: key };
}

/** The Force marker's position from a number (0 empire end … 6 rebel end) or a name ("empire 2", "center"…). */
export function parseForce(v: string): number {
  const t = v.toLowerCase().trim();
  if (/^\d$/.test(t)) return Number(t);
  const named: Record<string, number> = {
    "empire end": 0,
    "empire 3": 0,
    "empire 2": 1,
    "empire 1": 2,
    center: 3,
    neutral: 3,
    "rebel 1": 4,
    "rebel 2": 5,
    "rebel 3": 6,
    "rebel end": 6,
  };
  if (!(t in named)) throw new Error(`force "${v}": use 0–6, "empire end", "rebel 2", "center"…`);
  return named[t];
}
