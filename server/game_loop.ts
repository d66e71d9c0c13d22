/**
 * The path of every write to a game: calls on one game run one after another in this process; each
 * reads the head (for moves, the one kept in memory first), tries its change, and when the
 * versionstamp check fails (another process wrote first) reads again and retries, a bounded number of
 * times before answering busy. The check in KV is the guard across processes; the queue here keeps
 * the processes' own calls from racing each other.
 */
import { isExpired } from "./retention.ts";
import type { GameHead, GameStore, Versioned } from "./store.ts";

/** What a try returns when its commit met a newer version of the game: read again and retry. */
export const CONFLICT: unique symbol = Symbol("conflict");
/** What a try returns when it must see a fresh head before answering (it worked on the cached one). */
export const REREAD: unique symbol = Symbol("reread");
/** The outcome of one try. */
export type Attempt<T> = T | typeof CONFLICT | typeof REREAD;

/** Tries per request before giving up (conflicts come only from other processes). */
const MAX_ATTEMPTS = 8;
/** Heads kept in memory for moves (the versionstamp check catches a stale one). */
export const CACHE_SIZE = 2000;

/**
 * Runs `step` until it settles, at most MAX_ATTEMPTS times, then answers `busy()`; `onConflict`
 * counts the conflicts.
 */
async function retry<T>(
  step: (attempt: number) => Promise<Attempt<T>>,
  busy: () => T,
  onConflict: () => void = () => {},
): Promise<T> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const r = await step(attempt);
    if (r === CONFLICT) onConflict();
    else if (r !== REREAD) return r;
  }
  return busy();
}

/** Per-game serialization, the head cache and the bounded retry loop over a GameStore. */
export class GameLoop {
  /** Commits refused because another process changed the game first (diagnostics). */
  conflicts = 0;
  private cache = new Map<string, Versioned>();
  private locks = new Map<string, Promise<void>>();

  /** `onCommit` runs after every commit this process makes, with the new head and its versionstamp. */
  constructor(
    readonly store: GameStore,
    readonly now: () => number,
    private onCommit: (g: Versioned) => void,
  ) {}

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
   * Runs a version-checked `write` of `heads`: on success each is recorded (kept for the next move,
   * `onCommit` told) and the first is returned with its versionstamp; CONFLICT when the check failed.
   */
  async commit(
    write: () => Promise<string | null>,
    ...heads: GameHead[]
  ): Promise<Versioned | typeof CONFLICT> {
    const versionstamp = await write();
    if (!versionstamp) return CONFLICT;
    for (const head of heads) {
      const g = { head, versionstamp };
      this.cache.delete(head.id);
      this.cache.set(head.id, g);
      if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
      this.onCommit(g);
    }
    return { head: heads[0], versionstamp };
  }

  /**
   * Runs `step` on the game's head after every earlier call for the same game has finished, and
   * again on a fresh head while it returns CONFLICT or REREAD (bounded; then `busy()`). `step` gets
   * null when the game does not exist, and `cached` true when it works on the head kept in memory
   * (only the first try of a call with `useCache`).
   */
  run<T>(
    id: string,
    step: (g: Versioned | null, cached: boolean) => Promise<Attempt<T>>,
    busy: () => T,
    useCache = false,
  ): Promise<T> {
    return this.serialize(id, () =>
      retry(
        async (attempt) => {
          const hit = useCache && attempt === 0 ? this.cached(id) : undefined;
          const r = await step(hit ?? await this.load(id), hit !== undefined);
          if (r === REREAD) this.cache.delete(id);
          return r;
        },
        busy,
        () => this.conflicts++,
      ));
  }

  /** Stores a new game built by `make` (a new id each try, retried while the id is taken), or null. */
  add(make: () => GameHead): Promise<Versioned | null> {
    return retry(() => {
      const head = make();
      return this.commit(() => this.store.create(head), head);
    }, () => null);
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
