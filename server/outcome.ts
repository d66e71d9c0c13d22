/**
 * What a game request can end in, as the game service sees it: a value, or an error code with a
 * sentence. No HTTP here: `routes/errors.ts` gives each code its status.
 */
import type { ErrorCode } from "../engine/mod.ts";
import type { GameErrorCode } from "../api/error_codes.ts";
export type { GameErrorCode };

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
