/**
 * Bots: each is a function from its own seat's view to one of the view's legal actions. A bot never
 * reads hidden state; where it needs a full state it samples one the view allows (determinization).
 * Pure: time budgets come in as a clock function, randomness from the seed.
 */
import type { Action } from "../types.ts";
import type { View } from "../view.ts";
import { randInt, seedRng } from "../rng.ts";
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
  /** Clock in milliseconds, for a time budget (strong). */
  now?: () => number;
  /** Time budget per move in milliseconds (strong; needs `now`). */
  budgetMs?: number;
  /** Sampled determinizations per move (strong): a cap, or the budget when there is no clock. */
  iterations?: number;
}

/** The bot's action for the view's seat: always one of `view.legal`. */
export function chooseAction(view: View, level: BotLevel, opts: BotOptions): Action {
  const legal = view.legal;
  if (legal.length === 0) throw new Error("the bot has no legal action");
  if (legal.length === 1) return legal[0];
  const rng = seedRng(opts.seed);
  if (level === "random") return legal[randInt(rng, legal.length)];
  if (level === "greedy") return pickLegal(legal, greedyAction(determinize(view, rng), view.viewer, legal));
  return pickLegal(legal, strongAction(view, rng, opts));
}

/** The legal action equal to `a` (the same object when it came from the list). */
function pickLegal(legal: Action[], a: Action): Action {
  if (legal.includes(a)) return a;
  const key = JSON.stringify(a);
  return legal.find((x) => JSON.stringify(x) === key) ?? legal[0];
}
