/**
 * Taking a move back (docs/rulings.md, "Undo"): a seat may undo its own move during its side's turn
 * when the move told nobody anything new. The state before the move is the replay of the game
 * without it, so undo itself is a replay; this module only judges whether it is allowed.
 */
import type { Action, GameState } from "../state/types.ts";
import { onTurn, teamOf } from "../state/seats.ts";
import { names, redact, SPECTATOR } from "../view/view.ts";

/** Why a move cannot be taken back. */
export type UndoRefusal =
  /** The move was not made during the mover's side's turn, or it ended that turn. */
  | "not-own-turn"
  /** Ending the turn is final. */
  | "end-turn"
  /** The move ended the game. */
  | "game-over"
  /** The move used the random generator (a shuffle). */
  | "randomness"
  /** The move left a decision to a seat of the other side. */
  | "other-side-decides"
  /** Some viewer (a seat, the mover included, or a spectator) saw a card it had not seen. */
  | "revealed";

/** Whether a move may be taken back: yes, or the reason why not. */
export type UndoCheck = { ok: true } | { ok: false; reason: UndoRefusal };

const refuse = (reason: UndoRefusal): UndoCheck => ({ ok: false, reason });

/**
 * Whether `seat`'s `action`, which turned `before` into `after`, may be taken back: made during its
 * side's turn, not ending it or the game, no randomness, no decision left to the other side, and no
 * viewer knowing anything after it that it did not know before.
 */
export function undoable(before: GameState, seat: number, action: Action, after: GameState): UndoCheck {
  if (action.type === "endTurn") return refuse("end-turn");
  if (after.winner >= 0 || before.winner >= 0) return refuse("game-over");
  if (!sameTurn(before, after) || !onTurn(before, seat)) return refuse("not-own-turn");
  if (!sameNumbers(before.rng, after.rng)) return refuse("randomness");
  const side = teamOf(before, seat);
  if (after.pending.some((d) => teamOf(after, d.seat) !== side)) return refuse("other-side-decides");
  for (let viewer = SPECTATOR; viewer < after.seats.length; viewer++) {
    if (!knowsNoMore(before, after, viewer)) return refuse("revealed");
  }
  return { ok: true };
}

function sameTurn(before: GameState, after: GameState): boolean {
  const a = before.turn, b = after.turn;
  const playing = (p: string) => p === "start" || p === "main";
  return a.n === b.n && a.seat === b.seat && playing(a.phase) && playing(b.phase);
}

function sameNumbers(a: number[] | null, b: number[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Whether a viewer's view after the move identifies no card its view before did not, and names no
 * hidden card it could not name before: every pile's unseen names after are among that pile's
 * unseen names before plus the names of cards the viewer saw before and no longer sees.
 */
function knowsNoMore(before: GameState, after: GameState, viewer: number): boolean {
  const vb = redact(before, viewer, (ids) => names(ids));
  const va = redact(after, viewer, (ids) => names(ids));
  for (const id in va.cards) if (!(id in vb.cards)) return false;
  const hidden: string[] = [];
  for (const id in vb.cards) if (!(id in va.cards)) hidden.push(vb.cards[id]);
  const piles = (v: typeof va) => [...v.seats.map((p) => p.unseen), ...v.regions.map((g) => g.unseen)];
  const pb = piles(vb), pa = piles(va);
  return pa.every((unseen, i) => withinMultiset(unseen, [...pb[i], ...hidden]));
}

/** Whether every name of `names` appears in `pool` (counting repeats). */
function withinMultiset(sub: string[], pool: string[]): boolean {
  const count = new Map<string, number>();
  for (const n of pool) count.set(n, (count.get(n) ?? 0) + 1);
  for (const n of sub) {
    const k = count.get(n) ?? 0;
    if (k === 0) return false;
    count.set(n, k - 1);
  }
  return true;
}
