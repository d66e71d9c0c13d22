/**
 * The OpenAPI paths of undo, your games, seat transfers, summaries and records (`openapi.ts` holds
 * the rest of the document and the helpers these use).
 */
import { ClaimSchema, ForgetSchema, UndoSchema } from "../api/schemas.ts";
import { body, error, idParam, json, ref, seat } from "./openapi_parts.ts";

/** The paths of the routes that came with undo, your games, transfers and replays. */
export function laterPaths(): Record<string, unknown> {
  return {
    "/api/games/{id}/undo": {
      post: {
        summary: "Take back your own last move: `seq` is the envelope's `undo.seq`, offered only while the " +
          "engine judged the move undoable (your side's turn, nothing revealed, no chance, no decision left " +
          "to the other side). The log keeps the move and adds the undo; every viewer gets the view of " +
          "before the move",
        parameters: [idParam],
        security: seat,
        requestBody: body(UndoSchema),
        responses: {
          200: json(ref("ViewEnvelope"), "The move was taken back; the caller's new view"),
          400: error("Invalid body"),
          401: error("No seat token"),
          403: error("The token holds no seat in this game"),
          404: error("No such game"),
          409: error(
            "Stale: `seq` is not the game's last move in effect (the body carries the game's " +
              "`seq`), or busy",
          ),
          413: error("Body too large"),
          415: error("Body not sent as application/json"),
          422: error("`not-undoable`: not the caller's move, or one that cannot be taken back"),
        },
      },
    },
    "/api/games/{id}/summary": {
      get: {
        summary: "The end-of-game summary of a finished game: turns, bases destroyed (whose, by whom, on " +
          "which turn), cards bought by each seat, damage dealt, the Force track after every turn",
        parameters: [idParam],
        responses: {
          200: json(ref("GameSummary"), "The summary"),
          404: error("No such game"),
          409: error("`game-not-over`: the game is still running"),
        },
      },
    },
    "/api/games/{id}/record": {
      get: {
        summary: "The record of a finished game, `{ engine, options, actions }`, for replays and download " +
          "(refused while the game runs: its seed would tell every deck's order). A record replays only " +
          "on the same engine version",
        parameters: [idParam],
        responses: {
          200: json(ref("GameRecord"), "The record"),
          404: error("No such game"),
          409: error("`game-not-over`: the game is still running"),
        },
      },
    },
    "/api/games/{id}/transfer": {
      post: {
        summary: "A one-time link that moves the caller's seat to another device (valid 15 minutes; a new " +
          "link replaces the seat's earlier one). Opening it there and posting its secret to `…/claim` " +
          "seats that device under a new token; the caller's token then stops working",
        parameters: [idParam],
        security: seat,
        responses: {
          201: json(ref("TransferLink"), "The link, its secret and deadline"),
          400: error("Malformed Host"),
          401: error("No seat token"),
          403: error("Not a seat of this game"),
          404: error("No such game"),
          409: error("Busy: try again"),
        },
      },
    },
    "/api/games/{id}/claim": {
      post: {
        summary: "Take the seat a transfer link moves: a new seat token (also set as the cookie)",
        parameters: [idParam],
        requestBody: body(ClaimSchema),
        responses: {
          200: json({
            type: "object",
            required: ["seat", "token"],
            properties: { seat: { type: "integer" }, token: { type: "string" } },
          }, "The seat and its new token"),
          400: error("Invalid body, or a malformed Host"),
          403: error("`bad-transfer`: the link moves no seat of this game"),
          404: error("No such game"),
          409: error("`transfer-used`: the link was already used (or busy: try again)"),
          410: error("`transfer-expired`: the link is past its deadline"),
          413: error("Body too large"),
          415: error("Body not sent as application/json"),
        },
      },
    },
    "/api/my-games": {
      get: {
        summary:
          "Your games: the games this browser's seat cookies (`ht_<id>`) hold a seat in, newest change " +
          "first (at most 50 cookies are read; gone, expired or moved seats are left out)",
        security: [{ seatCookie: [] }, {}],
        responses: { 200: json(ref("MyGames"), "The games") },
      },
    },
    "/api/my-games/{id}/forget": {
      post: {
        summary: "Forget a game on this browser: clears its seat cookie (the seat stays valid on other " +
          "devices holding its token). The body is an empty JSON object",
        parameters: [idParam],
        requestBody: body(ForgetSchema),
        responses: {
          204: { description: "The cookie is cleared" },
          400: error("Invalid body"),
          404: error("Not a game id"),
          415: error("Body not sent as application/json"),
        },
      },
    },
  };
}
