/** The pinned playouts still produce exactly the recorded summaries (tests/support/playout_pins.ts). */
import assert from "node:assert/strict";
import { PINS_FILE, pinSpecs, type PinSummary, playPinned } from "../support/playout_pins.ts";

const recorded: PinSummary[] = JSON.parse(await Deno.readTextFile(PINS_FILE));

Deno.test("pinned playouts: every recorded game plays out the same (deno task pin shows the differences)", async (t) => {
  const specs = pinSpecs();
  assert.deepEqual(recorded.map((p) => p.name), specs.map((p) => p.name), "the pinned game list changed");
  for (const spec of specs) {
    await t.step(spec.name, () => {
      assert.deepEqual(playPinned(spec), recorded.find((p) => p.name === spec.name));
    });
  }
});
