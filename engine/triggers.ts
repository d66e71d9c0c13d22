/** Standing triggers that react to events: Kafrene/Bespin (first neutral card played), Yavin IV (discards). */
import { defOf } from "./cards/catalog.ts";
import { type Ctx } from "./context.ts";
import { queueBaseTriggers } from "./turn.ts";
import { opponentInRegion } from "./seats.ts";

/** Lets the active seat's base react to an event just emitted. */
export function react(c: Ctx, e: { k: string; [key: string]: unknown }): void {
  const s = c.s;
  if (e.k === "play") {
    if (defOf(e.card as number).faction === "neutral" && ++s.turn.neutralPlayed === 1) {
      queueBaseTriggers(c, e.seat as number, "firstNeutralPlayed");
    }
  } else if (e.k === "discard") {
    const active = s.turn.seat;
    if (s.turn.phase !== "over" && e.seat === opponentInRegion(s, active)) {
      queueBaseTriggers(c, active, "opponentDiscard");
    }
  }
}
