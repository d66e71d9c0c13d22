/**
 * What a game waits for, as "your games" tells a seat: for it (its side's turn, or a decision of its own
 * during the other side's turn), for a friend, for the computer, or for a friend to take a seat; and since
 * when. Read from the head and the game's newest log entries (each carries its time and the turn it began);
 * nothing is stored for it.
 */
import { onTurn, seatsToAct } from "../engine/mod.ts";
import type { GameWait } from "../api/contract.ts";
import { BOT_SEAT, type GameHead, isMove, type LogEntry } from "./model/mod.ts";

/** How many of a game's newest log entries are read to find when its turn began. */
export const WAIT_WINDOW = 100;

/** Whether a seat is played by the computer. */
function computerAt(head: GameHead, seat: number): boolean {
  return head.seats[seat] === BOT_SEAT || head.bots.some((b) => b.seat === seat);
}

/**
 * When the current turn began: the time of the move in effect that began it among `recent` (the game's
 * newest log entries, oldest first). Turn 1 began when the game did; its start is not kept, so the game's
 * creation stands for it. A turn longer than the entries read: the oldest entry's time.
 */
export function turnSince(head: GameHead, recent: readonly LogEntry[]): number {
  const n = head.state.turn.n;
  const undone = new Set<number>();
  for (let i = recent.length - 1; i >= 0; i--) {
    const e = recent[i];
    if (!isMove(e)) undone.add(e.undoes);
    else if (!undone.has(e.seq) && e.events.some((ev) => ev.k === "turn" && ev.n === n)) return e.at;
  }
  const fromStart = head.seq === 0 || recent[0]?.seq === 1;
  return fromStart || recent.length === 0 ? head.created : recent[0].at;
}

/**
 * What the game waits for, seen from `seat` (null: the game is over). Seats on turn have been waited for
 * since their turn began; a decision during the other side's turn, since the game's last move (nobody but
 * the deciders can act meanwhile).
 */
export function waitOf(head: GameHead, seat: number, recent: readonly LogEntry[]): GameWait | null {
  const s = head.state;
  if (s.winner >= 0) return null;
  if (head.seats.includes(null)) {
    return { for: "join", seats: head.seats.filter((x) => x === null).length, since: head.created };
  }
  const toAct = seatsToAct(s);
  const last = recent.length > 0 ? recent[recent.length - 1].at : head.at;
  const since = toAct.every((t) => onTurn(s, t)) ? turnSince(head, recent) : last;
  if (toAct.includes(seat)) {
    return { for: "you", what: onTurn(s, seat) ? "turn" : "decision", since };
  }
  const people = toAct.filter((t) => !computerAt(head, t)).length;
  return people > 0 ? { for: "friend", seats: people, since } : { for: "computer", since };
}
