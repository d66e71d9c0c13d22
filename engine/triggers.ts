/** Standing triggers that react to events: Kafrene/Bespin (first neutral card played), Yavin IV (discards). */
import { defOf } from "./cards/catalog.ts";
import { type Ctx } from "./context.ts";
import { queueBaseTriggers } from "./turn.ts";
import type { GameEvent } from "./types.ts";
import { opponentInRegion } from "./seats.ts";

/** Lets the active seat's base react to an event just emitted. */
export function react(c: Ctx, e: GameEvent): void {
  const s = c.s;
  if (e.k === "play") {
    if (defOf(e.card).faction === "neutral" && ++s.turn.neutralPlayed === 1) {
      queueBaseTriggers(c, e.seat, "firstNeutralPlayed");
    }
  } else if (e.k === "discard") {
    const active = s.turn.seat;
    if (s.turn.phase !== "over" && e.seat === opponentInRegion(s, active)) {
      queueBaseTriggers(c, active, "opponentDiscard");
    }
  }
}
