/**
 * How fast a seat may change a game: moves and undos together, per seat, a burst of `burst` and then
 * one every `everyMs` (a generic cell rate: one number per seat, kept in the head and written with the
 * change itself, so every process serving the game applies the same limit). The computer's seats are
 * not limited (their moves never come through here).
 *
 * Why: each change is a commit, a log entry kept as long as the game, and an update to every viewer;
 * undo and redo in a loop would grow the log without end. A person at the table makes a few changes a
 * second at most, in short bursts (an attack is two moves), far below the limit.
 */
import { fail, type Result } from "./outcome.ts";
import type { GameHead } from "./model/mod.ts";

/** A pace: the least time between changes in the long run, and how many may come at once. */
export interface Pace {
  everyMs: number;
  burst: number;
}

/** The default: 30 at once, then 4 per second. */
export const DEFAULT_PACE: Pace = { everyMs: 250, burst: 30 };

/**
 * The head's `pace` after one more change by `seat` at `now`, or `rate-limited` (nothing to write)
 * when the seat is ahead of its pace. No pace (null): no limit, and nothing written.
 */
export function paced(
  head: GameHead,
  seat: number,
  now: number,
  pace: Pace | null,
): Result<number[]> {
  if (!pace) return { ok: true, value: head.pace };
  const due = Math.max(head.pace[seat] ?? 0, now);
  const ahead = due - now - (pace.burst - 1) * pace.everyMs;
  if (ahead > 0) {
    return fail(
      "rate-limited",
      `too many moves: at most one every ${pace.everyMs} ms; try again in ${Math.ceil(ahead)} ms`,
    );
  }
  const next = head.seats.map((_, i) => head.pace[i] ?? 0);
  next[seat] = due + pace.everyMs;
  return { ok: true, value: next };
}

/** The pace of `MOVE_RATE` (changes per second per seat; 0: no limit; unset or invalid: the default). */
export function paceFromEnv(rate: string | undefined): Pace | null {
  const n = Number(rate);
  if (rate === undefined || rate.trim() === "" || !(n >= 0)) return DEFAULT_PACE;
  return n === 0 ? null : { everyMs: 1000 / n, burst: DEFAULT_PACE.burst };
}
