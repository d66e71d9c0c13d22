/** The legal-action lists of a long-running process: the dedupe stamps survive the counter's Int32 limit. */
import assert from "node:assert/strict";
import { applyInPlace, type GameState, legalActions, seatsToAct, setup } from "../../engine/mod.ts";
import { setLegalGeneration } from "../../engine/turn/legal.ts";
import { randomSource } from "../../engine/state/rng.ts";

Deno.test("legal actions: the lists stay the same after ~2^31 listings in one process (stamps start over)", () => {
  const rand = randomSource(4242);
  const s: GameState = setup({ seed: 17, mode: "fullGalaxy" });
  let compared = 0;
  while (s.winner < 0 && s.turn.n < 120) {
    const seats = seatsToAct(s);
    const seat = seats[rand(seats.length)];
    const fresh = JSON.stringify(legalActions(s, seat));
    // Cross the limit inside one listing (each listing takes several generations) and just before it.
    for (const near of [0x7fffffff - 2, 0x7fffffff - 1, 0x7fffffff]) {
      setLegalGeneration(near);
      assert.equal(JSON.stringify(legalActions(s, seat)), fresh, `turn ${s.turn.n}, generation ${near}`);
      assert.equal(
        JSON.stringify(legalActions(s, seat)),
        fresh,
        `turn ${s.turn.n}, after generation ${near}`,
      );
      compared++;
    }
    const legal = legalActions(s, seat);
    assert.equal(applyInPlace(s, seat, legal[rand(legal.length)]), null);
  }
  assert.ok(compared > 300, `only ${compared} comparisons`);
});
