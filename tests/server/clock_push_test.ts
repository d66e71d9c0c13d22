/**
 * Turn clocks and Web Push: the late seat is told its clock ran out by an outbox entry written in the
 * commit that starts the stretch, listed at its deadline, deleted when the stretch ends or moves, and
 * delivered by the sweep once the clock ran out, once. The server's time is injected (no sleeping).
 */
import assert from "node:assert/strict";
import type { PushMessage } from "../../api/contract.ts";
import { outboxPrefix } from "../../server/keys.ts";
import type { OutboxEntry } from "../../server/push/outbox.ts";
import { stillDue } from "../../server/push/notices.ts";
import { noticeText } from "../../server/push/text.ts";
import { pushReceiver } from "../support/push_receiver.ts";
import { seatedGame, testApp } from "../support/server.ts";

const SEC = 1000, MIN = 60 * SEC;

Deno.test("clock: the late seat's 'your clock ran out' push is written once, at its deadline, and dropped when it no longer holds", async () => {
  let now = 1.8e12;
  const t = await testApp({ now: () => now, autopilot: false, seeds: () => 7 });
  const late = async () => {
    const out: OutboxEntry[] = [];
    for await (const e of t.kv.list<OutboxEntry>({ prefix: outboxPrefix() })) {
      if (e.value.notice.kind === "late") out.push(e.value);
    }
    return out.map((e) => [e.notice.seat, e.at, e.notice.kind === "late" && e.notice.deadline === e.at]);
  };
  try {
    const g = await seatedGame(t.client, { faction: "empire", clock: "live" });
    const started = now;
    assert.deepEqual(await late(), [[0, started + 10 * MIN, true]], "the Empire's, listed at its deadline");
    now += 2 * MIN;
    let env = (await t.client.view(g.id, g.tokens[0])).body;
    const play = env.view.legal.find((a) => a.type === "play" || a.type === "playAll")!;
    env = (await t.client.act(g.id, g.tokens[0], env.seq, play, "a1")).body;
    assert.deepEqual(
      await late(),
      [[0, started + 10 * MIN, true]],
      "a move inside the stretch writes nothing new",
    );
    now += 1 * MIN;
    env = (await t.client.act(g.id, g.tokens[0], env.seq, { type: "endTurn" }, "a2")).body;
    assert.deepEqual(
      await late(),
      [[1, now + 10 * MIN, true]],
      "the turn ended: the Empire's gone, the Rebel's due",
    );
    const head = (await t.service.store.get(g.id))!.head;
    const [entry] = (await Array.fromAsync(t.kv.list<OutboxEntry>({ prefix: outboxPrefix() }))).map((e) =>
      e.value
    )
      .filter((e) => e.notice.kind === "late");
    assert.ok(stillDue(entry.notice, head), "due while the Rebel's clock runs to that deadline");
    assert.equal(noticeText(entry.notice, "es").title, "Se te acabó el tiempo");
    now += 10 * MIN;
    assert.equal((await t.client.call("POST", `/api/games/${g.id}/claim-win`, {}, g.tokens[0])).status, 200);
    assert.deepEqual(await late(), [], "the game is over: nothing left to tell");
  } finally {
    await t.close();
  }
});

Deno.test("clock: the sweep tells the late seat's device once its clock ran out, and once only", async () => {
  const rx = pushReceiver();
  const clock = { now: Date.now() };
  const t = await testApp({
    now: () => clock.now,
    autopilot: false,
    seeds: () => 7,
    push: { allowedOrigins: [rx.origin], now: () => clock.now },
  });
  try {
    const g = await seatedGame(t.client, { faction: "empire", clock: "live" });
    await t.push.idle(); // the join's own notices are sent (to no device yet) and leave the outbox
    const mine = rx.subscribe(), theirs = rx.subscribe();
    const put = (token: string, body: unknown) =>
      t.client.call("PUT", `/api/games/${g.id}/push`, body, token);
    assert.equal((await put(g.tokens[0], mine)).status, 204);
    assert.equal((await put(g.tokens[1], theirs)).status, 204);
    clock.now += 10 * MIN - 1;
    assert.equal(await t.push.sweep(), 0, "time is left: nothing to take");
    clock.now += 61 * SEC; // ran out a minute ago: the sweep takes it
    assert.equal(await t.push.sweep(), 1);
    const [got] = await rx.waitFor(1);
    assert.equal(got.path, new URL(mine.endpoint).pathname, "the late seat's device");
    const msg: PushMessage = JSON.parse(got.plaintext as string);
    assert.deepEqual([msg.title, msg.tag, msg.url], [
      "Your clock has run out",
      `${g.id}:0:late`,
      `/g/${g.id}`,
    ]);
    clock.now += 5 * MIN;
    assert.equal(await t.push.sweep(), 0, "told once");
    assert.equal(rx.received.length, 1, "the waiting seat is not told");
  } finally {
    await t.close();
    await rx.close();
  }
});
