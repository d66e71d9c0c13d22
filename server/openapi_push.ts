/** The OpenAPI paths of Web Push: the server's key, and a seat's device subscribing or unsubscribing. */
import { PushSubscribeSchema, PushUnsubscribeSchema } from "../api/push_schemas.ts";
import { body, error, idParam, json, ref, seat } from "./openapi_parts.ts";

/** The push routes' paths. */
export function pushPaths(): Record<string, unknown> {
  return {
    "/api/push/key": {
      get: {
        summary:
          "The server's VAPID public key (RFC 8292), the `applicationServerKey` a browser subscribes with",
        responses: {
          200: json(ref("PushKey"), "The key"),
        },
      },
    },
    "/api/games/{id}/push": {
      put: {
        summary:
          "Notify this device for the caller's seat: the body is the browser's `PushSubscription` as " +
          "JSON (and optionally `lang`, the notices' language; by default the page language). Only https " +
          "endpoints of the known push services (Google, Mozilla, Apple, Microsoft) and the origins the " +
          "server allows are accepted. A seat keeps at most 5 devices (a sixth replaces the oldest). Pushes " +
          "are JSON `{ v: 1, game, title, body, url, tag }` encrypted with aes128gcm (RFC 8291): when it " +
          "becomes the seat's turn, a decision waits for it, a friend takes a seat, the game ends; never a card",
        parameters: [idParam],
        security: seat,
        requestBody: body(PushSubscribeSchema),
        responses: {
          204: { description: "Stored (again: the same endpoint replaces its subscription)" },
          400: error("Invalid body"),
          401: error("No seat token"),
          403: error("Not a seat of this game"),
          404: error("No such game"),
          409: error("Busy: try again"),
          422: error(
            "`endpoint-refused`: not a known push service's https endpoint; `bad-push-keys`: keys that " +
              "cannot encrypt (p256dh a P-256 point, auth 16 bytes)",
          ),
        },
      },
      delete: {
        summary: "Stop notifying this device for the caller's seat: the body is `{ endpoint }`",
        parameters: [idParam],
        security: seat,
        requestBody: body(PushUnsubscribeSchema),
        responses: {
          204: { description: "Forgotten (or there was nothing to forget)" },
          400: error("Invalid body"),
          401: error("No seat token"),
          403: error("Not a seat of this game"),
          404: error("No such game"),
        },
      },
    },
  };
}
