/** The task queue of the rules: queueing what runs next, and asking the decisions that stop it (run.ts runs it). */
import type { Effect } from "../cards/vocabulary.ts";
import type {
  Continuation,
  Decision,
  EffectTask,
  GameState,
  OptionPurpose,
  OptionResume,
  Task,
} from "../state/types.ts";
import type { Ctx } from "../state/context.ts";

/** A copy of an object without its undefined fields (same key order). */
function defined<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const k in o) if (o[k] !== undefined) out[k] = o[k];
  return out as T;
}

/** Queues tasks to run next, in order. */
export function runNext(s: GameState, ...tasks: Task[]): void {
  s.queue.unshift(...tasks);
}

/** An effect task ("it" only when the effect refers to a card). */
export function task(e: Effect, seat: number, src: number, it?: number): EffectTask {
  return it === undefined ? { e, seat, src } : { e, seat, src, it };
}

/** A decision as `ask` takes it: everything but its id, optional fields maybe undefined. */
export type NewDecision = Decision extends infer D ? D extends Decision ? Omit<D, "id"> : never : never;

/** Asks a seat a yes/no question (an optional ability, a base asking its player). */
export function askYesNo(
  c: Ctx,
  seat: number,
  purpose: OptionPurpose,
  src: number,
  k: OptionResume,
): void {
  ask(c, { seat, kind: "option", purpose, src, options: [{ label: "yes" }, { label: "no" }], k });
}

/** Registers a decision; the queue stops until it is answered. */
export function ask(c: Ctx, d: NewDecision): Decision {
  // Copies the defined fields in order instead of deleting undefined ones (deleting a property
  // turns an object into a slow dictionary; the JSON stays the same).
  const dec: Record<string, unknown> = { id: c.s.nextId++ };
  for (const key in d) {
    const value = (d as Record<string, unknown>)[key];
    if (value !== undefined) dec[key] = key === "k" ? defined(value as Continuation) : value;
  }
  c.s.pending.push(dec as unknown as Decision);
  return dec as unknown as Decision;
}
