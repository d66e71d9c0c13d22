/**
 * A claim on time as a value: a seat of a side whose opponents' clock ran out ends the game as its side's
 * win (Board Game Arena's principle: nothing happens by itself; the waiting side chooses to claim or to
 * keep waiting). The head keeps the claim (`clock.claim`); the game's winner is read from it
 * (`clock.ts` `winnerOf`), the engine's state stays as the moves left it.
 */
import { teamOf } from "../engine/mod.ts";
import { isOver, lateTeams } from "./clock.ts";
import { fail, NOT_FOUND } from "./outcome.ts";
import { withDeadline } from "./retention.ts";
import { type Credentials, seatedCaller } from "./seats.ts";
import { type Plan, type Read, refusal } from "./write.ts";

/** The plan of a claim on time by the caller's seat; replies the claimant's seat. */
export async function planClaimWin(read: Read, creds: Credentials): Promise<Plan<number>> {
  if (!read.g) return refusal(NOT_FOUND);
  const head = read.g.head;
  const caller = await seatedCaller(head, creds, "claim the game");
  if (!caller.ok) return refusal(caller);
  const seat = caller.value;
  const clock = head.clock;
  if (!clock) return refusal(fail("no-clock", "this game has no turn clock"));
  if (isOver(head)) return refusal(fail("game-over", "the game is over"));
  const team = teamOf(head.state, seat);
  if (!lateTeams(head, read.now).some((t) => t !== team)) {
    return refusal(fail("clock-running", "the other side's clock has not run out"));
  }
  const claimed = {
    ...head,
    clock: { ...clock, claim: { seat, team, at: Math.floor(read.now) } },
    last: head.last && { ...head.last, undoable: false },
  };
  return {
    kind: "write",
    write: { heads: [{ head: withDeadline(claimed, read.now), from: read.g }], entry: null },
    reply: seat,
  };
}
