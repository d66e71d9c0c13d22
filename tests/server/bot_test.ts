/**
 * The computer opponent on the server: complete seeded games between a bot playing over the HTTP API
 * and the server's own bot seat, with two services on one KV racing to move the bot; the pace; and a
 * bot turn left by a process that died, taken up by the next read elsewhere.
 */
import assert from "node:assert/strict";
import { replay, seatsToAct } from "../../engine/mod.ts";
import { type BotLevel, chooseAction } from "../../engine/bots/mod.ts";
import { createApp } from "../../routes/app.ts";
import type { AppOptions } from "../../routes/app.ts";
import type { Envelope } from "../../api/contract.ts";
import { isMove } from "../../server/model/mod.ts";
import { ApiClient, type Fetch } from "../../tools/api_client.ts";
import { serveApp } from "../support/server.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Two services over one KV (two processes, as far as the game is concerned), each served on loopback. */
async function twoProcesses(opts: AppOptions[], seed: number) {
  const kv = await Deno.openKv(":memory:");
  let n = seed;
  // No pace: the tests' player moves far faster than a person.
  const servers = opts.map((o) =>
    createApp(kv, { seeds: () => (n = (n * 1103515245 + 12345) >>> 0), pace: null, ...o })
  );
  const served = servers.map((s) => serveApp(s.app));
  return {
    servers,
    clients: served.map((s) => s.client),
    close: async () => {
      await Promise.all(servers.map((s) => s.service.autopilot.idle()));
      for (const s of served) await s.shutdown();
      kv.close();
    },
  };
}

interface Played {
  id: string;
  token: string;
  last: Envelope;
  requests: number;
}

/**
 * Plays seat 0 of a bot game with `level` over HTTP, sending each request to the next client in turn,
 * until someone wins; the server plays seat 1.
 */
async function playAgainstServer(
  clients: ApiClient[],
  create: Record<string, unknown>,
  level: BotLevel,
  seed: number,
): Promise<Played> {
  const c = await clients[0].create({ ...create, opponent: "bot" });
  assert.equal(c.status, 201, c.text);
  assert.equal(c.body.inviteUrl, null, "a game against the computer has no invite");
  const { id, token } = c.body;
  let requests = 0;
  const client = () => clients[requests++ % clients.length];
  const deadline = Date.now() + 120_000;
  for (let i = 0;; i++) {
    assert.ok(Date.now() < deadline, `game ${id} did not end in time`);
    const r = await client().view(id, token);
    assert.equal(r.status, 200, r.text);
    const env = r.body;
    assert.deepEqual(env.seated, [true, true]);
    assert.deepEqual(env.bots.map((b) => b.seat), [1]);
    if (env.view.winner >= 0) return { id, token, last: env, requests };
    if (env.view.legal.length === 0) {
      await sleep(2); // the server's bot is moving
      continue;
    }
    const action = chooseAction(env.view, level, { seed: (seed + i) >>> 0 });
    const m = await client().act(id, token, env.seq, action, `t${i}`);
    // A bot move of the server may land between the read and the move: then the seq is stale.
    if (m.status === 409 && (m.body as unknown as { error: string }).error === "stale") continue;
    assert.equal(m.status, 200, m.text);
  }
}

Deno.test("complete seeded games against the server's bot over HTTP, two processes racing to move it", async (t) => {
  const games: { create: Record<string, unknown>; level: BotLevel }[] = [
    { create: { botLevel: "easy", faction: "empire", basesToWin: 2 }, level: "greedy" },
    { create: { botLevel: "normal", faction: "rebel", mode: "secretBases", basesToWin: 2 }, level: "greedy" },
    { create: { botLevel: "hard", faction: "empire", mode: "fullGalaxy", basesToWin: 2 }, level: "random" },
    {
      create: { botLevel: "normal", faction: "random", payOffNeutral: true, basesToWin: 2 },
      level: "greedy",
    },
  ];
  const p = await twoProcesses([{ botPaceMs: 0, botBudgetMs: 20 }, { botPaceMs: 0, botBudgetMs: 20 }], 77);
  try {
    for (const [g, { create, level }] of games.entries()) {
      await t.step(
        `${create.botLevel} bot, ${create.mode ?? "beginner"}, seat 0 played by ${level}`,
        async () => {
          const { id, last } = await playAgainstServer(p.clients, create, level, 1000 * g);
          const head = (await p.servers[0].service.store.get(id))!.head;
          const entries = (await p.servers[0].service.store.log(id, 0, 100_000)).filter(isMove);
          assert.equal(entries.length, head.seq, "one log entry per move");
          assert.deepEqual(entries.map((e) => e.seq), entries.map((_, i) => i + 1), "each seq once");
          const botMoves = entries.filter((e) => e.seat === 1);
          assert.ok(botMoves.length > 10, `the bot moved (${botMoves.length} moves)`);
          assert.ok(botMoves.every((e) => e.actionId === `bot.${e.seq - 1}`));
          assert.deepEqual(
            replay(head.state.options, entries.map((e) => ({ seat: e.seat, action: e.action }))),
            head.state,
            "the stored game is the replay of its log",
          );
          assert.ok(last.view.winner === 0 || last.view.winner === 1);
          if (level === "random") assert.equal(last.view.winner, 1, "the hard bot beats random play");
          console.log(
            `game ${g}: ${head.seq} moves (${botMoves.length} by the bot), winner seat ${last.view.winner}`,
          );
          assert.deepEqual(seatsToAct(head.state), []);
        },
      );
    }
    // Racing services either skip a move (the other committed it) or lose the versionstamp check.
    const conflicts = p.servers.reduce((n, s) => n + s.service.conflicts, 0);
    console.log(`bot commits refused by the versionstamp check: ${conflicts}`);
  } finally {
    await p.close();
  }
});

Deno.test("the bot's moves arrive one by one at the set pace, and its rematch is a bot game", async () => {
  const pace = 120;
  const p = await twoProcesses([{ botPaceMs: pace }], 5);
  try {
    const [client] = p.clients;
    // The human is the Rebels: the Empire's bot takes the first turn on its own after creation.
    const c = await client.create({ opponent: "bot", botLevel: "normal", faction: "rebel", basesToWin: 2 });
    const { id, token } = c.body;
    let env = (await client.view(id, token)).body;
    for (let i = 0; env.view.legal.length === 0; i++) {
      assert.ok(i < 2000, "the bot finishes its first turn");
      await sleep(20);
      env = (await client.view(id, token)).body;
    }
    const entries = (await p.servers[0].service.store.log(id, 0, 1000)).filter(isMove);
    assert.ok(entries.length >= 3, `the bot's first turn has several moves (${entries.length})`);
    assert.ok(entries.every((e) => e.seat === 1));
    const created = (await p.servers[0].service.store.get(id))!.head.created;
    const gaps = entries.map((e, i) => e.at - (i === 0 ? created : entries[i - 1].at));
    assert.ok(gaps.every((g) => g >= pace - 1), `moves ${pace} ms apart or more: ${gaps.map(Math.round)}`);
    const log = await client.log(id, token);
    assert.equal(log.body.entries.length, entries.length, "the human's log shows each bot move");
    assert.ok(log.body.entries.every((e) => e.events.some((x) => x.text)), "in plain language");
    assert.match(log.body.entries[0].events.map((x) => x.text).join(" "), /The computer plays/);

    // Play to the end quickly (no pace), then ask for a rematch.
    const fast = await twoProcesses([{ botPaceMs: 0, botBudgetMs: 10 }], 6);
    try {
      const fc = fast.clients[0];
      const { id: fid, token: ftoken } = await playAgainstServer(
        [fc],
        { botLevel: "easy", basesToWin: 2 },
        "greedy",
        9,
      );
      const r = await fc.rematch(fid, ftoken);
      assert.equal(r.status, 201, r.text);
      const next = (await fc.view(r.body.id, ftoken)).body;
      assert.deepEqual(next.bots, [{ seat: 1, level: "easy" }], "the rematch is against the same computer");
      assert.equal(next.view.viewer, 0);
    } finally {
      await fast.close();
    }
  } finally {
    await p.close();
  }
});

Deno.test("a bot turn left by a process that died is taken up by the next read in another process", async () => {
  // Process A stands for one that dies: it commits the human's moves but never plays the bot.
  const p = await twoProcesses([{ autopilot: false, botPaceMs: 0 }, { botPaceMs: 0, botBudgetMs: 10 }], 11);
  try {
    const [a, b] = p.clients;
    const c = await a.create({ opponent: "bot", botLevel: "normal", faction: "rebel" });
    const { id, token } = c.body;
    // Every bot loop either process started has ended (a loop of A's would have moved by then).
    await Promise.all(p.servers.map((s) => s.service.autopilot.idle()));
    const stuck = await a.view(id, token);
    assert.equal(stuck.body.seq, 0, "nobody played the Empire bot's first move in A");
    assert.deepEqual(stuck.body.view.legal, []);
    const read = await b.view(id, token); // any read, in any process, wakes the bot
    assert.equal(read.status, 200);
    await p.servers[1].service.autopilot.idle();
    const after = await a.view(id, token);
    assert.ok(after.body.seq > 0, "the bot's turn went on");
    assert.ok(after.body.view.legal.length > 0, "and it is the human's turn again");
  } finally {
    await p.close();
  }
});

Deno.test("POST /api/games checks opponent and botLevel", async () => {
  const p = await twoProcesses([{ botPaceMs: 0 }], 3);
  try {
    const fetch: Fetch = (path, init) => p.clients[0].fetch(path, init);
    const api = new ApiClient(fetch);
    assert.equal((await api.create({ opponent: "robot" } as Record<string, unknown>)).status, 400);
    assert.equal(
      (await api.create({ opponent: "bot", botLevel: "impossible" } as Record<string, unknown>)).status,
      400,
    );
    const human = await api.create({ opponent: "human" });
    assert.equal(human.status, 201);
    assert.deepEqual(human.body.bots, []);
    assert.ok(human.body.inviteUrl);
    const bot = await api.create({ opponent: "bot" });
    assert.deepEqual(bot.body.bots, [{ seat: 1, level: "normal" }], "the default level is normal");
  } finally {
    await p.close();
  }
});
