/**
 * One Server-Sent Events session: the caller's view of each game version (`id:` is the seq), only
 * the latest when the client is slow, a heartbeat comment, and resumption after `Last-Event-ID`.
 */
import type { SSEStreamingApi } from "hono/streaming";
import type { Gone } from "../api/contract.ts";
import type { Delivery, Hub } from "./hub.ts";
import type { GameHead } from "./store.ts";

/** Default heartbeat period (the contract promises one at least every 15 s). */
const HEARTBEAT_MS = 10_000;

/**
 * Whether a client that last saw `lastEventId` already has this version: the same seq, and nothing
 * outside the moves (a seat taken, a rematch) that it could have missed.
 */
function alreadySeen(head: GameHead, lastEventId: string | undefined): boolean {
  return lastEventId === String(head.seq) && head.rematch === null && head.seats.every((s) => s !== null);
}

/**
 * Streams a game to one viewer until the client goes away or the game is gone; `onBeat` runs with
 * every heartbeat (the server uses it to resume a computer opponent whose process died).
 */
export async function runSession(
  stream: SSEStreamingApi,
  hub: Hub,
  id: string,
  viewer: number,
  lastEventId: string | undefined,
  heartbeatMs = HEARTBEAT_MS,
  onBeat?: () => void,
): Promise<void> {
  let finish!: () => void;
  const finished = new Promise<void>((r) => (finish = r));
  stream.onAbort(finish);
  let first = true;
  let pending: Delivery | undefined;
  let writing = false;

  const pump = async () => {
    writing = true;
    try {
      while (pending !== undefined && !stream.aborted) {
        const d = pending;
        pending = undefined;
        if (d === null) {
          await stream.writeSSE({
            event: "gone",
            data: JSON.stringify({ error: "not-found" } satisfies Gone),
          });
          finish();
          break;
        }
        await stream.writeSSE({ id: String(d.seq), data: d.data, retry: first ? 2000 : undefined });
        first = false;
      }
    } finally {
      writing = false;
    }
  };

  let firstDelivery = true;
  const unsubscribe = hub.subscribe(id, viewer, (d) => {
    if (firstDelivery) {
      firstDelivery = false;
      if (d && alreadySeen(d.head.head, lastEventId)) return;
    }
    pending = d;
    if (!writing) pump();
  }, finish);
  const beat = setInterval(() => {
    if (!writing) stream.write(": heartbeat\n\n");
    onBeat?.();
  }, heartbeatMs);
  try {
    await finished;
  } finally {
    clearInterval(beat);
    unsubscribe();
  }
}
