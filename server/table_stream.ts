/**
 * A client's event stream of a game table: the session of versions and chat (`sse.ts`) for its
 * viewer, with the seat counted as present while the stream is open and, when the client asks for
 * it, the table's presence as `presence` events. A spectator's stream counts for nothing and carries
 * no chat. A seated stream follows the credentials it was opened with: once they no longer hold the
 * seat (it moved to another device), the stream leaves the seat's presence, tells no presence and
 * goes on as a spectator's (`sse.ts`).
 */
import type { ChatCursor } from "../api/contract.ts";
import type { SseSink } from "./sse_wire.ts";
import type { GameService } from "./games.ts";
import type { Hub } from "./hub.ts";
import type { Presence } from "./presence.ts";
import { runSession } from "./sse.ts";
import { holder } from "./seats.ts";
import type { GameHead } from "./model/mod.ts";

/** What every table stream of the process shares. */
export interface TableStreams {
  service: GameService;
  hub: Hub;
  presence: Presence;
  heartbeatMs?: number;
}

/** One client's stream: the game as read when it opened, the caller's seat (-1 spectator) and its options. */
export interface TableStreamRequest {
  head: GameHead;
  seat: number;
  /** The token that proved the seat (null for a spectator). */
  token: string | null;
  /** The seq the client last saw (Last-Event-ID). */
  lastEventId?: string;
  /** The client applies deltas (`?delta=1`). */
  deltas: boolean;
  /** Chat messages after this cursor are sent (seated viewers); undefined: no chat. */
  chatAfter?: ChatCursor;
  /** The client asked for `presence` events. */
  presence: boolean;
}

/** Streams a table to one client until it goes away or the game is gone. */
export async function streamTable(
  stream: SseSink,
  { service, hub, presence, heartbeatMs }: TableStreams,
  req: TableStreamRequest,
): Promise<void> {
  const { head, seat } = req;
  const id = head.id;
  const holds = seat >= 0 && req.token !== null ? await holder(seat, req.token) : null;
  let seated = holds !== null;
  /** Whether the seat is still the stream's in the newest head this process knows. */
  const still = () => seated && holds!(hub.current(id) ?? head);
  const tell = req.presence
    ? (p: unknown) => {
      if (still()) void stream.writeSSE({ event: "presence", data: JSON.stringify(p) }).catch(() => {});
    }
    : undefined;
  const leave = seated ? presence.enter(id, head.seats.length, seat, tell) : () => {};
  const chatAfter = req.chatAfter;
  try {
    await runSession(stream, hub, {
      id,
      viewer: seated ? seat : -1,
      lastEventId: req.lastEventId,
      heartbeatMs,
      deltas: req.deltas,
      // A computer seat's move or a standing answer another process committed to but did not play (it
      // died) is resumed on a beat; `wakeById` returns at once when the game has neither.
      onBeat: () => service.wakeById(id),
      chat: holds && chatAfter !== undefined
        ? {
          after: chatAfter,
          // The seat is checked on the head read after the messages: a message posted after a claim
          // was posted on a head where the old token no longer holds the seat.
          read: async (after) => {
            const page = await service.readChat(head, seat, after);
            const now = await service.stored(id);
            return now && holds(now) ? page : null;
          },
        }
        : undefined,
      seat: holds
        ? {
          holds,
          retired: () => {
            seated = false;
            leave();
          },
        }
        : undefined,
    });
  } finally {
    leave();
  }
}
