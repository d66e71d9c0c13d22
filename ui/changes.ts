/** What changed between two views of the table (second bundle): the cards to mark. */
import type { View } from "./engine.ts";

/**
 * Where each card on the table stands, with its damage (hands left out): a card whose place differs
 * between two views moved, arrived or was hit in between.
 */
function places(v: View): Map<number, string> {
  const m = new Map<number, string>();
  v.seats.forEach((p, i) => {
    m.set(p.base, `b${i}:${p.baseDamage}`);
    p.ships.forEach((c, k) => m.set(c, `s${i}:${p.shipDamage[k]}`));
    for (const c of p.play) m.set(c, `p${i}`);
  });
  for (const g of v.regions) for (const c of g.row) m.set(c, "r");
  return m;
}

/** Cards that moved, arrived or were hit (damaged or repaired) between the two views. */
export function changed(was: View, now: View): Set<number> {
  const before = places(was), out = new Set<number>();
  for (const [c, at] of places(now)) if (before.get(c) !== at) out.add(c);
  return out;
}
