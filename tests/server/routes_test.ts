/** The HTTP contract through `app.request()`: create, join, view, move, log, rematch (the app's edges: edges_test.ts). */
import assert from "node:assert/strict";
import type { ErrorBody } from "../../api/contract.ts";
import { replay } from "../../engine/mod.ts";
import { inviteOf, playRandom, seatedGame, testApp } from "../support/server.ts";

const json = { "content-type": "application/json" };
const errOf = (r: { body: unknown }) => r.body as ErrorBody;

Deno.test("POST /api/games creates a game with the creator seated and an invite", async () => {
  const t = await testApp();
  try {
    const r = await t.client.create({
      faction: "rebel",
      mode: "fullGalaxy",
      basesToWin: 2,
      payOffNeutral: true,
    });
    assert.equal(r.status, 201);
    const { id, seat, token, url, inviteUrl } = r.body;
    assert.match(id, /^[2-9a-km-np-z]{12}$/);
    assert.equal(seat, 0);
    assert.ok(token.length >= 43, "token carries ≥ 128 bits");
    assert.equal(url, `http://localhost/g/${id}`);
    assert.ok(inviteUrl!.startsWith(`${url}?invite=`));
    const cookie = r.headers.get("set-cookie")!;
    assert.match(cookie, new RegExp(`^ht_${id}=${token};`));
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Lax/);
    const v = await t.client.view(id, token);
    assert.equal(v.body.view.viewer, 0);
    assert.equal(v.body.view.options.empireSeat, 1, "the creator plays the Rebels");
    assert.equal(v.body.view.options.mode, "fullGalaxy");
    assert.equal(v.body.view.options.basesToWin, 2);
    assert.equal(v.body.view.options.payOffNeutral, true);
    assert.deepEqual(v.body.seated, [true, false]);
    const stored = (await t.service.store.get(id))!;
    assert.ok(!JSON.stringify(stored.head).includes(token), "the token is stored only as a hash");
    assert.ok(!JSON.stringify(stored.head).includes(inviteOf(r.body)), "the invite is stored only as a hash");
    assert.ok(JSON.stringify(stored.head).length < 16_000, "the head stays small");

    const empty = await t.app.request("/api/games", { method: "POST" });
    assert.equal(empty.status, 201, "an empty body takes the defaults");
    for (const bad of [{ mode: "x" }, { basesToWin: 7 }, { faction: "sith" }, { payOffNeutral: "yes" }, []]) {
      const b = await t.client.create(bad as Record<string, unknown>);
      assert.equal(b.status, 400, JSON.stringify(bad));
      assert.equal(typeof errOf(b).error, "string");
      assert.equal(typeof errOf(b).message, "string");
    }
  } finally {
    await t.close();
  }
});

Deno.test("the invite seats the first caller; a used invite gives 409", async () => {
  const t = await testApp();
  try {
    const c = await t.client.create({ faction: "empire" });
    const invite = inviteOf(c.body);
    const wrong = await t.client.join(c.body.id, c.body.token);
    assert.equal(wrong.status, 403);
    const j = await t.client.join(c.body.id, invite);
    assert.equal(j.status, 200);
    assert.equal(j.body.seat, 1);
    assert.notEqual(j.body.token, c.body.token);
    assert.match(j.headers.get("set-cookie")!, new RegExp(`^ht_${c.body.id}=${j.body.token};`));
    const again = await t.client.join(c.body.id, invite);
    assert.equal(again.status, 409);
    assert.equal(errOf(again).error, "invite-used");
    const missing = await t.client.join("222222222222", invite);
    assert.equal(missing.status, 404);
    const v = await t.client.view(c.body.id, j.body.token);
    assert.equal(v.body.view.viewer, 1);
    assert.equal(v.body.view.seats[1].faction, "rebel");
    assert.deepEqual(v.body.seated, [true, true]);
  } finally {
    await t.close();
  }
});

Deno.test("GET /api/games/:id: each seat its view (token or cookie), others the spectator view; ETag and 304", async () => {
  const t = await testApp();
  try {
    const g = await seatedGame(t.client, { faction: "empire" });
    const byCookie = await t.app.request(`/api/games/${g.id}`, {
      headers: { cookie: `ht_${g.id}=${g.tokens[1]}` },
    });
    const cookieView = await byCookie.json();
    assert.equal(cookieView.view.viewer, 1);
    assert.equal(cookieView.view.seats[0].hand, null);
    assert.equal(cookieView.view.seats[1].hand.length, 5);
    const spectator = await t.client.view(g.id);
    assert.equal(spectator.body.view.viewer, -1);
    assert.deepEqual(spectator.body.view.legal, []);
    assert.equal(spectator.body.view.seats[0].hand, null);
    const foreign = await t.client.view(g.id, "A".repeat(43));
    assert.equal(foreign.body.view.viewer, -1, "a foreign token sees what a spectator sees");
    const seat0 = await t.client.view(g.id, g.tokens[0]);
    assert.equal(seat0.body.view.viewer, 0);
    assert.ok(seat0.body.view.legal.length > 0);
    const etag = seat0.headers.get("etag")!;
    assert.ok(etag);
    assert.notEqual(etag, spectator.headers.get("etag"), "the ETag depends on the viewer");
    const same = await t.client.view(g.id, g.tokens[0], etag);
    assert.equal(same.status, 304);
    assert.equal(same.text, "");
    const r = await t.client.act(g.id, g.tokens[0], 0, { type: "endTurn" }, "a1");
    assert.equal(r.status, 200);
    const changed = await t.client.view(g.id, g.tokens[0], etag);
    assert.equal(changed.status, 200);
    assert.equal(changed.body.seq, 1);
    assert.equal((await t.client.view("222222222222")).status, 404);
    assert.equal((await t.client.view("not-an-id")).status, 404);
    assert.equal((await t.client.view("x".repeat(3000))).status, 404, "a huge id is not a KV key");
  } finally {
    await t.close();
  }
});

Deno.test("POST …/actions: 200 with the new seq, 409 stale, 422 illegal, 401/403 without the seat", async () => {
  const t = await testApp();
  try {
    const g = await seatedGame(t.client, { faction: "empire" });
    const v0 = (await t.client.view(g.id, g.tokens[0])).body;
    const play = v0.view.legal.find((a) => a.type === "play")!;
    const ok = await t.client.act(g.id, g.tokens[0], 0, play, "m1");
    assert.equal(ok.status, 200);
    assert.equal(ok.body.seq, 1);
    assert.equal(ok.body.view.viewer, 0);
    assert.match(
      ok.headers.get("server-timing")!,
      /^engine;dur=[\d.]+, commit;dur=[\d.]+, wait;dur=[\d.]+, write;dur=[\d.]+, group;desc="1", total;dur=[\d.]+$/,
    );

    const stale = await t.client.act(g.id, g.tokens[0], 0, { type: "endTurn" }, "m2");
    assert.equal(stale.status, 409);
    assert.deepEqual(errOf(stale), { error: "stale", message: "the game is at seq 1", seq: 1 });

    const notInHand = await t.client.act(g.id, g.tokens[0], 1, { type: "play", card: 139 }, "m3");
    assert.equal(notInHand.status, 422);
    assert.equal(errOf(notInHand).error, "not-in-hand");
    const offTurn = await t.client.act(g.id, g.tokens[1], 1, { type: "endTurn" }, "m4");
    assert.equal(offTurn.status, 422);
    assert.equal(errOf(offTurn).error, "not-your-turn");

    const none = await t.app.request(`/api/games/${g.id}/actions`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ seq: 1, action: { type: "endTurn" }, actionId: "m5" }),
    });
    assert.equal(none.status, 401);
    const foreign = await t.client.act(g.id, "B".repeat(43), 1, { type: "endTurn" }, "m6");
    assert.equal(foreign.status, 403);
    const other = await seatedGame(t.client);
    const wrongGame = await t.client.act(g.id, other.tokens[0], 1, { type: "endTurn" }, "m7");
    assert.equal(wrongGame.status, 403, "a token of another game holds no seat here");
    const byCookie = await t.app.request(`/api/games/${g.id}/actions`, {
      method: "POST",
      headers: { ...json, cookie: `ht_${g.id}=${g.tokens[0]}` },
      body: JSON.stringify({ seq: 1, action: { type: "endTurn" }, actionId: "m8" }),
    });
    assert.equal(byCookie.status, 200, "the seat cookie moves too");
    assert.equal((await t.service.store.get(g.id))!.head.seq, 2);
  } finally {
    await t.close();
  }
});

Deno.test("retrying an actionId returns the first result and applies nothing twice", async () => {
  const t = await testApp();
  try {
    const g = await seatedGame(t.client, { faction: "empire" });
    const v0 = (await t.client.view(g.id, g.tokens[0])).body;
    const play = v0.view.legal.find((a) => a.type === "play")!;
    const first = await t.client.act(g.id, g.tokens[0], 0, play, "once");
    assert.equal(first.status, 200);
    const retry = await t.client.act(g.id, g.tokens[0], 0, play, "once");
    assert.equal(retry.status, 200);
    assert.equal(retry.text, first.text);
    assert.equal((await t.service.store.get(g.id))!.head.seq, 1);
    const more = await t.client.act(g.id, g.tokens[0], 1, { type: "endTurn" }, "twice");
    assert.equal(more.status, 200);
    const late = await t.client.act(g.id, g.tokens[0], 0, play, "once");
    assert.equal(late.status, 200);
    assert.equal(late.body.seq, 1, "a late retry gets the result of its own move");
    assert.deepEqual(late.body.view, first.body.view);
    const stolen = await t.client.act(g.id, g.tokens[1], 2, { type: "endTurn" }, "once");
    assert.equal(stolen.status, 409);
    assert.equal(errOf(stolen).error, "action-id-used");
    assert.equal((await t.service.store.get(g.id))!.head.seq, 2);
    assert.equal((await t.service.store.actions(g.id)).length, 2);
  } finally {
    await t.close();
  }
});

Deno.test("a seat named by a pending decision answers it off-turn", async () => {
  const t = await testApp();
  try {
    const g = await seatedGame(t.client, { faction: "empire", mode: "secretBases" });
    const rebel = (await t.client.view(g.id, g.tokens[1])).body;
    assert.equal(rebel.view.turn.seat, 0, "it is the Empire's turn");
    const answer = rebel.view.legal.find((a) => a.type === "answer");
    assert.ok(answer, "the Rebels choose their secret base during the Empire's setup");
    const r = await t.client.act(g.id, g.tokens[1], rebel.seq, answer, "rebel-base");
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.seq, 1);
  } finally {
    await t.close();
  }
});

Deno.test("GET …/log: the caller's redacted entries after a seq, with lines of text", async () => {
  const t = await testApp();
  try {
    const g = await seatedGame(t.client, { faction: "empire" });
    const { seq } = await playRandom(t.client, g, 7, (env) => env.seq >= 40);
    const mine = await t.client.log(g.id, g.tokens[0]);
    assert.equal(mine.status, 200);
    assert.equal(mine.body.seq, seq);
    assert.deepEqual(mine.body.entries.map((e) => e.seq), Array.from({ length: seq }, (_, i) => i + 1));
    assert.equal(mine.body.more, false);
    assert.ok(
      mine.body.entries.some((e) => e.events.some((x) => typeof x.text === "string" && x.text.length > 0)),
    );
    const spectator = await t.client.log(g.id);
    const draws = spectator.body.entries.flatMap((e) => e.events).filter((x) => x.event.k === "draw");
    assert.ok(draws.length > 0);
    for (const d of draws) assert.ok(!("cards" in d.event), "a spectator never sees drawn cards");
    const page = await t.client.log(g.id, g.tokens[1], 10, 5);
    assert.deepEqual(page.body.entries.map((e) => e.seq), [11, 12, 13, 14, 15]);
    assert.equal(page.body.next, 15);
    assert.equal(page.body.more, true);
    const none = await t.client.log(g.id, g.tokens[1], seq);
    assert.deepEqual(none.body.entries, []);
    const es = await t.client.call<{ entries: { events: { text: string }[] }[] }>(
      "GET",
      `/api/games/${g.id}/log?lang=es&after=0&limit=3`,
    );
    assert.equal(es.status, 200);
    for (const bad of ["after=-1", "after=x", "limit=0", "limit=9999", "lang=fr"]) {
      assert.equal((await t.client.call("GET", `/api/games/${g.id}/log?${bad}`)).status, 400, bad);
    }
    const stored = (await t.service.store.get(g.id))!.head;
    assert.ok(!("log" in stored), "the log is not inside the head");
    assert.deepEqual(replay(stored.state.options, await t.service.store.actions(g.id)), stored.state);
  } finally {
    await t.close();
  }
});

Deno.test("POST …/rematch: a finished game's seat starts the rematch; both players follow with their seats", async () => {
  const t = await testApp();
  try {
    const g = await seatedGame(t.client, { faction: "empire", basesToWin: 2 });
    const early = await t.client.rematch(g.id, g.tokens[0]);
    assert.equal(early.status, 409, "the game is not over");
    const { views } = await playRandom(t.client, g, 3);
    assert.ok(views[0].view.winner >= 0);
    assert.equal((await t.client.call("POST", `/api/games/${g.id}/rematch`)).status, 401);
    const r = await t.client.rematch(g.id, g.tokens[1]);
    assert.equal(r.status, 201);
    const again = await t.client.rematch(g.id, g.tokens[0]);
    assert.equal(again.status, 200);
    assert.equal(again.body.id, r.body.id, "both players land in the same rematch");
    const old = await t.client.view(g.id, g.tokens[0]);
    assert.equal(old.body.rematch, r.body.id, "the old game's view points to the rematch");
    const fresh0 = await t.client.view(r.body.id, g.tokens[0]);
    assert.equal(fresh0.body.view.viewer, 0);
    assert.equal(fresh0.body.view.options.empireSeat, 1, "factions are swapped");
    assert.deepEqual(fresh0.body.seated, [true, true]);
    assert.equal(fresh0.body.seq, 0);
    const byOldCookie = await t.app.request(`/api/games/${r.body.id}`, {
      headers: { cookie: `ht_${g.id}=${g.tokens[1]}` },
    });
    assert.equal(
      (await byOldCookie.json()).view.viewer,
      1,
      "the old game's cookie holds the seat in the rematch",
    );
    const fresh1 = await t.client.view(r.body.id, g.tokens[1]);
    assert.equal(fresh1.body.view.turn.seat, 1, "the old Rebel player now plays the Empire and starts");
    const move = await t.client.act(r.body.id, g.tokens[1], 0, fresh1.body.view.legal[0], "x");
    assert.equal(move.status, 200);
  } finally {
    await t.close();
  }
});
