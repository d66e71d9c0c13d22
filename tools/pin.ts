/**
 * `deno task pin [--write] [--only name]`: plays the pinned games (tests/support/playout_pins.ts) and
 * compares their summaries with tests/engine/pinned_playouts.json, printing every difference;
 * `--write` records the new summaries instead (then explain the diff in the commit).
 */
import { parseArgs } from "node:util";
import {
  formatPins,
  PINS_FILE,
  pinSpecs,
  type PinSummary,
  playPinned,
} from "../tests/support/playout_pins.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: { write: { type: "boolean", default: false }, only: { type: "string" } },
});

const t0 = performance.now();
const specs = pinSpecs().filter((p) => !values.only || p.name === values.only);
const pins: PinSummary[] = specs.map((spec) => playPinned(spec));
const ms = performance.now() - t0;
if (values.write) {
  await Deno.writeTextFile(PINS_FILE, formatPins(pins));
  console.log(`recorded ${pins.length} pinned games in ${ms.toFixed(0)} ms`);
} else {
  const recorded: PinSummary[] = JSON.parse(await Deno.readTextFile(PINS_FILE));
  let diffs = 0;
  for (const p of pins) {
    const r = recorded.find((x) => x.name === p.name);
    for (const key of ["actions", "turns", "winner", "rules", "views", "text"] as const) {
      if (r?.[key] !== p[key]) {
        diffs++;
        console.log(`${p.name}: ${key} ${r?.[key]} → ${p[key]}`);
      }
    }
  }
  console.log(`${pins.length} pinned games, ${diffs} differences, ${ms.toFixed(0)} ms`);
  if (diffs > 0) Deno.exit(1);
}
