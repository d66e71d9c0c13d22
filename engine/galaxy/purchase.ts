/**
 * Purchasing: paying, taking the card, and where it goes. A destination named by the purchasing
 * ability wins; otherwise Jedha (first neutral purchase), a Twi'lek Smuggler's armed override, then
 * Sullust (first purchase) apply, each base asking its player (docs/rulings.md, "Purchase destinations").
 */
import { defOf } from "../cards/catalog.ts";
import type { Effect } from "../cards/vocabulary.ts";
import { type Ctx, emit } from "../state/context.ts";
import type { GameState } from "../state/types.ts";
import { seatsOfTeam } from "../state/seats.ts";
import { baseStatics, holds } from "../state/stats.ts";
import { putOnDeck, removeItem, takeFromRow } from "../state/zones.ts";
import { askYesNo, runNext } from "../abilities/queue.ts";

export interface PurchaseOpts {
  free: boolean;
  to?: "hand" | "deckTop";
  from: "row" | "galaxyDiscard" | "pilots";
  /** Ability that purchases (-1 for the purchase action). */
  src: number;
}

/** Purchases a card for a seat (legality already checked) and sends it to its destination. */
export function purchaseCard(c: Ctx, seat: number, card: number, o: PurchaseOpts): void {
  const s = c.s;
  const d = defOf(card);
  const p = s.seats[seat];
  const g = s.regions[p.region];
  if (!o.free) p.resources -= d.cost;
  if (o.from === "row") takeFromRow(c, p.region, card);
  else removeItem(o.from === "pilots" ? g.pilots : g.discard, card);
  const t = s.turn;
  t.purchases++;
  if (d.faction === "neutral") t.neutralPurchases++;
  const armed = t.nextToTop;
  t.nextToTop = false;
  emit(c, { k: "purchase", seat, card, from: o.from, free: o.free, src: o.src });
  // The card lies on the discard pile (its usual destination) until a redirection moves it.
  p.discard.push(card);
  if (o.to) return place(c, seat, card, o.to, false);
  const jedha = d.faction === "neutral" && t.neutralPurchases === 1 ? teamBaseWith(s, seat, "hand") : -1;
  if (jedha >= 0) {
    return askYesNo(c, seat, "jedha", jedha, { op: "jedha", seat, src: jedha, it: card, n: [armed ? 1 : 0] });
  }
  placeByStandingRules(c, seat, card, armed);
}

/** A card picked for a "purchase" ability: where it goes is the ability's, or on top when its condition holds. */
export function purchasePicked(
  c: Ctx,
  k: { seat: number; src: number; e: Extract<Effect, { purchase: unknown }> },
  card: number,
): void {
  const { seat, src } = k;
  const p = k.e.purchase;
  const to = p.to ?? (p.topIf && holds(c.s, p.topIf, seat, src) ? "deckTop" : undefined);
  purchaseCard(c, seat, card, { free: !!p.free, to, from: p.from, src });
}

/**
 * The base of the seat's team whose "first purchase" ability sends a card there, or -1. In 2v2 the
 * first purchase of the team's turn is the teammates' shared first (multiplayer card table: Jedha, Sullust).
 */
function teamBaseWith(s: GameState, seat: number, to: "hand" | "deckTop"): number {
  for (const i of seatsOfTeam(s, s.seats[seat].team)) {
    for (const st of baseStatics(s, i) ?? []) {
      if ("purchaseTo" in st && st.purchaseTo === to) return s.seats[i].base;
    }
  }
  return -1;
}

/** Twi'lek Smuggler's armed override, else Sullust's first purchase, else the discard pile. */
export function placeByStandingRules(c: Ctx, seat: number, card: number, armed: boolean): void {
  const s = c.s;
  if (armed) return place(c, seat, card, "deckTop", false);
  const base = s.turn.purchases === 1 ? teamBaseWith(s, seat, "deckTop") : -1;
  if (base >= 0) {
    return askYesNo(c, seat, "sullust", base, { op: "sullust", seat, src: base, it: card });
  }
  place(c, seat, card, "discard", false);
}

/** Moves a purchased card from the discard pile to where it goes, then queues its "when you purchase" abilities. */
export function place(
  c: Ctx,
  seat: number,
  card: number,
  to: "hand" | "deckTop" | "discard",
  exileAtEnd: boolean,
) {
  const s = c.s;
  const p = s.seats[seat];
  if (to !== "discard") {
    removeItem(p.discard, card);
    if (to === "hand") p.hand.push(card);
    else putOnDeck(s, seat, card, true);
  }
  if (exileAtEnd) s.turn.exileAtEnd.push(card);
  emit(c, { k: "placed", seat, card, dest: to });
  const trig = defOf(card).triggers;
  if (trig) {
    for (let i = trig.length - 1; i >= 0; i--) {
      if (trig[i].on === "purchase") runNext(s, { e: trig[i].effect, seat, src: card, ask: "trigger" });
    }
  }
}
