/** Any action: checked, then carried out — answers by abilities/answers.ts, the turn's actions by actions.ts. */
import type { Action, EngineError, GameState } from "../state/types.ts";
import type { Ctx } from "../state/context.ts";
import { checkAction, checkAny } from "./actions.ts";
import { performAction } from "./main_actions.ts";
import { checkAnswerAction, performAnswer } from "../abilities/answers.ts";

/** Checks an action for a seat without changing anything; null when it is legal. */
export function check(s: GameState, seat: number, a: Action): EngineError | null {
  if (a?.type !== "answer") return checkAction(s, seat, a);
  return checkAny(s, seat, a) ?? checkAnswerAction(s, seat, a);
}

/** Carries out an action that `check` accepted (a batch answer may still fail at a later pick). */
export function perform(c: Ctx, seat: number, a: Action): EngineError | null {
  if (a.type === "answer") return performAnswer(c, seat, a);
  performAction(c, seat, a);
  return null;
}
