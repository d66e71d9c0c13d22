/**
 * One Server-Sent Events session: the caller's view of each game version (`id:` is the seq), only
 * the latest when the client is slow, a heartbeat comment, and resumption after `Last-Event-ID`.
 * A session with deltas sends the event `delta` instead of the whole envelope whenever the client
 * holds the version the delta starts from (what this stream sent it last); otherwise the envelope.
 */
import type { SseSink } from "./sse_wire.ts";
import type { ChatPage, Gone } from "../api/contract.ts";
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

/** One viewer's session: the game, the viewer, where its client resumes, and the session's hooks. */
export interface Session {
  id: string;
  viewer: number;
  /** The client's Last-Event-ID (the seq it last saw). */
  lastEventId?: string;
  heartbeatMs?: number;
  /** Runs with every heartbeat (the server uses it to resume a computer opponent whose process died). */
  onBeat?: () => void;
  /** Whether the client applies deltas (`?delta=1`). */
  deltas?: boolean;
  /** Table talk for a seated viewer: the messages it may read after a number, and the last it saw. */
  chat?: { after: number; read: (after: number) => Promise<ChatPage> };
}

/**
 * Streams a game to one viewer until the client goes away or the game is gone: each version as a
 * message with `id: seq`, and (seated viewers) each batch of new chat messages as an event `chat`.
 */
export async function runSession(stream: SseSink, hub: Hub, session: Session): Promise<void> {
  const { id, viewer, lastEventId, heartbeatMs = HEARTBEAT_MS, onBeat, chat, deltas } = session;
  let finish!: () => void;
  const finished = new Promise<void>((r) => (finish = r));
  stream.onAbort(finish);
  let first = true;
  let pending: Delivery | undefined;
  /** The versionstamp of the envelope the client holds from this stream. */
  let held: string | undefined;
  let chatTo = 0;
  let chatSent = chat?.after ?? 0;
  let writing = false;

  const pump = async () => {
    writing = true;
    try {
      while ((pending !== undefined || chatTo > chatSent) && !stream.aborted) {
        if (pending === undefined) {
          const page = await chat!.read(chatSent);
          chatSent = page.last > chatSent ? page.last : chatTo;
          if (page.messages.length > 0) await stream.writeSSE({ event: "chat", data: JSON.stringify(page) });
          continue;
        }
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
        const delta = deltas ? d.delta(held) : undefined;
        held = d.head.versionstamp;
        await stream.writeSSE({
          id: String(d.seq),
          event: delta && "delta",
          data: delta ?? d.data,
          retry: first ? 2000 : undefined,
        });
        first = false;
      }
    } catch {
      finish();
    } finally {
      writing = false;
    }
  };

  let firstDelivery = true;
  const unsubscribe = hub.subscribe(
    id,
    viewer,
    (d) => {
      if (firstDelivery) {
        firstDelivery = false;
        if (d && alreadySeen(d.head.head, lastEventId)) return void (held = d.head.versionstamp);
      }
      pending = d;
      if (!writing) pump();
    },
    finish,
    chat && ((n) => {
      chatTo = Math.max(chatTo, n);
      if (!writing) pump();
    }),
  );
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
