/**
 * The OpenAPI 3.1 description of the HTTP API: request bodies and response shapes come from the valibot
 * schemas of the wire contract (`api/`).
 */
import { CURSOR_PATTERN } from "../api/chat_cursor.ts";
import { ChatSchema, CreateGameSchema, JoinSchema, MoveSchema } from "../api/schemas.ts";
import { componentSchemas } from "./openapi_schemas.ts";
import { historyPaths } from "./openapi_history.ts";
import { seatPaths } from "./openapi_seats.ts";
import { pushPaths } from "./openapi_push.ts";
import { body, error, guarded, idParam, json, ref, seat } from "./openapi_parts.ts";

const seatOrNone = [{ bearer: [] }, { seatCookie: [] }, {}];

/** The document served at /api/openapi.json. */
export function openApiDocument(): Record<string, unknown> {
  return {
    openapi: "3.1.0",
    info: {
      title: "Holotable",
      version: "1",
      description: "Star Wars: The Deckbuilding Game for two browsers. Errors are `{ error, message }`; " +
        "a seat is identified by `Authorization: Bearer <token>` or its HttpOnly cookie `ht_<id>`; " +
        "anyone else sees the spectator view. A request whose Host header is malformed is refused with " +
        "400 `bad-host`; a write that met a newer version of the game on every try answers 409 `busy`. " +
        "Every request with a body (any route) is checked before it reaches the route: a body not sent as " +
        "application/json is 415, over 8 KiB 413 (after at most that much was read), not complete within " +
        "10 s 408.",
    },
    paths: guarded({
      "/api/games": {
        post: {
          summary:
            "Create a game. 1v1: the caller takes seat 0 and gets an invite link for seat 1, or with " +
            '`opponent: "bot"` the server\'s computer opponent (`botLevel` easy / normal / hard) takes seat 1. ' +
            '2v2 (`format: "2v2"`): four seats in two regions (0 Empire and 1 Rebel in region 1, 2 Empire and 3 ' +
            "Rebel in region 2); the caller sits in region 1 on the chosen side, `players` says who plays the " +
            "teammate, the opponent and the teammate's opponent (a friend, or the computer at a level); the " +
            "answer carries the table's invitation (`inviteUrl`, any free seat) and one per friend's seat; the " +
            "game starts once every seat is taken",
          requestBody: { ...body(CreateGameSchema), required: false },
          responses: {
            201: json(ref("Created"), "The game, the creator's seat token and the invite link"),
            400: error("Invalid options, or a malformed Host"),
            409: error("Busy: try again"),
            413: error("Body too large"),
            415: error("Body not sent as application/json"),
          },
        },
      },
      "/api/games/{id}": {
        get: {
          summary: "The caller's view (polling path: send If-None-Match with the last ETag)",
          parameters: [idParam],
          security: seatOrNone,
          responses: {
            200: {
              ...json(ref("ViewEnvelope"), "The caller's view"),
              headers: { ETag: { schema: { type: "string" } } },
            },
            304: { description: "Unchanged since the ETag sent in If-None-Match" },
            404: error("No such game (or expired)"),
          },
        },
      },
      "/api/games/{id}/join": {
        post: {
          summary:
            "Take the invited seat (first come); the invite then is used up. 2v2: a seat's own invitation " +
            "takes that seat; the table's takes the free seat chosen with `seat` (needed when several are free)",
          parameters: [idParam],
          requestBody: body(JoinSchema),
          responses: {
            200: json(ref("Joined"), "The seat and its token (also set as a cookie)"),
            400: error("Invalid body, or a malformed Host"),
            403: error("Not this game's invite (or not the seat this invitation opens)"),
            404: error("No such game"),
            409: error("The invite was already used, every seat is taken, `seat-taken`, or busy: try again"),
            422: error("`seat-required`: the table's invitation needs a `seat` among several free ones"),
          },
        },
      },
      "/api/games/{id}/events": {
        get: {
          summary: "Server-Sent Events: `{ seq, view, … }` for the caller on each change, `id:` = seq; " +
            "a heartbeat comment at least every 15 s; resumes after Last-Event-ID. With `delta=1`, after the " +
            "first envelope a change comes as the event `delta` `{ seq, base, ops }` when the stream sent the " +
            "envelope of `base` last (ops in order: `[path, value]` sets, `[path]` deletes, a path is keys " +
            "joined by `/`); apply it onto exactly that envelope, else GET the envelope. Seated callers also " +
            "get the event `chat` (a ChatPage) with the chat messages after the cursor `chatAfter` (see GET " +
            "…/chat), then each new one; " +
            "with `presence`, the event `presence` (a Presence: which seats have the table open) on arrival and " +
            "on each change. A seated caller's open stream makes its seat online; spectators count for nothing. " +
            "A seated stream follows its credentials: once they no longer hold the seat (it was moved to " +
            "another device), it sends the spectator's envelope whole and goes on as a spectator's stream " +
            "(no chat, no presence)",
          parameters: [idParam, {
            name: "Last-Event-ID",
            in: "header",
            required: false,
            schema: { type: "string" },
          }, {
            name: "chatAfter",
            in: "query",
            required: false,
            schema: { type: "string", pattern: CURSOR_PATTERN.source, default: "0" },
          }, {
            name: "delta",
            in: "query",
            required: false,
            schema: { enum: ["0", "1"], default: "0" },
          }, {
            name: "presence",
            in: "query",
            required: false,
            description: "Present (any value): seated callers also get the event `presence`",
            schema: { type: "string" },
          }],
          security: seatOrNone,
          responses: {
            200: {
              description: "An event stream",
              content: { "text/event-stream": { schema: { type: "string" } } },
            },
            400: error("Invalid query"),
            404: error("No such game"),
          },
        },
      },
      "/api/games/{id}/actions": {
        post: {
          summary: "Make a move. `seq` must be the game's current seq; retrying with the same actionId " +
            "returns the first result and applies nothing twice",
          parameters: [idParam],
          security: seat,
          requestBody: body(MoveSchema),
          responses: {
            200: json(ref("ViewEnvelope"), "The move was applied; the caller's new view"),
            400: error("Invalid body"),
            401: error("No seat token"),
            403: error("The token holds no seat in this game"),
            404: error("No such game"),
            409: error(
              "Stale seq (the body carries the current `seq`), action id used by the other seat, " +
                "`waiting-for-players` (2v2 before every seat is taken), or busy. 2v2: a move sent on a view " +
                "older only by the teammate's moves is applied when still legal, else refused as stale",
            ),
            413: error("Body too large"),
            415: error("Body not sent as application/json"),
            422: error("Illegal action: `error` is the engine's error code"),
          },
        },
      },
      "/api/games/{id}/log": {
        get: {
          summary:
            "The caller's log after seq `after`: events redacted for the caller, each with a line of text",
          parameters: [
            idParam,
            {
              name: "after",
              in: "query",
              required: false,
              schema: { type: "integer", minimum: 0, default: 0 },
            },
            {
              name: "limit",
              in: "query",
              required: false,
              schema: { type: "integer", minimum: 1, maximum: 500 },
            },
            { name: "lang", in: "query", required: false, schema: { enum: ["en", "es"], default: "en" } },
          ],
          security: seatOrNone,
          responses: {
            200: json(ref("Log"), "Log entries, oldest first"),
            400: error("Invalid query"),
            404: error("No such game"),
          },
        },
      },
      "/api/games/{id}/chat": {
        post: {
          summary: "Table talk: post a message (plain text, or a quick phrase each reader sees in their " +
            "language) to the table (every seated player) or to your team; seated players only, " +
            "5 messages per 10 s per seat",
          parameters: [idParam],
          security: seat,
          requestBody: body(ChatSchema),
          responses: {
            201: json(ref("ChatMessage"), "The message as stored"),
            400: error("Invalid body, or a malformed Host"),
            401: error("No seat token"),
            403: error("Not a seat of this game"),
            404: error("No such game"),
            409: error("The channel is full (2,000 messages on it), or busy: try again"),
            413: error("Body too large"),
            415: error("Body not sent as application/json"),
            422: error("`bad-message` (empty or over 280 characters) or `no-teammate` (team channel in 1v1)"),
            429: error("`rate-limited`: more than 5 messages in 10 s"),
          },
        },
        get: {
          summary: "The chat messages the caller may read after the cursor `after` (seated players only; " +
            "team messages only within the team). The table's channel and each team's are numbered apart: " +
            "`after` is `<table>.<team>`, the last numbers read on the table's channel and on the caller's " +
            "team's (`<table>` alone: `<table>.0`); pass the page's `last` to continue. " +
            "Live: the SSE event `chat` carries the same page",
          parameters: [idParam, {
            name: "after",
            in: "query",
            required: false,
            schema: { type: "string", pattern: CURSOR_PATTERN.source, default: "0" },
          }],
          security: seat,
          responses: {
            200: json(ref("ChatPage"), "Messages, oldest first"),
            400: error("Invalid query"),
            401: error("No seat token"),
            403: error("Not a seat of this game"),
            404: error("No such game"),
          },
        },
      },
      "/api/games/{id}/rematch": {
        post: {
          summary: "Start (or find) the rematch of a finished game: factions swapped, both players seated " +
            "with their current tokens; the old game's views point to it",
          parameters: [idParam],
          security: seat,
          responses: {
            200: json(ref("Rematch"), "The rematch already existed"),
            201: json(ref("Rematch"), "The rematch was created"),
            400: error("Malformed Host"),
            401: error("No seat token"),
            403: error("Not a seat of this game"),
            404: error("No such game"),
            409: error("The game is not over (or busy: try again)"),
          },
        },
      },
      ...historyPaths(),
      ...seatPaths(),
      ...pushPaths(),
      "/api/openapi.json": {
        get: {
          summary: "This document",
          responses: { 200: json(ref("OpenApiDocument"), "OpenAPI 3.1") },
        },
      },
    }),
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer" },
        seatCookie: { type: "apiKey", in: "cookie", name: "ht_<id>" },
      },
      schemas: componentSchemas(),
    },
  };
}
