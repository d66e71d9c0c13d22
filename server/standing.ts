/**
 * Standing answers on the server: a seat's settings kept in the game's head (only its own credentials
 * read or change them), and the move the server makes for it when a decision they cover waits. That
 * move is an ordinary move of the seat in the log (its action id `standing.<seq>`), planned from the
 * seat's own view (`engine/bots/standing.ts`) and committed by the game loop like the computer's, which
 * the autopilot wakes after every commit and read of the game.
 */
import { type Action, viewFor } from "../engine/mod.ts";
import { STANDING_KINDS, standingAnswer, type StandingAnswers } from "../engine/bots/standing.ts";
import type { StandingAnswersBody } from "../api/contract.ts";
import type { StandingInput } from "../api/schemas.ts";
import type { GameHead } from "./model/mod.ts";
import { isOver } from "./clock.ts";
import { moveWrite } from "./moves.ts";
import { NOT_FOUND, type Result } from "./outcome.ts";
import { type Credentials, hasStarted, seatedCaller } from "./seats.ts";
import { type Plan, type Read, refusal } from "./write.ts";

/** A seat's standing answers with every question filled in ("ask" where none is set). */
export function standingOf(head: GameHead, seat: number): StandingAnswersBody {
  const set = head.standing?.[seat] ?? {};
  return Object.fromEntries(STANDING_KINDS.map((k) => [k, set[k] ?? "ask"])) as StandingAnswersBody;
}

/** The caller's own standing answers, or why not (401 without a token, 403 for a token of no seat). */
export async function readStanding(head: GameHead, creds: Credentials): Promise<Result<StandingAnswersBody>> {
  const caller = await seatedCaller(head, creds, "read standing answers");
  return caller.ok ? { ok: true, value: standingOf(head, caller.value) } : caller;
}

/** The plan of setting the caller's standing answers: the head with them (no log entry; the reply: all of them). */
export async function planSetStanding(
  { g }: Read,
  creds: Credentials,
  input: StandingInput,
): Promise<Plan<StandingAnswersBody>> {
  if (!g) return refusal(NOT_FOUND);
  const caller = await seatedCaller(g.head, creds, "set standing answers");
  if (!caller.ok) return refusal(caller);
  const seat = caller.value;
  const answers: StandingAnswers = {};
  for (const k of STANDING_KINDS) {
    if (input[k] && input[k] !== "ask") Object.assign(answers, { [k]: input[k] });
  }
  const standing = g.head.state.seats.map((_, i) => g.head.standing?.[i] ?? null);
  standing[seat] = Object.keys(answers).length > 0 ? answers : null;
  const head: GameHead = { ...g.head, standing };
  return { kind: "write", write: { heads: [{ head, from: g }], entry: null }, reply: standingOf(head, seat) };
}

/** The answer the seat's standing answers give now to one of its pending decisions, or null. */
export function standingFor(head: GameHead, seat: number): Action | null {
  const answers = head.standing?.[seat];
  if (!answers || isOver(head) || !hasStarted(head)) return null;
  if (!head.state.pending.some((d) => d.seat === seat)) return null;
  return standingAnswer(viewFor(head.state, seat), answers);
}

/** The seat whose standing answers answer one of its pending decisions now, and the answer; or null. */
export function standingToAct(head: GameHead): { seat: number; action: Action } | null {
  for (let seat = 0; seat < (head.standing?.length ?? 0); seat++) {
    const action = standingFor(head, seat);
    if (action) return { seat, action };
  }
  return null;
}

/** Action id of a standing answer producing seq `seq + 1` (a second process trying it conflicts). */
export const standingActionId = (seq: number): string => `standing.${seq}`;

/**
 * The plan of the standing answer due in the game read (replying 0: look again at once), or null: none due.
 * An answer the engine refused (a bug) is logged and left to the player, as "ask" would.
 */
export function planStandingMove({ g, now }: Read): Plan<number> | null {
  const due = g && standingToAct(g.head);
  if (!g || !due) return null;
  const r = moveWrite(g, due.seat, due.action, standingActionId(g.head.seq), now);
  if (r.ok) return { kind: "write", write: r.write, reply: 0 };
  console.error(`game ${g.head.id}: a standing answer was refused: ${r.rule} ${JSON.stringify(due.action)}`);
  return null;
}
