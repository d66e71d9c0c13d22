/** Small helpers of the engine tests that act on a full state: act (asserting acceptance), ids, a faction's seat. */
import assert from "node:assert/strict";
import { type Action, applyInPlace, defOf, type GameState } from "../../engine/mod.ts";
import { buildTable, parseScenarios } from "./notation/mod.ts";

/** The card ids of `cards`, sorted. */
export const ids = (cards: number[]): string[] => cards.map((c) => defOf(c).id).sort();

/** The seat of a faction. */
export const seatOf = (s: GameState, faction: "empire" | "rebel"): number =>
  s.seats.findIndex((p) => p.faction === faction);

/** Applies an action, asserting the engine accepts it. */
export function act(s: GameState, seat: number, a: Action): void {
  const err = applyInPlace(s, seat, a);
  assert.equal(err, null, `action ${JSON.stringify(a)} refused: ${JSON.stringify(err)}`);
}

/** A table set with the scenario notation (for rules needing several copies of a card). */
export function table(text: string): GameState {
  return buildTable(parseScenarios(`scenario: t\ntable:\n${text}`)[0]);
}
