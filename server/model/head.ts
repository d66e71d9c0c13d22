/**
 * A game's head: everything about a game but its log, as the server keeps it (plain JSON, well under
 * KV's 64 KiB). The shape here is the current one (`v: 2`); heads stored in earlier shapes are brought
 * to it when read (`upgrade.ts`). Both formats share every field: 1v1 is a table of two seats with at
 * most one computer seat and one invitation.
 */
import type { Action, GameState } from "../../engine/mod.ts";
import type { BotLevelName } from "../../api/schemas.ts";
import type { ClockKind } from "../../api/clocks.ts";
import type { EffectiveMove } from "./log.ts";
import type { StandingAnswers } from "../../engine/bots/standing.ts";

/** How long games live, kept in each game's value (KV `expireIn` is only a lower bound). */
export interface Retention {
  /** A game nobody joined. */
  waitingMs: number;
  /** A game in progress with no move for this long. */
  idleMs: number;
  /** A finished game, from its last change. */
  finishedMs: number;
}

/** An action id recently applied: [actionId, seat, seq it produced]. */
export type RecentAction = [string, number, number];

/** The version of the head's shape that this code writes. */
export const HEAD_VERSION = 2;

/** Everything about a game but its log. */
export interface GameHead {
  v: typeof HEAD_VERSION;
  id: string;
  /** Number of log entries written; the seq a client must send with its next move. */
  seq: number;
  /** Engine state; carries the options and the seed, which never leave the server. */
  state: GameState;
  /** Per seat: SHA-256 (hex) of its token, BOT_SEAT for the computer's, or null while the seat is free. */
  seats: (string | null)[];
  /** The seats the computer plays, by seat (1v1: none or the guest's; 2v2: up to three). */
  bots: BotSeat[];
  /** 1v1: the seat of a friend new to the game ("my friend is new"): the coach is on for it alone. */
  newcomer?: number;
  /**
   * The invitations, by the hash of their secret: the table's (`seat` null: any free seat, chosen by
   * the guest; in 1v1 the one free seat) and, in 2v2, one per seat left to a friend. An invitation is
   * used up when its seat is taken.
   */
  invites: SeatInvite[];
  created: number;
  /** Time of the last change (epoch ms, fractional); for a move, when its commit was sent. */
  at: number;
  retention: Retention;
  /** The game is gone after this time (epoch ms). */
  expiresAt: number;
  /** Hour bucket of `expiresAt` under which the expiry index lists this game. */
  expiryBucket: number;
  /** Last applied action ids, newest last (retries of these return the first result). */
  recent: RecentAction[];
  /** Id of the rematch game, once one was started. */
  rematch: string | null;
  /** Earlier games of this rematch chain, newest first (their seat cookies still identify a seat). */
  lineage: string[];
  /** The last move still in effect and whether its mover may take it back (null: none). */
  last: LastMove | null;
  /** Open and used seat transfers (`transfer.ts`). */
  transfers: Transfer[];
  /**
   * Where an undo replays from: the state after the last final move in effect and the moves since
   * (`undo_base.ts`); null in a head stored before bases existed, until its next final move (an undo
   * there replays the game).
   */
  undoBase: UndoBase | null;
  /** Per seat, when its next move or undo is due at its pace (`pace.ts`; 0: none made yet). */
  pace: number[];
  /**
   * Per seat, its standing answers to the other side's off-turn questions (`standing.ts`); absent or
   * null: ask. Read and changed by the seat's own credentials only, never sent to another viewer.
   */
  standing?: (StandingAnswers | null)[];
  /** The turn clock (`server/clock.ts`), or null: the game has none. */
  clock: Clock | null;
}

/**
 * A game's turn clock, one bank per team (1v1: per seat), kept as banks and deadlines, never timers:
 * any instance judges it from the head and its own time.
 */
export interface Clock {
  kind: ClockKind;
  /** Per team: the bank (ms) at `since`, and `since` (epoch ms) while its clock runs, else null. */
  sides: ClockSide[];
  /** The game ended by a claim of the side waiting on a clock that ran out (null: it did not). */
  claim: ClockClaim | null;
}

/** One team's clock: its bank, and when it began to run (null: stopped). Deadline: `since + left`. */
export interface ClockSide {
  left: number;
  since: number | null;
}

/** Who claimed the game on time, for which team, and when. */
export interface ClockClaim {
  seat: number;
  team: number;
  at: number;
}

/** The last move in effect: its seq, who made it, what it was, and whether its mover may undo it. */
export interface LastMove {
  seq: number;
  seat: number;
  action: Action;
  /** Judged by the engine's `undoable` when the move was committed (or rebuilt after an undo). */
  undoable: boolean;
}

/** An invitation: the hash of its secret and the seat it opens (null: any free seat). */
export interface SeatInvite {
  hash: string;
  seat: number | null;
}

/** A seat played by the server's bot; its entry in `seats` is BOT_SEAT, which no token hash matches. */
export interface BotSeat {
  seat: number;
  level: BotLevelName;
  /** Seed of the bot's own random generator (never the game's). */
  seed: number;
}

/** What `seats` holds for a bot's seat: not a SHA-256 hex string, so no token ever matches it. */
export const BOT_SEAT = "bot";

/** A transfer of a seat: the hash of its secret, the seat, its deadline (epoch ms), whether it was used. */
export interface Transfer {
  hash: string;
  seat: number;
  until: number;
  used: boolean;
}

/** The undo base of a head (`undo_base.ts`). */
export interface UndoBase {
  /** The last move in effect that cannot be taken back (judged final), or null: the game's start. */
  last: LastMove | null;
  /** The state right after it; absent while that is the head's own state (no move in effect since). */
  state?: GameState;
  /** The moves in effect since, oldest first (each judged undoable when made). */
  moves: EffectiveMove[];
}

const HOUR = 3_600_000;

/** The hour bucket a deadline is indexed under. */
export function expiryBucket(expiresAt: number): number {
  return Math.ceil(expiresAt / HOUR) * HOUR;
}
