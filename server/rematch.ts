/**
 * Rematch: a seat of a finished game starts a new game with factions swapped and both players seated
 * with their tokens; the old game points to it, so the other player follows (one commit writes both).
 */
import { opponentInRegion, setup } from "../engine/mod.ts";
import { CONFLICT, type GameLoop } from "./game_loop.ts";
import { newHead, type Start } from "./new_game.ts";
import { fail, type Result } from "./outcome.ts";
import { withDeadline } from "./retention.ts";
import { type Credentials, identify, otherSeat, refuse } from "./seats.ts";
import type { GameHead, Retention, Versioned } from "./store.ts";

/** Earlier games of a rematch chain whose seat cookies still identify a seat. */
const LINEAGE = 8;

/** A rematch asked for: the game, the caller's seat and token, and whether this request created it. */
export interface Rematch {
  id: string;
  seat: number;
  token: string;
  created: boolean;
}

/**
 * The rematch of a finished game: a new seed, factions swapped, the same players and computer (new
 * seed). In 1v1 the seats stay and the Empire's seat changes; in 2v2 the seats are tied to the sides,
 * so each player moves to the other side's seat of the same region.
 */
function rematchStart(head: GameHead, seeds: () => number): Start {
  const o = head.state.options;
  const lineage = [head.id, ...head.lineage].slice(0, LINEAGE);
  if (head.bots) {
    const state = setup({ ...o, seed: seeds() });
    const seats = head.seats.map((_, i) => head.seats[swappedSeat(head, i)]);
    const bots = head.bots.map((b) => ({ ...b, seat: swappedSeat(head, b.seat), seed: seeds() }))
      .sort((a, b) => a.seat - b.seat);
    return { state, seats, lineage, bot: null, invite: null, bots, invites: [] };
  }
  const state = setup({ ...o, seed: seeds(), empireSeat: otherSeat(o.empireSeat) });
  return {
    state,
    seats: head.seats.slice(),
    lineage,
    bot: head.bot ? { ...head.bot, seed: seeds() } : null,
    invite: null,
  };
}

/** The seat a player of the game sits in at its rematch (2v2: the opponent's seat of the same region). */
function swappedSeat(head: GameHead, seat: number): number {
  return head.bots ? opponentInRegion(head.state, seat) : seat;
}

/** One try of a rematch request on version `g`: the existing rematch, or a new one committed. */
export async function tryRematch(
  loop: GameLoop,
  g: Versioned,
  creds: Credentials,
  seeds: () => number,
  retention: Retention,
): Promise<Result<Rematch> | typeof CONFLICT> {
  const { seat, token } = await identify(g.head, creds);
  if (token === null) {
    return refuse(g.head, creds, {
      unauthorized: "a seat token is required",
      forbidden: "only a seat of this game may ask for a rematch",
    });
  }
  const next = swappedSeat(g.head, seat);
  if (g.head.rematch) return { ok: true, value: { id: g.head.rematch, seat: next, token, created: false } };
  if (g.head.state.winner < 0) return fail("game-not-over", "a rematch needs a finished game");
  const now = loop.now();
  const fresh = newHead(rematchStart(g.head, seeds), retention, now);
  const old = withDeadline({ ...g.head, rematch: fresh.id }, now);
  const done = await loop.commit(() => loop.store.commitRematch(g, old, fresh), old, fresh);
  return done === CONFLICT
    ? CONFLICT
    : { ok: true, value: { id: fresh.id, seat: next, token, created: true } };
}
