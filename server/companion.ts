/**
 * What rides along with a game's change in its own atomic commit (the push outbox, `push/outbox.ts`),
 * and what the committing process does once that commit succeeded. The store adds the writes and runs the
 * steps; it knows nothing of what they are for.
 */
import type { GameHead } from "./model/mod.ts";

/**
 * The writes a change from `prev` (null: a game created) to `next` at time `at` adds to its commit, and the
 * step after it; or null.
 */
export type Companion = (
  prev: GameHead | null,
  next: GameHead,
  at: number,
) => { mutations: Deno.KvMutation[]; committed: () => void } | null;

/** Steps to run once a commit succeeded. */
export type AfterCommit = (() => void)[];

/** Runs the steps of a succeeded commit; one that throws is logged, never thrown into the commit's caller. */
export function runAll(steps: AfterCommit): void {
  for (const step of steps) {
    try {
      step();
    } catch (e) {
      console.error("after commit", e);
    }
  }
}
