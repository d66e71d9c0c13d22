/** Picks: asking a seat to choose among candidates, and carrying out the chosen card for each verb. */
import type { Effect } from "./cards/vocabulary.ts";
import type { PickOp, PickResume } from "./decision_types.ts";
import { type Ctx } from "./context.ts";
import { holds } from "./stats.ts";
import { discardFromHand, emit, putOnDeck, removeItem, takeFromAnywhere, takeFromRow } from "./zones.ts";
import { damageBase, damageShip, destroyShip } from "./damage.ts";
import { purchaseCard } from "./purchase.ts";
import { revealBase } from "./turn.ts";
import { ask } from "./queue.ts";
import { holderOf, rowCards } from "./candidates.ts";
import { repairBase } from "./effects.ts";
import { keepOnTop, swapWithDiscard, swapWithTop } from "./galaxy.ts";
import { isTeamGame, opponentInRegion, regionOf } from "./seats.ts";

/** A pick operation's resume point (the ops that go on asking are answered in answers.ts). */
export type PickOpResume = Extract<PickResume, { op: PickOp }>;

/** How a pick is asked: who decides (default: the effect's controller), passing, cards shown to the decider. */
export interface PickAsk {
  decider?: number;
  canPass?: boolean;
  shown?: number[];
}

/**
 * Asks a seat to pick one of the candidates for a verb; a single candidate of a mandatory pick is
 * taken at once. `k.seat` controls the effect; `how.decider` decides when another seat does.
 */
export function pickOne(c: Ctx, cands: number[], k: PickOpResume, how: PickAsk = {}): void {
  if (cands.length === 0) return;
  const canPass = how.canPass ?? false;
  if (cands.length === 1 && !canPass && !how.shown) {
    resolvePick(c, k, cands[0]);
    return;
  }
  ask(c, {
    seat: how.decider ?? k.seat,
    kind: "pick",
    purpose: k.op,
    src: k.src,
    cards: cands,
    canPass,
    shown: how.shown,
    k,
  });
}

/** Carries out a pick for a verb. */
export function resolvePick(c: Ctx, k: PickOpResume, card: number): void {
  const s = c.s;
  const { seat, src } = k;
  switch (k.op) {
    case "destroy":
      return destroyByAbility(c, seat, card, src);
    case "purchase": {
      const p = k.e.purchase;
      const to = p.to ?? (p.topIf && holds(s, p.topIf, seat, src) ? "deckTop" : undefined);
      purchaseCard(c, seat, card, { free: !!p.free, to, from: p.from, src });
      return;
    }
    case "move":
      return moveCard(c, k.e.move, seat, src, card);
    case "discardHand": {
      const owner = s.seats[seat].hand.includes(card) ? seat : opponentInRegion(s, seat);
      discardFromHand(c, owner, card, seat);
      return;
    }
    case "discardRow":
      return discardRowCard(c, seat, card, src);
    case "damageTarget":
      return dealTo(c, card, k.n[0], seat, src);
    case "newBase":
      return revealBase(c, seat, card);
    case "swapTop":
      return swapWithTop(c, seat, card, src);
    case "swapDiscard":
      return pickOne(c, rowCards(s, seat, undefined, src), { op: "swapRow", seat, src, n: [card] });
    case "swapRow":
      return swapWithDiscard(c, seat, k.n[0], card, src);
    case "keep":
      return keepOnTop(c, seat, card);
    case "repair":
      return repairBase(c, holderOf(s, card), k.n[0], src);
  }
}

function destroyByAbility(c: Ctx, seat: number, card: number, src: number) {
  const s = c.s;
  const opp = isTeamGame(s) ? holderOf(s, card) : opponentInRegion(s, seat);
  if (opp >= 0 && s.seats[opp].ships.includes(card)) {
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
    const opp = opponentInRegion(s, seat);
    removeItem(s.seats[opp].hand, card);
    putOnDeck(s, opp, card, true);
    emit(c, { k: "placeOnDeck", seat, owner: opp, card, to: [seat, opp] });
    return;
  }
  const at = takeFromAnywhere(c, card);
  // 2v2: a card taken from the teammate's discard pile goes to the teammate's hand (its region).
  const to = at?.zone === "discard" ? at.owner : seat;
  s.seats[to].hand.push(card);
  if (m.exileAtEndOfTurn) s.turn.exileAtEnd.push(card);
  emit(c, { k: "toHand", seat, card, src, from: at?.zone });
}

/** Deals ability damage to the opponent's base (ignoring capital ships) or to one of their capital ships. */
export function dealTo(c: Ctx, target: number, n: number, seat: number, src: number): void {
  const opp = isTeamGame(c.s) ? holderOf(c.s, target) : opponentInRegion(c.s, seat);
  if (c.s.seats[opp].base === target) damageBase(c, opp, n, seat, src);
  else damageShip(c, opp, target, n, seat);
}

/** Discards a galaxy row card by an ability (no reward) and refills its slot. */
export function discardRowCard(c: Ctx, seat: number, card: number, src: number): void {
  const region = regionOf(c.s, seat);
  emit(c, { k: "galaxyDiscard", seat, card, src, from: "row" });
  takeFromRow(c, region, card, true);
}
