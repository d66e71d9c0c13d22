/** `GET /api/games/:id/summary` and `GET /api/games/:id/record`: finished games only, replayable records. */
import assert from "node:assert/strict";
import type { ErrorBody, GameRecord, GameSummary } from "../../api/contract.ts";
import { ENGINE_VERSION, readRecord } from "../../engine/mod.ts";
import { playRandom, seatedGame, testApp } from "../support/server.ts";

Deno.test("summary and record: refused while the game runs, then the summary and a record that replays it", async () => {
  const t = await testApp({ seeds: () => 99 });
  try {
    const g = await seatedGame(t.client, { faction: "empire", basesToWin: 2 });
    for (const what of ["summary", "record"]) {
      const r = await t.client.call<ErrorBody>("GET", `/api/games/${g.id}/${what}`);
      assert.equal(r.status, 409, what);
      assert.equal(r.body.error, "game-not-over");
      assert.ok(!r.text.includes('"seed"'));
    }
    assert.equal((await t.client.call("GET", "/api/games/222222222222/record")).status, 404);
    await playRandom(t.client, g, 17);
    const head = (await t.service.store.get(g.id))!.head;
    assert.ok(head.state.winner >= 0, "the game is over");

    const rec = await t.client.call<GameRecord>("GET", `/api/games/${g.id}/record`, undefined, g.tokens[0]);
    assert.equal(rec.status, 200);
    assert.equal(rec.body.engine, ENGINE_VERSION);
    assert.deepEqual(rec.body.options, head.state.options);
    const checked = readRecord(rec.body);
    assert.ok(checked.ok, JSON.stringify(!checked.ok && checked.error));
    assert.deepEqual(checked.value.final, head.state, "the record replays to the stored final state");

    const sum = await t.client.call<GameSummary>("GET", `/api/games/${g.id}/summary`);
    assert.equal(sum.status, 200);
    assert.equal(sum.body.turns, head.state.turn.n);
    assert.equal(sum.body.winner, head.state.winner);
    assert.equal(
      sum.body.seats[head.state.winner].basesDestroyed,
      2,
      "the winner destroyed the agreed bases",
    );
    assert.equal(sum.body.force.at(-1), head.state.force);
  } finally {
    await t.close();
  }
});
