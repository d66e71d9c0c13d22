/**
 * How long games are kept. The rule and the deadline live in each game's value; expired games are
 * treated as gone when read and deleted lazily, and a sweep (Deno.cron on Deploy, a timer when
 * self-hosted) deletes the rest through the store's expiry index.
 */
import { expiryBucket, type GameHead, type Retention } from "./model/mod.ts";
import type { GameStore } from "./store.ts";

const DAY = 86_400_000;

/** Default retention: unjoined games 2 days, idle games 30 days, finished games 7 days. */
export const DEFAULT_RETENTION: Retention = { waitingMs: 2 * DAY, idleMs: 30 * DAY, finishedMs: 7 * DAY };

/** The head with its deadline recomputed after a change at time `now`. */
export function withDeadline(head: GameHead, now: number): GameHead {
  const r = head.retention;
  const ms = head.state.winner >= 0
    ? r.finishedMs
    : head.seats.some((s) => s === null)
    ? r.waitingMs
    : r.idleMs;
  const expiresAt = Math.floor(now + ms);
  head.at = now;
  head.expiresAt = expiresAt;
  head.expiryBucket = expiryBucket(expiresAt);
  return head;
}

/** Whether a game is past its deadline. */
export function isExpired(head: GameHead, now: number): boolean {
  return head.expiresAt <= now;
}

/** Deletes games whose deadline passed (at most `limit` index entries per call); how many were deleted. */
export async function sweep(store: GameStore, now: number, limit = 200): Promise<number> {
  return (await sweepBatch(store, now, limit)).deleted;
}

/** One batch of the sweep: index entries looked at, games deleted, and stale index entries dropped. */
async function sweepBatch(
  store: GameStore,
  now: number,
  limit: number,
): Promise<{ seen: number; deleted: number; dropped: number }> {
  let deleted = 0, seen = 0, dropped = 0;
  for (const { id, bucket } of await store.dueForExpiry(now, limit)) {
    seen++;
    const g = await store.get(id);
    if (g && isExpired(g.head, now)) {
      if (await store.delete(g)) deleted++;
    } else if (!g || g.head.expiryBucket !== bucket) {
      await store.dropExpiry(bucket, id);
      dropped++;
    }
  }
  return { seen, deleted, dropped };
}

/**
 * Deletes every game whose deadline passed by `now`, a batch at a time with a pause between batches so
 * that moves keep their pace while thousands of games expire at once; how many were deleted.
 */
export async function sweepAll(store: GameStore, now: number, batch = 200, pauseMs = 5): Promise<number> {
  let total = 0;
  for (;;) {
    const { seen, deleted, dropped } = await sweepBatch(store, now, batch);
    total += deleted;
    // Done when nothing more is due, or when a whole batch changed nothing (games moving: the next run retries).
    if (seen < batch || deleted + dropped === 0) return total;
    await new Promise((r) => setTimeout(r, pauseMs));
  }
}

/** Runs the sweep hourly: with Deno.cron where it exists (Deno Deploy), else at start and on a timer. */
export function scheduleSweeps(store: GameStore): void {
  const run = async () => {
    try {
      await sweepAll(store, Date.now());
    } catch (e) {
      console.error("sweep failed", e);
    }
  };
  if (typeof Deno.cron === "function") {
    Deno.cron("delete expired games", "17 * * * *", run);
  } else {
    run();
    setInterval(run, 3_600_000);
  }
}
