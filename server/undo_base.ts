/**
 * What an undo needs, kept in the head by every move: the record of the last move (judged for undo by
 * the engine) and the undo base, the state after the last move in effect that cannot be taken back,
 * with the moves in effect since. An undo only takes back the last move in effect, and only while it
 * is undoable, so it never reaches behind the base: it replays the few moves since the base (the
 * current turn's undoable ones), not the game. A head written before the base existed has none until
 * its next final move; an undo there replays the game (`undo.ts`).
 */
import { type Action, applyInPlace, cloneState, type GameState, undoable } from "../engine/mod.ts";
import type { EffectiveMove, GameHead, LastMove, UndoBase } from "./model/mod.ts";

/** The undo base of a new game: its start. */
export const START: UndoBase = { last: null, moves: [] };

/** The head's record of a move just made (`before` → `after`): the computer never takes a move back. */
export function lastMove(
  head: GameHead,
  seq: number,
  seat: number,
  action: Action,
  before: GameState,
  after: GameState,
): LastMove {
  const mayUndo = !head.bots.some((b) => b.seat === seat) && undoable(before, seat, action, after).ok;
  return { seq, seat, action, undoable: mayUndo };
}

/**
 * The undo base after the move `last` made on `head` (whose state is the state before it): the move
 * itself when final; else the base with the move added (none if the head had none).
 */
export function baseAfterMove(head: GameHead, last: LastMove): UndoBase | null {
  if (!last.undoable) return { last, moves: [] };
  const base = head.undoBase;
  if (!base) return null;
  const move = { seq: last.seq, seat: last.seat, action: last.action };
  return { last: base.last, state: base.state ?? head.state, moves: [...base.moves, move] };
}

/** The head's state, record of the last move and undo base once its last move is taken back. */
export interface Restored {
  state: GameState;
  last: LastMove | null;
  base: UndoBase | null;
}

/**
 * Rebuilds the game without its last move from a state `from` (not changed) followed by the moves in
 * effect after it (`moves`, the undone one left out): the state, and the last of those moves judged
 * again (so the next undo of the same turn is offered); `fromLast` is the record of the move that
 * produced `from` (null at the start), for when no move follows it. Whether the result is a new base
 * follows from the judgement: a final move is one.
 */
export function restore(
  head: GameHead,
  from: GameState,
  fromLast: LastMove | null,
  moves: EffectiveMove[],
): { state: GameState; last: LastMove | null } {
  const state = cloneState(from);
  const apply = (m: EffectiveMove) => {
    const err = applyInPlace(state, m.seat, m.action);
    if (err) throw new Error(`game ${head.id}: move ${m.seq} no longer applies: ${err.code}`);
  };
  moves.slice(0, -1).forEach(apply);
  const prev = moves.at(-1);
  if (!prev) return { state, last: fromLast };
  const before = cloneState(state);
  apply(prev);
  return { state, last: lastMove(head, prev.seq, prev.seat, prev.action, before, state) };
}

/**
 * The head once its last move (the last of the base's moves) is taken back, from its undo base; null
 * when the head has no base for it (written before bases existed: the caller replays the game).
 */
export function undoFromBase(head: GameHead): Restored | null {
  const base = head.undoBase;
  const undone = base?.moves.at(-1);
  if (!base?.state || !undone || undone.seq !== head.last?.seq) return null;
  const moves = base.moves.slice(0, -1);
  const { state, last } = restore(head, base.state, base.last, moves);
  const keep = moves.length > 0 && last?.undoable;
  return {
    state,
    last,
    base: keep ? { last: base.last, state: base.state, moves } : { last: last ?? null, moves: [] },
  };
}
