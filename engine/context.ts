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

/** Seat playing the other side in 1v1 (the opponent in the seat's region). */
export function opponentOf(s: GameState, seat: number): number {
  const me = s.seats[seat];
  for (let i = 0; i < s.seats.length; i++) {
    const o = s.seats[i];
    if (o.team !== me.team && o.region === me.region) return i;
  }
  throw new Error("no opponent");
}
