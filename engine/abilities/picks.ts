/**
 * Picks: asking a seat to choose among candidates, a lone candidate of a mandatory pick being taken at
 * once by the handler its caller names; and the handlers of the verbs that move cards (move, discard
 * from a hand). Answered picks find their handler in the table of answers.ts.
 */
import type { Effect } from "../cards/vocabulary.ts";
import type { PickOp, PickResume } from "../state/decision_types.ts";
import { type Ctx, emit } from "../state/context.ts";
import { discardFromHand, putOnDeck, removeItem, takeFromAnywhere } from "../state/zones.ts";
import { ask } from "./queue.ts";
import { opponentInRegion } from "../state/seats.ts";

/** A pick operation's resume point (the ops that go on asking are answered in answers.ts). */
export type PickOpResume = Extract<PickResume, { op: PickOp }>;

/** The resume point of one pick operation. */
export type PickOpResumeOf<O extends PickOp> = PickOpResume & { op: O };

/** Carries out the card picked for a pick operation. */
export type Take<K> = (c: Ctx, k: K, card: number) => void;

/** How a pick is asked: who decides (default: the effect's controller), passing, cards shown to the decider. */
export interface PickAsk {
  decider?: number;
  canPass?: boolean;
  shown?: number[];
}

/**
 * Asks a seat to pick one of the candidates for a verb; a single candidate of a mandatory pick is
 * taken at once by `take`. `k.seat` controls the effect; `how.decider` decides when another seat does.
 */
export function pickOne<K extends PickOpResume>(
  c: Ctx,
  cands: number[],
  k: K,
  take: Take<K>,
  how: PickAsk = {},
): void {
  if (cands.length === 0) return;
  const canPass = how.canPass ?? false;
  if (cands.length === 1 && !canPass && !how.shown) {
    take(c, k, cands[0]);
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

/** "Move": the picked card goes to the seat's hand (2v2: from the teammate's discard pile, to the teammate's), or onto the opponent's deck. */
export function movePicked(
  c: Ctx,
  k: { seat: number; src: number; e: Extract<Effect, { move: unknown }> },
  card: number,
): void {
  const s = c.s;
  const { seat, src } = k;
  const m = k.e.move;
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

/** A card picked to discard from a hand: the seat's own, or its opponent's ("your opponent discards"). */
export function discardPicked(c: Ctx, k: { seat: number }, card: number): void {
  const s = c.s;
  const owner = s.seats[k.seat].hand.includes(card) ? k.seat : opponentInRegion(s, k.seat);
  discardFromHand(c, owner, card, k.seat);
}
