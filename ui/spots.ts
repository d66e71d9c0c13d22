/**
 * Where each card of a view lies, as motion reads it (second bundle): a zone letter and the seat or
 * region it belongs to. Comparing two views' spots tells which cards travelled and from where to where.
 */
import type { View } from "./engine.ts";

/** The zones a card can be seen in: a seat's hand, play area, capital ships, base, discard pile, victory pile, known deck top; a region's galaxy row, galaxy discard pile, Outer Rim Pilots, known galaxy deck top; the exile. */
export type Zone = "h" | "p" | "s" | "b" | "d" | "v" | "t" | "r" | "g" | "o" | "k" | "x";

/** A card's spot: its zone and the seat (seat zones) or region (galaxy zones) it belongs to. */
export interface Spot {
  z: Zone;
  i: number;
}

/** Every card the view shows, by id, with its spot (a card it does not show is in a hidden pile). */
export function spots(v: View): Map<number, Spot> {
  const m = new Map<number, Spot>();
  const put = (cards: number[] | null, z: Zone, i = 0) => {
    for (const c of cards ?? []) if (c >= 0) m.set(c, { z, i });
  };
  v.seats.forEach((p, i) => {
    put(p.deckTop, "t", i);
    put(p.hand, "h", i);
    put(p.play, "p", i);
    put(p.ships, "s", i);
    put([p.base], "b", i);
    put(p.discard, "d", i);
    put(p.victory, "v", i);
  });
  v.regions.forEach((g, i) => {
    put(g.deckTop, "k", i);
    put(g.row, "r", i);
    put(g.discard, "g", i);
    put(g.pilots, "o", i);
  });
  put(v.exiled, "x");
  return m;
}

/** Whether two spots are the same. */
export const same = (a?: Spot, b?: Spot): boolean => a?.z === b?.z && a?.i === b?.i;

/** Damage on each base and capital ship in play, by card id. */
export function damage(v: View): Map<number, number> {
  const m = new Map<number, number>();
  for (const p of v.seats) {
    if (p.base >= 0) m.set(p.base, p.baseDamage);
    p.ships.forEach((c, k) => m.set(c, p.shipDamage[k]));
  }
  return m;
}

/**
 * Where a card seen now came from when the view before did not show it: drawn from its owner's deck
 * into the hand, played from the hand, a revealed base from the base deck, a new row card from the
 * galaxy deck. The spot names the pile's place on the table ("t": a seat's deck, "k": the galaxy deck).
 */
export function cameFrom(now: Spot): Spot | null {
  const { z, i } = now;
  if (z === "p" || z === "s") return { z: "h", i };
  if (z === "h" || z === "b" || z === "d") return { z: "t", i };
  if (z === "r") return { z: "k", i };
  return null;
}

/** Where a card that the view no longer shows went: back to its owner's hand or deck, or the galaxy deck. */
export function wentTo(was: Spot): Spot | null {
  if (was.z === "r" || was.z === "g") return { z: "k", i: was.i };
  return was.z === "x" || was.z === "k" || was.z === "o" ? null : { z: "t", i: was.i };
}
