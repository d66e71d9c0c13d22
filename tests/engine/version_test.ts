/**
 * ENGINE_VERSION is tied to the pinned playouts: each version records the fingerprint of the rule
 * hashes of the pinned games it plays. A change of the rules re-pins those hashes, and this test then
 * fails until ENGINE_VERSION is bumped and its fingerprint recorded here (old records are refused by
 * the new engine instead of replaying into another game). Pinned games added later (new table sizes)
 * do not change the fingerprint: records of the games listed here still replay.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { ENGINE_VERSION } from "../../engine/mod.ts";
import { PINS_FILE, type PinSummary } from "../support/playout_pins.ts";

/** Fingerprint of the pinned 1v1 games' rule hashes, per engine version. */
const FINGERPRINTS: Record<string, string> = {
  "holotable-rules-1": "5a46f2fcd4acc3ead1002164ee3f1fcc715b60ad85335961531e558152af3f8b",
};

/** The pinned games the fingerprint covers (the 1v1 games pinned when versions began). */
const COVERED = [
  ...Array.from({ length: 36 }, (_, g) => `uniform-${g}`),
  "bots-greedy-random-0",
  "bots-random-greedy-1",
  "bots-greedy-greedy-2",
  "bots-strong-greedy-3",
  "bots-greedy-strong-4",
];

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
