/**
 * The trigger detector: standing triggers found among the events a step produced (Kafrene/Bespin: the
 * first neutral card played; Yavin IV: discards). The queue runner calls it after every step.
 */
import { defOf } from "../cards/catalog.ts";
import type { Ctx } from "../state/context.ts";
import { queueBaseTriggers } from "../turn/turn.ts";
import { isTeamGame, onTurn, opponentInRegion, teammateOf } from "../state/seats.ts";

/**
 * Queues the base abilities that react to the events recorded since the last look, in the order of
 * the events (each reaction goes to the front of the queue, as the step leaves it).
 */
export function detectTriggers(c: Ctx): void {
  const s = c.s;
  const ev = c.ev;
  for (let i = c.seen; i < ev.length; i++) {
    const e = ev[i];
    if (e.k === "play") {
      if (defOf(e.card).faction === "neutral" && ++s.turn.neutralPlayed === 1) {
        // 2v2: whoever plays the team's first neutral card draws once per copy of Bespin or Kafrene
        // among the teammates' bases (multiplayer card table).
        if (isTeamGame(s)) queueBaseTriggers(c, teammateOf(s, e.seat), "firstNeutralPlayed", e.seat);
        queueBaseTriggers(c, e.seat, "firstNeutralPlayed");
      }
    } else if (e.k === "discard" && s.turn.phase !== "over" && !onTurn(s, e.seat)) {
      // Yavin IV reacts to a discard by its owner's opponent during the owner's turn. 2v2 (multiplayer
      // card table): the discarding seat's opponent in its region deals the damage, for a Yavin IV of
      // its own ("when your opponent discards … you may deal") and of its teammate ("when your
      // teammate's opponent discards …, your teammate may deal"); docs/rulings.md, 2v2 §12.
      const opp = opponentInRegion(s, e.seat);
      if (isTeamGame(s)) queueBaseTriggers(c, teammateOf(s, opp), "opponentDiscard", opp);
      queueBaseTriggers(c, opp, "opponentDiscard");
    }
  }
  c.seen = ev.length;
}
