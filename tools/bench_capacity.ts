/**
 * `deno task bench:capacity [--games 5000] [--hold 15] [--expired 50000] [--think 50] [--skip memory,bytes,sweep]`:
 * what one process holds, printed as figures (never asserted). Three parts, one JSON line last:
 *
 * - memory: the server (`main.ts`, a child process over a KV file) with `--games` seated games and two
 *   SSE listeners on each (heartbeats running for `--hold` s); its resident memory (VmRSS) before the
 *   games, after as many as the server caches and after them all, and with the listeners: per cached game,
 *   per game beyond the cache and per open SSE connection;
 * - bytes: the bytes on the wire of each SSE event of a game played by random moves (the seat that did not
 *   move), from seq 20 on, whole envelopes and deltas (`?delta=1`), and what the same events would weigh
 *   gzipped one by one;
 * - sweep: `--expired` expired games in a KV file, deleted by the sweep (`sweepAll`) while 16 games keep
 *   moving in the same process, each after a pause of about `--think` ms (a finished game is replaced by a
 *   new one): the sweep's duration and the moves' round trip before and during it.
 */
import type { Envelope } from "../api/contract.ts";
import { createApp } from "../routes/app.ts";
import { CACHE_SIZE } from "../server/game_loop.ts";
import { sweepAll } from "../server/retention.ts";
import { ApiClient, type Fetch, httpFetch, randomAction, rng } from "./api_client.ts";
import { startServer } from "./server_process.ts";
import {
  fdCount,
  openListener,
  pct,
  pool,
  rssKiB,
  seated,
  type Sized,
  sizes,
  spread,
} from "./capacity_probes.ts";

const args = Deno.args;
const opt = (name: string, dflt: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const skip = (args.includes("--skip") ? args[args.indexOf("--skip") + 1] : "").split(",");
const round = (x: number) => Math.round(x * 1000) / 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function memory(games: number, holdS: number) {
  const dir = await Deno.makeTempDir({ prefix: "holotable-capacity-" });
  const server = await startServer(`${dir}/server.kv`);
  const pid = server.child.pid;
  const ac = new AbortController();
  try {
    const client = new ApiClient(httpFetch(server.base));
    await seated(client);
    await sleep(500);
    const baseline = await rssKiB(pid);
    const made: { id: string; tokens: string[] }[] = [];
    const cached = Math.min(games, CACHE_SIZE);
    await pool(cached, 32, async () => void made.push(await seated(client)));
    await sleep(1000);
    const withCached = await rssKiB(pid);
    await pool(games - cached, 32, async () => void made.push(await seated(client)));
    await sleep(1000);
    const withGames = await rssKiB(pid);
    let first = 0, failed = 0;
    const streams: Promise<void>[] = [];
    const opening = performance.now();
    await pool(made.length * 2, 64, async (i) => {
      const g = made[i >> 1];
      const opened = await openListener(
        `${server.base}/api/games/${g.id}/events`,
        g.tokens[i & 1],
        ac,
        streams,
      );
      if (opened) first++;
      else failed++;
      if ((first + failed) % 1000 === 0) {
        console.error(
          `  ${first} streams open (${failed} failed) after ${
            ((performance.now() - opening) / 1000).toFixed(1)
          } s; ` +
            `server: ${await fdCount(pid)} open files, ${await rssKiB(pid)} KiB`,
        );
      }
    });
    const connections = first;
    const withListeners = await rssKiB(pid);
    await sleep(holdS * 1000);
    const afterHold = await rssKiB(pid);
    return {
      games: made.length,
      connections,
      failedConnections: failed,
      openSeconds: round((performance.now() - opening) / 1000),
      serverOpenFiles: await fdCount(pid),
      holdSeconds: holdS,
      rssKiB: { baseline, withCached, withGames, withListeners, afterHold },
      perCachedGameKiB: round((withCached - baseline) / cached),
      perGameBeyondCacheKiB: games > cached ? round((withGames - withCached) / (games - cached)) : null,
      perConnectionKiB: round((Math.max(withListeners, afterHold) - withGames) / connections),
      note: `the server caches at most ${CACHE_SIZE} game heads (the first ${cached} games made are all ` +
        "cached; the rest push older heads out); per-connection memory includes its share of the game's " +
        "kv.watch (one per watched game, two listeners each)",
    };
  } finally {
    ac.abort();
    server.child.kill("SIGTERM");
    await server.child.status;
    await Deno.remove(dir, { recursive: true });
  }
}

async function bytes() {
  const kv = await Deno.openKv(":memory:");
  const { app } = createApp(kv, { heartbeatMs: 60_000, pace: null });
  const srv = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, app.fetch);
  const base = `http://127.0.0.1:${srv.addr.port}`;
  const client = new ApiClient(httpFetch(base));
  const ac = new AbortController();
  const full: Sized[] = [], deltas: Sized[] = [];
  try {
    const g = await seated(client);
    const listeners = [0, 1].flatMap((seat) => [
      sizes(base, g.id, g.tokens[seat], seat, false, full, ac),
      sizes(base, g.id, g.tokens[seat], seat, true, deltas, ac),
    ]);
    const rnd = rng(31);
    const views: Envelope[] = [
      (await client.view(g.id, g.tokens[0])).body,
      (await client.view(g.id, g.tokens[1])).body,
    ];
    const mover: number[] = [];
    for (let n = 0; n < 400 && views[0].view.winner < 0; n++) {
      const ready = [0, 1].filter((s) => views[s].view.legal.length > 0);
      const s = ready[Math.floor(rnd() * ready.length)];
      const r = await client.act(
        g.id,
        g.tokens[s],
        views[s].seq,
        randomAction(views[s].view.legal, rnd),
        `b${n}`,
      );
      views[s] = r.body;
      mover[r.body.seq] = s;
      views[1 - s] = (await client.view(g.id, g.tokens[1 - s])).body;
    }
    await sleep(300);
    ac.abort();
    await Promise.all(listeners);
    const others = (xs: Sized[]) =>
      xs.filter((x) => x.seq >= 20 && mover[x.seq] !== undefined && mover[x.seq] !== x.seat);
    const f = others(full), d = others(deltas);
    return {
      events: f.length,
      full: { rawBytes: spread(f.map((x) => x.raw)), gzipBytesEach: spread(f.map((x) => x.gzip)) },
      delta: {
        events: d.length,
        rawBytes: spread(d.map((x) => x.raw)),
        gzipBytesEach: spread(d.map((x) => x.gzip)),
        sentWhole: d.filter((x) => !x.delta).length,
      },
      goalAtMost2KB: pct(d.map((x) => x.raw), 0.5) <= 2048,
      note:
        "the other seat's event of each move from seq 20 on: the whole envelope (view with legal actions, " +
        "prompts in both languages), or the delta from the previous one (`?delta=1`, what the browser asks " +
        "for; sentWhole: events the delta stream sent whole because no delta was lighter)",
    };
  } finally {
    ac.abort();
    await srv.shutdown();
    kv.close();
  }
}

async function sweepUnderLoad(expired: number, thinkMs: number) {
  const dir = await Deno.makeTempDir({ prefix: "holotable-sweep-" });
  const kv = await Deno.openKv(`${dir}/sweep.kv`);
  let clock = Date.now() - 40 * 86_400_000;
  const t0 = performance.now();
  const { app, service } = createApp(kv, { now: () => clock, botPaceMs: 0, pace: null });
  const fetcher: Fetch = (path, init) => Promise.resolve(app.request(path, init));
  const client = new ApiClient(fetcher);
  try {
    await pool(expired, 16, async () => void await client.create({}));
    const seedSeconds = (performance.now() - t0) / 1000;
    clock = Date.now();
    const games = await Promise.all(Array.from({ length: 16 }, () => seated(client)));
    clock = Date.now();
    let replaced = 0, refused = 0;
    // Each of the 16 tables keeps moving until `until()`: a finished or refused game is replaced.
    const play = async (rtt: number[], until: () => boolean) => {
      await Promise.all(games.map(async (_, gi) => {
        const rnd = rng(gi + 1);
        while (!until()) {
          const g = games[gi];
          const envs = await Promise.all(
            [0, 1].map((s) => client.view(g.id, g.tokens[s]).then((r) => r.body)),
          );
          if (envs[0].view.winner >= 0) {
            games[gi] = await seated(client);
            replaced++;
            continue;
          }
          const s = envs[0].view.legal.length > 0 ? 0 : 1;
          await new Promise((r) => setTimeout(r, thinkMs * (0.5 + rnd())));
          const t = performance.now();
          const r = await client.act(
            g.id,
            g.tokens[s],
            envs[s].seq,
            randomAction(envs[s].view.legal, rnd),
            crypto.randomUUID(),
          );
          rtt.push(performance.now() - t);
          clock = Date.now();
          if (r.status !== 200) {
            refused++;
            games[gi] = await seated(client);
          }
        }
      }));
    };
    const quiet: number[] = [];
    const quietEnd = performance.now() + 3000;
    await play(quiet, () => performance.now() > quietEnd);
    const during: number[] = [];
    let done = false;
    const s0 = performance.now();
    const sweeping = sweepAll(service.store, Date.now()).then((n) => {
      done = true;
      return n;
    });
    await Promise.all([play(during, () => done), sweeping]);
    const deleted = await sweeping;
    const sweepSeconds = (performance.now() - s0) / 1000;
    return {
      expiredGames: expired,
      seedSeconds: round(seedSeconds),
      deleted,
      sweepSeconds: round(sweepSeconds),
      thinkMs,
      movesPerSecondDuringSweep: round(during.length / sweepSeconds),
      movesQuiet: { n: quiet.length, p50: round(pct(quiet, 0.5)), p99: round(pct(quiet, 0.99)) },
      movesDuringSweep: { n: during.length, p50: round(pct(during, 0.5)), p99: round(pct(during, 0.99)) },
      gamesReplaced: replaced,
      movesRefused: refused,
    };
  } finally {
    await service.autopilot.idle();
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
}

const result: Record<string, unknown> = { bench: "capacity", loadAverage: Deno.loadavg() };
if (!skip.includes("bytes")) {
  console.error("bytes per move event…");
  result.bytesPerMoveEvent = await bytes();
}
if (!skip.includes("memory")) {
  console.error(`memory: ${opt("games", 5000)} games × 2 SSE listeners…`);
  result.memory = await memory(opt("games", 5000), opt("hold", 15));
}
if (!skip.includes("sweep")) {
  const expired = opt("expired", 50000), think = opt("think", 50);
  console.error(`sweep: ${expired} expired games while 16 games move (pause ${think} ms)…`);
  result.sweep = await sweepUnderLoad(expired, think);
}
console.log(JSON.stringify(result));
