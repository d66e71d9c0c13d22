/**
 * The one path of every write to a game. Calls on one game run one after another in this process;
 * each reads the head (for moves, the one kept in memory first), lets its step compute a plan from it
 * (`write.ts`), and commits the plan's write. When the versionstamp check fails (another process wrote
 * first), or the step asks to read again, it reads again and retries, a bounded number of times before
 * answering busy. The check in KV is the guard across processes; the queue here keeps the process's
 * own calls from racing each other.
 *
 * Every commit of this process goes through `commit`: the store writes it in one atomic operation,
 * then `settle` keeps the new heads for the next move, publishes them to the hub this loop owns and
 * wakes their computer seats. A feature that must happen with every commit goes there: its KV
 * mutations into the `Write` (the same atomic operation), what it sends after into `settle`.
 */
import type { Autopilot } from "./autopilot.ts";
import { Hub } from "./hub.ts";
import type { GameHead } from "./model/mod.ts";
import { BUSY, type Failure } from "./outcome.ts";
import { isExpired } from "./retention.ts";
import type { CommitTiming, GameStore } from "./store.ts";
import type { Step, Versioned, Write } from "./write.ts";

/** Tries per request before giving up (conflicts come only from other processes). */
const MAX_ATTEMPTS = 8;
/** Heads kept in memory for moves (the versionstamp check catches a stale one). */
export const CACHE_SIZE = 2000;

/**
 * Where a write's time went (ms): computing its plan (for a move: the seat check, the engine's apply
 * and undo judgement), the whole commit, and within it the store's wait and write and the size of its
 * group.
 */
export interface WriteTiming extends CommitTiming {
  planMs: number;
  commitMs: number;
}

/**
 * How a run ended: the step's reply with the version it concerns (the head written, or the head read
 * when nothing was written; null when there was none) and, after a write, where its time went; or a
 * refusal (the step's, or busy).
 */
export type Done<R> =
  | { ok: true; reply: R; version: Versioned | null; timing?: WriteTiming }
  | Failure;

/** Per-game serialization, the head cache, the bounded retry loop, the commits and their publication. */
export class GameLoop {
  /** Commits refused because another process changed the game first (diagnostics). */
  conflicts = 0;
  /** The live updates of this process: every version committed here is published to it at once. */
  readonly hub: Hub;
  private cache = new Map<string, Versioned>();
  private locks = new Map<string, Promise<void>>();

  /** `render` writes a version's envelope for a viewer (the hub's); `autopilot` plays computer seats. */
  constructor(
    readonly store: GameStore,
    readonly now: () => number,
    render: (g: Versioned, viewer: number) => string,
    private autopilot: Autopilot,
  ) {
    this.hub = new Hub(store, render);
  }

  /** The game if it exists and is not expired (an expired one is deleted on the way). */
  async load(id: string): Promise<Versioned | null> {
    const g = await this.store.get(id);
    if (!g) return null;
    if (isExpired(g.head, this.now())) {
      this.cache.delete(id);
      this.store.delete(g).catch(() => {});
      return null;
    }
    return g;
  }

  /** The head kept in memory for a game, if any (possibly stale). */
  peek(id: string): GameHead | undefined {
    return this.cache.get(id)?.head;
  }

  /**
   * Runs `step` on the game's head after every earlier call for the same game has finished, and
   * commits what it plans; again on a fresh head after a conflict or when it asks to read again
   * (bounded; then busy). `useCache`: the first try may work on the head kept in memory.
   */
  run<R>(id: string, step: Step<R>, useCache = false): Promise<Done<R>> {
    return this.serialize(id, async () => {
      let moves = false;
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const hit = useCache && attempt === 0 ? this.cached(id) : undefined;
        const g = hit ?? await this.load(id);
        const read = {
          g,
          cached: hit !== undefined,
          now: this.now(),
          moves: moves && g ? await this.store.moves(id) : undefined,
        };
        const t0 = performance.now();
        const plan = await step(read);
        const planMs = performance.now() - t0;
        switch (plan.kind) {
          case "refuse":
            return plan.failure;
          case "reply":
            return { ok: true, reply: plan.reply, version: g };
          case "reread":
            this.cache.delete(id);
            moves ||= plan.moves === true;
            continue;
          case "write": {
            const timing: WriteTiming = { planMs, commitMs: 0, waitMs: 0, writeMs: 0, group: 0 };
            const t1 = performance.now();
            const version = await this.commit(plan.write, timing);
            timing.commitMs = performance.now() - t1;
            if (version) return { ok: true, reply: plan.reply, version, timing };
            this.conflicts++;
          }
        }
      }
      return BUSY;
    });
  }

  /** Stores a new game built by `make` at the time given (a new id each try, retried while the id is taken), or null. */
  async create(make: (now: number) => GameHead): Promise<Versioned | null> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const version = await this.commit({ heads: [{ head: make(this.now()), from: null }], entry: null });
      if (version) return version;
    }
    return null;
  }

  /** Commits a write; its first head with the new versionstamp, or null when a check failed. */
  private async commit(w: Write, timing?: CommitTiming): Promise<Versioned | null> {
    const versionstamp = await this.store.commit(w, timing);
    if (!versionstamp) return null;
    for (const { head } of w.heads) this.settle({ head, versionstamp });
    return { head: w.heads[0].head, versionstamp };
  }

  /** What follows every commit of this process, for each head written; never throws (the commit is done). */
  private settle(g: Versioned): void {
    this.cache.delete(g.head.id);
    this.cache.set(g.head.id, g);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.hub.publish(g);
    this.autopilot.wake(g.head);
  }

  private cached(id: string): Versioned | undefined {
    const g = this.cache.get(id);
    if (g && isExpired(g.head, this.now())) {
      this.cache.delete(id);
      return undefined;
    }
    return g;
  }

  private serialize<T>(id: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.locks.get(id) ?? Promise.resolve();
    const run = prev.then(fn);
    const tail = run.then(() => {}, () => {});
    this.locks.set(id, tail);
    tail.then(() => {
      if (this.locks.get(id) === tail) this.locks.delete(id);
    });
    return run;
  }
}
