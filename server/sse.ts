/**
 * One Server-Sent Events session: the caller's view of each game version (`id:` is the seq), only
 * the latest when the client is slow, a heartbeat comment, and resumption after `Last-Event-ID`.
 * A session with deltas sends the event `delta` instead of the whole envelope whenever the client
 * holds the version the delta starts from (what this stream sent it last); otherwise the envelope.
 *
 * A seated session checks, before it sends anything of the seat (a version, a chat page) and at every
 * heartbeat, that the credentials it was opened with still hold the seat in the newest head known;
 * once they do not (the seat moved to another device), it drops what it had prepared for the seat and
 * goes on as a spectator's session: the current version rendered for a spectator, whole, then
 * spectators' versions, no chat.
 */
import type { SseSink } from "./sse_wire.ts";
import type { ChatCursor, Gone } from "../api/contract.ts";
import { SPECTATOR } from "../engine/mod.ts";
import type { Delivery, Hub } from "./hub.ts";
import type { GameHead } from "./model/mod.ts";
import type { ChatRead } from "./talk.ts";

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
  /**
   * Table talk for a seated viewer: where its client stands, and the read of what follows (null when
   * the credentials no longer hold the seat in the head read after the messages).
   */
  chat?: { after: ChatCursor; read: (after: ChatCursor) => Promise<ChatRead | null> };
  /**
   * A seated session's credentials: whether they hold the seat in a head, and what to do once they no
   * longer do (called once, when the session becomes a spectator's).
   */
  seat?: { holds: (head: GameHead) => boolean; retired: () => void };
}

/**
 * Streams a game to one viewer until the client goes away or the game is gone: each version as a
 * message with `id: seq`, and (seated viewers) each batch of new chat messages as an event `chat`.
 */
export async function runSession(stream: SseSink, hub: Hub, session: Session): Promise<void> {
  const { id, lastEventId, heartbeatMs = HEARTBEAT_MS, onBeat, deltas } = session;
  let { viewer, chat, seat } = session;
  let finish!: () => void;
  const finished = new Promise<void>((r) => (finish = r));
  stream.onAbort(finish);
  let first = true;
  let pending: Delivery | undefined;
  /** The versionstamp of the envelope the client holds from this stream, and that envelope's text. */
  let held: string | undefined;
  let shown: string | undefined;
  let chatDirty = false;
  let cursor = chat?.after ?? { table: 0, team: 0 };
  let writing = false;

  /** Whether the session may still send the seat's own things: not seated, or its seat still held. */
  const holding = (head?: GameHead) => {
    if (!seat) return true;
    const newest = hub.current(id);
    return (!head || seat.holds(head)) && (!newest || seat.holds(newest));
  };

  const pump = async () => {
    writing = true;
    try {
      while ((pending !== undefined || chatDirty) && !stream.aborted) {
        if (pending === undefined) {
          chatDirty = false;
          const r = chat && await chat.read(cursor);
          if (!chat || r === undefined) continue;
          if (r === null || !holding()) {
            retire();
            continue;
          }
          cursor = r.page.last;
          if (r.more) chatDirty = true;
          if (r.page.messages.length > 0) {
            await stream.writeSSE({ event: "chat", data: JSON.stringify(r.page) });
          }
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
        if (!holding(d.head.head)) {
          retire();
          continue;
        }
        const prevHeld = held;
        held = d.head.versionstamp;
        // A write that changed nothing this viewer sees (another seat's transfer) is not told.
        if (d.data === shown) continue;
        const delta = deltas ? d.delta(prevHeld) : undefined;
        shown = d.data;
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

  /** Subscribes the session's current viewer; `resume`: the first version may be the client's already. */
  const subscribe = (resume: boolean) => {
    let firstDelivery = resume;
    return hub.subscribe(
      id,
      viewer,
      (d) => {
        if (firstDelivery) {
          firstDelivery = false;
          if (d && alreadySeen(d.head.head, lastEventId)) {
            held = d.head.versionstamp;
            shown = d.data;
            return;
          }
        }
        pending = d;
        if (!writing) pump();
      },
      finish,
      () => {
        if (!chat) return;
        chatDirty = true;
        if (!writing) pump();
      },
    );
  };

  /**
   * The credentials no longer hold the seat: nothing prepared for it is sent (the pending version, the
   * chat), the client's envelope is not a base for deltas any more, and the stream goes on as a
   * spectator's from the current version, sent whole.
   */
  const retire = () => {
    if (!seat) return;
    const told = seat;
    seat = undefined;
    chat = undefined;
    chatDirty = false;
    pending = undefined;
    held = shown = undefined;
    viewer = SPECTATOR;
    const old = unsubscribe;
    unsubscribe = subscribe(false);
    old();
    told.retired();
  };

  let unsubscribe = subscribe(true);
  const beat = setInterval(() => {
    if (!holding()) retire();
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
