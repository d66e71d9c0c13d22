/**
 * Rematch: a seat of a finished game starts a new game with factions swapped and both players seated
 * with their tokens; the old game points to it, so the other player follows (one commit writes both).
 */
import { isTeamGame, opponentInRegion, setup } from "../engine/mod.ts";
import type { GameHead, Retention } from "./model/mod.ts";
import { newHead, type Start } from "./new_game.ts";
import { isOver, newClock } from "./clock.ts";
import { fail, NOT_FOUND } from "./outcome.ts";
import { withDeadline } from "./retention.ts";
import { type Credentials, identify, otherSeat, refuse } from "./seats.ts";
import { type Plan, type Read, refusal } from "./write.ts";

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
 * seed), the friend new to the game still coached. In 1v1 the seats stay and the Empire's seat changes; in 2v2 the seats are tied to the sides,
 * so each player moves to the other side's seat of the same region.
 */
function rematchStart(head: GameHead, seeds: () => number): Start {
  const o = head.state.options;
  const lineage = [head.id, ...head.lineage].slice(0, LINEAGE);
  const state = isTeamGame(head.state)
    ? setup({ ...o, seed: seeds() })
    : setup({ ...o, seed: seeds(), empireSeat: otherSeat(o.empireSeat) });
  const seats = head.seats.map((_, i) => head.seats[swappedSeat(head, i)]);
  const bots = head.bots.map((b) => ({ ...b, seat: swappedSeat(head, b.seat), seed: seeds() }))
    .sort((a, b) => a.seat - b.seat);
  const clock = head.clock && newClock(head.clock.kind, head.clock.sides.length);
  const newcomer = head.newcomer === undefined ? {} : { newcomer: swappedSeat(head, head.newcomer) };
  return { state, seats, lineage, bots, invites: [], clock, ...newcomer };
}

/** The seat a player of the game sits in at its rematch (2v2: the opponent's seat of the same region). */
function swappedSeat(head: GameHead, seat: number): number {
  return isTeamGame(head.state) ? opponentInRegion(head.state, seat) : seat;
}

/**
 * The plan of a rematch request on what was read: the existing rematch, or a new game written with
 * the old one pointing at it (one commit). `seeds` draws the new game's seeds.
 */
export async function planRematch(
  { g, now }: Read,
  creds: Credentials,
  seeds: () => number,
  retention: Retention,
): Promise<Plan<Rematch>> {
  if (!g) return refusal(NOT_FOUND);
  const { seat, token } = await identify(g.head, creds);
  if (token === null) {
    return refusal(refuse(g.head, creds, {
      unauthorized: "a seat token is required",
      forbidden: "only a seat of this game may ask for a rematch",
    }));
  }
  const next = swappedSeat(g.head, seat);
  if (g.head.rematch) {
    return { kind: "reply", reply: { id: g.head.rematch, seat: next, token, created: false } };
  }
  if (!isOver(g.head)) return refusal(fail("game-not-over", "a rematch needs a finished game"));
  const fresh = newHead(rematchStart(g.head, seeds), retention, now);
  const old = withDeadline({ ...g.head, rematch: fresh.id }, now);
  return {
    kind: "write",
    write: { heads: [{ head: old, from: g }, { head: fresh, from: null }], entry: null },
    reply: { id: fresh.id, seat: next, token, created: true },
  };
}
