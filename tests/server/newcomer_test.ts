/**
 * "My friend is new" on the server: a game created with `newcomer` marks the friend's seat; only that seat's
 * envelope carries `coach`, never the host's or a spectator's; against the computer it marks nothing; the
 * rematch keeps it.
 */
import assert from "node:assert/strict";
import { seatedGame, testApp } from "../support/server.ts";

Deno.test("newcomer: only the friend's envelope says the coach is on", async () => {
  const app = await testApp();
  try {
    const g = await seatedGame(app.client, { newcomer: true });
    const host = (await app.client.view(g.id, g.tokens[0])).body;
    const friend = (await app.client.view(g.id, g.tokens[1])).body;
    const watcher = (await app.client.view(g.id)).body;
    assert.equal(friend.coach, true);
    assert.equal("coach" in host, false);
    assert.equal("coach" in watcher, false);
    const plain = await seatedGame(app.client, {});
    assert.equal("coach" in (await app.client.view(plain.id, plain.tokens[1])).body, false);
    const bot = await app.client.create({ opponent: "bot", newcomer: true });
    assert.equal(bot.status, 201);
    assert.equal((await app.service.stored(bot.body.id))?.newcomer, undefined);
    const bad = { newcomer: "yes" } as unknown as { newcomer: boolean };
    assert.equal((await app.client.create(bad)).status, 400);
  } finally {
    await app.close();
  }
});

Deno.test("newcomer: the rematch still coaches the friend", async () => {
  let now = 1.8e12;
  const app = await testApp({ now: () => now, autopilot: false });
  try {
    const g = await seatedGame(app.client, { newcomer: true, clock: "live", faction: "empire" });
    now += 11 * 60_000; // the Empire's clock ran out: the friend (the Rebels) claims the game
    const won = await app.client.call("POST", `/api/games/${g.id}/claim-win`, {}, g.tokens[1]);
    assert.equal(won.status, 200);
    const again = await app.client.call<{ id: string }>(
      "POST",
      `/api/games/${g.id}/rematch`,
      undefined,
      g.tokens[1],
    );
    assert.equal(again.status, 201);
    const friend = (await app.client.view(again.body.id, g.tokens[1])).body;
    const host = (await app.client.view(again.body.id, g.tokens[0])).body;
    assert.equal(friend.coach, true, "the friend's seat is still coached");
    assert.equal("coach" in host, false);
  } finally {
    await app.close();
  }
});
