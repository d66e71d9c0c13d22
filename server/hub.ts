/**
 * Live updates: one `kv.watch` on a game's head and chat head per process, shared by every listener
 * of that game. Each listener gets the latest head (changes in between are coalesced, as KV watches
 * do), the rendered message per viewer computed once per version, and the chat's message count
 * whenever it grows.
 */
import type { GameStore, Versioned, Watched } from "./store.ts";

/** What a listener receives: a game version rendered for its viewer, or null when the game is gone. */
export type Delivery = { seq: number; data: string; head: Versioned } | null;

type Listener = { viewer: number; send: (d: Delivery) => void; end: () => void; chat?: (n: number) => void };

interface Watch {
  listeners: Set<Listener>;
  last: Versioned | null | undefined;
  /** Number of chat messages last seen. */
  chat: number;
  rendered: Map<number, string>;
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

  /**
   * Calls `send` with the game's current version, then with each change, `chat` with the number of
   * chat messages each time it grows, and `end` if the watch fails; returns the unsubscribe.
   */
  subscribe(
    id: string,
    viewer: number,
    send: (d: Delivery) => void,
    end: () => void,
    chat?: (n: number) => void,
  ): () => void {
    let w = this.watches.get(id);
    if (!w) {
      const reader = this.store.watch(id).getReader();
      w = { listeners: new Set(), last: undefined, chat: 0, rendered: new Map(), reader };
      this.watches.set(id, w);
      this.pump(id, w);
    }
    const l: Listener = { viewer, send, end, chat };
    w.listeners.add(l);
    if (w.last !== undefined) queueMicrotask(() => w.listeners.has(l) && this.deliver(w, l));
    if (w.chat > 0) queueMicrotask(() => w.listeners.has(l) && l.chat?.(w.chat));
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
        if (value.chat > w.chat) {
          w.chat = value.chat;
          for (const l of w.listeners) l.chat?.(value.chat);
        }
        const next = value.game;
        if (next && w.last && next.versionstamp === w.last.versionstamp) continue;
        w.last = next;
        w.rendered.clear();
        for (const l of w.listeners) this.deliver(w, l);
      }
    } catch {
      // The watch ends when it is cancelled or the store closes; listeners see no further changes.
    } finally {
      if (this.watches.get(id) === w) this.watches.delete(id);
      for (const l of w.listeners) l.end();
    }
  }

  private deliver(w: Watch, l: Listener): void {
    const g = w.last;
    if (!g) return l.send(null);
    let data = w.rendered.get(l.viewer);
    if (data === undefined) {
      data = this.render(g, l.viewer);
      w.rendered.set(l.viewer, data);
    }
    l.send({ seq: g.head.seq, data, head: g });
  }
}
