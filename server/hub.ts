/**
 * Live updates: one `kv.watch` on a game's head and chat head per process, shared by every listener
 * of that game, and the commits this process makes itself (`publish`, at once: no wait for the watch
 * to notice the write and read it back). Each listener gets the latest head (changes in between are
 * coalesced, as KV watches do; a version older than one already delivered is dropped, whichever of the
 * two paths brings it last), the rendered message per viewer computed once per version, the delta from
 * the viewer's previous version on demand (once per version too), and a call whenever the chat
 * changes (a message on any line: each listener reads what it may). `current` is the newest head the
 * process knows, for the checks a stream makes before it sends anything.
 */
import { diff } from "../api/delta.ts";
import type { GameHead } from "./model/mod.ts";
import type { GameStore, Watched } from "./store.ts";
import type { Versioned } from "./write.ts";

/**
 * What a listener receives: a game version rendered for its viewer, or null when the game is gone.
 * `delta(from)` is the SSE delta onto the viewer's envelope of version `from` (a versionstamp), when
 * `from` is the version the hub saw before this one, the seq moved on and the delta is the lighter.
 */
export type Delivery = {
  seq: number;
  data: string;
  head: Versioned;
  delta: (from: string | undefined) => string | undefined;
} | null;

/**
 * A version rendered for one viewer: the envelope as JSON; the version before it (versionstamp, and
 * the viewer's envelope then until the delta is computed); the delta once computed (null: none pays).
 */
interface Rendered {
  seq: number;
  data: string;
  prev?: { stamp: string; seq: number };
  prevData?: string;
  delta?: string | null;
}

type Listener = { viewer: number; send: (d: Delivery) => void; end: () => void; chat?: () => void };

interface Watch {
  listeners: Set<Listener>;
  last: Versioned | null | undefined;
  /** The newest version known: delivered, or committed by this process and not delivered yet. */
  known: Versioned | null | undefined;
  /** The newest versionstamp delivered (kept once the game is gone: nothing older comes back). */
  stamp: string;
  /** The chat head's versionstamp last seen (null: no chat yet). */
  chat: string | null;
  rendered: Map<number, Rendered>;
  reader: ReadableStreamDefaultReader<Watched>;
}

/** Fans game changes out to listeners, rendering each version once per viewer. */
export class Hub {
  private watches = new Map<string, Watch>();

  constructor(
    private store: GameStore,
    private render: (g: Versioned, viewer: number) => string,
  ) {}

  /** Number of games watched (for tests and diagnostics). */
  get size(): number {
    return this.watches.size;
  }

  /** The newest head of a watched game this process knows (delivered or just committed here). */
  current(id: string): GameHead | undefined {
    return this.watches.get(id)?.known?.head;
  }

  /**
   * Calls `send` with the game's current version, then with each change, `chat` once the game has a
   * chat and again each time it changes, and `end` if the watch fails; returns the unsubscribe.
   */
  subscribe(
    id: string,
    viewer: number,
    send: (d: Delivery) => void,
    end: () => void,
    chat?: () => void,
  ): () => void {
    let w = this.watches.get(id);
    if (!w) {
      const reader = this.store.watch(id).getReader();
      w = {
        listeners: new Set(),
        last: undefined,
        known: undefined,
        stamp: "",
        chat: null,
        rendered: new Map(),
        reader,
      };
      this.watches.set(id, w);
      this.pump(id, w);
    }
    const l: Listener = { viewer, send, end, chat };
    w.listeners.add(l);
    if (w.last !== undefined) queueMicrotask(() => w.listeners.has(l) && this.deliver(w, l));
    if (w.chat !== null) queueMicrotask(() => w.listeners.has(l) && l.chat?.());
    return () => {
      w.listeners.delete(l);
      if (w.listeners.size === 0 && this.watches.get(id) === w) {
        this.watches.delete(id);
        w.reader.cancel().catch(() => {});
      }
    };
  }

  private async pump(id: string, w: Watch): Promise<void> {
    try {
      for (;;) {
        const { done, value } = await w.reader.read();
        if (done) break;
        // The head first: a stream checks its seat against it before it reads the chat.
        const stamp = value.versionstamp;
        if (stamp === null || stamp > w.stamp) {
          this.advance(w, stamp === null ? null : { head: value.head(), versionstamp: stamp });
        }
        if (value.chat !== null && value.chat !== w.chat) {
          w.chat = value.chat;
          for (const l of w.listeners) l.chat?.();
        }
      }
    } catch {
      // The watch ends when it is cancelled or the store closes; listeners see no further changes.
    } finally {
      if (this.watches.get(id) === w) this.watches.delete(id);
      for (const l of w.listeners) l.end();
    }
  }

  /**
   * A version of a game this process has just committed: delivered to the game's listeners in the
   * next task (after the mover's response is on its way), without waiting for the watch, which brings
   * the same version later (then skipped). Never throws: the commit is done.
   */
  publish(g: Versioned): void {
    const watched = this.watches.get(g.head.id);
    if (!watched) return;
    if (watched.known && g.versionstamp > watched.known.versionstamp) watched.known = g;
    setTimeout(() => {
      const w = this.watches.get(g.head.id);
      if (!w || w.last === undefined) return;
      try {
        this.advance(w, g);
      } catch {
        // A listener that cannot be served now gets the version from the watch.
      }
    }, 0);
  }

  /** Moves a watch on to `next` (null: the game is gone) unless it is not newer than what was delivered. */
  private advance(w: Watch, next: Versioned | null): void {
    if (next && next.versionstamp <= w.stamp) return;
    if (next) w.stamp = next.versionstamp;
    else if (w.last === null) return;
    const before = w.last, prev = w.rendered;
    w.last = next;
    if (!next || !w.known || next.versionstamp >= w.known.versionstamp) w.known = next;
    w.rendered = new Map();
    for (const l of w.listeners) {
      this.deliver(w, l, before ? { stamp: before.versionstamp, prev } : undefined);
    }
  }

  private deliver(w: Watch, l: Listener, before?: { stamp: string; prev: Map<number, Rendered> }): void {
    const g = w.last;
    if (!g) return l.send(null);
    let r = w.rendered.get(l.viewer);
    if (r === undefined) {
      const p = before?.prev.get(l.viewer);
      r = { seq: g.head.seq, data: this.render(g, l.viewer) };
      if (p) Object.assign(r, { prev: { stamp: before!.stamp, seq: p.seq }, prevData: p.data });
      w.rendered.set(l.viewer, r);
    }
    const it = r;
    l.send({ seq: g.head.seq, data: r.data, head: g, delta: (from) => deltaOf(it, from) });
  }
}

/** The delta of a rendered version onto the one before it, if the client holds that one and it pays. */
function deltaOf(r: Rendered, from: string | undefined): string | undefined {
  if (!r.prev || r.prev.stamp !== from || r.prev.seq >= r.seq) return undefined;
  if (r.delta === undefined) {
    const d = JSON.stringify(diff(JSON.parse(r.prevData!), JSON.parse(r.data)));
    r.delta = d.length < r.data.length ? d : null;
    r.prevData = undefined;
  }
  return r.delta ?? undefined;
}
