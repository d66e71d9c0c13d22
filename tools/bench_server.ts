/**
 * `deno task bench:server [--games 64] [--seconds 20] [--think ms] [--format 1v1|2v2] [--open-loop] [--url …]`:
 * starts the server on loopback with a KV file, plays concurrent games (tables of two, or of four with
 * `--format 2v2`) of random legal moves over HTTP with an SSE listener per seat (deltas, as the browser), and prints figures; the last line is one JSON object. Each game moves as
 * soon as it has its views (the server saturated), or after a random pause around `--think` ms (a
 * load below saturation). Raw KV optimistic commits (check + set of a head-sized value and a log
 * entry, the shape of a move's commit) are measured by a probe process on its own KV file in the
 * same folder: once before the load (quiet) and throughout the load (same run). `--open-loop` measures
 * the saturation throughput, then loads at a fixed arrival rate of 25 %, 50 % and 75 % of it
 * (`bench_open_loop.ts`).
 */
import { ApiClient, httpFetch, rng } from "./api_client.ts";
import { type Figures, noFigures, Table } from "./bench_tables.ts";
import { openLoop } from "./bench_open_loop.ts";
import { startServer } from "./server_process.ts";

const args = Deno.args;
const opt = (name: string, dflt: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const now = () => performance.timeOrigin + performance.now();

function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
}
const round = (x: number) => Math.round(x * 1000) / 1000;
const stats = (xs: number[]) => ({
  p50: round(percentile(xs, 0.5)),
  p99: round(percentile(xs, 0.99)),
  n: xs.length,
});

/** The server's own account of the moves (Server-Timing): engine, store wait and write, group size, handler. */
const serverStats = (f: Figures) => ({
  engineMs: stats(f.server.engine),
  storeWaitMs: stats(f.server.wait),
  storeWriteMs: stats(f.server.write),
  group: stats(f.server.group),
  handlerMs: stats(f.server.total),
});

/** Probe mode: raw optimistic commits on a KV file until `until` (epoch ms) or `count` commits; prints latencies. */
async function probe(path: string, until: number, count: number, pauseMs: number): Promise<void> {
  const kv = await Deno.openKv(path);
  const head = { state: "x".repeat(4500), seq: 0 };
  const entry = { events: "y".repeat(600) };
  await kv.set(["probe"], head);
  let vs = (await kv.get(["probe"])).versionstamp!;
  const lat: number[] = [];
  for (let i = 0; (count === 0 || i < count) && (until === 0 || now() < until); i++) {
    head.seq = i;
    const t0 = performance.now();
    const r = await kv.atomic().check({ key: ["probe"], versionstamp: vs }).set(["probe"], head)
      .set(["probe", "log", i], entry).commit();
    lat.push(performance.now() - t0);
    if (!r.ok) throw new Error("probe commit conflict");
    vs = r.versionstamp;
    if (pauseMs > 0) await new Promise((res) => setTimeout(res, pauseMs));
  }
  kv.close();
  console.log(JSON.stringify(lat));
}

async function runProbe(path: string, until: number, count: number, pauseMs: number): Promise<number[]> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      import.meta.filename!,
      "--probe",
      path,
      String(until),
      String(count),
      String(pauseMs),
    ],
    stdout: "piped",
    stderr: "inherit",
  }).output();
  if (!out.success) throw new Error("probe failed");
  return JSON.parse(new TextDecoder().decode(out.stdout));
}

/** One table played to its end (or the deadline), each move as soon as the views arrive or after `thinkMs`. */
async function playGame(
  base: string,
  client: ApiClient,
  seed: number,
  deadline: number,
  f: Figures,
  thinkMs: number,
  team: boolean,
) {
  const table = await Table.open(base, client, seed, team, f);
  const rnd = rng(seed);
  try {
    while (now() < deadline) {
      const views = await table.views();
      if (thinkMs > 0) await new Promise((r) => setTimeout(r, thinkMs * (0.5 + rnd())));
      const r = await table.move(views, rnd, f);
      if (r === "over") f.gamesFinished++;
      if (r !== "moved") break;
    }
  } finally {
    await table.close();
  }
}

/**
 * `--open-loop`: the saturation throughput (closed loop, no think time), then open-loop loads at 25 %,
 * 50 % and 75 % of it, each with the raw KV commit latency measured by the probe during the same run.
 */
async function openLoopLoads(
  base: string,
  client: ApiClient,
  dir: string,
  games: number,
  seconds: number,
  team: boolean,
) {
  console.error(`saturation: ${games} games, closed loop, ${seconds} s…`);
  const sat = noFigures();
  const t0 = now();
  const deadline = t0 + seconds * 1000;
  let next = 0;
  await Promise.all(Array.from({ length: games }, async () => {
    while (now() < deadline) {
      await playGame(base, client, next++, deadline, sat, 0, team).catch(() => sat.errors++);
    }
  }));
  const saturation = sat.moves / ((now() - t0) / 1000);
  const loads = [];
  for (const fraction of [0.25, 0.5, 0.75]) {
    const rate = saturation * fraction;
    console.error(`open loop at ${Math.round(fraction * 100)} % (${Math.round(rate)} moves/s)…`);
    const f = noFigures();
    const probe = runProbe(
      `${dir}/probe-open-${fraction}.kv`,
      now() + seconds * 1000,
      0,
      opt("probe-pause", 5),
    );
    const run = await openLoop(base, client, games, rate, seconds, team, f);
    const raw = await probe;
    const ratio = round(percentile(f.rtt, 0.99) / percentile(raw, 0.99));
    loads.push({
      fraction,
      offeredPerSecond: round(run.offered / run.seconds),
      movesPerSecond: round(f.moves / run.seconds),
      dropped: run.dropped,
      errors: f.errors,
      moveRoundTripMs: stats(f.rtt),
      sseDeliveryMs: stats(f.delivery),
      sseEvents: f.events,
      serverCommitMs: stats(f.serverCommit),
      server: serverStats(f),
      rawCommitMs: stats(raw),
      moveP99OverRawCommitP99: ratio,
      goals: fraction === 0.5
        ? {
          moveP99AtMost3xRawCommitP99: ratio <= 3,
          sseDeliveryP99AtMost20ms: percentile(f.delivery, 0.99) <= 20,
        }
        : undefined,
    });
  }
  return {
    bench: "server",
    mode: "open-loop",
    format: team ? "2v2" : "1v1",
    games,
    seconds,
    saturationMovesPerSecond: Math.round(saturation),
    loads,
    loadAverage: Deno.loadavg(),
  };
}

async function main() {
  const games = opt("games", 64);
  const seconds = opt("seconds", 20);
  const think = opt("think", 0);
  const team = args.includes("--format") && args[args.indexOf("--format") + 1] === "2v2";
  const dir = await Deno.makeTempDir({ prefix: "holotable-bench-" });
  const url = args.includes("--url") ? args[args.indexOf("--url") + 1] : undefined;
  const server = url ? { child: null, base: url } : await startServer(`${dir}/server.kv`);
  try {
    console.error(`server at ${server.base}; measuring raw KV commits (quiet)…`);
    const quiet = await runProbe(`${dir}/probe-quiet.kv`, 0, 2000, 0);
    const client = new ApiClient(httpFetch(server.base));
    const f: Figures = noFigures();
    const warm = now() + 2000;
    await Promise.all(
      Array.from({ length: 4 }, (_, i) => playGame(server.base, client, 9000 + i, warm, f, 0, team)),
    );
    Object.assign(f, noFigures());
    if (args.includes("--open-loop")) {
      console.log(JSON.stringify(await openLoopLoads(server.base, client, dir, games, seconds, team)));
      return;
    }
    console.error(`playing ${games} concurrent games for ${seconds} s…`);
    const start = now();
    const deadline = start + seconds * 1000;
    const during = runProbe(`${dir}/probe-load.kv`, deadline, 0, opt("probe-pause", 5));
    let next = 0;
    await Promise.all(Array.from({ length: games }, async () => {
      while (now() < deadline) {
        try {
          await playGame(server.base, client, next++, deadline, f, think, team);
        } catch (e) {
          f.errors++;
          if (f.errors <= 3) console.error("game failed:", e);
        }
      }
    }));
    const elapsed = (now() - start) / 1000;
    const raw = await during;
    const ratio = round(percentile(f.rtt, 0.99) / percentile(raw, 0.99));
    const result = {
      bench: "server",
      format: team ? "2v2" : "1v1",
      concurrentGames: games,
      thinkMs: think,
      commitGroup: Number(Deno.env.get("COMMIT_GROUP") ?? 50),
      seconds: round(elapsed),
      moves: f.moves,
      movesPerSecond: Math.round(f.moves / elapsed),
      gamesFinished: f.gamesFinished,
      errors: f.errors,
      moveRoundTripMs: stats(f.rtt),
      sseDeliveryMs: stats(f.delivery),
      sseEvents: f.events,
      serverCommitMs: stats(f.serverCommit),
      server: serverStats(f),
      rawCommitMs: stats(raw),
      rawCommitQuietMs: stats(quiet),
      moveP99OverRawCommitP99: ratio,
      moveP99OverQuietRawCommitP99: round(percentile(f.rtt, 0.99) / percentile(quiet, 0.99)),
      goals: {
        movesPerSecondAtLeast1000: f.moves / elapsed >= 1000,
        sseDeliveryP99AtMost20ms: percentile(f.delivery, 0.99) <= 20,
        moveP99AtMost3xRawCommitP99: ratio <= 3,
      },
      loadAverage: Deno.loadavg(),
    };
    console.log(
      `${result.movesPerSecond} moves/s; move p50 ${result.moveRoundTripMs.p50} ms p99 ${result.moveRoundTripMs.p99} ms; ` +
        `SSE p50 ${result.sseDeliveryMs.p50} ms p99 ${result.sseDeliveryMs.p99} ms; raw commit p99 ${result.rawCommitMs.p99} ms`,
    );
    console.log(JSON.stringify(result));
  } finally {
    if (server.child) {
      server.child.kill("SIGTERM");
      await server.child.status;
    }
    await Deno.remove(dir, { recursive: true });
  }
}

if (args[0] === "--probe") await probe(args[1], Number(args[2]), Number(args[3]), Number(args[4]));
else await main();
