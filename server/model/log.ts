/**
 * A game's log: one entry per move or undo, append-only, each under its own key. The game is its
 * options plus the moves of its log still in effect (`inEffect`).
 */
import type { Action, GameEvent, SeatAction } from "../../engine/mod.ts";

/** A move as stored: who did what, with which action id, and what it caused. */
export interface MoveEntry {
  kind: "move";
  seq: number;
  seat: number;
  action: Action;
  actionId: string;
  events: GameEvent[];
  at: number;
}

/** An undo as stored: the seat took back its move `undoes` (which stays in the log). */
export interface UndoEntry {
  kind: "undo";
  seq: number;
  seat: number;
  undoes: number;
  at: number;
}

/** One entry of a game's append-only log. */
export type LogEntry = MoveEntry | UndoEntry;

/** Whether a log entry is a move. */
export function isMove(e: LogEntry): e is MoveEntry {
  return e.kind === "move";
}

/** A move in effect, with the seq of its log entry. */
export interface EffectiveMove extends SeatAction {
  seq: number;
}

/** Adds one entry, in log order, to the moves in effect so far (an undo removes the move it took back). */
export function takeEntry(moves: EffectiveMove[], entry: LogEntry): void {
  if (entry.kind === "undo") {
    const i = moves.findLastIndex((m) => m.seq === entry.undoes);
    if (i >= 0) moves.splice(i, 1);
  } else moves.push({ seq: entry.seq, seat: entry.seat, action: entry.action });
}
