/** "Your games" and moving a seat to another device, through `app.request()`. */
import assert from "node:assert/strict";
import type { ErrorBody, MyGames, TransferLink } from "../../api/contract.ts";
import { playRandom, seatedGame, testApp } from "../support/server.ts";

const errOf = (r: { body: unknown }) => r.body as ErrorBody;
const HOUR = 3_600_000;

Deno.test("GET /api/my-games lists the games the cookies hold a seat in, newest first; forget clears one", async () => {
  let clock = 1.8e12;
  const t = await testApp({ now: () => clock, autopilot: false });
  try {
    const waiting = (await t.client.create({ faction: "empire" })).body;
    clock += 1000;
    const bot = (await t.client.create({ faction: "rebel", opponent: "bot" })).body;
    clock += 1000;
    const done = await seatedGame(t.client, { faction: "empire", basesToWin: 2 });
    await playRandom(t.client, done, 3);
    clock += 1000;
    const other = await seatedGame(t.client); // a game this browser holds no seat in
    const cookie = [
      `ht_${waiting.id}=${waiting.token}`,
      `ht_${bot.id}=${bot.token}`,
      `ht_${done.id}=${done.tokens[1]}`,
      `ht_${other.id}=${"A".repeat(43)}`,
      `ht_222222222222=${"B".repeat(43)}`,
      "ht_nonsense=1",
      "theme=dark",
    ].join("; ");
    const list =
      async () => (await t.client.call<MyGames>("GET", "/api/my-games", undefined, undefined, { cookie }));
    const r = await list();
    assert.equal(r.status, 200);
    assert.equal(r.headers.get("cache-control"), "private, no-store");
    const games = r.body.games;
    assert.deepEqual(games.map((g) => g.id), [done.id, bot.id, waiting.id], "newest change first");
    const [fin, vsBot, open] = games;
    assert.equal(fin.status, "finished");
    assert.equal(fin.seat, 1);
    assert.ok(fin.winner === 0 || fin.winner === 1);
    assert.deepEqual(fin.toAct, []);
    assert.equal(vsBot.status, "running");
    assert.equal(vsBot.opponent, "bot");
    assert.deepEqual(vsBot.botLevels, ["normal"], "the computer's level");
    assert.deepEqual(open.botLevels, [], "no computer");
    assert.equal(vsBot.side, "rebel");
    assert.deepEqual(vsBot.toAct, [1], "the Empire (the computer) moves first");
    assert.equal(vsBot.yourTurn, false);
    assert.equal(open.status, "waiting");
    assert.equal(open.url, `http://localhost/g/${waiting.id}`);
    assert.equal(open.opponent, "human");
    assert.equal(open.side, "empire");
    const none = await t.client.call<MyGames>("GET", "/api/my-games");
    assert.deepEqual(none.body.games, []);

    clock += 3 * 24 * HOUR; // past the waiting game's deadline (2 days), within the others'
    assert.deepEqual((await list()).body.games.map((g) => g.id), [done.id, bot.id], "expired games drop out");

    const forget = await t.app.request(`/api/my-games/${bot.id}/forget`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: "{}",
    });
    assert.equal(forget.status, 204);
    assert.match(forget.headers.get("set-cookie")!, new RegExp(`^ht_${bot.id}=; Max-Age=0; Path=/`));
    const formPost = await t.app.request(`/api/my-games/${bot.id}/forget`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    assert.equal(formPost.status, 415, "a cross-site form cannot forget a game");
    assert.equal((await t.client.view(bot.id, bot.token)).body.view.viewer, 0, "the seat itself stays valid");
  } finally {
    await t.close();
  }
});

Deno.test("a transfer link moves a seat to another device once; used, expired and foreign links are refused", async () => {
  let clock = 1.8e12;
  const t = await testApp({ now: () => clock });
  try {
    const g = await seatedGame(t.client, { faction: "empire" });
    const before = await t.service.store.get(g.id);
    const anon = await t.client.call("POST", `/api/games/${g.id}/transfer`);
    assert.equal(anon.status, 401);
    assert.equal((await t.service.store.get(g.id))!.versionstamp, before!.versionstamp, "nothing written");

    const link = await t.client.call<TransferLink>(
      "POST",
      `/api/games/${g.id}/transfer`,
      undefined,
      g.tokens[0],
    );
    assert.equal(link.status, 201);
    assert.equal(link.body.seat, 0);
    assert.equal(link.body.url, `http://localhost/g/${g.id}?transfer=${link.body.transfer}`);
    assert.equal(link.body.expiresAt, clock + 15 * 60_000);
    const head = JSON.stringify((await t.service.store.get(g.id))!.head);
    assert.ok(!head.includes(link.body.transfer), "only the secret's hash is stored");

    const wrong = await t.client.call("POST", `/api/games/${g.id}/claim`, { transfer: "C".repeat(43) });
    assert.equal(wrong.status, 403);
    assert.equal(errOf(wrong).error, "bad-transfer");
    const claim = await t.client.call<{ seat: number; token: string }>(
      "POST",
      `/api/games/${g.id}/claim`,
      { transfer: link.body.transfer },
    );
    assert.equal(claim.status, 200);
    assert.equal(claim.body.seat, 0);
    assert.match(claim.headers.get("set-cookie")!, new RegExp(`^ht_${g.id}=${claim.body.token};`));
    assert.equal(
      (await t.client.view(g.id, claim.body.token)).body.view.viewer,
      0,
      "the new device holds seat 0",
    );
    assert.equal(
      (await t.client.view(g.id, g.tokens[0])).body.view.viewer,
      -1,
      "the old token lost the seat",
    );
    const env = (await t.client.view(g.id, claim.body.token)).body;
    const oldMove = await t.client.act(g.id, g.tokens[0], env.seq, { type: "endTurn" }, "old");
    assert.equal(oldMove.status, 403);
    const again = await t.client.call("POST", `/api/games/${g.id}/claim`, { transfer: link.body.transfer });
    assert.equal(again.status, 409);
    assert.equal(errOf(again).error, "transfer-used");
    const cookie = `ht_${g.id}=${g.tokens[0]}`;
    const listed = await t.client.call<MyGames>("GET", "/api/my-games", undefined, undefined, { cookie });
    assert.deepEqual(listed.body.games, [], "a moved seat is no longer this browser's game");

    const late = await t.client.call<TransferLink>(
      "POST",
      `/api/games/${g.id}/transfer`,
      undefined,
      g.tokens[1],
    );
    clock += 16 * 60_000;
    const expired = await t.client.call("POST", `/api/games/${g.id}/claim`, { transfer: late.body.transfer });
    assert.equal(expired.status, 410);
    assert.equal(errOf(expired).error, "transfer-expired");
    assert.equal((await t.client.view(g.id, g.tokens[1])).body.view.viewer, 1, "seat 1 did not move");
  } finally {
    await t.close();
  }
});
