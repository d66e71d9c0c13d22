/**
 * Writes as values. Every change of a game (a move, the bot's move, an undo, a join, a claim, a
 * transfer, a rematch, a new game) is computed by a step from what was read and the time given,
 * without I/O: what to write (heads, each checked against the version it was computed from, and a log
 * entry), what to reply, or a refusal, or a request to read again. `GameLoop` alone commits a write,
 * keeps its heads for the next move and publishes them; a step never calls it back.
 */
import type { EffectiveMove, GameHead, LogEntry } from "./model/mod.ts";
import type { Failure } from "./outcome.ts";

/** A head with the versionstamp it was read at. */
export interface Versioned {
  head: GameHead;
  versionstamp: string;
}

/** A head to write, checked against the version it was computed from (null: a new game, its id unused). */
export interface HeadWrite {
  head: GameHead;
  from: Versioned | null;
}

/**
 * What one commit writes: heads (each published once committed) and the log entry of the first head's
 * game, if the change is a move or an undo. All of it in one atomic operation, or none of it.
 */
export interface Write {
  heads: HeadWrite[];
  entry: LogEntry | null;
}

/**
 * What a step decided: write (then reply `reply`), reply without writing, refuse, or read again (a
 * fresh head; with `moves`, the game's moves in effect too, for a head that keeps no undo base).
 */
export type Plan<R> =
  | { kind: "write"; write: Write; reply: R }
  | { kind: "reply"; reply: R }
  | { kind: "refuse"; failure: Failure }
  | { kind: "reread"; moves?: true };

/** What a step is given: the game as read (null: none, or expired), and the time of this try. */
export interface Read {
  g: Versioned | null;
  /** `g` is the head kept in memory, possibly stale (only the first try of a move). */
  cached: boolean;
  now: number;
  /** The game's moves in effect, when the step asked for them. */
  moves?: EffectiveMove[];
}

/**
 * A step: a plan from what was read. Async only where it hashes a secret (WebCrypto); it reads and
 * writes nothing.
 */
export type Step<R> = (read: Read) => Plan<R> | Promise<Plan<R>>;

/** The plan that refuses with `failure`. */
export const refusal = (failure: Failure): Plan<never> => ({ kind: "refuse", failure });
