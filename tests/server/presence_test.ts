/** Presence: a seat's open event streams make it online for the other seats; spectators count for nothing. */
import assert from "node:assert/strict";
import type { PresenceEvent } from "../../api/contract.ts";
import { Presence } from "../../server/presence.ts";
import { sseEvents } from "../../tools/api_client.ts";
import { seatedGame, serveApp, testApp } from "../support/server.ts";

type Ev = { id?: string; event?: string; data: string; comment?: boolean };

/** An event stream whose `presence()` waits for its next presence event (null after `ms`). */
async function stream(base: string, id: string, query: string, headers: Record<string, string> = {}) {
  const ac = new AbortController();
  const res = await fetch(`${base}/api/games/${id}/events${query}`, { headers, signal: ac.signal });
  assert.equal(res.status, 200);
  const seen: Ev[] = [];
  let wake = () => {};
  const pump = (async () => {
    try {
      for await (const e of sseEvents(res.body!, ac.signal)) {
        seen.push(e);
        wake();
      }
    } catch { /* closed */ }
  })();
  return {
    seen,
    async presence(ms = 2000): Promise<PresenceEvent | null> {
      const deadline = Date.now() + ms;
      for (;;) {
        const i = seen.findIndex((e) => e.event === "presence");
        if (i >= 0) return JSON.parse(seen.splice(i, 1)[0].data);
        const left = deadline - Date.now();
        if (left <= 0) return null;
        let timer: ReturnType<typeof setTimeout> | undefined;
        await new Promise<void>((r) => {
          wake = r;
          timer = setTimeout(r, left);
        });
        clearTimeout(timer); // woken by an event: the timer must not outlive the test
      }
    },
    /** Waits until the stream has delivered its first view (so the server counts it). */
    async ready(): Promise<void> {
      while (!seen.some((e) => e.id !== undefined)) await new Promise((r) => setTimeout(r, 10));
    },
    /** Waits until the stream has delivered version `seq`: whatever the server sent it before has come. */
    async version(seq: number): Promise<void> {
      const deadline = Date.now() + 5000;
      while (!seen.some((e) => e.id === String(seq))) {
        assert.ok(Date.now() < deadline, `version ${seq} never came`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async close() {
      ac.abort();
      await pump;
    },
  };
}

const online = (p: PresenceEvent | null) => p?.seats.map((s) => s.online);

Deno.test("presence: counts each seat's streams, not spectators'; times each change", () => {
  let clock = 1000;
  const p = new Presence(() => clock);
  const heard: PresenceEvent[] = [];
  const leave0 = p.enter("g", 2, 0, (e) => heard.push(e));
  assert.deepEqual(heard, [{ seats: [{ online: true, since: 1000 }, { online: false, since: null }] }]);
  clock = 2000;
  const spectator = p.enter("g", 2, -1);
  assert.equal(heard.length, 1, "a spectator changes nothing");
  const tab1 = p.enter("g", 2, 1), tab2 = p.enter("g", 2, 1);
  assert.deepEqual(heard.at(-1)!.seats[1], { online: true, since: 2000 });
  assert.equal(heard.length, 2, "a second tab of an online seat changes nothing");
  clock = 3000;
  tab1();
  tab1();
  assert.equal(heard.length, 2, "still online in its other tab; leaving twice counts once");
  tab2();
  assert.deepEqual(heard.at(-1)!.seats[1], { online: false, since: 3000 });
  spectator();
  leave0();
  assert.equal(heard.length, 3, "a listener that left hears nothing more");
  assert.deepEqual(p.of("g", 2).seats, [{ online: false, since: 3000 }, { online: false, since: 3000 }]);
  assert.deepEqual(p.of("other", 2).seats, [{ online: false, since: null }, { online: false, since: null }]);
});

Deno.test("presence over SSE: another seat connecting and leaving changes the mark; only asked, only seated", async () => {
  const t = await testApp();
  const s = serveApp(t.app);
  try {
    const g = await seatedGame(s.client, { faction: "empire" });
    const seat0 = await stream(s.base, g.id, "?presence", { authorization: `Bearer ${g.tokens[0]}` });
    assert.deepEqual(online(await seat0.presence()), [true, false], "on arrival: only itself");
    const watcher = await stream(s.base, g.id, "?presence");
    await watcher.ready();

    const before = Date.now();
    const seat1 = await stream(s.base, g.id, "", { cookie: `ht_${g.id}=${g.tokens[1]}` });
    const on = await seat0.presence();
    assert.deepEqual(
      online(on),
      [true, true],
      "the next mark is the other seat's coming online (the spectator's stream changed nothing before it)",
    );
    assert.ok(on!.seats[1].since! >= before);
    assert.deepEqual(Object.keys(on!), ["seats"]);
    assert.deepEqual(Object.keys(on!.seats[1]).sort(), ["online", "since"], "nothing but the mark");

    // A move: each stream gets its version after whatever the server sent it before.
    await s.client.act(g.id, g.tokens[0], 0, { type: "endTurn" }, "e1");
    await seat1.version(1);
    assert.ok(!seat1.seen.some((e) => e.event === "presence"), "a stream that did not ask is told nothing");
    await seat1.close();
    const away = await seat0.presence();
    assert.deepEqual(online(away), [true, false], "the other seat went away");
    assert.ok(away!.seats[1].since! >= on!.seats[1].since!);

    await s.client.act(g.id, g.tokens[1], 1, { type: "endTurn" }, "e2");
    await watcher.version(2);
    assert.ok(!watcher.seen.some((e) => e.event === "presence"), "spectators are told nothing");
    await watcher.close();
    await seat0.close();
    const deadline = Date.now() + 2000;
    while (t.presence.of(g.id, 2).seats[0].online && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 10));
    }
    assert.deepEqual(online(t.presence.of(g.id, 2)), [false, false], "every stream closed: nobody online");
  } finally {
    await s.shutdown();
    await t.close();
  }
});
