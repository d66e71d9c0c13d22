/**
 * ENGINE_VERSION is tied to the pinned playouts: each version records the fingerprint of the rule
 * hashes of the pinned games it plays. A change of the rules re-pins those hashes, and this test then
 * fails until ENGINE_VERSION is bumped and its fingerprint recorded here (old records are refused by
 * the new engine instead of replaying into another game). Pinned games added later (new table sizes)
 * do not change the fingerprint of the versions before them: records of the games listed there still
 * replay; a later version may cover them (holotable-rules-2 covers the uniform 2v2 games).
 *
 * Only the uniform games are covered: their moves come from a fixed chooser, so their hashes change
 * only when the rules do. The bot games' moves come from the bots, whose tuning changes the games
 * (and re-pins them) without changing the rules, and must not force a version bump.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { ENGINE_VERSION } from "../../engine/mod.ts";
import { PINS_FILE, type PinSummary } from "../support/playout_pins.ts";

/** The uniform 1v1 games, pinned when versions began. */
const DUELS = Array.from({ length: 36 }, (_, g) => `uniform-${g}`);

/** The uniform 2v2 games, covered since holotable-rules-2 (its Yavin IV reacts in both regions). */
const TEAMS = Array.from({ length: 4 }, (_, g) => `team-${g}`);

/** Per engine version: the pinned games its fingerprint covers, and the fingerprint of their rule hashes. */
const FINGERPRINTS: Record<string, { games: string[]; hash: string }> = {
  "holotable-rules-1": {
    games: DUELS,
    hash: "83e929ce92fad8381797522e1a1de58782f48e0312ef59f399e8712876c077cd",
  },
  "holotable-rules-2": {
    games: [...DUELS, ...TEAMS],
    hash: "ec1740be6f9be97a2fad9d93d70945226dbf3cf109181e4084cdc9ca921bb419",
  },
};

Deno.test("ENGINE_VERSION names the rules that the pinned playouts record", async () => {
  const pins: PinSummary[] = JSON.parse(await Deno.readTextFile(PINS_FILE));
  const h = createHash("sha256");
  const version = FINGERPRINTS[ENGINE_VERSION];
  assert.ok(version, `no fingerprint recorded for ${ENGINE_VERSION}`);
  for (const name of version.games) {
    const p = pins.find((x) => x.name === name);
    assert.ok(p, `pinned game ${name} is missing`);
    h.update(`${p.name}:${p.actions}:${p.turns}:${p.winner}:${p.rules}\n`);
  }
  assert.equal(
    h.digest("hex"),
    version.hash,
    `the pinned rules changed: bump ENGINE_VERSION (engine/records/version.ts) and record its fingerprint here`,
  );
});
