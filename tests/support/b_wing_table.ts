/** The table of the standing answers' tests: the other side's B-Wing waits to be used against the Empire. */
import type { GameState } from "../../engine/mod.ts";
import { buildTable, parseScenarios } from "./notation/mod.ts";

/**
 * The Rebels' turn with B-Wing in play and two cards in their deck; the Empire holds a TIE Fighter (cost 1)
 * and two starters (cost 0). A new state each call (tests place it in games and change it).
 */
export function bWingTable(): GameState {
  return buildTable(
    parseScenarios(`scenario: B-Wing waits to be used
table:
  turn: rebel
  rebel play: B-Wing
  rebel deck: X-Wing, Y-Wing
  empire hand: TIE Fighter, Stormtrooper, Imperial Shuttle
`)[0],
  );
}
