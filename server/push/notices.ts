/**
 * Which seats are told what when a game changes: a pure function of the game's head before and after
 * the change. Notices are coalesced: a seat is told once when its side's turn begins (not after each
 * move), once when a decision starts to wait for it during the other side's turn (not one its standing
 * answers give at once), when a friend takes a
 * seat and when the game ends; a seat whose own turn stood still while the other side decided is told
 * when it may go on; only people's seats are told (not the computer's, not a free seat). A
 * notice carries no card: its words (`text.ts`) name sides, turns and results only.
 */
import { type Faction, onTurn, seatsOfTeam, seatsToAct, teamOf, winningSeats } from "../../engine/mod.ts";
import { hasStarted } from "../seats.ts";
import { deadlineOf, isOver, winnerOf } from "../clock.ts";
import { CLOCK_RULES } from "../../api/clocks.ts";
import { BOT_SEAT, type GameHead } from "../model/mod.ts";
import { standingFor } from "../standing.ts";

/** A side of the table as a notice names it: its faction, how many seats, whether the computer plays it. */
export interface Side {
  faction: Exclude<Faction, "neutral">;
  seats: number;
  computer: boolean;
}

/** What a seat is told. */
export type Notice =
  /** The seat's side's turn began; `by`: the side that waits for it. */
  | { kind: "turn"; game: string; seat: number; turn: number; by: Side }
  /** During the seat's own turn, the other side answered a decision the seat waited for (`seq`: the answer's). */
  | { kind: "resume"; game: string; seat: number; turn: number; seq: number; by: Side }
  /** A decision of the seat's waits during the other side's turn `turn`; `by`: the side on turn. */
  | { kind: "decision"; game: string; seat: number; turn: number; by: Side }
  /** Another seat (`joined`) was taken by a friend. */
  | { kind: "joined"; game: string; seat: number; joined: number; side: Exclude<Faction, "neutral"> }
  /** The game ended: the seat's side won or lost. */
  | { kind: "over"; game: string; seat: number; won: boolean }
  /** The seat's side's turn clock runs out at `deadline` (epoch ms, whole), `leftMs` after the reminder. */
  | { kind: "reminder"; game: string; seat: number; turn: number; deadline: number; leftMs: number }
  /** The seat's side's turn clock ran out at `deadline` (epoch ms, whole); the other side may claim the game. */
  | { kind: "late"; game: string; seat: number; deadline: number };

/** The kinds of notices. */
export type NoticeKind = Notice["kind"];

/** Whether a seat is played by a person who took it (not free, not the computer's). */
export function personAt(head: GameHead, seat: number): boolean {
  const s = head.seats[seat];
  return typeof s === "string" && s !== BOT_SEAT && !head.bots.some((b) => b.seat === seat);
}

/** A team as notices name it. */
function sideOf(head: GameHead, team: number): Side {
  const seats = seatsOfTeam(head.state, team);
  return {
    faction: head.state.seats[seats[0]].faction as Side["faction"],
    seats: seats.length,
    computer: seats.every((s) => !personAt(head, s)),
  };
}

/** The team of the other side. */
function otherTeam(head: GameHead, seat: number): number {
  const mine = teamOf(head.state, seat);
  return head.state.seats.find((s) => s.team !== mine)!.team;
}

/** Whether a decision of the seat waits in a head (for the player: not one its standing answers give at once). */
function decides(head: GameHead, seat: number): boolean {
  return head.state.pending.some((d) => d.seat === seat) && standingFor(head, seat) === null;
}

/**
 * The notices of a change from `before` to `after` (null `before`: the game was just created, which tells
 * nobody). At most one per seat: the game's end before a turn or a decision, those before a friend's arrival.
 * The seat that just took its seat is not told of it.
 */
export function noticesFor(before: GameHead | null, after: GameHead): Notice[] {
  if (before === null) return [];
  const game = after.id;
  const s0 = before.state, s1 = after.state;
  const out: Notice[] = [];
  const joined = after.seats.flatMap((_, i) => before.seats[i] === null && personAt(after, i) ? [i] : []);
  const started = hasStarted(after) && (!hasStarted(before) || s0.turn.n !== s1.turn.n);
  for (let seat = 0; seat < after.seats.length; seat++) {
    if (!personAt(after, seat) || joined.includes(seat)) continue;
    if (isOver(after)) {
      // Over by the rules or by a claim on time (the claimant's team won).
      const won = winningSeats({ seats: s1.seats, winner: winnerOf(after) }).includes(seat);
      if (!isOver(before)) out.push({ kind: "over", game, seat, won });
      continue;
    }
    if (!hasStarted(after)) {
      // A 2v2 table still filling: a friend's arrival is all there is to tell.
    } else if (onTurn(s1, seat)) {
      const by = sideOf(after, otherTeam(after, seat));
      if (started) {
        out.push({ kind: "turn", game, seat, turn: s1.turn.n, by });
        continue;
      }
      if (!seatsToAct(s0).includes(seat) && s0.pending.length > 0 && seatsToAct(s1).includes(seat)) {
        out.push({ kind: "resume", game, seat, turn: s1.turn.n, seq: after.seq, by });
        continue;
      }
    } else if (decides(after, seat) && !(decides(before, seat) && s0.turn.n === s1.turn.n)) {
      const by = sideOf(after, teamOf(s1, s1.turn.seat));
      out.push({ kind: "decision", game, seat, turn: s1.turn.n, by });
      continue;
    }
    for (const j of joined) {
      out.push({ kind: "joined", game, seat, joined: j, side: s1.seats[j].faction as Side["faction"] });
      break;
    }
  }
  return out;
}

/**
 * The spell a notice belongs to: two notices of one spell tell the same thing (a second decision in the
 * same turn of the other side, a notice sent again), so a seat is told of a spell once.
 */
export function spellOf(n: Notice): string {
  switch (n.kind) {
    case "turn":
    case "decision":
      return `${n.kind}:${n.turn}`;
    case "resume":
      return `resume:${n.turn}:${n.seq}`;
    case "joined":
      return `joined:${n.joined}`;
    case "over":
      return "over";
    case "reminder":
      return `reminder:${n.deadline}`;
    case "late":
      return `late:${n.deadline}`;
  }
}

/**
 * The notification tag of a notice: the game, the seat and the turn, so that a device shows one
 * notification per game and turn (a newer one replaces it).
 */
export function tagOf(n: Notice): string {
  switch (n.kind) {
    case "turn":
    case "resume":
    case "decision":
    case "reminder":
      return `${n.game}:${n.seat}:t${n.turn}`;
    case "joined":
      return `${n.game}:${n.seat}:joined`;
    case "late":
      return `${n.game}:${n.seat}:late`;
    case "over":
      return `${n.game}:${n.seat}:over`;
  }
}

/**
 * Whether a notice still tells the truth in the game's head now (a notice sent late, by the sweep, after
 * the seat already moved is dropped): the turn is still the seat's side's, the decision still waits.
 */
export function stillDue(n: Notice, head: GameHead | null): boolean {
  if (head === null || !personAt(head, n.seat)) return false;
  const s = head.state;
  switch (n.kind) {
    case "turn":
      return !isOver(head) && s.turn.n === n.turn && onTurn(s, n.seat);
    case "resume":
      return !isOver(head) && s.turn.n === n.turn && seatsToAct(s).includes(n.seat);
    case "decision":
      return !isOver(head) && s.turn.n === n.turn && decides(head, n.seat);
    case "reminder":
    case "late":
      return lateDeadline(head, teamOf(s, n.seat)) === n.deadline;
    case "joined":
    case "over":
      return true;
  }
}

/** When a team's running clock runs out, whole ms (null: stopped, no clock, or the game is over). */
export function lateDeadline(head: GameHead, team: number): number | null {
  const side = head.clock?.sides[team];
  if (!side || isOver(head)) return null;
  const d = deadlineOf(side);
  return d === null ? null : Math.round(d);
}

/** A clock's notices: the reminder before it runs out and the notice that it ran out. */
export type ClockNotice = Extract<Notice, { kind: "reminder" | "late" }>;

/** When a clock notice is due (epoch ms): a reminder `leftMs` before the deadline, "ran out" at it. */
export function dueAt(n: ClockNotice): number {
  return n.kind === "reminder" ? n.deadline - n.leftMs : n.deadline;
}

/**
 * The clock notices a head leaves waiting: for each person of each team whose clock runs (and whom a person
 * of the other team could claim the game from), "your clock ran out" at its deadline, and a reminder before it when the stretch began with more than the rule's reminder
 * time left (a stretch that begins shorter is told by its turn's notice alone).
 */
function clockNoticesOf(head: GameHead | null): ClockNotice[] {
  if (head === null || head.clock === null) return [];
  const remindMs = CLOCK_RULES[head.clock.kind].remindMs;
  // Only a person can claim a game on time: against the computer alone a clock running out means nothing.
  const claimable = (team: number) =>
    head.seats.some((_, s) => teamOf(head.state, s) !== team && personAt(head, s));
  return head.seats.flatMap((_, seat): ClockNotice[] => {
    const team = teamOf(head.state, seat);
    const deadline = personAt(head, seat) && claimable(team) ? lateDeadline(head, team) : null;
    if (deadline === null) return [];
    const game = head.id, turn = head.state.turn.n;
    const since = head.clock!.sides[team].since!;
    const late: ClockNotice = { kind: "late", game, seat, deadline };
    if (deadline - remindMs <= since) return [late];
    return [{ kind: "reminder", game, seat, turn, deadline, leftMs: remindMs }, late];
  });
}

/**
 * The clock notices a change leaves waiting (`due`: those of `after` not already in `before`) and those
 * of `before` that no longer hold (the stretch ended, or its deadline moved), to delete. A notice of the
 * same deadline in both is neither (written once).
 */
export function clockNotices(
  before: GameHead | null,
  after: GameHead,
): { due: ClockNotice[]; gone: ClockNotice[] } {
  const b = clockNoticesOf(before), a = clockNoticesOf(after);
  const same = (x: Notice, y: Notice) => x.seat === y.seat && spellOf(x) === spellOf(y);
  return {
    due: a.filter((n) => !b.some((m) => same(n, m))),
    gone: b.filter((n) => !a.some((m) => same(n, m))),
  };
}
