/**
 * Feasibility of effects: how much of an effect can be resolved now. Encodes once "resolve as much
 * as you can" and "only options you can fully resolve" (rulebook pp. 16, 24; docs/rulings.md).
 */
import type { Effect } from "../cards/vocabulary.ts";
import type { GameState } from "../state/types.ts";
import { forceRoom } from "../state/force.ts";
import { amountOf, countOf, holds, matches } from "../state/stats.ts";
import { baseAttackable } from "../attacks/attack.ts";
import { attackAvailable, destroyable, moveCandidates, purchasable, rowCards } from "./candidates.ts";
import { opponentInRegion, regionOf } from "../state/seats.ts";

export const NONE = 0;
export const PARTIAL = 1;
export const FULL = 2;

/** How much of one effect node can be resolved in a state, for a controller, a source and "it". */
type Feas = (s: GameState, seat: number, src: number, it: number | undefined) => number;

const COMPILED = new WeakMap<Effect, Feas>();

/** How much of an effect can be resolved now: NONE, PARTIAL or FULL. */
export function feas(s: GameState, e: Effect, seat: number, src: number, it?: number): number {
  return feasOf(e)(s, seat, src, it);
}

/**
 * The feasibility of an effect as a function, built once per effect node from the card data (a cache
 * of what the data says, never state): the verb and its constants are read once, not at every call.
 */
function feasOf(e: Effect): Feas {
  let f = COMPILED.get(e);
  if (f === undefined) {
    f = compile(e);
    COMPILED.set(e, f);
  }
  return f;
}

const always = () => FULL;
const anyOf = (cards: number[]) => (cards.length > 0 ? FULL : NONE);
/** NONE when nothing is there, PARTIAL when less than needed, else FULL. */
const upTo = (have: number, need: number) => (have === 0 ? NONE : have >= need ? FULL : PARTIAL);

function compile(e: Effect): Feas {
  if ("gain" in e) {
    const g = e.gain;
    if (!g.force || g.attack || g.resources) return always;
    const n = g.force;
    return (s, seat) => upTo(forceRoom(s, seat), n);
  }
  if ("draw" in e) {
    return (s, seat, src) => {
      const p = s.seats[seat];
      return upTo(p.deck.length + p.discard.length, amountOf(s, e.draw, seat, src));
    };
  }
  if ("repair" in e) {
    return (s, seat) => {
      let most = 0;
      for (const p of s.seats) {
        if (p.team === s.seats[seat].team && p.base >= 0) most = Math.max(most, p.baseDamage);
      }
      return upTo(most, e.repair);
    };
  }
  if ("damage" in e) {
    if (e.to === "baseOrShip") return (s, seat) => (baseAttackable(s, seat) ? FULL : NONE);
    const d = e.damage;
    return (s, seat, src) => {
      const n = typeof d === "number" ? d : countOf(s, d.count, seat, src);
      return n > 0 && s.seats.some((p) => p.team !== s.seats[seat].team && p.base >= 0) ? FULL : NONE;
    };
  }
  if ("discard" in e) {
    const d = e.discard;
    const n = d.n ?? 1;
    switch (d.from) {
      case "hand":
        return (s, seat) => upTo(s.seats[seat].hand.length, n);
      case "opponentHand":
        return (s, seat) => upTo(s.seats[opponentInRegion(s, seat)].hand.length, n);
      case "row":
        return (s, seat, src) => anyOf(rowCards(s, seat, d.filter, src));
      case "revealed":
        return (_s, _seat, _src, it) => (it !== undefined ? FULL : NONE);
    }
  }
  if ("exile" in e) {
    const x = e.exile;
    if (x.from === "self") return always;
    const from = x.from;
    const hand = from.includes("hand"), discard = from.includes("discard");
    return (s, seat) => {
      const p = s.seats[seat];
      const have = (hand ? p.hand.length : 0) + (discard ? p.discard.length : 0);
      return have === 0 ? NONE : x.upTo || have >= x.n ? FULL : PARTIAL;
    };
  }
  if ("destroy" in e) return (s, seat, src) => anyOf(destroyable(s, e.destroy, seat, src));
  if ("purchase" in e) {
    const p = e.purchase;
    return (s, seat, src) => anyOf(purchasable(s, seat, p.from, p.filter, !!p.free, src));
  }
  if ("move" in e) return (s, seat, src) => anyOf(moveCandidates(s, e.move, seat, src, 1));
  if ("reveal" in e) return (s, seat) => (s.regions[regionOf(s, seat)].deck.length > 0 ? FULL : NONE);
  if ("look" in e) {
    const l = e.look;
    if ("opponentHand" in l) {
      return (s, seat) => (s.seats[opponentInRegion(s, seat)].hand.length > 0 ? FULL : NONE);
    }
    return (s, seat) => upTo(s.regions[regionOf(s, seat)].deck.length, l.galaxyTop);
  }
  if ("swap" in e) {
    const w = e.swap;
    return (s, seat, src) => {
      const g = s.regions[regionOf(s, seat)];
      if (!g.row.some((c: number) => c >= 0)) return NONE;
      if (w.a === "galaxyTop") return g.deck.length > 0 ? FULL : NONE;
      return g.discard.some((c: number) => matches(s, c, w.filter, seat, src)) ? FULL : NONE;
    };
  }
  if ("nextPurchase" in e) return (s) => (s.turn.nextToTop ? NONE : FULL);
  if ("spendAttack" in e) {
    return (s, seat) => (attackAvailable(s, seat) >= e.spendAttack ? FULL : NONE);
  }
  if ("seq" in e) {
    const parts = e.seq.map(feasOf);
    return (s, seat, src, it) => {
      let all = true, any = false;
      for (let i = 0; i < parts.length; i++) {
        const f = parts[i](s, seat, src, it);
        if (f !== FULL) all = false;
        if (f !== NONE) any = true;
      }
      return all ? FULL : any ? PARTIAL : NONE;
    };
  }
  if ("if" in e) {
    const then = feasOf(e.then);
    return (s, seat, src, it) => (holds(s, e.if, seat, src) ? then(s, seat, src, it) : NONE);
  }
  if ("choose" in e) {
    const options = e.choose.map(feasOf);
    return (s, seat, src, it) => {
      for (let i = 0; i < options.length; i++) if (options[i](s, seat, src, it) === FULL) return FULL;
      return NONE;
    };
  }
  // cost ⇒ effect: the cost must be paid in full; paying an exile cost is worth something on its own.
  const cost = feasOf(e.cost), then = feasOf(e.then);
  const exileCost = "exile" in e.cost;
  return (s, seat, src, it) => {
    if (cost(s, seat, src, it) !== FULL) return NONE;
    const f = then(s, seat, src, it);
    return f !== NONE ? f : exileCost ? PARTIAL : NONE;
  };
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
