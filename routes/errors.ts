/**
 * The HTTP edge's one mapping from error codes to statuses and bodies: the game service answers
 * domain codes (`server/outcome.ts`), the edge adds its own (`HttpErrorCode`), and the compiler checks
 * that every code has a status.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorBody, HttpErrorCode } from "../api/contract.ts";
import type { Failure, GameErrorCode } from "../server/outcome.ts";

/** A refusal found at the HTTP edge. */
export interface HttpFailure {
  ok: false;
  error: HttpErrorCode;
  message: string;
}

/** The HTTP status of each error code. */
export function statusOf(code: GameErrorCode | HttpErrorCode): ContentfulStatusCode {
  switch (code) {
    case "bad-request":
    case "bad-json":
    case "bad-host":
      return 400;
    case "unauthorized":
      return 401;
    case "forbidden":
    case "bad-invite":
    case "bad-transfer":
      return 403;
    case "not-found":
      return 404;
    case "stale":
    case "busy":
    case "invite-used":
    case "seat-taken":
    case "action-id-used":
    case "game-not-over":
    case "waiting-for-players":
    case "chat-full":
    case "transfer-used":
      return 409;
    case "timeout":
      return 408;
    case "transfer-expired":
      return 410;
    case "too-large":
      return 413;
    case "bad-content-type":
      return 415;
    case "illegal":
    case "bad-message":
    case "seat-required":
    case "no-teammate":
    case "not-undoable":
    case "endpoint-refused":
    case "bad-push-keys":
      return 422;
    case "rate-limited":
      return 429;
    case "internal":
      return 500;
  }
}

/** The body of a refusal: its code (the engine's for an illegal move), its sentence, the seq if it has one. */
function errorBody(f: Failure | HttpFailure): ErrorBody {
  switch (f.error) {
    case "illegal":
      return { error: f.rule, message: f.message, seq: f.seq };
    case "stale":
      return { error: f.error, message: f.message, seq: f.seq };
    default:
      return { error: f.error, message: f.message };
  }
}

/** The JSON response of a refusal. */
export function failure(c: Context, f: Failure | HttpFailure): Response {
  return c.json(errorBody(f), statusOf(f.error));
}

/** A refusal found at the HTTP edge. */
export function httpFailure(error: HttpErrorCode, message: string): HttpFailure {
  return { ok: false, error, message };
}
