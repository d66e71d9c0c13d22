/** The sweep of expired games: every expired game goes, batch after batch, and running games stay. */
import assert from "node:assert/strict";
import { sweep, sweepAll } from "../../server/retention.ts";
import { seatedGame, testApp } from "../support/server.ts";

Deno.test("sweepAll deletes every expired game in batches (the hourly sweep is not capped at one batch)", async () => {
  let now = 1_700_000_000_000;
  const t = await testApp({ now: () => now });
  try {
    const old = [];
    for (let i = 0; i < 45; i++) old.push((await t.client.create({})).body.id);
    now += 3 * 86_400_000; // unjoined games live 2 days
    const fresh = await seatedGame(t.client);
    assert.equal(await sweep(t.service.store, now, 10), 10, "one call of sweep deletes one batch");
    assert.equal(await sweepAll(t.service.store, now, 10, 0), 35, "sweepAll goes on until none is due");
    for (const id of old) assert.equal(await t.service.store.get(id), null);
    assert.ok(await t.service.store.get(fresh.id), "a running game stays");
    assert.equal(await sweepAll(t.service.store, now, 10, 0), 0);
  } finally {
    await t.close();
  }
});
