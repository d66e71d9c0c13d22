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
import { CONFLICT, type GameLoop } from "./game_loop.ts";
import { fail, type Result } from "./outcome.ts";
import { type Pace, paced } from "./pace.ts";
import type { Renderer } from "./present.ts";
import { withDeadline } from "./retention.ts";
import type { UndoInput } from "../api/schemas.ts";
import { type Credentials, seatedCaller } from "./seats.ts";
import type { GameHead, UndoEntry, Versioned } from "./store.ts";
import { restore, type Restored, undoFromBase } from "./undo_base.ts";

/**
 * One try of an undo on version `g`: the caller's new view as JSON. `input.seq` names the move to
 * take back; it must be the game's last move in effect (else the request is stale) and the caller's.
 */
export async function tryUndo(
  loop: GameLoop,
  renderer: Renderer,
  g: Versioned,
  creds: Credentials,
  input: UndoInput,
  pace: Pace | null,
): Promise<Result<{ json: string }> | typeof CONFLICT> {
  const head = g.head;
  const caller = await seatedCaller(head, creds, "take a move back");
  if (!caller.ok) return caller;
  const seat = caller.value;
  const last = head.last;
  if (!last || last.seq !== input.seq) {
    return {
      ok: false,
      error: "stale",
      message: `move ${input.seq} is not the game's last move`,
      seq: head.seq,
    };
  }
  if (last.seat !== seat) return fail("not-undoable", "only the seat that made a move can take it back");
  if (!last.undoable) {
    return fail(
      "not-undoable",
      "this move cannot be taken back: it ended the turn or the game, " +
        "used chance, left a decision to the other side or showed a card",
    );
  }
  const now = loop.now();
  const due = paced(head, seat, now, pace);
  if (!due.ok) return due;
  const r = undoFromBase(head) ?? await replayed(loop, head);
  const seq = head.seq + 1;
  const next = withDeadline(
    { ...head, seq, state: r.state, last: r.last, undoBase: r.base, pace: due.value },
    now,
  );
  const entry: UndoEntry = { kind: "undo", seq, seat, undoes: last.seq, at: now };
  const done = await loop.commit(() => loop.store.commitMove(g, next, entry), next);
  if (done === CONFLICT) return CONFLICT;
  return { ok: true, value: { json: renderer.render(done, seat) } };
}

/** The head without its last move, rebuilt by replaying the game's moves in effect (a head with no base). */
async function replayed(loop: GameLoop, head: GameHead): Promise<Restored> {
  const moves = await loop.store.moves(head.id);
  const undone = moves.pop();
  if (undone?.seq !== head.last?.seq) {
    throw new Error(`game ${head.id}: the log's last move is not the head's`);
  }
  const { state, last } = restore(head, replay(head.state.options, []), null, moves);
  return { state, last, base: last?.undoable ? undefined : { last, moves: [] } };
}
