/** A short run of the random-play simulation with every invariant checked after every step. */
import assert from "node:assert/strict";
import { simulate } from "../../tools/simulate_core.ts";

Deno.test("seeded random games in every mode complete with no invariant violation", () => {
  const r = simulate({
    games: 24,
    seed: 20261121,
    mode: "all",
    payOffNeutral: false,
    check: "step",
    maxTurns: 1000,
    workers: 1,
  });
  assert.deepEqual(r.examples, []);
  assert.equal(r.violations, 0);
  assert.equal(r.completed, 24);
  assert.equal(r.empireWins + r.rebelWins, 24);
  assert.ok(r.maxStateBytes > 1000 && r.maxStateBytes <= 16384, `max state ${r.maxStateBytes} bytes`);
});

Deno.test("seeded random 2v2 games complete with no invariant violation (regions, resources, team views)", () => {
  const r = simulate({
    games: 6,
    seed: 20261125,
    mode: "2v2",
    payOffNeutral: false,
    check: "step",
    maxTurns: 1000,
    workers: 1,
  });
  assert.deepEqual(r.examples, []);
  assert.equal(r.violations, 0);
  assert.equal(r.completed, 6);
});
