/**
 * The queue runner: runs the rules' tasks one step at a time, and after each step (and after the
 * action or answer that started it) lets standing triggers react to the events that step produced.
 */
import type { Ctx } from "../state/context.ts";
import { exec } from "./effects.ts";
import { runRule } from "../turn/turn.ts";
import { detectTriggers } from "./triggers.ts";

/** Runs queued tasks until a decision is pending, the queue is empty or the game is over. */
export function runQueue(c: Ctx): void {
  const s = c.s;
  detectTriggers(c);
  while (s.pending.length === 0 && s.queue.length > 0 && s.winner < 0) {
    const t = s.queue.shift()!;
    if ("rule" in t) runRule(c, t.rule, t.seat);
    else exec(c, t);
    detectTriggers(c);
  }
  if (s.winner >= 0) {
    s.queue.length = 0;
    s.pending.length = 0;
  }
}
