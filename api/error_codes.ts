/**
 * The error codes of the game service, part of the wire contract (an error body's `error`); `routes/errors.ts`
 * gives each its HTTP status, `server/outcome.ts` the values that carry them.
 */
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
