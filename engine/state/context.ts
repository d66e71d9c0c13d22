/** The mutable context an action runs in: the state being changed and the events it produced. */
import type { GameEvent, GameState } from "./types.ts";

export interface Ctx {
  s: GameState;
  /** Events produced so far (the caller's list, or one of the action's own). */
  ev: GameEvent[];
  /** How many of `ev` the trigger detector has looked at (abilities/triggers.ts). */
  seen: number;
}

/** A context for changing a state; events go to the caller's list when it keeps one. */
export function contextFor(s: GameState, events: GameEvent[] | null = null): Ctx {
  const ev = events ?? [];
  return { s, ev, seen: ev.length };
}

/** Records an event; standing triggers find it after the step (the queue runner, abilities/run.ts). */
export function emit(c: Ctx, e: GameEvent): void {
  c.ev.push(e);
}

/** Thrown when a preview built from a view needs information the view does not hold. */
export class HiddenInfo extends Error {
  constructor(what: string) {
    super(`hidden information: ${what}`);
    this.name = "HiddenInfo";
  }
}

/** The random generator, or HiddenInfo in a preview. */
export function rngOf(c: Ctx): number[] {
  if (!c.s.rng) throw new HiddenInfo("random");
  return c.s.rng;
}
