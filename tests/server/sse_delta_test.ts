/**
 * SSE deltas (`?delta=1`): a whole envelope first, then each change as a `delta` that makes exactly the
 * viewer's envelope; a delta only onto the version the stream sent last, the envelope whole otherwise.
 */
import assert from "node:assert/strict";
import type { Delta, Envelope } from "../../api/contract.ts";
import { patch } from "../../api/delta.ts";
import type { Delivery, Hub } from "../../server/hub.ts";
import type { SseSink } from "../../server/sse_wire.ts";
import { runSession } from "../../server/sse.ts";
import type { Versioned } from "../../server/write.ts";
import { randomAction, rng, streamed } from "../../tools/api_client.ts";
import { seatedGame, serveApp, testApp } from "../support/server.ts";
import { open } from "../support/sse.ts";

Deno.test("SSE deltas: after the whole envelope, each move is a delta making every viewer's envelope", async () => {
  const t = await testApp();
  const s = serveApp(t.app);
  try {
    const g = await seatedGame(s.client, { faction: "empire", mode: "fullGalaxy" });
    const viewers = [0, 1, -1];
    const auth = (v: number): Record<string, string> =>
      v >= 0 ? { authorization: `Bearer ${g.tokens[v]}` } : {};
    const streams = await Promise.all(viewers.map((v) => open(s.base, g.id, auth(v), "?delta=1")));
    const held: (Envelope | null)[] = viewers.map(() => null);
    const kinds = { whole: 0, delta: 0 };
    for (const [i] of viewers.entries()) {
      const e = await streams[i].next();
      assert.equal(e!.event, undefined, "the first event is the whole envelope");
      held[i] = streamed(null, e!);
      assert.equal(held[i]!.seq, 0);
    }
    const rnd = rng(5);
    for (let seq = 1; seq <= 40; seq++) {
      const envs = await Promise.all([0, 1].map((v) => s.client.view(g.id, g.tokens[v]).then((r) => r.body)));
      if (envs[0].view.winner >= 0) break;
      const seat = envs[0].view.legal.length > 0 ? 0 : 1;
      const r = await s.client.act(
        g.id,
        g.tokens[seat],
        seq - 1,
        randomAction(envs[seat].view.legal, rnd),
        `m${seq}`,
      );
      assert.equal(r.status, 200, r.text);
      for (const [i, v] of viewers.entries()) {
        const e = await streams[i].next();
        assert.equal(e!.id, String(seq));
        kinds[e!.event === "delta" ? "delta" : "whole"]++;
        if (e!.event === "delta") {
          const d: Delta = JSON.parse(e!.data);
          assert.equal(d.base, seq - 1, "the delta starts from the version the stream sent last");
          assert.ok(e!.data.length < JSON.stringify(held[i]).length, "a delta is lighter than the envelope");
        }
        held[i] = streamed(held[i], e!);
        const expected = (await s.client.view(g.id, v >= 0 ? g.tokens[v] : undefined)).body;
        assert.deepEqual(held[i], expected, `viewer ${v} at seq ${seq}: the delta makes the envelope`);
      }
    }
    assert.ok(kinds.delta > 100, `most changes came as deltas (${JSON.stringify(kinds)})`);
    await Promise.all(streams.map((l) => l.close()));
  } finally {
    await s.shutdown();
    await t.close();
  }
});

Deno.test("SSE deltas: a change that keeps the seq (a join) and a stream behind get the envelope whole", async () => {
  const t = await testApp();
  const s = serveApp(t.app);
  try {
    const c = (await s.client.create({ faction: "empire" })).body;
    const creator = await open(s.base, c.id, { authorization: `Bearer ${c.token}` }, "?delta=1");
    assert.deepEqual(JSON.parse((await creator.next())!.data).seated, [true, false]);
    const j = await s.client.join(c.id, new URL(c.inviteUrl!).searchParams.get("invite")!);
    const joined = await creator.next();
    assert.equal(joined!.event, undefined, "the join (seq 0 again) comes whole");
    assert.deepEqual(JSON.parse(joined!.data).seated, [true, true]);
    await s.client.act(c.id, c.token, 0, { type: "endTurn" }, "e1");
    assert.equal((await creator.next())!.event, "delta");
    await s.client.act(c.id, j.body.token, 1, { type: "endTurn" }, "e2");
    // Once the creator's stream has seq 2, the hub holds it: a stream opened now is behind (a stream that
    // subscribed while the hub still held seq 1 would start from the version its client says it has).
    assert.equal((await creator.next())!.id, "2");
    const auth = { authorization: `Bearer ${j.body.token}` };
    const behind = await open(s.base, c.id, { ...auth, "last-event-id": "1" }, "?delta=1");
    const first = await behind.next();
    assert.equal(first!.id, "2");
    assert.equal(first!.event, undefined, "a stream resuming behind starts with the whole envelope");
    const current = await open(s.base, c.id, { ...auth, "last-event-id": "2" }, "?delta=1");
    await s.client.act(c.id, c.token, 2, { type: "endTurn" }, "e3");
    for (const l of [behind, current]) {
      const e = await l.next();
      assert.equal(
        e!.id,
        "3",
        "the next event is the next change (a stream resuming where it was got nothing before)",
      );
      assert.equal(e!.event, "delta", "then deltas onto what the client holds");
      assert.equal((JSON.parse(e!.data) as Delta).base, 2);
    }
    await Promise.all([creator.close(), behind.close(), current.close()]);
  } finally {
    await s.shutdown();
    await t.close();
  }
});

Deno.test("SSE deltas: a bad `delta` query is refused and opens no stream", async () => {
  const t = await testApp();
  try {
    const g = await seatedGame(t.client);
    const r = await t.app.request(`/api/games/${g.id}/events?delta=yes`);
    assert.equal(r.status, 400);
    assert.equal((await r.json()).error, "bad-request");
    assert.equal(t.hub.size, 0);
  } finally {
    await t.close();
  }
});

Deno.test("hub: a version's delta exists only onto the version just before it", async () => {
  const t = await testApp();
  try {
    const g = await seatedGame(t.client, { faction: "empire" });
    const got: Exclude<Delivery, null>[] = [];
    const stop = t.hub.subscribe(g.id, 1, (d) => d && got.push(d), () => {});
    const until = async (n: number) => {
      while (got.length < n) await new Promise((r) => setTimeout(r, 5));
    };
    await until(1);
    for (let seq = 0; seq < 2; seq++) {
      await t.client.act(g.id, g.tokens[seq % 2], seq, { type: "endTurn" }, `e${seq}`);
      await until(seq + 2);
    }
    const [v0, v1, v2] = got;
    assert.equal(v2.delta(v0.head.versionstamp), undefined, "no delta across a version the client lacks");
    assert.equal(v2.delta(undefined), undefined, "no delta for a client that holds nothing");
    const d = v2.delta(v1.head.versionstamp);
    assert.ok(d);
    assert.deepEqual(patch(JSON.parse(v1.data), JSON.parse(d)), JSON.parse(v2.data));
    assert.equal(v2.delta(v1.head.versionstamp), d, "computed once");
    stop();
  } finally {
    await t.close();
  }
});

Deno.test("SSE deltas: a slow client skipped a version, so it gets the next one whole", async () => {
  let send!: (d: Delivery) => void;
  const hub = { subscribe: (_id: string, _v: number, s: (d: Delivery) => void) => (send = s, () => {}) };
  const written: { id?: string; event?: string; data: string }[] = [];
  let wake = () => {};
  /** Waits until the session has written `n` events. */
  const wrote = async (n: number) => {
    while (written.length < n) await new Promise<void>((r) => (wake = r));
  };
  let release!: () => void;
  const blocked = new Promise<void>((r) => (release = r));
  let aborted = false, onAbort = () => {};
  const stream: SseSink = {
    get aborted() {
      return aborted;
    },
    onAbort: (f: () => void) => void (onAbort = f),
    write: () => Promise.resolve(),
    writeSSE: async (m: { id?: string; event?: string; data: string }) => {
      written.push(m);
      wake();
      if (written.length === 1) await blocked;
    },
  };
  const version = (seq: number) => ({
    seq,
    data: `whole ${seq}`,
    head: {
      versionstamp: `v${seq}`,
      head: { seq, rematch: null, seats: ["a", "b"] },
    } as unknown as Versioned,
    delta: (from: string | undefined) => from === `v${seq - 1}` ? `delta ${seq}` : undefined,
  });
  const session = runSession(stream, hub as unknown as Hub, {
    id: "g",
    viewer: 0,
    deltas: true,
    heartbeatMs: 60_000,
  });
  send(version(1));
  send(version(2));
  send(version(3));
  release();
  await wrote(2);
  send(version(4));
  await wrote(3);
  aborted = true;
  onAbort();
  await session;
  assert.deepEqual(written.map((m) => [m.id, m.event, m.data]), [
    ["1", undefined, "whole 1"],
    ["3", undefined, "whole 3"],
    ["4", "delta", "delta 4"],
  ]);
});
