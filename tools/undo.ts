/**
 * `deno task undo:scan [--games N] [--first I] [--seed S] [--format 1v1|2v2] [--undo-rate R] [--max-actions N]`
 * Plays seeded random games (100,000 by default), judges every move with `undoable` and checks each
 * judgement (tools/undo_scan.ts); prints the kinds of moves found undoable, the refusals by reason
 * and any broken check, as one JSON object. Exits 1 when a check broke.
 */
import { parseArgs } from "node:util";
import { scanUndo } from "./undo_scan.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    games: { type: "string", default: "100000" },
    first: { type: "string", default: "0" },
    seed: { type: "string", default: "1" },
    format: { type: "string", default: "1v1" },
    "undo-rate": { type: "string", default: "0.02" },
    "max-actions": { type: "string", default: "20000" },
  },
});
const rate = Number(values["undo-rate"]);
if (!(rate >= 0 && rate <= 1)) {
  console.error("--undo-rate must be between 0 and 1");
  Deno.exit(2);
}
if (values.format !== "1v1" && values.format !== "2v2") {
  console.error("--format must be 1v1 or 2v2");
  Deno.exit(2);
}
const t0 = performance.now();
const r = scanUndo({
  games: Number(values.games),
  first: Number(values.first),
  format: values.format,
  seed: Number(values.seed) >>> 0,
  undoRate: rate,
  maxActions: Number(values["max-actions"]),
});
const sorted = (m: Record<string, number>) =>
  Object.fromEntries(Object.entries(m).sort((a, b) => b[1] - a[1]));
console.log(JSON.stringify(
  {
    games: r.games,
    first: Number(values.first),
    format: values.format,
    moves: r.moves,
    undone: r.undone,
    seconds: +((performance.now() - t0) / 1000).toFixed(1),
    undoable: sorted(r.undoable),
    refused: sorted(r.refused),
    failures: r.failures,
  },
  null,
  1,
));
if (r.failures.length > 0) Deno.exit(1);
