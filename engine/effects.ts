/**
 * The effect interpreter: runs the task queue, resolves each verb of the vocabulary, and suspends
 * on a pending decision. Encodes once "resolve as much as you can", "only options you can fully
 * resolve" and "abilities are optional" (rulebook pp. 16, 24).
 */
import type { Effect, Filter } from "./cards/vocabulary.ts";
import { defOf } from "./cards/catalog.ts";
import type { Decision, EffectTask, GameState, Task } from "./types.ts";
import { type Ctx, opponentOf, rngOf } from "./context.ts";
import { randInt } from "./rng.ts";
import { forceRoom, gainForce } from "./force.ts";
import { amountOf, attackOf, commitOf, countOf, factionMatches, holds, matches } from "./stats.ts";
import {
  discardFromHand,
  drawCards,
  emit,
  exileCard,
  popGalaxyTop,
  putOnDeck,
  removeItem,
  takeFromAnywhere,
  takeFromRow,
} from "./zones.ts";
import { damageBase, damageShip, destroyShip } from "./damage.ts";
import { purchaseCard } from "./purchase.ts";
import { revealBase, runRule } from "./turn.ts";

export const NONE = 0;
export const PARTIAL = 1;
export const FULL = 2;

/** Runs queued tasks until a decision is pending, the queue is empty or the game is over. */
export function runQueue(c: Ctx): void {
  const s = c.s;
  while (s.pending.length === 0 && s.queue.length > 0 && s.winner < 0) {
    const t = s.queue.shift()!;
    if ("rule" in t) runRule(c, t.rule, t.seat);
    else exec(c, t);
  }
  if (s.winner >= 0) {
    s.queue.length = 0;
    s.pending.length = 0;
  }
}

/** Drops keys whose value is undefined (the state must survive a JSON round trip unchanged). */
export function clean<T extends object>(o: T): T {
  for (const k in o) if (o[k] === undefined) delete o[k];
  return o;
}

/** Queues tasks to run next, in order. */
export function runNext(s: GameState, ...tasks: Task[]): void {
  s.queue.unshift(...tasks);
}

/** An effect task ("it" only when the effect refers to a card). */
export function task(e: Effect, seat: number, src: number, it?: number): EffectTask {
  return it === undefined ? { e, seat, src } : { e, seat, src, it };
}

/** Registers a decision; the queue stops until it is answered. */
export function ask(c: Ctx, d: Omit<Decision, "id">): Decision {
  const dec = clean({ id: c.s.nextId++, ...d } as Decision);
  clean(dec.k);
  c.s.pending.push(dec);
  return dec;
}

// ---------------------------------------------------------------------------------------------
// Candidates

function regionOf(s: GameState, seat: number): number {
  return s.seats[seat].region;
}

/** Row cards (non-empty slots) matching a filter. */
export function rowCards(s: GameState, seat: number, f: Filter | undefined, src: number): number[] {
  const out: number[] = [];
  for (const c of s.regions[regionOf(s, seat)].row) if (c >= 0 && matches(s, c, f, seat, src)) out.push(c);
  return out;
}

/** Cards the seat may purchase with an ability from a source pile (faction limits always apply). */
export function purchasable(
  s: GameState,
  seat: number,
  from: "row" | "galaxyDiscard",
  f: Filter | undefined,
  free: boolean,
  src: number,
): number[] {
  const pile = from === "row" ? s.regions[regionOf(s, seat)].row : s.regions[regionOf(s, seat)].discard;
  const mine = s.seats[seat].faction;
  const res = s.seats[seat].resources;
  const out: number[] = [];
  for (const c of pile) {
    if (c < 0) continue;
    const d = defOf(c);
    if (!factionMatches(d, "ownOrNeutral", mine)) continue;
    if (!matches(s, c, f, seat, src)) continue;
    if (!free && d.cost > res) continue;
    out.push(c);
  }
  return out;
}

/** Capital ships an ability may destroy. */
export function destroyable(
  s: GameState,
  e: { ship: ("opponent" | "row")[]; rowFilter?: Filter },
  seat: number,
  src: number,
) {
  const out: number[] = [];
  if (e.ship.includes("opponent")) out.push(...s.seats[opponentOf(s, seat)].ships);
  if (e.ship.includes("row")) {
    for (const c of rowCards(s, seat, e.rowFilter, src)) if (defOf(c).type === "ship") out.push(c);
  }
  return out;
}

function moveCandidates(
  s: GameState,
  m: Extract<Effect, { move: unknown }>["move"],
  seat: number,
  src: number,
) {
  switch (m.from) {
    case "row":
      return rowCards(s, seat, m.filter, src);
    case "discard":
      return s.seats[seat].discard.filter((c) => matches(s, c, m.filter, seat, src));
    case "opponentHand":
      return s.seats[opponentOf(s, seat)].hand.slice();
    case "self":
      return [src];
  }
}

/** Own cards (hand and/or discard pile) an exile may take. */
function exileCandidates(s: GameState, from: ("hand" | "discard")[], seat: number): number[] {
  const p = s.seats[seat];
  const out: number[] = [];
  if (from.includes("hand")) out.push(...p.hand);
  if (from.includes("discard")) out.push(...p.discard);
  return out;
}

/** Own uncommitted cards in play that still have attack to spend. */
export function attackersAvailable(s: GameState, seat: number): number[] {
  const p = s.seats[seat];
  const out: number[] = [];
  for (const list of [p.play, p.ships]) {
    for (const c of list) {
      if (commitOf(s, c) !== undefined || s.turn.attacked.includes(c)) continue;
      if (attackOf(s, c, seat) > 0) out.push(c);
    }
  }
  return out;
}

function damageTargets(s: GameState, seat: number): number[] {
  const o = s.seats[opponentOf(s, seat)];
  return o.base >= 0 ? [o.base, ...o.ships] : o.ships.slice();
}

// ---------------------------------------------------------------------------------------------
// Feasibility

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
    const p = s.seats[seat];
    if (p.base < 0 || p.baseDamage === 0) return NONE;
    return p.baseDamage >= e.repair ? FULL : PARTIAL;
  }
  if (v === "damage") {
    if (e.to === "baseOrShip") return damageTargets(s, seat).length > 0 ? FULL : NONE;
    const n = typeof e.damage === "number" ? e.damage : countOf(s, e.damage.count, seat, src);
    return n > 0 && s.seats[opponentOf(s, seat)].base >= 0 ? FULL : NONE;
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
        const h = s.seats[opponentOf(s, seat)].hand.length;
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
    if ("opponentHand" in l) return s.seats[opponentOf(s, seat)].hand.length > 0 ? FULL : NONE;
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

// ---------------------------------------------------------------------------------------------
// Execution

/** Resolves one effect task (possibly queueing more, or asking a decision). */
export function exec(c: Ctx, t: EffectTask): void {
  const s = c.s;
  const { e, seat, src } = t;
  if (t.ask) {
    if (feas(s, e, seat, src, t.it) === NONE) return;
    if (t.ask === "reward" || asksController(e)) {
      ask(c, {
        seat,
        kind: "option",
        purpose: t.ask,
        src,
        options: [{ label: "yes" }, { label: "no" }],
        k: { op: "optional", seat, src, e, it: t.it },
      });
      return;
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
    const p = s.seats[seat];
    if (p.base < 0) return;
    const n = Math.min(e.repair, p.baseDamage);
    p.baseDamage -= n;
    if (n > 0) emit(c, { k: "repair", seat, n, src });
    return;
  }
  if ("damage" in e) return execDamage(c, e, seat, src);
  if ("discard" in e) return execDiscard(c, e.discard, seat, src, t.it);
  if ("exile" in e) return execExile(c, e.exile, seat, src);
  if ("destroy" in e) return pickOne(c, destroyable(s, e.destroy, seat, src), seat, src, "destroy", false, e);
  if ("purchase" in e) {
    const p = e.purchase;
    return pickOne(c, purchasable(s, seat, p.from, p.filter, !!p.free, src), seat, src, "purchase", false, e);
  }
  if ("move" in e) {
    const cands = moveCandidates(s, e.move, seat, src);
    const shown = e.move.from === "opponentHand" ? cands.slice() : undefined;
    return pickOne(c, cands, seat, src, "move", false, e, shown);
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
  const decider = e.by === "opponent" ? opponentOf(s, seat) : seat;
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
  const opp = opponentOf(s, seat);
  if (e.to === "base") {
    damageBase(c, opp, n, seat, src);
    return;
  }
  const targets = damageTargets(s, seat);
  if (targets.length === 0) return;
  if (targets.length === 1) return dealTo(c, targets[0], n, seat, src);
  pickOne(c, targets, seat, src, "damageTarget", false, undefined, undefined, seat, [n]);
}

/** Deals ability damage to the opponent's base (ignoring capital ships) or to one of their capital ships. */
export function dealTo(c: Ctx, target: number, n: number, seat: number, src: number): void {
  const opp = opponentOf(c.s, seat);
  if (c.s.seats[opp].base === target) damageBase(c, opp, n, seat, src);
  else damageShip(c, opp, target, n, seat);
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
      return pickOne(c, s.seats[seat].hand.slice(), seat, src, "discardHand", false);
    case "opponentHand": {
      const opp = opponentOf(s, seat);
      const hand = s.seats[opp].hand;
      if (hand.length === 0) return;
      if (d.random && holds(s, d.random, seat, src)) {
        const card = hand[randInt(rngOf(c), hand.length)];
        discardFromHand(c, opp, card, seat, true);
        return;
      }
      return pickOne(c, hand.slice(), opp, src, "discardHand", false, undefined, undefined, seat);
    }
    case "row": {
      const cards = rowCards(s, seat, d.filter, src);
      if (d.all) {
        for (const card of cards) discardRowCard(c, seat, card, src);
        return;
      }
      return pickOne(c, cards, seat, src, "discardRow", false);
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

/** Discards a galaxy row card by an ability (no reward) and refills its slot. */
export function discardRowCard(c: Ctx, seat: number, card: number, src: number): void {
  const region = regionOf(c.s, seat);
  emit(c, { k: "galaxyDiscard", seat, card, src, from: "row" });
  takeFromRow(c, region, card, true);
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

/**
 * Asks a seat to pick one of the candidates for a verb; a single candidate of a mandatory pick is
 * taken at once. `owner` is the seat that controls the effect when another seat decides.
 */
export function pickOne(
  c: Ctx,
  cands: number[],
  decider: number,
  src: number,
  op: string,
  canPass: boolean,
  e?: Effect,
  shown?: number[],
  owner = decider,
  n?: number[],
): void {
  if (cands.length === 0) return;
  if (cands.length === 1 && !canPass && !shown) {
    resolvePick(c, op, owner, src, cands[0], e, n);
    return;
  }
  ask(c, {
    seat: decider,
    kind: "pick",
    purpose: op,
    src,
    cards: cands,
    canPass,
    shown,
    k: { op, seat: owner, src, e, n },
  });
}

/** Carries out a pick for a verb. */
export function resolvePick(
  c: Ctx,
  op: string,
  seat: number,
  src: number,
  card: number,
  e?: Effect,
  n?: number[],
) {
  const s = c.s;
  switch (op) {
    case "destroy":
      return destroyByAbility(c, seat, card, src);
    case "purchase": {
      const p = (e as Extract<Effect, { purchase: unknown }>).purchase;
      const to = p.to ?? (p.topIf && holds(s, p.topIf, seat, src) ? "deckTop" : undefined);
      purchaseCard(c, seat, card, { free: !!p.free, to, from: p.from, src });
      return;
    }
    case "move":
      return moveCard(c, (e as Extract<Effect, { move: unknown }>).move, seat, src, card);
    case "discardHand": {
      const owner = s.seats[seat].hand.includes(card) ? seat : opponentOf(s, seat);
      discardFromHand(c, owner, card, seat);
      return;
    }
    case "discardRow":
      return discardRowCard(c, seat, card, src);
    case "damageTarget":
      return dealTo(c, card, n![0], seat, src);
    case "newBase":
      return revealBase(c, seat, card);
    case "swapTop":
      return swapWithTop(c, seat, card, src);
    case "swapDiscard":
      return pickOne(
        c,
        rowCards(s, seat, undefined, src),
        seat,
        src,
        "swapRow",
        false,
        undefined,
        undefined,
        seat,
        [
          card,
        ],
      );
    case "swapRow":
      return swapWithDiscard(c, seat, n![0], card, src);
    case "keep":
      return keepOnTop(c, seat, card);
  }
  throw new Error(`unknown pick ${op}`);
}

function destroyByAbility(c: Ctx, seat: number, card: number, src: number) {
  const s = c.s;
  const opp = opponentOf(s, seat);
  if (s.seats[opp].ships.includes(card)) {
    destroyShip(c, opp, card, seat, src);
    return;
  }
  const region = regionOf(s, seat);
  emit(c, { k: "destroy", seat, card, src, from: "row" });
  takeFromRow(c, region, card, true);
}

function moveCard(
  c: Ctx,
  m: Extract<Effect, { move: unknown }>["move"],
  seat: number,
  src: number,
  card: number,
) {
  const s = c.s;
  if (m.to === "opponentDeckTop") {
    const opp = opponentOf(s, seat);
    removeItem(s.seats[opp].hand, card);
    putOnDeck(s, opp, card, true);
    emit(c, { k: "placeOnDeck", seat, owner: opp, card, to: [seat, opp] });
    return;
  }
  const at = takeFromAnywhere(c, card);
  s.seats[seat].hand.push(card);
  if (m.exileAtEndOfTurn) s.turn.exileAtEnd.push(card);
  emit(c, { k: "toHand", seat, card, src, from: at?.zone });
}

function execReveal(c: Ctx, r: Extract<Effect, { reveal: unknown }>["reveal"], seat: number, src: number) {
  const s = c.s;
  const g = s.regions[regionOf(s, seat)];
  if (g.deck.length === 0) return;
  const card = g.deck[g.deck.length - 1];
  for (let i = 0; i < g.knownTop.length; i++) g.knownTop[i] = Math.max(g.knownTop[i], 1);
  emit(c, { k: "reveal", seat, card, src });
  const d = defOf(card);
  const mine = s.seats[seat].faction;
  const branch = d.faction === "neutral" ? r.neutral : d.faction === mine ? r.own : r.enemy;
  if (branch) runNext(s, task(branch, seat, src, card));
}

function execLook(c: Ctx, l: Extract<Effect, { look: unknown }>["look"], seat: number, src: number) {
  const s = c.s;
  if ("opponentHand" in l) {
    const opp = opponentOf(s, seat);
    emit(c, { k: "lookHand", seat, owner: opp, cards: s.seats[opp].hand.slice(), src, to: [seat, opp] });
    return;
  }
  const region = regionOf(s, seat);
  const g = s.regions[region];
  const n = Math.min(l.galaxyTop, g.deck.length);
  if (n === 0) return;
  const cards = g.deck.slice(g.deck.length - n).reverse();
  g.knownTop[seat] = Math.max(g.knownTop[seat], n);
  emit(c, { k: "look", seat, cards, src, to: [seat], n });
  if (l.keep && n === 2) {
    pickOne(c, cards, seat, src, "keep", false, undefined, cards);
  }
}

/** Coruscant: the kept card goes (back) on top, the other to the galaxy discard pile. */
export function keepOnTop(c: Ctx, seat: number, keep: number): void {
  const s = c.s;
  const region = regionOf(s, seat);
  const g = s.regions[region];
  const top = g.deck.pop()!;
  const second = g.deck.pop()!;
  const other = top === keep ? second : top;
  g.deck.push(keep);
  g.discard.push(other);
  for (let i = 0; i < g.knownTop.length; i++) g.knownTop[i] = i === seat ? 1 : 0;
  emit(c, { k: "galaxyDiscard", seat, card: other, from: "galaxyDeck" });
}

function execSwap(c: Ctx, w: Extract<Effect, { swap: unknown }>["swap"], seat: number, src: number) {
  const s = c.s;
  const rowNow = rowCards(s, seat, undefined, src);
  if (rowNow.length === 0) return;
  if (w.a === "galaxyTop") {
    if (s.regions[regionOf(s, seat)].deck.length === 0) return;
    pickOne(c, rowNow, seat, src, "swapTop", !!w.upTo);
    return;
  }
  const fromDiscard = s.regions[regionOf(s, seat)].discard.filter((x) => matches(s, x, w.filter, seat, src));
  if (fromDiscard.length === 0) return;
  pickOne(c, fromDiscard, seat, src, "swapDiscard", false);
}

/** Moff Jerjerrod: the looked-at top card takes the row card's slot; the row card goes face down on top. */
function swapWithTop(c: Ctx, seat: number, rowCard: number, src: number) {
  const s = c.s;
  const region = regionOf(s, seat);
  const g = s.regions[region];
  const top = popGalaxyTop(s, region);
  const slot = g.row.indexOf(rowCard);
  g.row[slot] = top;
  releaseRowTarget(s, rowCard);
  g.deck.push(rowCard);
  for (let i = 0; i < g.knownTop.length; i++) g.knownTop[i] = 1;
  emit(c, { k: "swap", seat, card: top, out: rowCard, src, with: "galaxyTop" });
}

/** Tatooine: a galaxy discard card takes the row card's slot; the row card goes to the galaxy discard pile. */
export function swapWithDiscard(c: Ctx, seat: number, fromDiscard: number, rowCard: number, src: number) {
  const s = c.s;
  const g = s.regions[regionOf(s, seat)];
  removeItem(g.discard, fromDiscard);
  g.row[g.row.indexOf(rowCard)] = fromDiscard;
  releaseRowTarget(s, rowCard);
  g.discard.push(rowCard);
  emit(c, { k: "swap", seat, card: fromDiscard, out: rowCard, src, with: "galaxyDiscard" });
}

function releaseRowTarget(s: GameState, target: number) {
  const cm = s.turn.commits;
  for (let i = cm.length - 2; i >= 0; i -= 2) if (cm[i + 1] === target) cm.splice(i, 2);
}

/** Marks a card as having spent its attack (Death Star) and returns the attack it paid. */
export function spendAttackOf(c: Ctx, seat: number, card: number): number {
  const a = attackOf(c.s, card, seat);
  c.s.turn.attacked.push(card);
  emit(c, { k: "spendAttack", seat, card, n: a });
  return a;
}
