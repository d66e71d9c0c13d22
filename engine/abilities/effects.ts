/**
 * The effect interpreter: resolves each verb of the vocabulary for a task of the queue, and asks a
 * decision where a verb needs a choice. "Abilities are optional" is encoded here (rulebook p. 16).
 */
import type { Effect } from "../cards/vocabulary.ts";
import { defOf } from "../cards/catalog.ts";
import type { EffectTask } from "../state/types.ts";
import { type Ctx, emit, rngOf } from "../state/context.ts";
import { randInt } from "../state/rng.ts";
import { gainForce } from "../state/force.ts";
import { amountOf, attackOf, countOf, holds } from "../state/stats.ts";
import { discardFromHand, drawCards, exileCard, popGalaxyTop } from "../state/zones.ts";
import { ask, askYesNo, runNext, task } from "./queue.ts";
import { asksController, feas, FULL, NONE } from "./feasibility.ts";
import {
  attackersAvailable,
  damageTargets,
  destroyable,
  enemyBases,
  exileCandidates,
  moveCandidates,
  purchasable,
  repairable,
  rowCards,
} from "./candidates.ts";
import { discardPicked, movePicked, pickOne } from "./picks.ts";
import { damagePicked, dealTo, destroyPicked, repairPicked } from "../attacks/damage.ts";
import { purchasePicked } from "../galaxy/purchase.ts";
import { discardRowCard, discardRowPicked, execLook, execReveal, execSwap } from "../galaxy/galaxy.ts";
import { opponentInRegion, regionOf } from "../state/seats.ts";

/** Resolves one effect task (possibly queueing more, or asking a decision). */
export function exec(c: Ctx, t: EffectTask): void {
  const s = c.s;
  const { e, seat, src } = t;
  if (t.ask) {
    if (feas(s, e, seat, src, t.it) === NONE) return;
    if (t.ask === "reward" || asksController(e)) {
      return askYesNo(c, seat, t.ask, src, { op: "optional", seat, src, e, it: t.it });
    }
  }
  if ("seq" in e) {
    runNext(s, ...e.seq.map((x) => task(x, seat, src, t.it)));
    return;
  }
  if ("if" in e) {
    if (holds(s, e.if, seat, src)) runNext(s, task(e.then, seat, src, t.it));
    return;
  }
  if ("cost" in e) {
    runNext(s, task(e.cost, seat, src, t.it), task(e.then, seat, src, t.it));
    return;
  }
  if ("choose" in e) return execChoose(c, e, seat, src, t.it);
  if ("gain" in e) return execGain(c, e.gain, seat, src);
  if ("draw" in e) {
    drawCards(c, seat, amountOf(s, e.draw, seat, src));
    return;
  }
  if ("repair" in e) {
    // 2v2: "repair … from your base or … from your teammate's base" (U-Wing, HWK-290, Landing Craft, C-ROC).
    return pickOne(c, repairable(s, seat), { op: "repair", seat, src, n: [e.repair] }, repairPicked);
  }
  if ("damage" in e) return execDamage(c, e, seat, src);
  if ("discard" in e) return execDiscard(c, e.discard, seat, src, t.it);
  if ("exile" in e) return execExile(c, e.exile, seat, src);
  if ("destroy" in e) {
    return pickOne(c, destroyable(s, e.destroy, seat, src), { op: "destroy", seat, src, e }, destroyPicked);
  }
  if ("purchase" in e) {
    const p = e.purchase;
    const cands = purchasable(s, seat, p.from, p.filter, !!p.free, src);
    return pickOne(c, cands, { op: "purchase", seat, src, e }, purchasePicked);
  }
  if ("move" in e) {
    const cands = moveCandidates(s, e.move, seat, src);
    const shown = e.move.from === "opponentHand" ? cands.slice() : undefined;
    return pickOne(c, cands, { op: "move", seat, src, e }, movePicked, { shown });
  }
  if ("reveal" in e) return execReveal(c, e.reveal, seat, src);
  if ("look" in e) return execLook(c, e.look, seat, src);
  if ("swap" in e) return execSwap(c, e.swap, seat, src);
  if ("nextPurchase" in e) {
    s.turn.nextToTop = true;
    emit(c, { k: "nextPurchase", seat, src });
    return;
  }
  if ("spendAttack" in e) continueSpend(c, seat, src, e.spendAttack);
}

/** Death Star: asks for the next card to spend attack from until the amount is paid. */
export function continueSpend(c: Ctx, seat: number, src: number, left: number): void {
  const s = c.s;
  while (left > 0) {
    const cands = attackersAvailable(s, seat);
    if (cands.length === 0) return;
    if (cands.length > 1) {
      ask(c, {
        seat,
        kind: "pick",
        purpose: "spendAttack",
        src,
        cards: cands,
        amount: left,
        k: { op: "spendAttack", seat, src, n: [left] },
      });
      return;
    }
    left -= spendAttackOf(c, seat, cands[0]);
  }
}

function execGain(
  c: Ctx,
  g: { attack?: number; resources?: number; force?: number },
  seat: number,
  src: number,
) {
  const s = c.s;
  if (g.attack) s.turn.bonus.push(src, g.attack);
  if (g.resources) s.seats[seat].resources += g.resources;
  const moved = g.force ? gainForce(s, seat, g.force) : 0;
  emit(c, { k: "gain", seat, src, attack: g.attack ?? 0, resources: g.resources ?? 0, force: moved });
}

function execChoose(c: Ctx, e: Extract<Effect, { choose: unknown }>, seat: number, src: number, it?: number) {
  const s = c.s;
  const open = e.choose.filter((o) => feas(s, o, seat, src, it) === FULL);
  const decider = e.by === "opponent" ? opponentInRegion(s, seat) : seat;
  if (open.length === 0) return;
  if (open.length === 1) {
    emit(c, { k: "chose", seat: decider, src, option: e.choose.indexOf(open[0]), forced: true });
    runNext(s, task(open[0], seat, src, it));
    return;
  }
  ask(c, {
    seat: decider,
    kind: "option",
    purpose: "choose",
    src,
    options: open.map((effect) => ({ effect })),
    k: { op: "choose", seat, src, it },
  });
}

function execDamage(c: Ctx, e: Extract<Effect, { damage: unknown }>, seat: number, src: number) {
  const s = c.s;
  const n = typeof e.damage === "number" ? e.damage : countOf(s, e.damage.count, seat, src);
  // 2v2: damage to "the enemy base" goes to either opponent's base (Rodia, Yavin IV).
  if (e.to === "base") {
    return pickOne(c, enemyBases(s, seat), { op: "damageTarget", seat, src, n: [n] }, damagePicked);
  }
  const targets = damageTargets(s, seat);
  if (targets.length === 0) return;
  if (targets.length === 1) return dealTo(c, targets[0], n, seat, src);
  pickOne(c, targets, { op: "damageTarget", seat, src, n: [n] }, damagePicked);
}

function execDiscard(
  c: Ctx,
  d: Extract<Effect, { discard: unknown }>["discard"],
  seat: number,
  src: number,
  it?: number,
) {
  const s = c.s;
  switch (d.from) {
    case "hand":
      return pickOne(c, s.seats[seat].hand.slice(), { op: "discardHand", seat, src }, discardPicked);
    case "opponentHand": {
      const opp = opponentInRegion(s, seat);
      const hand = s.seats[opp].hand;
      if (hand.length === 0) return;
      if (d.random && holds(s, d.random, seat, src)) {
        const card = hand[randInt(rngOf(c), hand.length)];
        discardFromHand(c, opp, card, seat, true);
        return;
      }
      return pickOne(c, hand.slice(), { op: "discardHand", seat, src }, discardPicked, { decider: opp });
    }
    case "row": {
      const cards = rowCards(s, seat, d.filter, src);
      if (d.all) {
        for (const card of cards) discardRowCard(c, seat, card, src);
        return;
      }
      return pickOne(c, cards, { op: "discardRow", seat, src }, discardRowPicked);
    }
    case "revealed": {
      if (it === undefined) return;
      const g = s.regions[regionOf(s, seat)];
      if (g.deck[g.deck.length - 1] !== it) return;
      popGalaxyTop(s, regionOf(s, seat));
      g.discard.push(it);
      emit(c, { k: "galaxyDiscard", seat, card: it, src, from: "galaxyDeck" });
      return;
    }
  }
}

function execExile(c: Ctx, x: Extract<Effect, { exile: unknown }>["exile"], seat: number, src: number) {
  const s = c.s;
  if (x.from === "self") {
    exileCard(c, src, seat);
    return;
  }
  let min = x.upTo ? 0 : x.n;
  let max = x.n;
  if (x.orUpTo && holds(s, x.orUpTo.if, seat, src)) {
    min = 0;
    max = x.orUpTo.n;
  }
  continueExile(c, x.from, seat, src, 0, min, max);
}

/** Asks for the next card of an "exile N" (or exiles what is forced). */
export function continueExile(
  c: Ctx,
  from: ("hand" | "discard")[],
  seat: number,
  src: number,
  picked: number,
  min: number,
  max: number,
): void {
  const cands = exileCandidates(c.s, from, seat);
  if (picked >= max || cands.length === 0) return;
  if (picked >= min || cands.length > max - picked || new Set(cands.map((x) => defOf(x).id)).size > 1) {
    ask(c, {
      seat,
      kind: "pick",
      purpose: "exile",
      src,
      cards: cands,
      canPass: picked >= min,
      k: { op: "exile", seat, src, e: { exile: { from, n: max } }, n: [picked, min, max] },
    });
    return;
  }
  // Forced: every candidate must go, or they are all the same card.
  exileCard(c, cands[0], seat);
  continueExile(c, from, seat, src, picked + 1, min, max);
}

/** Marks a card as having spent its attack (Death Star) and returns the attack it paid. */
export function spendAttackOf(c: Ctx, seat: number, card: number): number {
  const a = attackOf(c.s, card, seat);
  c.s.turn.attacked.push(card);
  emit(c, { k: "spendAttack", seat, card, n: a });
  return a;
}
