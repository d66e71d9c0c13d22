/**
 * Verbs on the galaxy deck and row: reveal, look (Coruscant, Jerjerrod), swap (Jerjerrod, Tatooine),
 * discarding a row card by an ability; the handlers of their picks.
 */
import type { Effect } from "../cards/vocabulary.ts";
import { defOf } from "../cards/catalog.ts";
import type { GameState } from "../state/types.ts";
import { type Ctx, emit } from "../state/context.ts";
import { matches } from "../state/stats.ts";
import { popGalaxyTop, removeItem, takeFromRow } from "../state/zones.ts";
import { runNext, task } from "../abilities/queue.ts";
import { rowCards } from "../abilities/candidates.ts";
import { pickOne } from "../abilities/picks.ts";
import { opponentInRegion, regionOf } from "../state/seats.ts";

export function execReveal(
  c: Ctx,
  r: Extract<Effect, { reveal: unknown }>["reveal"],
  seat: number,
  src: number,
) {
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

export function execLook(c: Ctx, l: Extract<Effect, { look: unknown }>["look"], seat: number, src: number) {
  const s = c.s;
  if ("opponentHand" in l) {
    const opp = opponentInRegion(s, seat);
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
    pickOne(c, cards, { op: "keep", seat, src }, keepPicked, { shown: cards });
  }
}

/** Coruscant: the kept card goes (back) on top, the other to the galaxy discard pile. */
export function keepPicked(c: Ctx, k: { seat: number }, keep: number): void {
  const s = c.s;
  const seat = k.seat;
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

export function execSwap(c: Ctx, w: Extract<Effect, { swap: unknown }>["swap"], seat: number, src: number) {
  const s = c.s;
  const rowNow = rowCards(s, seat, undefined, src);
  if (rowNow.length === 0) return;
  if (w.a === "galaxyTop") {
    if (s.regions[regionOf(s, seat)].deck.length === 0) return;
    pickOne(c, rowNow, { op: "swapTop", seat, src }, swapTopPicked, { canPass: !!w.upTo });
    return;
  }
  const fromDiscard = s.regions[regionOf(s, seat)].discard.filter((x) => matches(s, x, w.filter, seat, src));
  if (fromDiscard.length === 0) return;
  pickOne(c, fromDiscard, { op: "swapDiscard", seat, src }, swapDiscardPicked);
}

/** Tatooine: the galaxy discard card picked; then the row card whose slot it takes. */
export function swapDiscardPicked(c: Ctx, k: { seat: number; src: number }, card: number): void {
  const { seat, src } = k;
  pickOne(c, rowCards(c.s, seat, undefined, src), { op: "swapRow", seat, src, n: [card] }, swapRowPicked);
}

/** Moff Jerjerrod: the looked-at top card takes the row card's slot; the row card goes face down on top. */
export function swapTopPicked(c: Ctx, k: { seat: number; src: number }, rowCard: number): void {
  const s = c.s;
  const { seat, src } = k;
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

/** Tatooine: the galaxy discard card (n[0]) takes the row card's slot; the row card goes to the galaxy discard pile. */
export function swapRowPicked(c: Ctx, k: { seat: number; src: number; n: [number] }, rowCard: number): void {
  const s = c.s;
  const { seat, src } = k;
  const fromDiscard = k.n[0];
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

/** Discards a galaxy row card by an ability (no reward) and refills its slot. */
export function discardRowCard(c: Ctx, seat: number, card: number, src: number): void {
  const region = regionOf(c.s, seat);
  emit(c, { k: "galaxyDiscard", seat, card, src, from: "row" });
  takeFromRow(c, region, card, true);
}

/** The row card picked to discard by an ability. */
export function discardRowPicked(c: Ctx, k: { seat: number; src: number }, card: number): void {
  discardRowCard(c, k.seat, card, k.src);
}
