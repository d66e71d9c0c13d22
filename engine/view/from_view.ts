/**
 * A game state rebuilt from a view: everything the view shows is copied; what it hides (other
 * hands, deck contents, secret base decks) is filled in by the caller — placeholders for previews,
 * sampled cards for the bots' determinizations. The one place a view is turned back into a state.
 */
import type { GameState, SeatState } from "../state/types.ts";
import type { RegionView, SeatView, View } from "./view.ts";

/** How the hidden cards of a view are filled in; called seat by seat, then region by region. */
export interface HiddenFill {
  /** A seat's hand when the view hides it, and its deck below the known top cards (bottom first). */
  seatCards(p: SeatView, seat: number): { hand: number[]; deck: number[] };
  /** A region's galaxy deck below the cards the viewer knows (bottom first). */
  galaxyDeck(g: RegionView, region: number): number[];
  /** A seat's base deck and unused bases when the view hides them (called after the regions). */
  baseDeck(p: SeatView, seat: number): { bases: number[]; unused: number[] };
}

/** A state the view allows; `rng` and `nextId` come from the caller (a preview has no generator). */
export function stateFrom(v: View, fill: HiddenFill, rng: () => number[] | null, nextId: number): GameState {
  const seats: SeatState[] = v.seats.map((p, i) => {
    const { hand, deck } = fill.seatCards(p, i);
    return {
      faction: p.faction,
      team: p.team,
      region: p.region,
      hand: p.hand ? p.hand.slice() : hand,
      deck: [...deck, ...p.deckTop.slice().reverse()],
      discard: p.discard.slice(),
      play: p.play.slice(),
      ships: p.ships.slice(),
      shipDamage: p.shipDamage.slice(),
      resources: p.resources,
      base: p.base,
      baseDamage: p.baseDamage,
      bases: p.bases ? p.bases.slice() : [],
      unused: p.unused ? p.unused.slice() : [],
      victory: p.victory.slice(),
      knownTop: p.deckTop.length,
    };
  });
  const regions = v.regions.map((g, r) => ({
    row: g.row.slice(),
    deck: [...fill.galaxyDeck(g, r), ...g.deckTop.slice().reverse()],
    discard: g.discard.slice(),
    pilots: g.pilots.slice(),
    knownTop: v.seats.map((_, i) => (i === v.viewer ? g.deckTop.length : 0)),
  }));
  v.seats.forEach((p, i) => {
    if (p.bases) return;
    const b = fill.baseDeck(p, i);
    seats[i].bases = b.bases;
    seats[i].unused = b.unused;
  });
  const s: GameState = {
    v: 1,
    options: { ...v.options, seed: 0 },
    rng: rng(),
    force: v.force,
    seats,
    regions,
    exiled: v.exiled.slice(),
    turn: copyTurn(v.turn),
    queue: [],
    pending: [],
    nextId,
    winner: v.winner,
  };
  return s;
}

/** A copy of a turn record whose lists are copies too (a preview changes the state it predicts on). */
function copyTurn(t: View["turn"]): GameState["turn"] {
  const out: Record<string, unknown> = { ...t };
  for (const k in out) if (Array.isArray(out[k])) out[k] = (out[k] as number[]).slice();
  return out as unknown as GameState["turn"];
}
