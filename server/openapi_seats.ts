/**
 * The OpenAPI paths of a player's seats across devices and browsers: moving a seat to another device
 * (transfer, claim), the games a browser holds seats in, and forgetting one there.
 */
import { ClaimSchema, ForgetSchema } from "../api/schemas.ts";
import { body, error, idParam, json, ref, seat } from "./openapi_parts.ts";

/** The paths of transfers, claims and your games. */
export function seatPaths(): Record<string, unknown> {
  return {
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
          200: json(ref("Joined"), "The seat and its new token"),
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
