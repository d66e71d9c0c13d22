/**
 * A table of a scenario file placed in a running game: the scenario's table is built and its steps run
 * up to one of its expectation blocks, and the state replaces the game's (in the in-process server's
 * store; the next read renders it). For browser tests that need one exact moment of a game (a decision a
 * card of the other side asks, a 2v2 damage split, an attack with no target) without playing random games
 * until it comes.
 */
import { buildTable, parseScenarios } from "./notation/mod.ts";
import { runStep } from "./notation/steps.ts";
import type { GameState } from "../../engine/mod.ts";
import type { GameService } from "../../server/games.ts";

/**
 * The state of scenario `name` of `file` (under tests/scenarios/) after its steps up to its expectation
 * block number `expects` (from 1); its expectations are not checked here (the scenario tests do).
 */
export async function scenarioState(file: string, name: string, expects: number): Promise<GameState> {
  const text = await Deno.readTextFile(new URL(`../scenarios/${file}`, import.meta.url));
  const sc = parseScenarios(text).find((x) => x.name.startsWith(name));
  if (!sc) throw new Error(`no scenario "${name}" in ${file}`);
  const s = buildTable(sc);
  // An expectation block is a run of "expect" lines; the steps before block number `expects` are run.
  let blocks = 0, prev = "step";
  for (const { kind, line } of sc.script) {
    if (kind === "expect" && prev === "step" && ++blocks === expects) break;
    prev = kind;
    const err = kind === "step" ? runStep(s, line.text, []) : null;
    if (err) throw new Error(`${file}:${line.no}: ${err}`);
  }
  return s;
}

/**
 * Replaces the state of game `id` (its seats as they are: a 1v1 game for a 1v1 state, 2v2 for 2v2) with
 * `state`, as a new version with nothing to undo.
 */
export async function place(service: GameService, id: string, state: GameState): Promise<void> {
  const g = await service.store.get(id);
  if (!g) throw new Error(`no game ${id}`);
  if (g.head.seats.length !== state.seats.length) throw new Error("the state's seats are not the game's");
  const head = { ...g.head, state, seq: g.head.seq + 1, last: null, undoBase: null, recent: [] };
  if (!await service.store.commit({ heads: [{ head, from: g }], entry: null })) {
    throw new Error("the game changed meanwhile");
  }
}
