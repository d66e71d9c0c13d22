/** Standing triggers that react to events: Kafrene/Bespin (first neutral card played), Yavin IV (discards). */
import { defOf } from "./cards/catalog.ts";
import { type Ctx } from "./context.ts";
import { queueBaseTriggers } from "./turn.ts";
import type { GameEvent } from "./types.ts";
import { isTeamGame, opponentInRegion, teammateOf } from "./seats.ts";

/** Lets the active seat's base react to an event just emitted. */
export function react(c: Ctx, e: GameEvent): void {
  const s = c.s;
  const team = isTeamGame(s);
  if (e.k === "play") {
    if (defOf(e.card).faction === "neutral" && ++s.turn.neutralPlayed === 1) {
      // 2v2: whoever plays the team's first neutral card draws once per copy of Bespin or Kafrene
      // among the teammates' bases (multiplayer card table).
      if (team) queueBaseTriggers(c, teammateOf(s, e.seat), "firstNeutralPlayed", e.seat);
      queueBaseTriggers(c, e.seat, "firstNeutralPlayed");
    }
  } else if (e.k === "discard") {
    if (s.turn.phase === "over") return;
    if (!team) {
      const active = s.turn.seat;
      if (e.seat === opponentInRegion(s, active)) queueBaseTriggers(c, active, "opponentDiscard");
      return;
    }
    // 2v2: Yavin IV reacts to a discard by its owner's opponent (the one in its region) during the
    // owner's team turn (multiplayer card table).
    if (s.seats[e.seat].team !== s.seats[s.turn.seat].team) {
      queueBaseTriggers(c, opponentInRegion(s, e.seat), "opponentDiscard");
    }
  }
}
