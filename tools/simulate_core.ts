/** The random-play simulation loop shared by `simulate` and its worker threads. */
import { applyInPlace, applyLegal, legalActions, type Mode, seatsToAct, setup } from "../engine/mod.ts";
import type { GameState } from "../engine/state/types.ts";
import { checkJson, checkState } from "../tests/support/invariants.ts";
import { checkViews } from "../tests/support/leak_oracle.ts";
import { pools, resourcesMoved } from "../tests/support/team_invariants.ts";
import { randomSource } from "../engine/state/rng.ts";

export interface SimParams {
  games: number;
  seed: number;
  mode: string;
  basesToWin?: number;
  payOffNeutral: boolean;
  check: "step" | "end" | "none";
  maxTurns: number;
  workers: number;
  /** Index of the first game: a run can be split in parts (games first … first+games-1), same games as one run. */
  first?: number;
  /**
   * The next game to play, shared by the threads (`Atomics.add` on a SharedArrayBuffer): each thread
   * takes the next game when it finishes one, so long games do not pile up on one thread. Without
   * it, this thread plays every game. Each game is seeded by its number alone, so the totals do not
   * depend on which thread played it.
   */
  next?: Int32Array;
}

export interface SimResult {
  games: number;
  completed: number;
  violations: number;
  empireWins: number;
  rebelWins: number;
  turns: number;
  actions: number;
  maxStateBytes: number;
  examples: string[];
}

const MODES: Mode[] = ["beginner", "fullGalaxy", "secretBases"];

/** Plays this thread's share of the games. */
export function simulate(p: SimParams): SimResult {
  const r: SimResult = {
    games: 0,
    completed: 0,
    violations: 0,
    empireWins: 0,
    rebelWins: 0,
    turns: 0,
    actions: 0,
    maxStateBytes: 0,
    examples: [],
  };
  const report = (game: number, step: number, problems: string[], s: GameState) => {
    r.violations += problems.length;
    if (r.examples.length < 10) {
      r.examples.push(`game ${game} step ${step} (turn ${s.turn.n}): ${problems.slice(0, 3).join("; ")}`);
    }
  };
  const checkAll = (game: number, step: number, s: GameState) => {
    const problems = [...checkState(s), ...checkViews(s, { text: false })];
    const j = checkJson(s);
    problems.push(...j.problems);
    if (j.bytes > r.maxStateBytes) r.maxStateBytes = j.bytes;
    if (problems.length > 0) report(game, step, problems, s);
    return problems.length === 0;
  };
  const shared = p.next;
  let own = 0;
  const take = () => (shared ? Atomics.add(shared, 0, 1) : own++);
  const first = p.first ?? 0;
  for (let g = first + take(); g < first + p.games; g = first + take()) {
    // The random player's own generator, seeded per game so threads agree.
    const rand = randomSource(
      (Math.imul(p.seed ^ 0x9e3779b9, 2246822519) + Math.imul(g + 1, 3266489917)) >>> 0,
    );
    const all = p.mode === "all";
    const team = p.mode === "2v2";
    const mode = all || team ? MODES[g % 3] : p.mode as Mode;
    const basesToWin = p.basesToWin ??
      (team ? 2 + (g % 2) : all ? 2 + (g % 4) : mode === "beginner" ? 3 : 4);
    const payOffNeutral = p.payOffNeutral || ((all || team) && (g >> 1) % 2 === 1);
    const seed = (Math.imul(p.seed, 2654435761) + g) >>> 0;
    const s = team
      ? setup({ seed, mode, basesToWin, payOffNeutral, format: "2v2" })
      : setup({ seed, mode, basesToWin, payOffNeutral, empireSeat: (g % 2) as 0 | 1 });
    let step = 0;
    let ok = p.check === "none" || checkAll(g, 0, s);
    while (ok && s.winner < 0 && s.turn.n <= p.maxTurns) {
      const seats = seatsToAct(s);
      const seat = seats[seats.length === 1 ? 0 : rand(seats.length)];
      const legal = legalActions(s, seat);
      if (legal.length === 0) {
        report(g, step, ["no legal action"], s);
        break;
      }
      const action = legal[rand(legal.length)];
      step++;
      if (p.check === "none") {
        applyLegal(s, seat, action);
        continue;
      }
      const before = team && p.check === "step" ? pools(s) : null;
      const err = applyInPlace(s, seat, action);
      if (err) {
        report(g, step, [`legal action refused: ${err.code} ${err.message}`], s);
        break;
      }
      if (p.check === "step") ok = checkAll(g, step, s);
      if (before) {
        const moved = resourcesMoved(before, s, seat);
        if (moved.length > 0) {
          report(g, step, moved, s);
          ok = false;
        }
      }
    }
    if (p.check === "end") checkAll(g, step, s);
    r.games++;
    r.actions += step;
    r.turns += s.turn.n;
    if (s.winner >= 0) {
      r.completed++;
      if (s.seats[s.winner].faction === "empire") r.empireWins++;
      else r.rebelWins++;
    }
  }
  return r;
}
