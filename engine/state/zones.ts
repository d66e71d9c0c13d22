/** Moving cards between zones: draws, shuffles, the galaxy row refill, exile, leaving play. */
import type { GameState, Zone } from "./types.ts";
import { type Ctx, emit, rngOf } from "./context.ts";
import { shuffleInPlace } from "./rng.ts";

/** Removes the first occurrence of x from a; returns whether it was there. */
export function removeItem(a: number[], x: number): boolean {
  const i = a.indexOf(x);
  if (i < 0) return false;
  for (let j = i + 1; j < a.length; j++) a[j - 1] = a[j];
  a.pop();
  return true;
}

/** Where a card is: the zone and the seat or region owning it. */
export interface Location {
  zone: Zone;
  /** Seat for player zones, region for galaxy zones, -1 for the exile. */
  owner: number;
}

const SEAT_ZONES = ["hand", "deck", "discard", "play", "ships", "bases", "unused", "victory"] as const;

/** Finds the zone a card instance is in (null if it is in none: a bug). */
export function locate(s: GameState, card: number): Location | null {
  for (let i = 0; i < s.seats.length; i++) {
    const seat = s.seats[i];
    if (seat.base === card) return { zone: "base", owner: i };
    for (const z of SEAT_ZONES) if (seat[z].includes(card)) return { zone: z, owner: i };
  }
  for (let r = 0; r < s.regions.length; r++) {
    const g = s.regions[r];
    if (g.row.includes(card)) return { zone: "row", owner: r };
    if (g.deck.includes(card)) return { zone: "galaxyDeck", owner: r };
    if (g.discard.includes(card)) return { zone: "galaxyDiscard", owner: r };
    if (g.pilots.includes(card)) return { zone: "pilots", owner: r };
  }
  if (s.exiled.includes(card)) return { zone: "exiled", owner: -1 };
  return null;
}

/** Shuffles a seat's discard pile to form its deck. */
function reformDeck(c: Ctx, seat: number): void {
  const p = c.s.seats[seat];
  const rng = rngOf(c);
  p.deck = p.discard;
  p.discard = [];
  shuffleInPlace(rng, p.deck);
  p.knownTop = 0;
  emit(c, { k: "shuffle", seat });
}

/** Draws up to n cards, reshuffling the discard pile only when a card is needed; returns the count drawn. */
export function drawCards(c: Ctx, seat: number, n: number): number {
  const p = c.s.seats[seat];
  const drawn: number[] = [];
  for (let i = 0; i < n; i++) {
    if (p.deck.length === 0) {
      if (p.discard.length === 0) break;
      reformDeck(c, seat);
    }
    const card = p.deck.pop()!;
    if (p.knownTop > 0) p.knownTop--;
    p.hand.push(card);
    drawn.push(card);
  }
  if (drawn.length > 0) emit(c, { k: "draw", seat, cards: drawn, secret: "cards", from: "deck" });
  return drawn.length;
}

/** Puts a card on top of a seat's deck; `known` when both seats know which card it is. */
export function putOnDeck(s: GameState, seat: number, card: number, known: boolean): void {
  const p = s.seats[seat];
  p.deck.push(card);
  p.knownTop = known ? p.knownTop + 1 : 0;
}

/** Takes the top card of a region's galaxy deck, reshuffling its discard pile if it is empty (-1: none). */
function galaxyTakeTop(c: Ctx, region: number): number {
  const g = c.s.regions[region];
  if (g.deck.length === 0) {
    if (g.discard.length === 0) return -1;
    g.deck = g.discard;
    g.discard = [];
    shuffleInPlace(rngOf(c), g.deck);
    for (let i = 0; i < g.knownTop.length; i++) g.knownTop[i] = 0;
    emit(c, { k: "galaxyShuffle", n: g.deck.length });
  }
  return popGalaxyTop(c.s, region);
}

/** Removes the top card of the galaxy deck (which must exist) and updates what each seat knows. */
export function popGalaxyTop(s: GameState, region: number): number {
  const g = s.regions[region];
  const card = g.deck.pop()!;
  for (let i = 0; i < g.knownTop.length; i++) if (g.knownTop[i] > 0) g.knownTop[i]--;
  return card;
}

/** Fills an empty galaxy row slot from the galaxy deck. */
export function refillSlot(c: Ctx, region: number, slot: number): void {
  const card = galaxyTakeTop(c, region);
  c.s.regions[region].row[slot] = card;
  if (card >= 0) emit(c, { k: "rowAdd", card });
}

/**
 * Removes a card from the galaxy row, releases attacks committed against it, puts it in the galaxy
 * discard pile when asked (before the refill, which may reshuffle that pile), and refills the slot.
 */
export function takeFromRow(c: Ctx, region: number, card: number, toGalaxyDiscard = false): void {
  const g = c.s.regions[region];
  const slot = g.row.indexOf(card);
  if (slot < 0) throw new Error(`card ${card} is not in the galaxy row`);
  g.row[slot] = -1;
  releaseCommitsAgainst(c.s, card);
  if (toGalaxyDiscard) g.discard.push(card);
  refillSlot(c, region, slot);
}

/** Attacks committed against a target that left the galaxy row are called off: those cards are free again. */
function releaseCommitsAgainst(s: GameState, target: number): void {
  const cm = s.turn.commits;
  for (let i = cm.length - 2; i >= 0; i -= 2) if (cm[i + 1] === target) cm.splice(i, 2);
}

/** Removes a card from its controller's play area (unit or capital ship); it is no longer committed. */
export function leavePlay(s: GameState, seat: number, card: number): void {
  const p = s.seats[seat];
  if (!removeItem(p.play, card)) {
    const i = p.ships.indexOf(card);
    if (i < 0) throw new Error(`card ${card} is not in play`);
    p.ships.splice(i, 1);
    p.shipDamage.splice(i, 1);
  }
  const cm = s.turn.commits;
  for (let i = cm.length - 2; i >= 0; i -= 2) if (cm[i] === card) cm.splice(i, 2);
}

/** Removes a card from whatever zone it is in; returns where it was (null if nowhere). */
export function takeFromAnywhere(c: Ctx, card: number): Location | null {
  const s = c.s;
  const at = locate(s, card);
  if (!at) return null;
  switch (at.zone) {
    case "play":
    case "ships":
      leavePlay(s, at.owner, card);
      break;
    case "row":
      takeFromRow(c, at.owner, card);
      break;
    case "deck": {
      const p = s.seats[at.owner];
      const i = p.deck.indexOf(card);
      if (i >= p.deck.length - p.knownTop) p.knownTop--;
      p.deck.splice(i, 1);
      break;
    }
    case "galaxyDeck": {
      const g = s.regions[at.owner];
      g.deck.splice(g.deck.indexOf(card), 1);
      for (let i = 0; i < g.knownTop.length; i++) g.knownTop[i] = 0;
      break;
    }
    case "base":
      s.seats[at.owner].base = -1;
      break;
    case "exiled":
      break;
    default: {
      const list = at.zone === "galaxyDiscard"
        ? s.regions[at.owner].discard
        : at.zone === "pilots"
        ? s.regions[at.owner].pilots
        : (s.seats[at.owner] as unknown as Record<string, number[]>)[at.zone];
      removeItem(list, card);
    }
  }
  return at;
}

/** Exiles a card from wherever it is (returned to the box). */
export function exileCard(c: Ctx, card: number, by: number): void {
  const at = takeFromAnywhere(c, card);
  if (!at || at.zone === "exiled") return;
  c.s.exiled.push(card);
  emit(c, { k: "exile", seat: by, card, from: at.zone });
}

/** Discards a card from a seat's hand to its discard pile (Yavin IV reacts when it is the opponent's turn). */
export function discardFromHand(c: Ctx, seat: number, card: number, by: number, random = false): void {
  const p = c.s.seats[seat];
  if (!removeItem(p.hand, card)) throw new Error(`card ${card} not in hand`);
  p.discard.push(card);
  emit(c, { k: "discard", seat, card, by, random });
}
