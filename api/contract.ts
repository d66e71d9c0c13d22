/**
 * The wire contract of the HTTP API, types only: what each route takes and answers. The server,
 * the browser (`ui/store.ts`), the API client of the tools and the tests all read it from here; the
 * OpenAPI document (`server/openapi.ts`) describes the same shapes. Request bodies are the input
 * types of the valibot schemas that check them, so the two cannot drift.
 */
import type { InferInput } from "valibot";
import type {
  Action,
  ErrorCode,
  Faction,
  GameRecord,
  GameSummary,
  Lang,
  Prompt,
  SeenEvent,
  View,
} from "../engine/mod.ts";
import type {
  BotLevelName,
  ChatSchema,
  ClaimSchema,
  CreateGameSchema,
  JoinSchema,
  QUICK_PHRASES,
  UndoSchema,
} from "./schemas.ts";
import type { GameErrorCode } from "./error_codes.ts";
import type { PushSubscribeSchema, PushUnsubscribeSchema } from "./push_schemas.ts";

/** The body of `GET /api/games/:id/summary` (finished games): the engine's end-of-game summary. */
export type { GameSummary };
/** The body of `GET /api/games/:id/record` (finished games): engine version, options, actions. */
export type { GameRecord };

/** The body of `GET /api/games/:id`, of `POST …/actions` and the data of each SSE message. */
export interface Envelope {
  /** Moves applied so far; the seq to send with the next move. */
  seq: number;
  /** What the caller may see (`viewFor`), with its legal actions. */
  view: View;
  /** Per seat: whether someone holds it. */
  seated: boolean[];
  /** Id of the rematch game, once one was started. */
  rematch: string | null;
  /** Time of the game's last change (epoch ms). */
  at: number;
  /**
   * The prompt of each pending decision of the view (same order), in each language, worded for the caller:
   * for the seat that answers, its question (`title`, `options`, `pass`; another seat's card named with its
   * owner, and `cards`: the offered bases and capital ships named with whose they are and where, when names
   * alone do not tell them apart); for any other caller, `title` says who is choosing what (no options).
   */
  prompts: Record<Lang, Prompt[]>;
  /** Every seat the computer plays, with its level (1v1: none or the guest's; 2v2: up to three). */
  bots: { seat: number; level: BotLevelName }[];
  /** The caller's own last move, which it may take back now (`POST …/undo`); null otherwise. */
  undo: UndoOffer | null;
  /**
   * The caller's seat is a friend new to the game (the host ticked "my friend is new"): its table opens with an
   * introduction and the coach on. Only that seat's envelope carries it.
   */
  coach?: true;
}

/** A move the caller may take back: the seq to send to `POST …/undo`, and the action (to name it). */
export interface UndoOffer {
  seq: number;
  action: Action;
}

/** The body of `POST …/undo`. */
export type UndoBody = InferInput<typeof UndoSchema>;

/** The body of `POST /api/games` (every field has a default). */
export type CreateGameBody = InferInput<typeof CreateGameSchema>;

/** The body of 201 `POST /api/games`. */
export interface Created {
  id: string;
  seat: number;
  /** The creator's seat token (also set as the HttpOnly cookie `ht_<id>`). */
  token: string;
  /** The game's page. */
  url: string;
  /**
   * The table's invitation link, for any free seat (1v1: the guest's); null when no seat is left to a
   * friend.
   */
  inviteUrl: string | null;
  /** The seats the computer plays, with its level (1v1: none or the guest's). */
  bots: { seat: number; level: BotLevelName }[];
  /** 2v2: an invitation link per seat left to a friend (1v1: none, the table's link is the guest's). */
  seatInviteUrls: { seat: number; url: string }[];
}

/** The body of `POST /api/games/:id/join`. */
export type JoinBody = InferInput<typeof JoinSchema>;

/** The body of 200 `POST …/join`: the seat taken and its token (also set as a cookie). */
export interface Joined {
  seat: number;
  token: string;
}

/** The body of `POST …/actions`. */
export interface MoveBody {
  /** The game's current seq (from the last envelope). */
  seq: number;
  action: Action;
  /** Chosen by the client; a retry with the same id returns the first result. */
  actionId: string;
}

/**
 * One entry of the caller's log: a move's events as the caller may see them, each with a line of
 * text; or an undo (no events), naming the seat, the move it took back and its line.
 */
interface LogEntry {
  seq: number;
  at: number;
  events: { event: SeenEvent; text: string | null }[];
  undo?: { seat: number; undoes: number; text: string };
}

/** The body of `GET …/log?after&limit&lang`. */
export interface LogPage {
  /** The game's current seq. */
  seq: number;
  entries: LogEntry[];
  /** Pass as `after` to continue. */
  next: number;
  more: boolean;
}

/** The body of `POST …/rematch` (201 when it created the rematch, 200 when it existed). */
export interface Rematched {
  id: string;
  seat: number;
  url: string;
}

/** One game of `GET /api/my-games`: a game the browser's seat cookies hold a seat in. */
export interface MyGame {
  id: string;
  /** The game's page. */
  url: string;
  /** Running, waiting for the invited friend, or over. */
  status: "running" | "waiting" | "finished";
  /** The browser's seat and its side. */
  seat: number;
  side: Faction;
  /** Seats that must act now (empty unless running). */
  toAct: number[];
  /** Whether the browser's seat is among them. */
  yourTurn: boolean;
  /** Winning seat, or -1. */
  winner: number;
  /** Who plays the other side: the computer (any of its seats), or people. */
  opponent: "human" | "bot";
  /** The level of each computer seat on the other side, in seat order (empty when people play them). */
  botLevels: ("easy" | "normal" | "hard")[];
  /** Time of the game's last change (epoch ms). */
  at: number;
  /** What the game waits for, and since when (null: it is over). */
  wait: GameWait | null;
}

/**
 * What a game waits for, seen from the browser's seat, and since when (epoch ms): the seat (its side's
 * turn, or a decision of its own during the other side's turn), `seats` people, the computer, or `seats`
 * friends to take their seats.
 */
export type GameWait =
  | { for: "you"; what: "turn" | "decision"; since: number }
  | { for: "friend"; seats: number; since: number }
  | { for: "computer"; since: number }
  | { for: "join"; seats: number; since: number };

/** The body of `GET /api/my-games`: games that wait for the seat first (longest wait first), then newest change first. */
export interface MyGames {
  games: MyGame[];
}

/** The body of 201 `POST /api/games/:id/transfer`: a one-time link that moves the caller's seat. */
export interface TransferLink {
  /** Open it (or post its secret to `POST …/claim`) on the other device. */
  url: string;
  /** The secret in the link. */
  transfer: string;
  seat: number;
  /** The link works until then (epoch ms). */
  expiresAt: number;
}

/** The body of `POST /api/games/:id/claim`. */
export type ClaimBody = InferInput<typeof ClaimSchema>;

/** A chat channel: every seated player, or the sender's team only. */
export type ChatChannel = "table" | "team";

/** One of the quick phrases a player can send with one tap; each reader sees it in their own language. */
export type QuickPhrase = typeof QUICK_PHRASES[number];

/** A chat message: plain text (to be shown escaped) or a quick phrase. */
export interface ChatMessage {
  /**
   * Number of the message on its channel, from 1: the table's channel and each team's are numbered
   * apart, so a number says nothing about a channel the reader cannot read.
   */
  n: number;
  seat: number;
  channel: ChatChannel;
  /** When it was posted (epoch ms). */
  at: number;
  text?: string;
  phrase?: QuickPhrase;
}

/** The body of `POST …/chat`: a channel and either a text or a quick phrase. */
export type ChatBody = InferInput<typeof ChatSchema>;

/**
 * Where a reader stands in the chat: the number of the last message read on the table channel and on
 * its team's channel (0 when the seat has none). Sent as `after=<table>.<team>` (`after=<table>` is
 * `<table>.0`).
 */
export interface ChatCursor {
  table: number;
  team: number;
}

/** The body of `GET …/chat?after` and of the SSE event `chat`: the messages the caller may read after `after`. */
export interface ChatPage {
  /** Oldest first (by time of posting; each channel in its own order). */
  messages: ChatMessage[];
  /** How far this page read each channel the caller reads: pass as `after` to continue. */
  last: ChatCursor;
}

/** Every error body: a code, a sentence, and the game's seq where it matters (stale or illegal move). */
export interface ErrorBody {
  /** A code of the HTTP edge or of the game service, or for an illegal move (422) the engine's code. */
  error: HttpErrorCode | Exclude<GameErrorCode, "illegal"> | ErrorCode;
  message: string;
  seq?: number;
}

/** Errors found at the HTTP edge, before the game service is asked anything. */
export type HttpErrorCode =
  | "bad-request"
  | "bad-json"
  | "bad-content-type"
  | "bad-host"
  | "too-large"
  | "timeout"
  | "not-found"
  | "internal";

/**
 * The data of the SSE event `presence` (seated callers that ask with `?presence`): for each seat,
 * whether its player has the table open (an event stream to this server process), sent on arrival and
 * on each change. Spectators count for nothing; a seat the computer plays is never online.
 */
export interface PresenceEvent {
  seats: SeatPresence[];
}

/** One seat's presence: online or away, since when (epoch ms; null: not seen since the process started). */
export interface SeatPresence {
  online: boolean;
  since: number | null;
}

/** The data of the SSE event `gone`, sent once when the game no longer exists. */
export interface Gone {
  error: "not-found";
}

/**
 * The data of the SSE event `delta` (streams opened with `?delta=1`): how the caller's envelope of seq
 * `base` becomes the envelope of `seq`. Apply it only onto exactly that envelope (`api/delta.ts`
 * `patch`); otherwise fetch the envelope whole (`GET /api/games/:id`).
 */
export interface Delta {
  seq: number;
  base: number;
  /** In order: `[path, value]` sets the value at the path, `[path]` deletes it; a path is keys joined by `/`. */
  ops: DeltaOp[];
}

/** One change of a delta. */
export type DeltaOp = [path: string, value: unknown] | [path: string];

/** An event of `GET /api/games/:id/events`, by its SSE event name (`message` is the unnamed event). */
export type StreamEvent =
  | { event: "message"; id: string; data: Envelope }
  | { event: "delta"; id: string; data: Delta }
  | { event: "chat"; data: ChatPage }
  | { event: "gone"; data: Gone };

/** The body of `GET /api/push/key`: the server's VAPID public key, `applicationServerKey` of `PushManager.subscribe`. */
export interface PushKey {
  /** Base64url of the uncompressed P-256 point (65 bytes). */
  publicKey: string;
}

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
