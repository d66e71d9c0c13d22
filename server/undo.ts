/**
 * Taking back a move (docs/rulings.md, "Undo"): the seat that made the game's last move in effect
 * may take it back while the head says the engine judged it undoable. The log stays append-only: the
 * undo is an entry of its own. The new state is rebuilt from the head's undo base (`undo_base.ts`:
 * the state after the last final move and the few moves since), so an undo costs what the current
 * turn's undoable moves cost, not the game; a head without a base (written before bases existed)
 * replays the game's moves in effect. The move before it is judged again on the way, so undos chain
 * within a turn. An undo counts against the seat's pace like a move (`pace.ts`).
 */
import { replay } from "../engine/mod.ts";
import type { EffectiveMove, GameHead, UndoEntry } from "./model/mod.ts";
import { fail, NOT_FOUND } from "./outcome.ts";
import { type Pace, paced } from "./pace.ts";
import { withDeadline } from "./retention.ts";
import type { UndoInput } from "../api/schemas.ts";
import { type Credentials, seatedCaller } from "./seats.ts";
import { restore, type Restored, undoFromBase } from "./undo_base.ts";
import { type Plan, type Read, refusal } from "./write.ts";

/**
 * The plan of an undo on what was read: the head without its last move and the undo's log entry,
 * replying the caller's seat (its new view is the reply). `input.seq` names the move to take back; it
 * must be the game's last move in effect (else the request is stale) and the caller's. A head with no
 * undo base for it asks to be read again with the game's moves.
 */
export async function planUndo(
  { g, now, moves }: Read,
  creds: Credentials,
  input: UndoInput,
  pace: Pace | null,
): Promise<Plan<{ seat: number }>> {
  if (!g) return refusal(NOT_FOUND);
  const head = g.head;
  const caller = await seatedCaller(head, creds, "take a move back");
  if (!caller.ok) return refusal(caller);
  const seat = caller.value;
  const last = head.last;
  if (!last || last.seq !== input.seq) {
    return refusal({
      ok: false,
      error: "stale",
      message: `move ${input.seq} is not the game's last move`,
      seq: head.seq,
    });
  }
  if (last.seat !== seat) {
    return refusal(fail("not-undoable", "only the seat that made a move can take it back"));
  }
  if (!last.undoable) {
    return refusal(fail(
      "not-undoable",
      "this move cannot be taken back: it ended the turn or the game, " +
        "used chance, left a decision to the other side or showed a card",
    ));
  }
  const due = paced(head, seat, now, pace);
  if (!due.ok) return refusal(due);
  const r = undoFromBase(head) ?? (moves && replayed(head, moves));
  if (!r) return { kind: "reread", moves: true };
  const seq = head.seq + 1;
  const next = withDeadline(
    { ...head, seq, state: r.state, last: r.last, undoBase: r.base, pace: due.value },
    now,
  );
  const entry: UndoEntry = { kind: "undo", seq, seat, undoes: last.seq, at: now };
  return { kind: "write", write: { heads: [{ head: next, from: g }], entry }, reply: { seat } };
}

/** The head without its last move, rebuilt by replaying the game's moves in effect (a head with no base). */
function replayed(head: GameHead, inEffect: EffectiveMove[]): Restored {
  const moves = inEffect.slice();
  const undone = moves.pop();
  if (undone?.seq !== head.last?.seq) {
    throw new Error(`game ${head.id}: the log's last move is not the head's`);
  }
  const { state, last } = restore(head, replay(head.state.options, []), null, moves);
  return { state, last, base: last?.undoable ? null : { last, moves: [] } };
}
