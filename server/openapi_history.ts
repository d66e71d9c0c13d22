/**
 * The OpenAPI paths of a game's history: taking back a move, and a finished game's summary and record
 * (`openapi.ts` gathers the document; `openapi_parts.ts` holds the helpers).
 */
import { UndoSchema } from "../api/schemas.ts";
import { body, error, idParam, json, ref, seat } from "./openapi_parts.ts";

/** The paths of undo, the summary and the record. */
export function historyPaths(): Record<string, unknown> {
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
  };
}
