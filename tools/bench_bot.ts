/**
 * `deno task bench:bot --games N --seed S [--mode M] [--budget MS] [--iterations N] [--workers W]
 *  [--pairings strong-greedy,greedy-random] [--format 2v2]`
 * Plays each pairing for N games (the first bot takes each seat and each faction in equal shares;
 * with `--format 2v2` the first bot plays both seats of one team, Empire and Rebel in turn),
 * then prints one JSON line last: win rates of the first bot with 95 % Wilson intervals, its wins as
 * the Empire and as the Rebels, average game length, and move time p50/p95 per level. Not a timed
 * test: the figures depend on the machine.
 *
 * `deno task bench:bot --fit N [--seed S]` instead refits the strong bot's evaluation on N games of
 * greedy self-play and prints the weights (to paste into engine/bots/evaluate.ts).
 */
import { parseArgs } from "node:util";
import { applyInPlace, type Mode, seatsToAct, setup, viewFor } from "../engine/mod.ts";
import { BOT_LEVELS, type BotLevel, chooseAction } from "../engine/bots/mod.ts";
import { FIT_DEFAULTS, fitWeights } from "../engine/bots/fit.ts";

interface Params {
  pairings: [BotLevel, BotLevel][];
  games: number;
  seed: number;
  mode: Mode;
  basesToWin: number;
  budgetMs: number;
  iterations?: number;
  maxTurns: number;
  format?: "2v2";
  worker: number;
  workers: number;
}

interface PairResult {
  games: number;
  winsA: number;
  /** Games, and wins, in which the first bot played the Empire. */
  empireGames: number;
  empireWins: number;
  draws: number;
  turns: number;
  moves: number;
}

interface WorkerResult {
  pairs: PairResult[];
  /** Move times in milliseconds per level. */
  times: Record<string, number[]>;
}

/** Plays this thread's share of the games of every pairing. */
function run(p: Params): WorkerResult {
  const times: Record<string, number[]> = {};
  const pairs = p.pairings.map(([a, b], pi) => {
    const r: PairResult = { games: 0, winsA: 0, empireGames: 0, empireWins: 0, draws: 0, turns: 0, moves: 0 };
    for (let g = p.worker; g < p.games; g += p.workers) {
      const seed = (Math.imul(p.seed, 2654435761) + Math.imul(pi + 1, 40503) + g) >>> 0;
      // The first bot's seat (1v1) or team (2v2: team 0 is the Empire, 1 the Rebels).
      const aSide = g % 2;
      const s = p.format
        ? setup({ seed, mode: p.mode, basesToWin: p.basesToWin, format: p.format })
        : setup({ seed, mode: p.mode, basesToWin: p.basesToWin, empireSeat: ((g >> 1) % 2) as 0 | 1 });
      const sideOf = (seat: number) => (p.format ? s.seats[seat].team : seat);
      let k = 0;
      while (s.winner < 0 && s.turn.n <= p.maxTurns) {
        const seat = seatsToAct(s)[0];
        const level = sideOf(seat) === aSide ? a : b;
        const view = viewFor(s, seat);
        const t0 = performance.now();
        const action = chooseAction(view, level, {
          seed: (seed ^ Math.imul(++k, 2246822519)) >>> 0,
          now: () => performance.now(),
          budgetMs: p.budgetMs,
          iterations: p.iterations,
        });
        (times[level] ??= []).push(performance.now() - t0);
        const err = applyInPlace(s, seat, action);
        if (err) {
          throw new Error(`${level} bot chose an illegal action: ${JSON.stringify(action)} (${err.code})`);
        }
        r.moves++;
      }
      r.games++;
      r.turns += s.turn.n;
      const won = s.winner >= 0 && sideOf(s.winner) === aSide;
      if (won) r.winsA++;
      else if (s.winner < 0) r.draws++;
      if (s.seats.find((_, seat) => sideOf(seat) === aSide)!.faction === "empire") {
        r.empireGames++;
        if (won) r.empireWins++;
      }
    }
    return r;
  });
  return { pairs, times };
}

/** This same file runs as the worker threads, told apart by the worker's name. */
const scope = self as unknown as {
  name?: string;
  onmessage: ((e: MessageEvent<Params>) => void) | null;
  postMessage: (r: WorkerResult) => void;
};
if (scope.name === "bench-bot-worker") {
  scope.onmessage = (e) => scope.postMessage(run(e.data));
} else {
  await main();
}

/** 95 % Wilson score interval of a proportion. */
function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96, p = wins / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [+(c - h).toFixed(3), +(c + h).toFixed(3)];
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return +sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      games: { type: "string", default: "100" },
      seed: { type: "string", default: "1" },
      mode: { type: "string" },
      "bases-to-win": { type: "string" },
      budget: { type: "string", default: "150" },
      iterations: { type: "string" },
      "max-turns": { type: "string", default: "200" },
      workers: { type: "string", default: "1" },
      pairings: { type: "string", default: "strong-greedy,greedy-random" },
      format: { type: "string" },
      fit: { type: "string" },
    },
  });
  if (values.fit) {
    const seed = Number(values.seed) >>> 0;
    console.log(JSON.stringify({ fit: fitWeights({ ...FIT_DEFAULTS, games: Number(values.fit), seed }) }));
    return;
  }
  const format = values.format === "2v2" ? "2v2" as const : undefined;
  if (values.format !== undefined && !format) {
    console.error("--format must be 2v2 (or absent for 1v1)");
    Deno.exit(2);
  }
  const mode = (values.mode ?? (format ? "fullGalaxy" : "beginner")) as Mode;
  if (!["beginner", "fullGalaxy", "secretBases"].includes(mode)) {
    console.error("--mode must be beginner, fullGalaxy or secretBases");
    Deno.exit(2);
  }
  const pairings = values.pairings!.split(",").map((x) => x.split("-") as [BotLevel, BotLevel]);
  if (pairings.some((pr) => pr.length !== 2 || !pr.every((l) => BOT_LEVELS.includes(l)))) {
    console.error("--pairings lists pairs like strong-greedy,greedy-random");
    Deno.exit(2);
  }
  const params: Params = {
    pairings,
    games: Number(values.games),
    seed: Number(values.seed) >>> 0,
    mode,
    basesToWin: values["bases-to-win"]
      ? Number(values["bases-to-win"])
      : format || mode === "beginner"
      ? 3
      : 4,
    budgetMs: Number(values.budget),
    iterations: values.iterations ? Number(values.iterations) : undefined,
    maxTurns: Number(values["max-turns"]),
    format,
    worker: 0,
    workers: Math.max(1, Number(values.workers)),
  };
  const t0 = performance.now();
  const results = params.workers === 1 ? [run(params)] : await Promise.all(
    Array.from({ length: params.workers }, (_, w) =>
      new Promise<WorkerResult>((resolve, reject) => {
        const worker = new Worker(import.meta.url, { type: "module", name: "bench-bot-worker" });
        worker.onmessage = (e) => {
          resolve(e.data as WorkerResult);
          worker.terminate();
        };
        worker.onerror = (e) => reject(e);
        worker.postMessage({ ...params, worker: w });
      })),
  );
  const out = pairings.map(([a, b], i) => {
    const sum = (k: keyof PairResult) => results.reduce((n, r) => n + r.pairs[i][k], 0);
    const games = sum("games"), wins = sum("winsA");
    const line = {
      pairing: `${a}-${b}`,
      games,
      wins,
      draws: sum("draws"),
      winRate: +(wins / games).toFixed(3),
      ci95: wilson(wins, games),
      asEmpire: `${sum("empireWins")}/${sum("empireGames")}`,
      asRebel: `${wins - sum("empireWins")}/${games - sum("empireGames")}`,
      avgTurns: +(sum("turns") / games).toFixed(1),
      avgMoves: +(sum("moves") / games).toFixed(1),
    };
    console.error(JSON.stringify(line));
    return line;
  });
  const moveMs: Record<string, { p50: number; p95: number; max: number; moves: number }> = {};
  for (const level of BOT_LEVELS) {
    const all = results.flatMap((r) => r.times[level] ?? []).sort((x, y) => x - y);
    if (all.length === 0) continue;
    moveMs[level] = {
      p50: percentile(all, 0.5),
      p95: percentile(all, 0.95),
      max: percentile(all, 1),
      moves: all.length,
    };
  }
  console.log(JSON.stringify({
    games: params.games,
    seed: params.seed,
    ...(format ? { format } : {}),
    mode,
    basesToWin: params.basesToWin,
    budgetMs: params.budgetMs,
    iterations: params.iterations ?? null,
    workers: params.workers,
    pairings: out,
    moveMs,
    seconds: +((performance.now() - t0) / 1000).toFixed(1),
  }));
}
