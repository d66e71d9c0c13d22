/**
 * Taking back a move (docs/rulings.md, "Undo"): the seat that made the game's last move in effect
 * may take it back while the head says the engine judged it undoable. The log stays append-only: the
 * undo is an entry of its own, and the new state is the replay of the moves still in effect. The
 * move before it is judged again on the way, so undos chain within a turn.
 */
import { applyInPlace, cloneState, type GameState, replay } from "../engine/mod.ts";
import { CONFLICT, type GameLoop } from "./game_loop.ts";
import { lastMove } from "./moves.ts";
import { fail, type Result } from "./outcome.ts";
import type { Renderer } from "./present.ts";
import { withDeadline } from "./retention.ts";
import type { UndoInput } from "./schemas.ts";
import { type Credentials, seatedCaller } from "./seats.ts";
import type { EffectiveMove, GameHead, LastMove, UndoEntry, Versioned } from "./store.ts";

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
  const moves = await loop.store.moves(head.id);
  const undone = moves.pop();
  if (undone?.seq !== last.seq) throw new Error(`game ${head.id}: the log's last move is not the head's`);
  const { state, previous } = rebuild(head, moves);
  const now = loop.now();
  const seq = head.seq + 1;
  const next = withDeadline({ ...head, seq, state, last: previous }, now);
  const entry: UndoEntry = { kind: "undo", seq, seat, undoes: last.seq, at: now };
  const done = await loop.commit(() => loop.store.commitMove(g, next, entry), next);
  if (done === CONFLICT) return CONFLICT;
  return { ok: true, value: { json: renderer.render(done, seat) } };
}

/** The state after the moves in effect, and the record of the last of them (judged again for undo). */
function rebuild(head: GameHead, moves: EffectiveMove[]): { state: GameState; previous: LastMove | null } {
  const prev = moves[moves.length - 1];
  const state = replay(head.state.options, moves.slice(0, -1));
  if (!prev) return { state, previous: null };
  const before = cloneState(state);
  const err = applyInPlace(state, prev.seat, prev.action);
  if (err) throw new Error(`game ${head.id}: move ${prev.seq} no longer applies: ${err.code}`);
  return { state, previous: lastMove(head, prev.seq, prev.seat, prev.action, before, state) };
}
