/** Server-Sent Events through a real server on 127.0.0.1 and a streaming reader. */
import assert from "node:assert/strict";
import type { Envelope } from "../../api/contract.ts";
import { playRandom, seatedGame, serveApp, testApp } from "../support/server.ts";
import type { SseEvent } from "../../tools/api_client.ts";
import { open } from "../support/sse.ts";

const envOf = (e: SseEvent | null): Envelope => JSON.parse(e!.data);

Deno.test("SSE: each caller gets its own view on every change, with id = seq", async () => {
  const t = await testApp();
  const s = serveApp(t.app);
  try {
    const g = await seatedGame(s.client, { faction: "empire" });
    const seat0 = await open(s.base, g.id, { authorization: `Bearer ${g.tokens[0]}` });
    const seat1 = await open(s.base, g.id, { cookie: `ht_${g.id}=${g.tokens[1]}` });
    const watcher = await open(s.base, g.id);
    for (const [l, viewer] of [[seat0, 0], [seat1, 1], [watcher, -1]] as const) {
      const e = await l.next();
      assert.equal(e!.id, "0");
      assert.equal(envOf(e).view.viewer, viewer);
    }
    const v0 = (await s.client.view(g.id, g.tokens[0])).body;
    const r = await s.client.act(g.id, g.tokens[0], 0, v0.view.legal.find((a) => a.type === "play")!, "p1");
    assert.equal(r.status, 200);
    for (const [l, viewer] of [[seat0, 0], [seat1, 1], [watcher, -1]] as const) {
      const e = await l.next();
      assert.equal(e!.id, "1");
      const env = envOf(e);
      assert.equal(env.seq, 1);
      assert.equal(env.view.viewer, viewer);
      if (viewer === 0) {
        assert.deepEqual(env.view, r.body.view, "the stream carries the same view as the response");
      }
      if (viewer !== 0) assert.equal(env.view.seats[0].hand, null);
    }
    await Promise.all([seat0.close(), seat1.close(), watcher.close()]);
    const deadline = Date.now() + 2000;
    while (t.hub.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    assert.equal(t.hub.size, 0, "closing the streams releases the game's watch");
    const missing = await fetch(`${s.base}/api/games/222222222222/events`);
    assert.equal(missing.status, 404);
    assert.equal((await missing.json()).error, "not-found");
  } finally {
    await s.shutdown();
    await t.close();
  }
});

Deno.test("SSE: a heartbeat comment keeps quiet streams alive", async () => {
  const t = await testApp({ heartbeatMs: 100 });
  const s = serveApp(t.app);
  try {
    const g = await seatedGame(s.client);
    const l = await open(s.base, g.id);
    assert.equal((await l.next())!.id, "0");
    const beat = await l.next(1000, false);
    assert.ok(beat?.comment, "a comment arrives within the heartbeat period");
    await l.close();
  } finally {
    await s.shutdown();
    await t.close();
  }
});

Deno.test("SSE: resumes after Last-Event-ID without repeating what the client has", async () => {
  const t = await testApp();
  const s = serveApp(t.app);
  try {
    const g = await seatedGame(s.client, { faction: "empire" });
    await s.client.act(g.id, g.tokens[0], 0, { type: "endTurn" }, "e1");
    const auth = { authorization: `Bearer ${g.tokens[1]}` };
    const current = await open(s.base, g.id, { ...auth, "last-event-id": "1" });
    const behind = await open(s.base, g.id, { ...auth, "last-event-id": "0" });
    const caught = await behind.next();
    assert.equal(caught!.id, "1", "a client behind gets the current view at once");
    await s.client.act(g.id, g.tokens[1], 1, { type: "endTurn" }, "e2");
    assert.equal(
      (await current.next())!.id,
      "2",
      "the resumed stream's first event is the next change: nothing it had (seq 1) came before it",
    );
    assert.equal((await behind.next())!.id, "2");
    await Promise.all([current.close(), behind.close()]);
  } finally {
    await s.shutdown();
    await t.close();
  }
});

Deno.test("SSE: the other seat hears of the join and of the rematch", async () => {
  const t = await testApp();
  const s = serveApp(t.app);
  try {
    const c = (await s.client.create({ faction: "empire", basesToWin: 2 })).body;
    const creator = await open(s.base, c.id, { authorization: `Bearer ${c.token}` });
    assert.deepEqual(envOf(await creator.next()).seated, [true, false]);
    const j = await s.client.join(c.id, new URL(c.inviteUrl!).searchParams.get("invite")!);
    assert.deepEqual(envOf(await creator.next()).seated, [true, true], "the join is pushed");
    const g = { id: c.id, tokens: [c.token, j.body.token] as [string, string], created: c };
    await playRandom(s.client, g, 11);
    const r = await s.client.rematch(g.id, g.tokens[1]);
    assert.equal(r.status, 201);
    let last: Envelope | null = null;
    // The versions of the game's end come first (coalesced or not); the rematch's version follows them.
    while (last?.rematch !== r.body.id) {
      const e = await creator.next();
      if (!e) break;
      last = envOf(e);
    }
    assert.equal(last?.rematch, r.body.id, "the creator's stream points to the rematch");
    await creator.close();
  } finally {
    await s.shutdown();
    await t.close();
  }
});
