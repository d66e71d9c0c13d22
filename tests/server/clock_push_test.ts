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

Deno.test("clock: the sweep reminds the seat before its clock runs out and tells it when it ran out, each once", async () => {
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
    const message = async (n: number) => {
      const got = (await rx.waitFor(n))[n - 1];
      assert.equal(got.path, new URL(mine.endpoint).pathname, "the running clock's seat's device");
      const msg: PushMessage = JSON.parse(got.plaintext as string);
      return [msg.title, msg.tag, msg.url];
    };
    const started = clock.now;
    clock.now += 8 * MIN + 59 * SEC; // the reminder is due at 2 minutes left, taken a minute after
    assert.equal(await t.push.sweep(), 0, "more than 2 minutes are left: nothing to take");
    clock.now += 2 * SEC;
    assert.equal(await t.push.sweep(), 1);
    assert.deepEqual(await message(1), ["Your clock runs out in 2 minutes", `${g.id}:0:t1`, `/g/${g.id}`]);
    clock.now = started + 11 * MIN - 1; // ran out at 10 min, but not a minute ago
    assert.equal(await t.push.sweep(), 0, "reminded once; ran out less than a minute ago");
    clock.now += 1;
    assert.equal(await t.push.sweep(), 1);
    assert.deepEqual(await message(2), ["Your clock has run out", `${g.id}:0:late`, `/g/${g.id}`]);
    clock.now += 5 * MIN;
    assert.equal(await t.push.sweep(), 0, "told once");
    // The late side plays on past its deadline: its deadline stands, so it is not told again.
    const env = (await t.client.view(g.id, g.tokens[0])).body;
    const play = env.view.legal.find((a) => a.type === "play" || a.type === "playAll")!;
    assert.equal((await t.client.act(g.id, g.tokens[0], env.seq, play, "late-1")).status, 200);
    await t.push.idle();
    clock.now += 2 * MIN;
    assert.equal(await t.push.sweep(), 0, "a write after the deadline writes no second 'ran out'");
    assert.equal(rx.received.length, 2, "the waiting seat is told nothing");
    // The waiting side claims the game: both are told it is over, as after a game won by the rules.
    assert.equal((await t.client.call("POST", `/api/games/${g.id}/claim-win`, {}, g.tokens[1])).status, 200);
    await t.push.idle();
    const over = (await rx.waitFor(4)).slice(2).map((m) => [
      m.path === new URL(mine.endpoint).pathname ? "late" : "claimant",
      (JSON.parse(m.plaintext as string) as PushMessage).title,
    ]).sort();
    assert.deepEqual(over, [
      ["claimant", "The game is over: you won"],
      ["late", "The game is over: you lost"],
    ]);
  } finally {
    await t.close();
    await rx.close();
  }
});

Deno.test("clock: a reminder is written with the stretch, dropped when the stretch ends, and not written for a short stretch; a rematch has them from its creation; none against the computer", async () => {
  let now = 1.8e12;
  const t = await testApp({ now: () => now, autopilot: false, seeds: () => 7 });
  // The clock's entries only: a turn's or a join's notices leave the outbox once sent, after the commit.
  const clockEntries = async () =>
    (await Array.fromAsync(t.kv.list<OutboxEntry>({ prefix: outboxPrefix() }))).map((e) => e.value)
      .filter((e) => e.notice.kind === "reminder" || e.notice.kind === "late");
  const reminders = async () =>
    (await clockEntries()).flatMap((e) =>
      e.notice.kind === "reminder" ? [[e.notice.seat, e.at, e.expires]] : []
    );
  try {
    const g = await seatedGame(t.client, { faction: "empire", clock: "correspondence" });
    const started = now, DAY = 24 * 60 * MIN;
    assert.deepEqual(
      await reminders(),
      [[0, started + 3 * DAY - DAY / 2, started + 3 * DAY]],
      "12 hours before",
    );
    now += 2 * DAY + 23 * 60 * MIN; // an hour left, more than the reminder's 12 hours gone
    let env = (await t.client.view(g.id, g.tokens[0])).body;
    env = (await t.client.act(g.id, g.tokens[0], env.seq, { type: "endTurn" }, "e1")).body;
    assert.deepEqual(
      await reminders(),
      [[1, now + 3 * DAY - DAY / 2, now + 3 * DAY]],
      "the Empire's turn ended: its reminder is gone, the Rebel's written",
    );
    now += DAY;
    env = (await t.client.act(g.id, g.tokens[1], env.seq, { type: "endTurn" }, "r1")).body;
    assert.deepEqual(
      await reminders(),
      [[0, now + 25 * 60 * MIN - DAY / 2, now + 25 * 60 * MIN]],
      "the Empire's next stretch: the hour it kept and a day gained, reminded 12 hours before",
    );
    const live = await seatedGame(t.client, { faction: "empire", clock: "live" });
    now += 9 * MIN; // the Empire keeps a minute, and gains 30 s at the end of its turn
    let e2 = (await t.client.view(live.id, live.tokens[0])).body;
    e2 = (await t.client.act(live.id, live.tokens[0], e2.seq, { type: "endTurn" }, "e1")).body;
    now += MIN;
    e2 = (await t.client.act(live.id, live.tokens[1], e2.seq, { type: "endTurn" }, "r1")).body;
    const ofLive = (await clockEntries()).filter((e) => e.notice.game === live.id && e.notice.seat === 0);
    assert.deepEqual(
      ofLive.map((e) => [e.notice.kind, e.at]),
      [["late", now + 90 * SEC]],
      "a stretch of 90 s, under the 2 minutes of the reminder, is only told when it runs out",
    );
    // The live game ends by a claim on time; its rematch is written with both seats taken, its first
    // stretch running from its creation: it has its entries at once, before anyone moves.
    now += 11 * MIN;
    assert.equal(
      (await t.client.call("POST", `/api/games/${live.id}/claim-win`, {}, live.tokens[1])).status,
      200,
    );
    const again = await t.client.call<{ id: string }>(
      "POST",
      `/api/games/${live.id}/rematch`,
      undefined,
      live.tokens[1],
    );
    assert.equal(again.status, 201);
    const first = (await t.client.view(again.body.id, live.tokens[0])).body.view.turn.seat;
    assert.deepEqual(
      (await clockEntries()).filter((e) => e.notice.game === again.body.id).map((
        e,
      ) => [e.notice.seat, e.notice.kind, e.at]),
      [[first, "reminder", now + 8 * MIN], [first, "late", now + 10 * MIN]],
      "a rematch has the first player's clock entries from its creation",
    );
    // Against the computer nobody can claim the game on time: no reminder, nothing said when it runs out.
    const solo = (await t.client.create({ faction: "empire", opponent: "bot", clock: "live" })).body;
    assert.deepEqual((await clockEntries()).filter((e) => e.notice.game === solo.id), []);
  } finally {
    await t.close();
  }
});
