/**
 * A prepared deal: a real beginner game (`setup`) with named cards moved where the deal says (hands, play
 * areas, capital ships, bases, the galaxy row, the tops of decks), the Force marker and resources set. Every
 * card stays one of the game's own instances, so the state keeps the engine's invariants (card conservation).
 * The guided first game deals its chapters with it; tests build tables with it too.
 */
import { defOf } from "../cards/catalog.ts";
import type { GameState, SeatState } from "../state/types.ts";
import { setupGame } from "./setup.ts";

/** One seat's part of a deal (card ids of the catalog: "x_wing"). */
export interface SeatDeal {
  hand?: string[];
  play?: string[];
  ships?: string[];
  base?: string;
  /** Damage on the base. */
  baseDamage?: number;
  /** Damage on each capital ship of `ships`. */
  shipDamage?: number[];
  /** The base was destroyed: it lies in the other seat's victory pile and a new one is chosen at the turn's start. */
  baseLost?: true;
  /** Cards of the discard pile (the last on top). */
  discard?: string[];
  /** Cards on top of the deck, the last drawn first. */
  deckTop?: string[];
  resources?: number;
}

/** A deal of a 1v1 beginner game: seat 0 plays the Empire. */
export interface Deal {
  seed: number;
  seats: [SeatDeal, SeatDeal];
  /** The galaxy row, left to right (six cards). */
  row?: string[];
  /** Cards on top of the galaxy deck, the next one last. */
  galaxyTop?: string[];
  /** The Force marker (0 all the way to the Empire, 6 all the way to the Rebels). */
  force?: number;
  /** Whose turn it is (default the Empire's, seat 0). */
  turn?: 0 | 1;
}

/** Removes an instance of a card from the first pile holding one, searching the piles in order. */
function take(piles: number[][], id: string): number {
  for (const pile of piles) {
    const i = pile.findIndex((c) => c >= 0 && defOf(c).id === id);
    if (i >= 0) return pile.splice(i, 1)[0];
  }
  throw new Error(`deal: no free ${id}`);
}

/** The state a deal describes. */
export function dealt(d: Deal): GameState {
  const s = setupGame({ seed: d.seed, mode: "beginner", empireSeat: 0 });
  const g = s.regions[0];
  const free = (p: SeatState) => [p.deck, p.discard, p.hand, g.deck, g.pilots, g.discard, g.row];
  if (d.row) {
    g.deck.push(...g.row.filter((c) => c >= 0));
    g.row = [];
    for (const id of d.row) g.row.push(take([g.deck, g.discard, g.pilots], id));
  }
  for (const id of d.galaxyTop ?? []) g.deck.push(take([g.deck, g.discard], id));
  d.seats.forEach((sd, i) => {
    const p = s.seats[i];
    if (sd.hand) {
      p.deck.push(...p.hand);
      p.hand = [];
      for (const id of sd.hand) p.hand.push(take(free(p), id));
    }
    for (const id of sd.play ?? []) p.play.push(take(free(p), id));
    (sd.ships ?? []).forEach((id, k) => {
      p.ships.push(take(free(p), id));
      p.shipDamage.push(sd.shipDamage?.[k] ?? 0);
    });
    for (const id of sd.discard ?? []) p.discard.push(take(free(p), id));
    for (const id of sd.deckTop ?? []) p.deck.push(take(free(p), id));
    if (sd.base) {
      p.bases.push(p.base);
      p.base = take([p.bases, p.unused], sd.base);
    }
    if (sd.resources !== undefined) p.resources = sd.resources;
    p.baseDamage = sd.baseDamage ?? 0;
    if (sd.baseLost) {
      s.seats[1 - i].victory.push(p.base);
      p.base = -1;
    }
  });
  if (d.force !== undefined) s.force = d.force;
  if (d.turn !== undefined) s.turn.seat = d.turn;
  return s;
}
