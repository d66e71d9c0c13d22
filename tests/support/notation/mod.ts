/**
 * Scenario notation: a readable fixture format with card names. A scenario sets a table by hand,
 * runs steps, and checks expectations; see tests/scenarios/README.md for the grammar.
 */
import type { GameEvent, GameState } from "../../../engine/mod.ts";
import { parseScenarios, type Scenario, type ScenarioResult } from "./scenarios.ts";
import { buildTable } from "./table.ts";
import { runStep } from "./steps.ts";
import { check } from "./expect.ts";

export { cardByName } from "./names.ts";
export { buildTable } from "./table.ts";
export { parseScenarios } from "./scenarios.ts";
export type { Line, Scenario, ScenarioResult } from "./scenarios.ts";
export { parseStep } from "./steps.ts";

/** Runs a scenario; stops at the first difference. */
export function runScenario(sc: Scenario): ScenarioResult {
  let s: GameState;
  try {
    s = buildTable(sc);
  } catch (e) {
    return { name: sc.name, ok: false, message: `table: ${(e as Error).message}`, steps: 0 };
  }
  let steps = 0;
  const events: GameEvent[] = [];
  const box = new Set(s.exiled);
  for (const { kind, line } of sc.script) {
    try {
      const msg = kind === "step" ? runStep(s, line.text, events) : check(s, line.text, events, box);
      if (kind === "step") steps++;
      if (msg) return { name: sc.name, ok: false, message: `line ${line.no} (${line.text}): ${msg}`, steps };
    } catch (e) {
      return {
        name: sc.name,
        ok: false,
        message: `line ${line.no} (${line.text}): ${(e as Error).message}`,
        steps,
      };
    }
  }
  return { name: sc.name, ok: true, steps };
}

/** Parses and runs every scenario of a file's text. */
export function runScenarioText(text: string): ScenarioResult[] {
  return parseScenarios(text).map(runScenario);
}
