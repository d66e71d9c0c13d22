/** Picks: asking a seat to choose among candidates, and carrying out the chosen card for each verb. */
import type { Effect } from "./cards/vocabulary.ts";
import { type Ctx } from "./context.ts";
import { holds } from "./stats.ts";
import { discardFromHand, emit, putOnDeck, removeItem, takeFromAnywhere, takeFromRow } from "./zones.ts";
import { damageBase, damageShip, destroyShip } from "./damage.ts";
import { purchaseCard } from "./purchase.ts";
import { revealBase } from "./turn.ts";
import { ask } from "./queue.ts";
import { rowCards } from "./candidates.ts";
import { keepOnTop, swapWithDiscard, swapWithTop } from "./galaxy.ts";
import { opponentInRegion, regionOf } from "./seats.ts";

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
      const owner = s.seats[seat].hand.includes(card) ? seat : opponentInRegion(s, seat);
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
  const opp = opponentInRegion(s, seat);
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
    const opp = opponentInRegion(s, seat);
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

/** Deals ability damage to the opponent's base (ignoring capital ships) or to one of their capital ships. */
export function dealTo(c: Ctx, target: number, n: number, seat: number, src: number): void {
  const opp = opponentInRegion(c.s, seat);
  if (c.s.seats[opp].base === target) damageBase(c, opp, n, seat, src);
  else damageShip(c, opp, target, n, seat);
}

/** Discards a galaxy row card by an ability (no reward) and refills its slot. */
export function discardRowCard(c: Ctx, seat: number, card: number, src: number): void {
  const region = regionOf(c.s, seat);
  emit(c, { k: "galaxyDiscard", seat, card, src, from: "row" });
  takeFromRow(c, region, card, true);
}
