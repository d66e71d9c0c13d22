/**
 * Turn clocks on the server: one bank per team, charged for the time its team must act (its turn, or a
 * decision of one of its seats during the other team's turn), topped up when its turn ends (capped), and
 * judged against the server's time by whoever reads the head. Time comes from the write path's `now`,
 * never from the engine. A clock that runs out ends nothing by itself: the other team may claim the game
 * (`claim_win.ts`) or keep waiting.
 */
import { seatsToAct, teamOf } from "../engine/mod.ts";
import { CLOCK_RULES, type ClockKind } from "../api/clocks.ts";
import type { Clock, ClockSide, GameHead } from "./model/mod.ts";
import type { Write } from "./write.ts";

/** A new game's clock: every team's full bank, stopped until the game starts. */
export function newClock(kind: ClockKind, teams: number): Clock {
  const sides = Array.from(
    { length: teams },
    (): ClockSide => ({ left: CLOCK_RULES[kind].bankMs, since: null }),
  );
  return { kind, sides, claim: null };
}

/** The seat that won: the claimant of a game claimed on time, else the engine's winner (-1: none yet). */
export function winnerOf(head: GameHead): number {
  return head.clock?.claim?.seat ?? head.state.winner;
}

/** Whether the game is over, by the rules or by a claim on time. */
export function isOver(head: GameHead): boolean {
  return winnerOf(head) >= 0;
}

/** The teams whose clocks run in a head: those that must act in a started game not over. */
export function runningTeams(head: GameHead): number[] {
  if (head.seats.includes(null) || isOver(head)) return [];
  const teams: number[] = [];
  for (const seat of seatsToAct(head.state)) {
    const t = teamOf(head.state, seat);
    if (!teams.includes(t)) teams.push(t);
  }
  return teams;
}

/** What a side has left at `now` (never below 0). */
export function leftAt(side: ClockSide, now: number): number {
  return side.since === null ? side.left : Math.max(0, side.left - (now - side.since));
}

/** When a running side's clock runs out (epoch ms), or null while it is stopped. */
export function deadlineOf(side: ClockSide): number | null {
  return side.since === null ? null : side.since + side.left;
}

/** The teams whose clocks run and ran out by `now` (none in a game over or without a clock). */
export function lateTeams(head: GameHead, now: number): number[] {
  const c = head.clock;
  if (!c || isOver(head)) return [];
  return c.sides.flatMap((s, team) => {
    const d = deadlineOf(s);
    return d !== null && d <= now ? [team] : [];
  });
}

/**
 * The clock after a change from `prev` (null: a new game) to `next` at `now`: a team that runs on keeps
 * its books as they are (its deadline stands, also once passed: a write during a stretch moves nothing);
 * one that stops is charged for the time it ran; the team whose turn ended is given its gain per turn (up
 * to the cap); a team that starts to act runs from `now`.
 */
export function clockAfter(prev: GameHead | null, next: GameHead, now: number): Clock | null {
  const base = prev?.clock ?? next.clock;
  if (!base || !next.clock) return null;
  const rule = CLOCK_RULES[base.kind];
  const ended = prev !== null && runningTeams(prev).length > 0 && prev.state.turn.n !== next.state.turn.n
    ? teamOf(prev.state, prev.state.turn.seat)
    : -1;
  const running = runningTeams(next);
  const sides = base.sides.map((s, team): ClockSide => {
    if (team !== ended && s.since !== null && running.includes(team)) return s;
    let left = leftAt(s, now);
    if (team === ended) left = Math.min(rule.capMs ?? Infinity, left + rule.perTurnMs);
    return { left, since: running.includes(team) ? now : null };
  });
  return { ...next.clock, sides };
}

/** A write with every head's clock kept on its books at `now` (the loop applies it to each commit). */
export function clocked(w: Write, now: number): Write {
  if (w.heads.every((h) => h.head.clock === null)) return w;
  return {
    ...w,
    heads: w.heads.map((h) =>
      h.head.clock === null
        ? h
        : { ...h, head: { ...h.head, clock: clockAfter(h.from?.head ?? null, h.head, now) } }
    ),
  };
}
