/**
 * A seat's move as a value: the engine applies the action to the head read, and the plan writes the
 * new head with its log entry, checked against the version it was applied to. A retried action id
 * replies with its first result; a move for another seq than the game's is stale.
 */
import { type Action, apply, isTeamGame, replay, teammateOf } from "../engine/mod.ts";
import type { GameHead, LogEntry } from "./model/mod.ts";
import { fail, type Failure, NOT_FOUND } from "./outcome.ts";
import { envelope } from "./present.ts";
import { withDeadline } from "./retention.ts";
import type { MoveInput } from "../api/schemas.ts";
import { type Credentials, hasStarted, seatedCaller } from "./seats.ts";
import type { GameStore } from "./store.ts";
import { type Pace, paced } from "./pace.ts";
import { baseAfterMove, lastMove } from "./undo_base.ts";
import { type Plan, type Read, refusal, type Versioned, type Write } from "./write.ts";

/** Applied action ids remembered per game for retries. */
const RECENT = 32;

/** What a move replies: the mover's envelope after move `seq` (the game's, or an earlier one for a retry). */
export interface MoveReply {
  seat: number;
  seq: number;
}

/**
 * The write of a seat's action applied by the engine to version `g` at `now`: the new head (seq + 1,
 * state, recent action ids, the last move judged for undo, the undo base, the deadline) and its log
 * entry; or the engine's refusal. The one path of every move, a player's or the bot's (`pace`: the
 * head's pace after this move).
 */
export function moveWrite(
  g: Versioned,
  seat: number,
  action: Action,
  actionId: string,
  now: number,
  pace = g.head.pace,
): { ok: true; write: Write } | Extract<Failure, { error: "illegal" }> {
  const head = g.head;
  const r = apply(head.state, seat, action);
  if (!r.ok) {
    return { ok: false, error: "illegal", rule: r.error.code, message: r.error.message, seq: head.seq };
  }
  const seq = head.seq + 1;
  const recent = head.recent.length >= RECENT ? head.recent.slice(1 - RECENT) : head.recent.slice();
  recent.push([actionId, seat, seq]);
  const last = lastMove(head, seq, seat, action, head.state, r.state);
  const undoBase = baseAfterMove(head, last);
  const next = withDeadline({ ...head, seq, state: r.state, recent, last, undoBase, pace }, now);
  const entry: LogEntry = { kind: "move", seq, seat, action, actionId, events: r.events, at: now };
  return { ok: true, write: { heads: [{ head: next, from: g }], entry } };
}

/**
 * The plan of a player's move on what was read. A refusal seen on a cached head asks for a fresh
 * read, unless the cache cannot matter: a seq older than a committed one stays stale whatever
 * happened since.
 */
export async function planMove(
  read: Read,
  creds: Credentials,
  input: MoveInput,
  pace: Pace | null,
): Promise<Plan<MoveReply>> {
  if (!read.g) return refusal(NOT_FOUND);
  const p = await moveOn(read.g, read.now, creds, input, pace);
  return p.kind === "refuse" && read.cached && !staleForSure(p.failure, input) ? { kind: "reread" } : p;
}

async function moveOn(
  g: Versioned,
  now: number,
  creds: Credentials,
  input: MoveInput,
  pace: Pace | null,
): Promise<Plan<MoveReply>> {
  const head = g.head;
  const caller = await seatedCaller(head, creds, "move");
  if (!caller.ok) return refusal(caller);
  const seat = caller.value;
  const seen = head.recent.find((r) => r[0] === input.actionId);
  if (seen) {
    if (seen[1] !== seat) return refusal(fail("action-id-used", "this action id was used by the other seat"));
    return { kind: "reply", reply: { seat, seq: seen[2] } };
  }
  if (!hasStarted(head)) {
    return refusal(fail("waiting-for-players", "the game starts once every seat is taken"));
  }
  const behind = input.seq !== head.seq;
  if (behind && !onlyTeammateMovedSince(head, seat, input.seq)) {
    return refusal({ ok: false, error: "stale", message: `the game is at seq ${head.seq}`, seq: head.seq });
  }
  const due = paced(head, seat, now, pace);
  if (!due.ok) return refusal(due);
  const r = moveWrite(g, seat, input.action, input.actionId, now, due.value);
  if (!r.ok && behind) {
    return refusal({
      ok: false,
      error: "stale",
      message: `your teammate's move changed the table: this move is no longer possible (${r.message})`,
      seq: head.seq,
    });
  }
  if (!r.ok) return refusal(r);
  return { kind: "write", write: r.write, reply: { seat, seq: r.write.heads[0].head.seq } };
}

/**
 * 2v2: whether every move since `seq` was made by the seat's teammate (known from the recent action
 * ids). Teammates play their shared turn at the same time, so a move sent on a view one of the
 * teammate's moves old is applied when it is still legal, instead of refused as stale.
 */
function onlyTeammateMovedSince(head: GameHead, seat: number, seq: number): boolean {
  if (!isTeamGame(head.state) || seq > head.seq || seq < 0) return false;
  const mate = teammateOf(head.state, seat);
  const since = head.recent.filter((r) => r[2] > seq);
  return since.length === head.seq - seq && since.every((r) => r[1] === mate);
}

/** Whether a refusal says the move's seq is older than the game's (true on any later read too). */
function staleForSure(f: Failure, input: MoveInput): boolean {
  return f.error === "stale" && input.seq < f.seq;
}

/**
 * The caller's envelope as JSON right after move `seq` of the version `g`: the version's own (rendered
 * once by `render`), or for a retried action id of an earlier move, that move's, replayed from the log.
 */
export async function moveReplyJson(
  store: GameStore,
  render: (g: Versioned, viewer: number) => string,
  g: Versioned,
  { seat, seq }: MoveReply,
): Promise<string> {
  if (seq === g.head.seq) return render(g, seat);
  const state = replay(g.head.state.options, await store.actions(g.head.id, seq));
  return JSON.stringify(envelope(g.head, seat, state, seq));
}
