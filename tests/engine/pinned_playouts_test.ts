/**
 * The pinned playouts still produce exactly the recorded summaries (tests/support/playout_pins.ts): the
 * uniformly random games here, the computers' and the 2v2 games in pinned_bot_team_playouts_test.ts (two
 * files, so that the test runner's workers check them side by side).
 */
import assert from "node:assert/strict";
import { checkPinned, pinSpecs, recordedPins } from "../support/playout_pins.ts";

Deno.test("pinned playouts: the pinned game list is the recorded one", async () => {
  assert.deepEqual((await recordedPins()).map((p) => p.name), pinSpecs().map((p) => p.name));
});

Deno.test("pinned playouts: every uniformly random game plays out the same (deno task pin shows the differences)", (t) =>
  checkPinned(t, (name) => name.startsWith("uniform-")));
