/**
 * Bots: each is a function from its own seat's view to one of the view's legal actions, so a bot
 * never reads hidden state; where it needs a full state it samples one the view allows
 * (determinization). Pure: a time budget comes in as a clock function, randomness from the seed.
 *
 * - `random`: uniform among the legal actions.
 * - `greedy`: a one-turn heuristic (greedy.ts).
 * - `strong`: Monte Carlo search over sampled states with greedy playouts and a fitted evaluation
 *   (strong.ts, evaluate.ts).
 */
import type { Action } from "../state/types.ts";
import type { View } from "../view/view.ts";
import { randInt, seedRng } from "../state/rng.ts";
import { determinize } from "./determinize.ts";
import { greedyAction } from "./greedy.ts";
import { strongAction } from "./strong.ts";

export { determinize, determinizeChecked } from "./determinize.ts";
export type { Determinized } from "./determinize.ts";
export { greedyAction } from "./greedy.ts";
export { evaluate } from "./evaluate.ts";

export type BotLevel = "random" | "greedy" | "strong";
export const BOT_LEVELS: readonly BotLevel[] = ["random", "greedy", "strong"];

export interface BotOptions {
  /** Seed of the bot's own random generator (an unsigned 32-bit integer). */
  seed: number;
  /** Clock in milliseconds: with it the strong bot stops at the time budget. */
  now?: () => number;
  /** Time budget of a strong move in milliseconds (default 150; needs `now`). */
  budgetMs?: number;
  /** Cap on the strong bot's sampled states per move (default 24 without a clock, 200 with one). */
  iterations?: number;
}

/**
 * The bot's action for the view's seat: always one of `view.legal` (which must not be empty). The
 * same view, level and options give the same action.
 */
export function chooseAction(view: View, level: BotLevel, opts: BotOptions): Action {
  const legal = view.legal;
  if (legal.length === 0) throw new Error("the bot's seat has no legal action");
  if (legal.length === 1) return legal[0];
  const rng = seedRng(opts.seed);
  if (level === "random") return legal[randInt(rng, legal.length)];
  const a = level === "greedy"
    ? greedyAction(determinize(view, rng), view.viewer, legal)
    : strongAction(view, rng, opts);
  return legal.includes(a) ? a : legal[0];
}
