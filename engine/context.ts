/** The mutable context an action runs in: the state being changed and the events it produced. */
import type { GameEvent, GameState } from "./types.ts";

export interface Ctx {
  s: GameState;
  /** Events produced so far (null when the caller does not collect them). */
  ev: GameEvent[] | null;
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
