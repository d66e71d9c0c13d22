/**
 * Feasibility of effects: how much of an effect can be resolved now. Encodes once "resolve as much
 * as you can" and "only options you can fully resolve" (rulebook pp. 16, 24; docs/rulings.md).
 */
import type { Effect } from "./cards/vocabulary.ts";
import type { GameState } from "./types.ts";
import { forceRoom } from "./force.ts";
import { amountOf, attackOf, countOf, holds, matches } from "./stats.ts";
import {
  attackersAvailable,
  damageTargets,
  destroyable,
  exileCandidates,
  moveCandidates,
  purchasable,
  rowCards,
} from "./candidates.ts";
import { opponentInRegion, regionOf } from "./seats.ts";

export const NONE = 0;
export const PARTIAL = 1;
export const FULL = 2;

const VERBS = new WeakMap<object, string>();

/** The verb of an effect node (its first key: "gain", "draw", "seq", "if", …), cached per node. */
export function verbOf(e: Effect): string {
  let v = VERBS.get(e);
  if (v === undefined) {
    for (const k in e) {
      v = k;
      break;
    }
    VERBS.set(e, v!);
  }
  return v!;
}

/** How much of an effect can be resolved now: NONE, PARTIAL or FULL. */
export function feas(s: GameState, e0: Effect, seat: number, src: number, it?: number): number {
  const v = verbOf(e0);
  // deno-lint-ignore no-explicit-any
  const e = e0 as any;
  if (v === "gain") {
    const g = e.gain;
    if (g.force && !g.attack && !g.resources) {
      const room = forceRoom(s, seat);
      return room === 0 ? NONE : room >= g.force ? FULL : PARTIAL;
    }
    return FULL;
  }
  if (v === "draw") {
    const p = s.seats[seat];
    const have = p.deck.length + p.discard.length;
    return have === 0 ? NONE : have >= amountOf(s, e.draw, seat, src) ? FULL : PARTIAL;
  }
  if (v === "repair") {
    let most = 0;
    for (const p of s.seats) {
      if (p.team === s.seats[seat].team && p.base >= 0) most = Math.max(most, p.baseDamage);
    }
    return most === 0 ? NONE : most >= e.repair ? FULL : PARTIAL;
  }
  if (v === "damage") {
    if (e.to === "baseOrShip") return damageTargets(s, seat).length > 0 ? FULL : NONE;
    const n = typeof e.damage === "number" ? e.damage : countOf(s, e.damage.count, seat, src);
    return n > 0 && s.seats.some((p) => p.team !== s.seats[seat].team && p.base >= 0) ? FULL : NONE;
  }
  if (v === "discard") {
    const d = e.discard;
    const n = d.n ?? 1;
    switch (d.from) {
      case "hand": {
        const h = s.seats[seat].hand.length;
        return h === 0 ? NONE : h >= n ? FULL : PARTIAL;
      }
      case "opponentHand": {
        const h = s.seats[opponentInRegion(s, seat)].hand.length;
        return h === 0 ? NONE : h >= n ? FULL : PARTIAL;
      }
      case "row":
        return rowCards(s, seat, d.filter, src).length > 0 ? FULL : NONE;
      case "revealed":
        return it !== undefined ? FULL : NONE;
    }
  }
  if (v === "exile") {
    const x = e.exile;
    if (x.from === "self") return FULL;
    const have = exileCandidates(s, x.from, seat).length;
    if (have === 0) return NONE;
    return x.upTo || have >= x.n ? FULL : PARTIAL;
  }
  if (v === "destroy") return destroyable(s, e.destroy, seat, src).length > 0 ? FULL : NONE;
  if (v === "purchase") {
    const p = e.purchase;
    return purchasable(s, seat, p.from, p.filter, !!p.free, src).length > 0 ? FULL : NONE;
  }
  if (v === "move") return moveCandidates(s, e.move, seat, src).length > 0 ? FULL : NONE;
  if (v === "reveal") return s.regions[regionOf(s, seat)].deck.length > 0 ? FULL : NONE;
  if (v === "look") {
    const l = e.look;
    if ("opponentHand" in l) return s.seats[opponentInRegion(s, seat)].hand.length > 0 ? FULL : NONE;
    const n = s.regions[regionOf(s, seat)].deck.length;
    return n === 0 ? NONE : n >= l.galaxyTop ? FULL : PARTIAL;
  }
  if (v === "swap") {
    const g = s.regions[regionOf(s, seat)];
    if (!g.row.some((c: number) => c >= 0)) return NONE;
    if (e.swap.a === "galaxyTop") return g.deck.length > 0 ? FULL : NONE;
    return g.discard.some((c: number) => matches(s, c, e.swap.filter, seat, src)) ? FULL : NONE;
  }
  if (v === "nextPurchase") return s.turn.nextToTop ? NONE : FULL;
  if (v === "spendAttack") {
    let total = 0;
    for (const c of attackersAvailable(s, seat)) total += attackOf(s, c, seat);
    return total >= e.spendAttack ? FULL : NONE;
  }
  if (v === "seq") {
    let all = true, any = false;
    for (const x of e.seq) {
      const f = feas(s, x, seat, src, it);
      if (f !== FULL) all = false;
      if (f !== NONE) any = true;
    }
    return all ? FULL : any ? PARTIAL : NONE;
  }
  if (v === "if") return holds(s, e.if, seat, src) ? feas(s, e.then, seat, src, it) : NONE;
  if (v === "choose") {
    return e.choose.some((o: Effect) => feas(s, o, seat, src, it) === FULL) ? FULL : NONE;
  }
  // cost ⇒ effect: the cost must be paid in full; paying an exile cost is worth something on its own.
  if (feas(s, e.cost, seat, src, it) !== FULL) return NONE;
  const f = feas(s, e.then, seat, src, it);
  return f !== NONE ? f : verbOf(e.cost) === "exile" ? PARTIAL : NONE;
}

/** Whether resolving the effect asks its controller to choose something (then a trigger asks first). */
export function asksController(e: Effect): boolean {
  if ("seq" in e) return e.seq.some(asksController);
  if ("if" in e) return asksController(e.then);
  if ("cost" in e) return asksController(e.cost) || asksController(e.then);
  if ("choose" in e) return e.by !== "opponent";
  if ("exile" in e) return e.exile.from !== "self";
  if ("discard" in e) return e.discard.from === "hand" || (e.discard.from === "row" && !e.discard.all);
  if ("damage" in e) return e.to === "baseOrShip";
  if ("move" in e) return e.move.from !== "self";
  if ("look" in e) return "galaxyTop" in e.look && e.look.keep !== undefined;
  return "destroy" in e || "purchase" in e || "swap" in e || "spendAttack" in e;
}
