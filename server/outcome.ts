/**
 * What a game request can end in, as the game service sees it: a value, or an error code with a
 * sentence. No HTTP here: `routes/errors.ts` gives each code its status.
 */
import type { ErrorCode } from "../engine/mod.ts";

/** Why the game service refused a request. */
export type GameErrorCode =
  /** No such game, or it expired. */
  | "not-found"
  /** The game changed under every attempt (other processes writing); the request may be sent again. */
  | "busy"
  /** No seat credentials were presented. */
  | "unauthorized"
  /** The credentials hold no seat in this game. */
  | "forbidden"
  /** The invite does not open a seat in this game. */
  | "bad-invite"
  /** The invited seat is already taken (2v2: or every seat is). */
  | "invite-used"
  /** 2v2: the seat chosen with the table's invitation is taken. */
  | "seat-taken"
  /** 2v2: the table's invitation needs a seat chosen among several free ones. */
  | "seat-required"
  /** The move was made for another seq than the game's. */
  | "stale"
  /** The action id was applied for the other seat. */
  | "action-id-used"
  /** A rematch was asked before the game ended. */
  | "game-not-over"
  /** A 2v2 move before every seat is taken. */
  | "waiting-for-players"
  /** The engine refused the action (`rule` is its code). */
  | "illegal"
  /** A chat message that is empty or too long. */
  | "bad-message"
  /** The team channel was used by a seat without a teammate. */
  | "no-teammate"
  /** Too many chat messages in a short time. */
  | "rate-limited"
  /** The game's chat holds as many messages as it keeps. */
  | "chat-full"
  /** The move named cannot be taken back (not the caller's, or it revealed or decided something). */
  | "not-undoable"
  /** The transfer link moves no seat of this game. */
  | "bad-transfer"
  /** The transfer link was already used. */
  | "transfer-used"
  /** The transfer link is past its deadline. */
  | "transfer-expired"
  /** A push endpoint that is not a known push service's (nor an allowed origin's). */
  | "endpoint-refused"
  /** A push subscription whose keys cannot encrypt a message. */
  | "bad-push-keys";

/** A refusal: its code, a sentence, the game's seq for a stale or illegal move, the engine's code if illegal. */
export type Failure =
  | { ok: false; error: "stale"; message: string; seq: number }
  | { ok: false; error: "illegal"; rule: ErrorCode; message: string; seq: number }
  | { ok: false; error: Exclude<GameErrorCode, "stale" | "illegal">; message: string };

/** A value or a refusal. */
export type Result<T> = { ok: true; value: T } | Failure;

/** A refusal without a seq. */
export function fail(error: Exclude<GameErrorCode, "stale" | "illegal">, message: string): Failure {
  return { ok: false, error, message };
}

/** The game does not exist (or expired). */
export const NOT_FOUND: Failure = fail("not-found", "no such game");

/** Every attempt met a newer version of the game. */
export const BUSY: Failure = fail(
  "busy",
  "the game changed repeatedly while this request was applied; try again",
);
