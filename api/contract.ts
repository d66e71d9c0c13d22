/**
 * The wire contract of the HTTP API, types only: what each route takes and answers. The server,
 * the browser (`ui/store.ts`), the API client of the tools and the tests all read it from here. Request
 * bodies are the input types of the valibot schemas that check them; response bodies are the output
 * types of the schemas in `api/responses.ts` and `api/live_responses.ts`, from which the OpenAPI
 * document is generated and against which a test checks every real response, so none can drift.
 */
import type { InferInput, InferOutput } from "valibot";
import type { Action, ErrorCode, SeenEvent, View } from "../engine/mod.ts";
import type {
  ChatSchema,
  ClaimSchema,
  CreateGameSchema,
  JoinSchema,
  QUICK_PHRASES,
  UndoSchema,
} from "./schemas.ts";
import type { GameErrorCode } from "./error_codes.ts";
import type { PushSubscribeSchema, PushUnsubscribeSchema } from "./push_schemas.ts";
import type {
  CreatedSchema,
  EnvelopeSchema,
  ErrorBodySchema,
  GameRecordSchema,
  GameSummarySchema,
  GameWaitSchema,
  HTTP_ERROR_CODES,
  JoinedSchema,
  LogPageSchema,
  MyGameSchema,
  MyGamesSchema,
  PushKeySchema,
  RematchedSchema,
  TransferLinkSchema,
  UndoOfferSchema,
} from "./responses.ts";
import type {
  ChatCursorSchema,
  ChatMessageSchema,
  ChatPageSchema,
  DeltaOpSchema,
  DeltaSchema,
  GoneSchema,
  PresenceSchema,
  SeatPresenceSchema,
} from "./live_responses.ts";

/** The body of `GET /api/games/:id/summary` (finished games): the engine's end-of-game summary. */
export type GameSummary = InferOutput<typeof GameSummarySchema>;
/** The body of `GET /api/games/:id/record` (finished games): engine version, options, actions. */
export type GameRecord = InferOutput<typeof GameRecordSchema>;

/**
 * The body of `GET /api/games/:id`, of `POST …/actions` and `…/undo`, and the data of each SSE message.
 * Narrower than its schema in one field: `view` is the engine's `View` (the schema leaves the options
 * of an "option" decision unknown).
 */
export type Envelope = Omit<InferOutput<typeof EnvelopeSchema>, "view"> & { view: View };

/** A move the caller may take back: the seq to send to `POST …/undo`, and the action (to name it). */
export type UndoOffer = InferOutput<typeof UndoOfferSchema>;

/** The body of `POST …/undo`. */
export type UndoBody = InferInput<typeof UndoSchema>;

/** The body of `POST /api/games` (every field has a default). */
export type CreateGameBody = InferInput<typeof CreateGameSchema>;

/** The body of 201 `POST /api/games`. */
export type Created = InferOutput<typeof CreatedSchema>;

/** The body of `POST /api/games/:id/join`. */
export type JoinBody = InferInput<typeof JoinSchema>;

/** The body of 200 `POST …/join` and `POST …/claim`: the seat taken and its token (also set as a cookie). */
export type Joined = InferOutput<typeof JoinedSchema>;

/** The body of `POST …/actions`. */
export interface MoveBody {
  /** The game's current seq (from the last envelope). */
  seq: number;
  action: Action;
  /** Chosen by the client; a retry with the same id returns the first result. */
  actionId: string;
}

/** One entry of the caller's log as its schema checks it. */
type CheckedLogEntry = InferOutput<typeof LogPageSchema>["entries"][number];

/**
 * One entry of the caller's log: a move's events as the caller may see them, each with a line of
 * text; or an undo (no events). Narrower than its schema: each event is the engine's `SeenEvent`
 * (the schema checks its kind `k` only).
 */
type LogEntry = Omit<CheckedLogEntry, "events"> & { events: { event: SeenEvent; text: string | null }[] };

/** The body of `GET …/log?after&limit&lang`. */
export type LogPage = Omit<InferOutput<typeof LogPageSchema>, "entries"> & { entries: LogEntry[] };

/** The body of `POST …/rematch` (201 when it created the rematch, 200 when it existed). */
export type Rematched = InferOutput<typeof RematchedSchema>;

/** One game of `GET /api/my-games`: a game the browser's seat cookies hold a seat in. */
export type MyGame = InferOutput<typeof MyGameSchema>;

/**
 * What a game waits for, seen from the browser's seat, and since when (epoch ms): the seat (its side's
 * turn, or a decision of its own during the other side's turn), `seats` people, the computer, or `seats`
 * friends to take their seats.
 */
export type GameWait = InferOutput<typeof GameWaitSchema>;

/** The body of `GET /api/my-games`: games that wait for the seat first (longest wait first), then newest change first. */
export type MyGames = InferOutput<typeof MyGamesSchema>;

/** The body of 201 `POST /api/games/:id/transfer`: a one-time link that moves the caller's seat. */
export type TransferLink = InferOutput<typeof TransferLinkSchema>;

/** The body of `POST /api/games/:id/claim`. */
export type ClaimBody = InferInput<typeof ClaimSchema>;

/** A chat channel: every seated player, or the sender's team only. */
export type ChatChannel = "table" | "team";

/** One of the quick phrases a player can send with one tap; each reader sees it in their own language. */
export type QuickPhrase = typeof QUICK_PHRASES[number];

/**
 * A chat message: plain text (to be shown escaped) or a quick phrase. `n` numbers it on its channel, from
 * 1: the table's channel and each team's are numbered apart, so a number says nothing about a channel
 * the reader cannot read.
 */
export type ChatMessage = InferOutput<typeof ChatMessageSchema>;

/** The body of `POST …/chat`: a channel and either a text or a quick phrase. */
export type ChatBody = InferInput<typeof ChatSchema>;

/**
 * Where a reader stands in the chat: the number of the last message read on the table channel and on
 * its team's channel (0 when the seat has none). Sent as `after=<table>.<team>` (`after=<table>` is
 * `<table>.0`).
 */
export type ChatCursor = InferOutput<typeof ChatCursorSchema>;

/** The body of `GET …/chat?after` and of the SSE event `chat`: the messages the caller may read after `after`. */
export type ChatPage = InferOutput<typeof ChatPageSchema>;

/**
 * Every error body: a code, a sentence, and the game's seq where it matters (stale or illegal move).
 * Narrower than its schema in one field: `error` is one of the known codes (the schema checks its form).
 */
export type ErrorBody = Omit<InferOutput<typeof ErrorBodySchema>, "error"> & {
  /** A code of the HTTP edge or of the game service, or for an illegal move (422) the engine's code. */
  error: HttpErrorCode | Exclude<GameErrorCode, "illegal"> | ErrorCode;
};

/** Errors found at the HTTP edge, before the game service is asked anything. */
export type HttpErrorCode = typeof HTTP_ERROR_CODES[number];

/**
 * The data of the SSE event `presence` (seated callers that ask with `?presence`): for each seat,
 * whether its player has the table open (an event stream to this server process), sent on arrival and
 * on each change. Spectators count for nothing; a seat the computer plays is never online.
 */
export type PresenceEvent = InferOutput<typeof PresenceSchema>;

/** One seat's presence: online or away, since when (epoch ms; null: not seen since the process started). */
export type SeatPresence = InferOutput<typeof SeatPresenceSchema>;

/** The data of the SSE event `gone`, sent once when the game no longer exists. */
export type Gone = InferOutput<typeof GoneSchema>;

/**
 * The data of the SSE event `delta` (streams opened with `?delta=1`): how the caller's envelope of seq
 * `base` becomes the envelope of `seq`. Apply it only onto exactly that envelope (`api/delta.ts`
 * `patch`); otherwise fetch the envelope whole (`GET /api/games/:id`).
 */
export type Delta = InferOutput<typeof DeltaSchema>;

/** One change of a delta: `[path, value]` sets the value at the path, `[path]` deletes it (keys joined by `/`). */
export type DeltaOp = InferOutput<typeof DeltaOpSchema>;

/** An event of `GET /api/games/:id/events`, by its SSE event name (`message` is the unnamed event). */
export type StreamEvent =
  | { event: "message"; id: string; data: Envelope }
  | { event: "delta"; id: string; data: Delta }
  | { event: "chat"; data: ChatPage }
  | { event: "gone"; data: Gone };

/** The body of `GET /api/push/key`: the server's VAPID public key, `applicationServerKey` of `PushManager.subscribe`. */
export type PushKey = InferOutput<typeof PushKeySchema>;

/** The body of `PUT /api/games/:id/push`: the browser's `PushSubscription.toJSON()`, and the notices' language. */
export type PushSubscriptionBody = InferInput<typeof PushSubscribeSchema>;

/** The body of `DELETE /api/games/:id/push`. */
export type PushUnsubscribeBody = InferInput<typeof PushUnsubscribeSchema>;

/**
 * The payload of a push (JSON, encrypted for the device): what the service worker shows. It names sides,
 * turns and results only, never a card.
 */
export interface PushMessage {
  v: 1;
  /** The game's id. */
  game: string;
  title: string;
  body: string;
  /** The table's path on the site (`/g/<id>`). */
  url: string;
  /** Notifications with the same tag replace each other (one per game, seat and turn). */
  tag: string;
}
