/** Standing triggers that react to events: Kafrene/Bespin (first neutral card played), Yavin IV (discards). */
import { defOf } from "./cards/catalog.ts";
import { type Ctx } from "./context.ts";
import { queueBaseTriggers } from "./turn.ts";
import type { GameEvent } from "./types.ts";
import { isTeamGame, onTurn, opponentInRegion, teammateOf } from "./seats.ts";

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
  } else if (e.k === "discard" && s.turn.phase !== "over" && !onTurn(s, e.seat)) {
    // Yavin IV reacts to a discard by its owner's opponent during the owner's turn. 2v2 (multiplayer
    // card table): the discarding seat's opponent in its region deals the damage, for a Yavin IV of
    // its own ("when your opponent discards … you may deal") and of its teammate ("when your
    // teammate's opponent discards …, your teammate may deal"); docs/rulings.md, 2v2 §12.
    const opp = opponentInRegion(s, e.seat);
    if (team) queueBaseTriggers(c, teammateOf(s, opp), "opponentDiscard", opp);
    queueBaseTriggers(c, opp, "opponentDiscard");
  }
}
