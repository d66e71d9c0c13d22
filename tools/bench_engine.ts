/**
 * `deno task bench:engine [--base REF] [--games N] [--rounds R] [--seed S] [--format 1v1|2v2]`
 * Measures the engine side by side with the engine of an earlier commit (default: the commit before the
 * performance work, see BASE below): the same driver (bench_engine_driver.ts) plays the same seeded random
 * games with each build, in alternating rounds, each in a fresh process. It first checks that both builds
 * play identical games (a hash of every state, legal-action list and event), then prints one line per
 * round and one JSON line: games/s and actions/s of each (from CPU time, the median of the rounds)
 * and the ratio new / base; last, where each build's time goes (`split`: ns per action of the whole loop
 * and of carrying out the same actions alone, and that share, which bounds what a faster listing of
 * legal actions alone can give). Not a timed test: figures depend on the machine and its load.
 */
import { parseArgs } from "node:util";

/** Main when the performance issue was filed (issue 13: "three times faster than today's main"). */
const BASE = "ee44628";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    base: { type: "string", default: BASE },
    games: { type: "string", default: "600" },
    rounds: { type: "string", default: "5" },
    seed: { type: "string", default: "1" },
    format: { type: "string", default: "1v1" },
    "hash-games": { type: "string", default: "60" },
  },
});

const root = new URL("..", import.meta.url).pathname;
const driver = new URL("./bench_engine_driver.ts", import.meta.url).pathname;

/** The base commit's engine, extracted into a temporary folder (engine/ is self-contained). */
async function extract(ref: string): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "bench-engine-" });
  const archive = new Deno.Command("git", { args: ["-C", root, "archive", ref, "engine"], stdout: "piped" });
  const tar = archive.spawn();
  const untar = new Deno.Command("tar", { args: ["-x", "-C", dir], stdin: "piped" }).spawn();
  await tar.stdout.pipeTo(untar.stdin);
  const [a, b] = await Promise.all([tar.status, untar.status]);
  if (!a.success || !b.success) throw new Error(`cannot extract engine/ of ${ref}`);
  return dir;
}

async function drive(engineDir: string, extra: string[]): Promise<Record<string, number | string>> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-read", driver, `--engine=${engineDir}/engine/mod.ts`, ...extra],
    stdout: "piped",
    stderr: "inherit",
  }).output();
  if (!out.success) throw new Error(`driver failed on ${engineDir}`);
  return JSON.parse(new TextDecoder().decode(out.stdout).trim().split("\n").pop()!);
}

const base = await extract(values.base!);
const common = [`--seed=${values.seed}`, `--format=${values.format}`];
try {
  const hashArgs = [...common, `--games=${values["hash-games"]}`, "--hash"];
  const [hb, hn] = [await drive(base, hashArgs), await drive(root, hashArgs)];
  const identical = hb.hash === hn.hash;
  console.log(
    JSON.stringify({
      identity: { games: hb.games, actions: hb.actions, base: hb.hash, new: hn.hash, identical },
    }),
  );
  const runArgs = [...common, `--games=${values.games}`];
  const rates: { base: number[]; new: number[] } = { base: [], new: [] };
  let actions = 0;
  for (let r = 0; r < Number(values.rounds); r++) {
    // Alternate which build goes first, so drift in the machine's load favours neither.
    const order = r % 2 === 0 ? ["base", "new"] as const : ["new", "base"] as const;
    const line: Record<string, number> = { round: r + 1 };
    for (const which of order) {
      const x = await drive(which === "base" ? base : root, runArgs);
      actions = x.actions as number;
      const aps = (x.actions as number) / (x.cpuMs as number) * 1000;
      rates[which].push(aps);
      line[`${which}ActionsPerSec`] = Math.round(aps);
    }
    line.ratio = +(line.newActionsPerSec / line.baseActionsPerSec).toFixed(3);
    console.log(JSON.stringify(line));
  }
  const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
  const games = Number(values.games);
  const mb = median(rates.base), mn = median(rates.new);
  console.log(JSON.stringify({
    base: values.base,
    format: values.format,
    games,
    actionsPerGame: +(actions / games).toFixed(1),
    identical,
    baseGamesPerSec: +(mb / (actions / games)).toFixed(1),
    newGamesPerSec: +(mn / (actions / games)).toFixed(1),
    baseActionsPerSec: Math.round(mb),
    newActionsPerSec: Math.round(mn),
    ratio: +(mn / mb).toFixed(3),
    rounds: Number(values.rounds),
  }));
  // Where each build's time goes (one process each): the loop against carrying out its actions alone.
  const splitArgs = [...common, `--games=${values.games}`, "--split"];
  const [sb, sn] = [await drive(base, splitArgs), await drive(root, splitArgs)];
  console.log(JSON.stringify({ split: { base: sb, new: sn } }));
  if (!identical) Deno.exitCode = 1;
} finally {
  await Deno.remove(base, { recursive: true });
}
