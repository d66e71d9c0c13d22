/**
 * Turn clocks on the server, with the server's time injected (no sleeping): a team's clock runs only
 * while it must act (an opponent's decision during your turn runs theirs), gains its increment when its
 * turn ends, up to the cap; 2v2 keeps one clock per team; a claim on time is refused before the other
 * side's clock ran out (nothing changes) and ends the game for the waiting side after it.
 */
import assert from "node:assert/strict";
import type { Envelope, MyGames } from "../../api/contract.ts";
import { playRandom, seatedGame, seatedTable, testApp } from "../support/server.ts";
import { headKey } from "../../server/keys.ts";
import { openApiDocument } from "../../server/openapi.ts";
import { ApiClient } from "../../tools/api_client.ts";
import { responseChecker } from "../support/response_check.ts";

const SEC = 1000, MIN = 60 * SEC, DAY = 24 * 60 * MIN;

type Sides = NonNullable<Envelope["clock"]>["sides"];

/** The error code of a refusal. */
const errorOf = (r: { text: string }) => JSON.parse(r.text).error;

/** Each team's clock as [left, deadline] pairs. */
const books = (s: Sides) => s.map((x) => [x.left, x.deadline]);

/** What a side has left at `now`: its bank while stopped, up to its deadline while it runs. */
const leftNow = (x: Sides[number], now: number) => x.deadline === null ? x.left : x.deadline - now;

Deno.test("clock: none unless chosen; a live clock starts when the friend sits down and runs for the side on turn", async () => {
  let now = 1.8e12;
  const t = await testApp({ now: () => now, autopilot: false, seeds: () => 7 });
  try {
    const plain = await seatedGame(t.client, { faction: "empire" });
    assert.equal((await t.client.view(plain.id, plain.tokens[0])).body.clock, null);

    const c = await t.client.create({ faction: "empire", clock: "live" });
    assert.equal(c.status, 201);
    const before = (await t.client.view(c.body.id, c.body.token)).body.clock!;
    assert.deepEqual(
      books(before.sides),
      [[10 * MIN, null], [10 * MIN, null]],
      "stopped until the game starts",
    );
    now += 5 * MIN;
    const j = await t.client.join(c.body.id, new URL(c.body.inviteUrl!).searchParams.get("invite")!);
    assert.equal(j.status, 200);
    const e0 = (await t.client.view(c.body.id, c.body.token)).body;
    const empire = e0.view.seats[0].team, rebel = 1 - empire;
    assert.equal(e0.view.turn.seat, 0);
    assert.deepEqual(e0.clock!.sides[empire], { team: empire, left: 10 * MIN, deadline: now + 10 * MIN });
    assert.deepEqual(e0.clock!.sides[rebel], { team: rebel, left: 10 * MIN, deadline: null });

    now += 2 * MIN; // a move inside the turn: the stretch's books stand (8 minutes left at its deadline)
    const play = e0.view.legal.find((a) => a.type === "play" || a.type === "playAll")!;
    const e1 = (await t.client.act(c.body.id, c.body.token, e0.seq, play, "a1")).body;
    assert.deepEqual(e1.clock!.sides[empire], { team: empire, left: 10 * MIN, deadline: now + 8 * MIN });
    now += 1 * MIN; // the turn ends: 7 min + 30 s kept, stopped; the Rebel's bank starts to run
    const e2 = (await t.client.act(c.body.id, c.body.token, e1.seq, { type: "endTurn" }, "a2")).body;
    assert.deepEqual(e2.clock!.sides[empire], { team: empire, left: 7 * MIN + 30 * SEC, deadline: null });
    assert.deepEqual(e2.clock!.sides[rebel], { team: rebel, left: 10 * MIN, deadline: now + 10 * MIN });
    assert.deepEqual(
      e2.clock,
      (await t.client.view(c.body.id, j.body.token)).body.clock,
      "both seats see both clocks",
    );
  } finally {
    await t.close();
  }
});

Deno.test("clock: a decision during the other side's turn runs the decider's clock, not the turn's", async () => {
  let now = 1.8e12;
  const t = await testApp({ now: () => now, autopilot: false, seeds: () => 7 });
  try {
    const g = await seatedGame(t.client, { faction: "empire", clock: "live" });
    const found = await playRandom(
      t.client,
      g,
      5,
      (env, seat) => env.view.turn.seat !== seat && env.view.pending.some((d) => d.seat === seat),
    );
    const env = found.views[0];
    const decider = env.view.pending[0].seat, onTurn = env.view.turn.seat;
    assert.notEqual(decider, onTurn);
    const dTeam = env.view.seats[decider].team, tTeam = env.view.seats[onTurn].team;
    assert.equal(
      env.clock!.sides[dTeam].deadline,
      now + env.clock!.sides[dTeam].left,
      "the decider's clock runs",
    );
    assert.equal(env.clock!.sides[tTeam].deadline, null, "the turn's side waits: its clock stands");
    const turnLeft = env.clock!.sides[tTeam].left;
    now += 3 * MIN;
    const d = found.views[decider];
    const answer = d.view.legal[0];
    const after = (await t.client.act(g.id, g.tokens[decider], d.seq, answer, "d1")).body;
    assert.equal(
      leftNow(after.clock!.sides[dTeam], now),
      env.clock!.sides[dTeam].left - 3 * MIN,
      "the decider paid 3 min",
    );
    assert.equal(after.clock!.sides[tTeam].left, turnLeft, "the side on turn paid nothing while it waited");
  } finally {
    await t.close();
  }
});

Deno.test("clock: correspondence gains a day per turn, capped at 7 days", async () => {
  const now = 1.8e12;
  const t = await testApp({ now: () => now, autopilot: false, seeds: () => 7 });
  try {
    const g = await seatedGame(t.client, { faction: "empire", clock: "correspondence" });
    let env = (await t.client.view(g.id, g.tokens[0])).body;
    const banks: number[] = [];
    for (let i = 0; i < 10; i++) {
      const seat = env.view.turn.seat;
      const r = await t.client.act(g.id, g.tokens[seat], env.seq, { type: "endTurn" }, `e${i}`);
      assert.equal(r.status, 200, r.text);
      env = r.body;
      if (seat === 0) banks.push(env.clock!.sides[env.view.seats[0].team].left / DAY);
    }
    assert.deepEqual(banks, [4, 5, 6, 7, 7]);
  } finally {
    await t.close();
  }
});

Deno.test("clock: 2v2 keeps one clock per team, running for the team on turn", async () => {
  let now = 1.8e12;
  const t = await testApp({ now: () => now, autopilot: false, seeds: () => 7 });
  try {
    const g = await seatedTable(t.client, { faction: "empire", clock: "live" });
    const seat = g.tokens.findIndex((x) => x !== null);
    const env = (await t.client.view(g.id, g.tokens[seat]!)).body;
    const turnTeam = env.view.seats[env.view.turn.seat].team;
    assert.equal(env.clock!.sides.length, 2);
    assert.deepEqual(env.clock!.sides.map((s) => s.deadline !== null), [0, 1].map((t) => t === turnTeam));
    now += 4 * MIN; // each teammate moves: their one clock pays once for the time
    const mates = [0, 1, 2, 3].filter((s) => env.view.seats[s].team === turnTeam);
    for (const m of mates) {
      const v = (await t.client.view(g.id, g.tokens[m]!)).body;
      const r = await t.client.act(g.id, g.tokens[m]!, v.seq, { type: "endTurn" }, `m${m}`);
      assert.equal(r.status, 200, r.text);
    }
    const after = (await t.client.view(g.id, g.tokens[seat]!)).body;
    assert.deepEqual(books(after.clock!.sides)[turnTeam], [6 * MIN + 30 * SEC, null]);
    assert.deepEqual(books(after.clock!.sides)[1 - turnTeam], [10 * MIN, now + 10 * MIN]);
  } finally {
    await t.close();
  }
});

Deno.test("clock: a claim on time is refused before the clock ran out and ends the game after", async () => {
  let now = 1.8e12;
  const t = await testApp({ now: () => now, autopilot: false, seeds: () => 7 });
  const checker = responseChecker(openApiDocument() as Parameters<typeof responseChecker>[0]);
  t.client = new ApiClient(checker.wrap((path, init) => Promise.resolve(t.app.request(path, init))));
  const claim = (id: string, token?: string) =>
    t.client.call<Envelope>("POST", `/api/games/${id}/claim-win`, {}, token);
  try {
    const plain = await seatedGame(t.client, { faction: "empire" });
    assert.equal(errorOf(await claim(plain.id, plain.tokens[1])), "no-clock");

    const g = await seatedGame(t.client, { faction: "empire", clock: "live" });
    const [empire, rebel] = g.tokens; // the Empire is on turn: its clock runs
    const seen =
      async () => [(await t.client.view(g.id, empire)).text, (await t.client.view(g.id, rebel)).text];
    const held = await seen();
    now += 10 * MIN - 1;
    const early = await claim(g.id, rebel);
    assert.equal(early.status, 409);
    assert.equal(errorOf(early), "clock-running");
    assert.equal((await claim(g.id)).status, 401);
    now += 1; // the Empire's 10 minutes are gone
    const own = await claim(g.id, empire);
    assert.equal(own.status, 409, "the late side cannot claim against itself");
    assert.deepEqual(await seen(), held, "refused claims changed nothing");

    const won = await claim(g.id, rebel);
    assert.equal(won.status, 200, won.text);
    assert.equal(won.body.view.winner, 1);
    assert.deepEqual(won.body.clock!.claim, { seat: 1, team: won.body.view.seats[1].team, at: now });
    assert.deepEqual(books(won.body.clock!.sides)[won.body.view.seats[0].team], [0, null], "out, stopped");
    const lost = (await t.client.view(g.id, empire)).body;
    assert.equal(lost.view.winner, 1, "the late seat's view shows the game over");
    assert.deepEqual(lost.view.legal, []);
    const late = await t.client.act(g.id, empire, lost.seq, { type: "endTurn" }, "late");
    assert.equal(late.status, 409);
    assert.equal(errorOf(late), "game-over");
    assert.equal(errorOf(await claim(g.id, rebel)), "game-over");
    const mine = await t.client.call<MyGames>("GET", "/api/my-games", undefined, undefined, {
      cookie: `ht_${g.id}=${empire}`,
    });
    assert.equal(mine.body.games[0].status, "finished");
    assert.equal(mine.body.games[0].winner, 1);
    const sum = await t.client.call<{ winner: number }>("GET", `/api/games/${g.id}/summary`);
    assert.equal(sum.status, 200, "a finished game's summary");
    assert.equal(sum.body.winner, 1, "won by the claim");
    const page = await t.app.request(`/g/${g.id}/summary`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<strong>The Rebels win!<\/strong>/);
    const again = await t.client.call<{ id: string }>("POST", `/api/games/${g.id}/rematch`, undefined, rebel);
    assert.equal(again.status, 201, "a game won on time may be played again");
    const fresh = (await t.service.store.get(again.body.id))!.head.clock!;
    assert.deepEqual([fresh.kind, fresh.sides.map((x) => x.left), fresh.claim], [
      "live",
      [10 * MIN, 10 * MIN],
      null,
    ]);
    assert.deepEqual(checker.failures, [], "every response, claim-win's included, fits the document");
    assert.ok(checker.seen.has("POST /api/games/{id}/claim-win 200"));
  } finally {
    await t.close();
  }
});

Deno.test("clock: a head stored before clocks (no `clock` field) reads as a game without one and plays on", async () => {
  const kv = await Deno.openKv(":memory:");
  const first = await testApp({ autopilot: false, seeds: () => 7 }, kv);
  const g = await seatedGame(first.client, { faction: "empire" });
  await first.close();
  const raw = await kv.get<string>(headKey(g.id));
  const { clock, ...old } = JSON.parse(raw.value!);
  assert.equal(clock, null);
  await kv.set(headKey(g.id), JSON.stringify(old));
  const t = await testApp({ autopilot: false }, kv);
  try {
    const env = (await t.client.view(g.id, g.tokens[0])).body;
    assert.equal(env.clock, null);
    const moved = await t.client.act(g.id, g.tokens[0], env.seq, { type: "endTurn" }, "x1");
    assert.equal(moved.status, 200, moved.text);
    assert.equal(
      JSON.parse((await kv.get<string>(headKey(g.id))).value!).clock,
      null,
      "written in the current shape",
    );
  } finally {
    await t.close();
    kv.close();
  }
});

Deno.test("clock: your games tells the seat its clock left, in English and Spanish", async () => {
  let now = 1.8e12;
  const t = await testApp({ now: () => now, autopilot: false, seeds: () => 7 });
  try {
    const g = await seatedGame(t.client, { faction: "empire", clock: "live" });
    now += 3 * MIN;
    const cookie = `ht_${g.id}=${g.tokens[0]}`;
    const mine = await t.client.call<MyGames>("GET", "/api/my-games", undefined, undefined, { cookie });
    assert.deepEqual(mine.body.games[0].clock, { left: 7 * MIN, deadline: now + 7 * MIN });
    const page = async (lang: string) =>
      (await (await t.app.request(`/?lang=${lang}`, { headers: { cookie } })).text()).match(
        /<span class="clockleft"[^>]*>([^<]*)<\/span>/,
      )?.[1];
    assert.equal(await page("en"), "Your clock: 7:00 left");
    assert.equal(await page("es"), "Tu reloj: quedan 7:00");
    now += 8 * MIN;
    assert.equal(await page("en"), "Your clock has run out");
  } finally {
    await t.close();
  }
});

Deno.test("clock: the new-game form offers the kinds from the table of kinds and creates a game with the one chosen", async () => {
  const t = await testApp({ autopilot: false });
  try {
    const html = await (await t.app.request("/?lang=es")).text();
    const options = [...html.matchAll(/<option value="(none|live|correspondence)"[^>]*>([^<]*)<\/option>/g)];
    assert.equal(options.length, 6, "in the 1v1 form and the 2v2 form");
    assert.deepEqual(options.slice(0, 3).map((m) => [m[1], m[2]]), [
      ["none", "Sin reloj"],
      ["live", "En vivo: 10 min, +30 s por turno"],
      ["correspondence", "Por correspondencia: 3 días, +1 día por turno (hasta 7 días)"],
    ]);
    const created = await t.app.request("/new", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      body: new URLSearchParams({ faction: "empire", clock: "correspondence" }).toString(),
    });
    assert.equal(created.status, 303);
    const id = new URL(created.headers.get("location")!, "http://localhost").pathname.split("/")[2];
    assert.equal((await t.service.store.get(id))!.head.clock?.kind, "correspondence");
  } finally {
    await t.close();
  }
});
