/**
 * The strong bot: determinized Monte Carlo over the legal actions. Each round samples a full state
 * the view allows; every candidate still in the race is applied to it and play goes on with the
 * greedy policy (both seats, decisions included) until the opponent's next turn is over, where the
 * static evaluation scores the position. In an endgame (either side close to winning) the playout
 * goes on for several more turns, so that playouts can end with the game and score its outcome
 * instead of the evaluation. Scores are win chances (the evaluation's logit through the logistic
 * function; 1 or 0 once the game is over), so a playout that loses the game weighs as a lost game
 * and not as a hundred. All candidates see the same samples (common random numbers), so they are
 * compared pairwise and a candidate clearly behind the leader drops out. Budget: rounds, and
 * optionally a clock.
 */
import type { Action, GameState } from "../state/types.ts";
import type { View } from "../view/view.ts";
import { applyLegal, cloneState, legalActions, seatsToAct } from "../mod.ts";
import { determinize, determinizeChecked } from "./determinize.ts";
import { greedyAction } from "./greedy.ts";
import { damageToWin, evaluate } from "./evaluate.ts";
import { opponentInRegion } from "../state/seats.ts";

/** Tunables of the search. */
export const STRONG = Object.freeze({
  /** Rounds (sampled states) per move when no clock bounds the move. */
  iterations: 24,
  /** Round cap when a clock bounds the move. */
  maxRounds: 200,
  /** Time budget per move in milliseconds when a clock is given without a budget. */
  budgetMs: 150,
  /** Turns played out after the current one before evaluating. */
  extraTurns: 1,
  /** Turns played out after the current one in an endgame. */
  endgameTurns: 6,
  /** An endgame: either side has at most this much damage still to deal to win (`damageToWin`). */
  endgameDamage: 20,
  /** Rounds before candidates may drop out. */
  minRounds: 4,
  /** Standard errors behind the leader at which a candidate drops out. */
  drop: 2.5,
});

/** Search budget of one move. */
export interface StrongBudget {
  now?: () => number;
  budgetMs?: number;
  iterations?: number;
}

/** Decisions left to the greedy heuristics: their continuation cannot be rebuilt exactly (how many cards were exiled so far) or a turn or two says nothing about them (secret bases). */
const GREEDY_PURPOSES = new Set(["exile", "secretBase"]);

/** Safety cap on the actions of one playout. */
const MAX_STEPS = 600;

/** The strong bot's action for the view's seat (one of `view.legal`). */
export function strongAction(view: View, rng: number[], budget: StrongBudget): Action {
  const legal = view.legal;
  const me = view.viewer;
  const mine = view.pending.find((d) => d.seat === me);
  if (!mine) {
    // Playing a card never hurts: its resources and Force are free, its abilities stay optional.
    const play = legal.find((a) => a.type === "playAll") ?? legal.find((a) => a.type === "play");
    if (play) return play;
  }
  const first = determinizeChecked(view, rng);
  if (!first.exact || (mine && GREEDY_PURPOSES.has(mine.purpose))) {
    return greedyAction(first.state, me, legal);
  }
  const now = budget.now;
  const deadline = now ? now() + (budget.budgetMs ?? STRONG.budgetMs) : Infinity;
  const maxRounds = budget.iterations ?? (now ? STRONG.maxRounds : STRONG.iterations);
  const stopTurn = view.turn.n + 1 + playoutTurns(first.state, me);
  const values: number[][] = legal.map(() => []);
  // The greedy choice goes first: if the clock runs out in the first round, it has been scored.
  const lead = legal.indexOf(greedyAction(first.state, me, legal));
  let active = legal.map((_, i) => i);
  if (lead > 0) active = [lead, ...active.filter((i) => i !== lead)];
  let det = first.state;
  for (let round = 0; round < maxRounds && active.length > 1; round++) {
    if (round > 0) det = determinize(view, rng);
    const done: number[] = [];
    for (const i of active) {
      if (done.length > 0 && now && now() > deadline) break;
      const s = cloneState(det);
      applyLegal(s, me, legal[i]);
      playOut(s, stopTurn);
      values[i].push(winChance(s, me));
      done.push(i);
    }
    if (done.length < active.length) {
      // Out of time: a partial round is dropped, except the first, which is all there is.
      if (round === 0) active = done;
      else for (const i of done) values[i].pop();
      break;
    }
    if (round + 1 >= STRONG.minRounds) active = survivors(values, active);
    if (now && now() > deadline) break;
  }
  let best = active[0];
  for (const i of active) if (mean(values[i]) > mean(values[best])) best = i;
  return legal[best];
}

/** Turns a playout goes on after the current one: more in an endgame (either side close to winning). */
export function playoutTurns(s: GameState, me: number): number {
  const need = Math.min(damageToWin(s, me), damageToWin(s, opponentInRegion(s, me)));
  return need <= STRONG.endgameDamage ? STRONG.endgameTurns : STRONG.extraTurns;
}

/** The seat's chance to win: the evaluation's logit through the logistic function. */
function winChance(s: GameState, me: number): number {
  return 1 / (1 + Math.exp(-evaluate(s, me)));
}

function mean(xs: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return xs.length > 0 ? s / xs.length : -Infinity;
}

/** Candidates not clearly behind the leader (paired differences over the same samples). */
function survivors(values: number[][], active: number[]): number[] {
  let lead = active[0];
  for (const i of active) if (mean(values[i]) > mean(values[lead])) lead = i;
  const L = values[lead];
  return active.filter((i) => {
    if (i === lead) return true;
    const V = values[i];
    const r = V.length;
    let sum = 0, sq = 0;
    for (let k = 0; k < r; k++) {
      const d = V[k] - L[k];
      sum += d;
      sq += d * d;
    }
    const m = sum / r;
    const sd = Math.sqrt(Math.max(0, sq / r - m * m));
    return m + (STRONG.drop * sd) / Math.sqrt(r) >= 0;
  });
}

/** Plays greedy moves for whoever must act until the given turn begins or the game ends. */
export function playOut(s: GameState, stopTurn: number): void {
  for (let step = 0; step < MAX_STEPS && s.winner < 0 && s.turn.n < stopTurn; step++) {
    const seat = seatsToAct(s)[0];
    const legal = legalActions(s, seat);
    if (legal.length === 0) return;
    applyLegal(s, seat, greedyAction(s, seat, legal));
  }
}
