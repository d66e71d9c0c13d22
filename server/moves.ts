/**
 * A seat's move: the engine applies the action and the new head is committed with its log entry,
 * checked against the version it was applied to. A retried action id returns its first result; a
 * move for another seq than the game's is stale.
 */
import { type Action, apply, isTeamGame, replay, teammateOf } from "../engine/mod.ts";
import { type Attempt, CONFLICT, type GameLoop, REREAD } from "./game_loop.ts";
import { fail, type Failure, type Result } from "./outcome.ts";
import { envelope, type Renderer } from "./present.ts";
import { withDeadline } from "./retention.ts";
import type { MoveInput } from "../api/schemas.ts";
import { type Credentials, hasStarted, seatedCaller } from "./seats.ts";
import type { CommitTiming, GameHead, GameStore, LogEntry, Versioned } from "./store.ts";
import { type Pace, paced } from "./pace.ts";
import { baseAfterMove, lastMove } from "./undo_base.ts";

/** Applied action ids remembered per game for retries. */
const RECENT = 32;

/**
 * Where a move's time in the server went (ms): the engine (the action applied and the undo judged),
 * the whole commit, and within it the store's wait and write and the size of the move's group.
 */
export interface MoveTiming extends CommitTiming {
  engineMs: number;
  commitMs: number;
}

/** A committed move: the new version and where its time went. */
interface Committed {
  next: Versioned;
  timing: MoveTiming;
}

/**
 * Applies a seat's action with the engine and commits it with its log entry, checking that the
 * game is still at `g`'s version: the one path of every move, a player's or the bot's (`pace`: the
 * head's pace after this move, when the mover is paced).
 */
export async function commitAction(
  loop: GameLoop,
  g: Versioned,
  seat: number,
  action: Action,
  actionId: string,
  pace = g.head.pace,
): Promise<{ ok: true; value: Committed } | Extract<Failure, { error: "illegal" }> | typeof CONFLICT> {
  const head = g.head;
  const t0 = performance.now();
  const r = apply(head.state, seat, action);
  if (!r.ok) {
    return { ok: false, error: "illegal", rule: r.error.code, message: r.error.message, seq: head.seq };
  }
  const now = loop.now();
  const seq = head.seq + 1;
  const recent = head.recent.length >= RECENT ? head.recent.slice(1 - RECENT) : head.recent.slice();
  recent.push([actionId, seat, seq]);
  const last = lastMove(head, seq, seat, action, head.state, r.state);
  const undoBase = baseAfterMove(head, last);
  const next = withDeadline({ ...head, seq, state: r.state, recent, last, undoBase, pace }, now);
  const entry: LogEntry = { seq, seat, action, actionId, events: r.events, at: now };
  const t1 = performance.now();
  const timing: MoveTiming = { engineMs: t1 - t0, commitMs: 0, waitMs: 0, writeMs: 0, group: 0 };
  const done = await loop.commit(() => loop.store.commitMove(g, next, entry, timing), next);
  if (done === CONFLICT) return CONFLICT;
  timing.commitMs = performance.now() - t1;
  return { ok: true, value: { next: done, timing } };
}

/**
 * One try of a player's move on version `g` (`cached`: the head kept in memory): the caller's new
 * view as JSON. A refusal seen on a cached head asks for a fresh read, unless the cache cannot
 * matter: a seq older than a committed one stays stale whatever happened since.
 */
export async function tryMove(
  loop: GameLoop,
  renderer: Renderer,
  g: Versioned,
  cached: boolean,
  creds: Credentials,
  input: MoveInput,
  pace: Pace | null,
): Promise<Attempt<Result<{ json: string; timing?: MoveTiming }>>> {
  const r = await moveOn(loop, renderer, g, creds, input, pace);
  return r !== CONFLICT && !r.ok && cached && !staleForSure(r, input) ? REREAD : r;
}

async function moveOn(
  loop: GameLoop,
  renderer: Renderer,
  g: Versioned,
  creds: Credentials,
  input: MoveInput,
  pace: Pace | null,
): Promise<Result<{ json: string; timing?: MoveTiming }> | typeof CONFLICT> {
  const head = g.head;
  const caller = await seatedCaller(head, creds, "move");
  if (!caller.ok) return caller;
  const seat = caller.value;
  const seen = head.recent.find((r) => r[0] === input.actionId);
  if (seen) {
    if (seen[1] !== seat) return fail("action-id-used", "this action id was used by the other seat");
    const env = await envelopeAt(loop.store, head, seat, seen[2]);
    return { ok: true, value: { json: JSON.stringify(env) } };
  }
  if (!hasStarted(head)) return fail("waiting-for-players", "the game starts once every seat is taken");
  const behind = input.seq !== head.seq;
  if (behind && !onlyTeammateMovedSince(head, seat, input.seq)) {
    return { ok: false, error: "stale", message: `the game is at seq ${head.seq}`, seq: head.seq };
  }
  const due = paced(head, seat, loop.now(), pace);
  if (!due.ok) return due;
  const r = await commitAction(loop, g, seat, input.action, input.actionId, due.value);
  if (r === CONFLICT) return r;
  if (!r.ok && behind) {
    return {
      ok: false,
      error: "stale",
      message: `your teammate's move changed the table: this move is no longer possible (${r.message})`,
      seq: head.seq,
    };
  }
  if (!r.ok) return r;
  return { ok: true, value: { json: renderer.render(r.value.next, seat), timing: r.value.timing } };
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

/** The caller's envelope as it was right after move `seq` (the first result of a retried action). */
async function envelopeAt(store: GameStore, head: GameHead, seat: number, seq: number) {
  if (seq === head.seq) return envelope(head, seat);
  const state = replay(head.state.options, await store.actions(head.id, seq));
  return envelope(head, seat, state, seq);
}
