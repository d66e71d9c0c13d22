/**
 * A client's event stream of a game table: the session of versions and chat (`sse.ts`) for its
 * viewer, with the seat counted as present while the stream is open and, when the client asks for
 * it, the table's presence as `presence` events. A spectator's stream counts for nothing and carries
 * no chat.
 */
import type { SseSink } from "./sse_wire.ts";
import type { GameService } from "./games.ts";
import type { Hub } from "./hub.ts";
import type { Presence } from "./presence.ts";
import { runSession } from "./sse.ts";
import { botsOf, type GameHead } from "./store.ts";

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
  /** The seq the client last saw (Last-Event-ID). */
  lastEventId?: string;
  /** The client applies deltas (`?delta=1`). */
  deltas: boolean;
  /** Chat messages after this number are sent (seated viewers); undefined: no chat. */
  chatAfter?: number;
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
  const seated = seat >= 0;
  const tell = req.presence
    ? (p: unknown) => void stream.writeSSE({ event: "presence", data: JSON.stringify(p) }).catch(() => {})
    : undefined;
  const leave = seated ? presence.enter(id, head.seats.length, seat, tell) : () => {};
  const chatAfter = req.chatAfter;
  try {
    await runSession(stream, hub, {
      id,
      viewer: seat,
      lastEventId: req.lastEventId,
      heartbeatMs,
      deltas: req.deltas,
      // Only a game with computer seats has anything to resume (a game's seats never become computers).
      onBeat: botsOf(head).length > 0 ? () => service.wakeById(id) : undefined,
      chat: seated && chatAfter !== undefined
        ? { after: chatAfter, read: (after) => service.readChat(head, seat, after) }
        : undefined,
    });
  } finally {
    leave();
  }
}
