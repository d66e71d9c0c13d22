/** A short run of the random-play simulation with every invariant checked after every step. */
import assert from "node:assert/strict";
import { type SimResult, simulate } from "../../tools/simulate_core.ts";

/** Plays seeded games of a mode with every check after every step; asserts none failed and all ended. */
function playChecked(mode: string, games: number, seed: number): SimResult {
  const r = simulate({ games, seed, mode, payOffNeutral: false, check: "step", maxTurns: 1000, workers: 1 });
  assert.deepEqual(r.examples, []);
  assert.equal(r.violations, 0);
  assert.equal(r.completed, games);
  assert.equal(r.empireWins + r.rebelWins, games);
  return r;
}

Deno.test("seeded random games in every mode complete with no invariant violation", () => {
  const r = playChecked("all", 24, 20261121);
  assert.ok(r.maxStateBytes > 1000 && r.maxStateBytes <= 16384, `max state ${r.maxStateBytes} bytes`);
});

Deno.test("seeded random 2v2 games complete with no invariant violation (regions, resources, team views)", () => {
  const r = playChecked("2v2", 6, 20261125);
  assert.ok(r.maxStateBytes > 2000 && r.maxStateBytes <= 16384, `max state ${r.maxStateBytes} bytes`);
});
