/**
 * ENGINE_VERSION is tied to the pinned playouts: each version records the fingerprint of the rule
 * hashes of the pinned games it plays. A change of the rules re-pins those hashes, and this test then
 * fails until ENGINE_VERSION is bumped and its fingerprint recorded here (old records are refused by
 * the new engine instead of replaying into another game). Pinned games added later (new table sizes)
 * do not change the fingerprint: records of the games listed here still replay.
 *
 * Only the uniform games are covered: their moves come from a fixed chooser, so their hashes change
 * only when the rules do. The bot games' moves come from the bots, whose tuning changes the games
 * (and re-pins them) without changing the rules, and must not force a version bump.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { ENGINE_VERSION } from "../../engine/mod.ts";
import { PINS_FILE, type PinSummary } from "../support/playout_pins.ts";

/** Fingerprint of the uniform pinned games' rule hashes, per engine version. */
const FINGERPRINTS: Record<string, string> = {
  "holotable-rules-1": "83e929ce92fad8381797522e1a1de58782f48e0312ef59f399e8712876c077cd",
};

/** The pinned games the fingerprint covers: the uniform 1v1 games pinned when versions began. */
const COVERED = Array.from({ length: 36 }, (_, g) => `uniform-${g}`);

Deno.test("ENGINE_VERSION names the rules that the pinned playouts record", async () => {
  const pins: PinSummary[] = JSON.parse(await Deno.readTextFile(PINS_FILE));
  const h = createHash("sha256");
  for (const name of COVERED) {
    const p = pins.find((x) => x.name === name);
    assert.ok(p, `pinned game ${name} is missing`);
    h.update(`${p.name}:${p.actions}:${p.turns}:${p.winner}:${p.rules}\n`);
  }
  assert.equal(
    h.digest("hex"),
    FINGERPRINTS[ENGINE_VERSION],
    `the pinned rules changed: bump ENGINE_VERSION (engine/version.ts) and record its fingerprint here`,
  );
});
