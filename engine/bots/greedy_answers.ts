/** The greedy bot's answers to decisions, and its rough value of an effect. */
import { TABLE } from "../cards/catalog.ts";
import type { Effect } from "../cards/vocabulary.ts";
import type { Action, Decision, GameState, OptionDecision } from "../state/types.ts";
import { attackOf } from "../state/stats.ts";
import { attackTotal, BASE, validTarget } from "../attacks/attack.ts";
import { shipRemaining } from "../attacks/damage.ts";
import { holderOf } from "../abilities/candidates.ts";
import { hitPoints } from "../state/stats.ts";
import { forceRoom } from "../state/force.ts";
import { baseScore, worth, worthTo } from "./values.ts";
import { baseLeft, bestBuy, DAMAGE, freeAttackers, shipsLeft, threatened, weakCards } from "./tactics.ts";
import { opponentInRegion } from "../state/seats.ts";

type Answer = Extract<Action, { type: "answer" }>;

/** Rough value of an effect resolved for a seat now (resource equivalents). */
export function effectValue(s: GameState, seat: number, e: Effect): number {
  if ("gain" in e) {
    const g = e.gain;
    let v = 0;
    if (g.attack) v += attackValue(s, seat, g.attack);
    if (g.resources) {
      v += bestBuy(s, seat, s.seats[seat].resources + g.resources) -
        bestBuy(s, seat, s.seats[seat].resources) + 0.1 * g.resources;
    }
    if (g.force) v += 0.4 * Math.min(g.force, forceRoom(s, seat));
    return v;
  }
  if ("repair" in e) {
    const p = s.seats[seat];
    return Math.min(e.repair, p.baseDamage) * (threatened(s, seat) ? 1 : 0.5);
  }
  if ("draw" in e) return 2;
  if ("exile" in e) {
    if (e.exile.from === "self") return 0;
    const n = e.exile.n;
    const weak = weakCards(s, seat);
    return Math.min(n, weak) * 1;
  }
  if ("purchase" in e) {
    const g = s.regions[s.seats[seat].region];
    let top = 0;
    for (const c of g.row) {
      if (c >= 0 && TABLE.def[c].faction === s.seats[seat].faction) top = Math.max(top, worth(c));
    }
    return top * 0.9;
  }
  if ("seq" in e) return e.seq.reduce((a, x) => a + effectValue(s, seat, x), 0);
  if ("if" in e) return effectValue(s, seat, e.then);
  if ("discard" in e && e.discard.from === "opponentHand") return 1.2;
  return 0.5;
}

/** Value of extra attack this turn: a lot when it lets the seat destroy the enemy base. */
function attackValue(s: GameState, seat: number, n: number): number {
  let all = 0;
  for (const x of freeAttackers(s, seat)) all += x.atk;
  all += attackTotal(s, BASE);
  const need = baseLeft(s, seat) + shipsLeft(s, seat);
  if (all < need && all + n >= need) return 6;
  return validTarget(s, seat, BASE) ? n * DAMAGE : n * 0.3;
}

/** Harm to the decider of an effect the opponent controls (Duros Spy, B-Wing: the victim chooses). */
function harm(s: GameState, decider: number, owner: number, e: Effect): number {
  if ("discard" in e) {
    const hand = s.seats[decider].hand;
    let low = Infinity;
    for (const c of hand) low = Math.min(low, worth(c));
    const yavin = s.seats[owner].base >= 0 && TABLE.def[s.seats[owner].base].id === "yavin_4";
    return (hand.length > 0 ? low * 0.8 : 0) + (yavin ? 2 * DAMAGE : 0);
  }
  if ("gain" in e) {
    const g = e.gain;
    return (g.attack ?? 0) * DAMAGE + 0.4 * Math.min(g.force ?? 0, forceRoom(s, owner)) +
      (g.resources ?? 0) * 0.8;
  }
  return 1;
}

/** The greedy answer to a decision pending for the seat (one of `legal`). */
export function answer(s: GameState, seat: number, d: Decision, legal: Answer[]): Action {
  if (d.kind === "option") return answerOption(s, seat, d, legal);
  if (d.kind === "damage") return answerSplit(s, legal);
  return answerPick(s, seat, d, legal);
}

function answerOption(s: GameState, seat: number, d: OptionDecision, legal: Answer[]): Action {
  const opts = d.options;
  const yes = legal.find((a) => a.option === 0)!, no = legal.find((a) => a.option === 1) ?? yes;
  if (d.purpose === "jedha") return no;
  if (d.purpose === "sullust") return yes;
  if (d.purpose === "reward" || d.purpose === "trigger") {
    const e = d.k.op === "optional" ? d.k.e : undefined;
    if (!e) return yes;
    return optionalValue(s, seat, e) > 0 ? yes : no;
  }
  if (d.purpose === "choose") {
    const owner = d.k.seat;
    let best = legal[0], top = -Infinity;
    for (const a of legal) {
      const o = opts[a.option!];
      if (!("effect" in o)) continue;
      const v = owner === seat ? effectValue(s, seat, o.effect) : -harm(s, seat, owner, o.effect);
      if (v > top) {
        top = v;
        best = a;
      }
    }
    return best;
  }
  return yes;
}

/** Whether an optional reward or trigger is worth taking (exiling only when weak cards exist). */
function optionalValue(s: GameState, seat: number, e: Effect): number {
  if ("exile" in e && e.exile.from !== "self") {
    const must = "upTo" in e.exile && e.exile.upTo ? 0 : e.exile.n;
    return weakCards(s, seat) >= Math.min(must, 1) ? 1 : -1;
  }
  return 1;
}

function answerSplit(s: GameState, legal: Answer[]): Action {
  let best = legal[0], top = -Infinity;
  for (const a of legal) {
    // 2v2: the damage may go to a capital ship of either region or to an enemy base.
    const owner = holderOf(s, a.pick!);
    const q = s.seats[owner];
    const left = q.base === a.pick ? hitPoints(q.base) - q.baseDamage : shipRemaining(s, owner, a.pick!);
    const kills = a.amount! >= left;
    const v = kills ? 10 + worth(a.pick!) - (a.amount! - left) : a.amount! - left * 0.1;
    if (v > top) {
      top = v;
      best = a;
    }
  }
  return best;
}

function answerPick(s: GameState, seat: number, d: Decision, legal: Answer[]): Action {
  const picks = legal.filter((a) => a.pick !== undefined);
  const pass = legal.find((a) => a.pass);
  const by = (score: (c: number) => number): Action => {
    let best: Action = picks[0] ?? pass!, top = -Infinity;
    for (const a of picks) {
      const v = score(a.pick!);
      if (v > top) {
        top = v;
        best = a;
      }
    }
    return best;
  };
  const opp = opponentInRegion(s, seat);
  const p = s.seats[seat];
  switch (d.purpose) {
    case "secretBase":
    case "newBase":
      return by(baseScore);
    case "exile": {
      const worst = by((c) => -worth(c));
      if (pass && worst.type === "answer" && worst.pick !== undefined && worth(worst.pick) >= 1.5) {
        return pass;
      }
      return worst;
    }
    case "discardHand":
      return by((c) => -worth(c));
    case "destroy":
      return by((c) => holderOf(s, c) >= 0 ? worth(c) + 10 : -worthTo(s, seat, c));
    case "purchase":
    case "move":
      return by((c) => worth(c));
    case "discardRow":
    case "swapRow":
      return by((c) => -worthTo(s, seat, c));
    case "swapDiscard":
      return by((c) => worthTo(s, seat, c));
    case "keep":
      return by((c) => worthTo(s, seat, c));
    case "damageTarget": {
      const o = s.seats[opp];
      return by((c) => {
        if (c === o.base) return baseLeft(s, seat) <= 2 ? 20 : 5;
        return shipRemaining(s, opp, c) <= 2 ? 10 + worth(c) : 1;
      });
    }
    case "swapTop": {
      const g = s.regions[p.region];
      const top = g.deck[g.deck.length - 1];
      if (top === undefined) return pass ?? picks[0];
      const worst = by((c) => -worthTo(s, seat, c));
      if (
        worst.type === "answer" && worst.pick !== undefined &&
        worthTo(s, seat, top) - worthTo(s, seat, worst.pick) > 1
      ) {
        return worst;
      }
      return pass ?? worst;
    }
    case "spendAttack": {
      const left = d.amount ?? 0;
      return by((c) => {
        const a = attackOf(s, c, seat);
        return a >= left ? 100 - a : a;
      });
    }
  }
  if (pass && picks.length === 0) return pass;
  return by(worth);
}
