/**
 * `deno task simulate --games N --seed S [--mode M|all|2v2] [--bases-to-win N] [--pay-off-neutral]
 *  [--check step|end|none] [--workers W] [--first I]`
 * Plays seeded games choosing uniformly among legal actions, checks invariants after every step,
 * and prints one JSON line last. `--check none` measures raw speed (actions are taken from
 * legalActions and applied without a second check); `--workers` splits the games over threads.
 * `--mode 2v2` plays four-seat team games (base modes in turn) and also checks after every step
 * that no seat's resources were spent or taken by another seat.
 */
import { parseArgs } from "node:util";
import { type SimParams, type SimResult, simulate } from "./simulate_core.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    games: { type: "string", default: "100" },
    seed: { type: "string", default: "1" },
    mode: { type: "string", default: "all" },
    "bases-to-win": { type: "string" },
    "pay-off-neutral": { type: "boolean", default: false },
    check: { type: "string", default: "step" },
    "max-turns": { type: "string", default: "1000" },
    workers: { type: "string", default: "1" },
    first: { type: "string", default: "0" },
  },
});

const params: SimParams = {
  games: Number(values.games),
  seed: Number(values.seed) >>> 0,
  mode: values.mode!,
  basesToWin: values["bases-to-win"] ? Number(values["bases-to-win"]) : undefined,
  payOffNeutral: values["pay-off-neutral"]!,
  check: values.check as SimParams["check"],
  maxTurns: Number(values["max-turns"]),
  workers: Math.max(1, Number(values.workers)),
  first: Number(values.first),
};
if (!["all", "beginner", "fullGalaxy", "secretBases", "2v2"].includes(params.mode)) {
  console.error("--mode must be beginner, fullGalaxy, secretBases, all or 2v2");
  Deno.exit(2);
}
if (!["step", "end", "none"].includes(params.check)) {
  console.error("--check must be step, end or none");
  Deno.exit(2);
}
if (params.basesToWin !== undefined && !(params.basesToWin >= 2 && params.basesToWin <= 5)) {
  console.error("--bases-to-win must be 2 to 5");
  Deno.exit(2);
}

const t0 = performance.now();
let results: SimResult[];
if (params.workers === 1) {
  results = [simulate(params)];
} else {
  const next = new Int32Array(new SharedArrayBuffer(4));
  results = await Promise.all(
    Array.from({ length: params.workers }, () =>
      new Promise<SimResult>((resolve, reject) => {
        const worker = new Worker(new URL("./simulate_worker.ts", import.meta.url).href, { type: "module" });
        worker.onmessage = (e) => {
          resolve(e.data as SimResult);
          worker.terminate();
        };
        worker.onerror = (e) => reject(e);
        worker.postMessage({ ...params, next });
      })),
  );
}
const secs = (performance.now() - t0) / 1000;
const sum = (k: keyof SimResult) => results.reduce((a, r) => a + (r[k] as number), 0);
for (const r of results) for (const e of r.examples) console.error(e);
const games = sum("games"), actions = sum("actions");
console.log(JSON.stringify({
  games,
  completed: sum("completed"),
  violations: sum("violations"),
  empireWins: sum("empireWins"),
  rebelWins: sum("rebelWins"),
  avgTurns: +(sum("turns") / games).toFixed(2),
  avgActions: +(actions / games).toFixed(2),
  gamesPerSecond: +(games / secs).toFixed(2),
  actionsPerSecond: Math.round(actions / secs),
  maxStateBytes: Math.max(...results.map((r) => r.maxStateBytes)),
  check: params.check,
  first: params.first,
  workers: params.workers,
}));
Deno.exit(sum("violations") > 0 || sum("completed") < games ? 1 : 0);
