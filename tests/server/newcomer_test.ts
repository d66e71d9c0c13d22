/**
 * "My friend is new" on the server: a game created with `newcomer` marks the friend's seat; only that seat's
 * envelope carries `coach`, never the host's or a spectator's; against the computer it marks nothing.
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
