/**
 * Web Push end to end on loopback: the key, subscriptions (who may, which endpoints), and pushes a test
 * push service decrypts with its own implementation (node:crypto), checking the VAPID JWT; a 410 forgets
 * the device; the outbox is sent by the committing process or by the sweep.
 */
import assert from "node:assert/strict";
import type { ErrorBody, PushKey, PushMessage } from "../../api/contract.ts";
import { CARDS } from "../../engine/mod.ts";
import { fromBase64Url, toBase64Url } from "../../server/push/base64.ts";
import { type OutboxEntry, outboxFor } from "../../server/push/outbox.ts";
import type { PushOptions } from "../../server/push/service.ts";
import { loadVapidPair, newVapidPair, vapidOf } from "../../server/push/vapid.ts";
import { outboxPrefix } from "../../server/keys.ts";
import { type PushReceiver, pushReceiver } from "../support/push_receiver.ts";
import { seatedGame, type TestApp, testApp } from "../support/server.ts";

/** An app whose pushes may go to the receiver, with a clock the test moves. */
async function pushApp(rx: PushReceiver, clock?: { now: number }, opts: PushOptions = {}): Promise<TestApp> {
  let tick = Date.now();
  const now = clock ? () => clock.now : () => ++tick;
  return await testApp({ push: { allowedOrigins: [rx.origin], now, ...opts } });
}

const put = (t: TestApp, id: string, token: string | undefined, body: unknown) =>
  t.client.call<ErrorBody>("PUT", `/api/games/${id}/push`, body, token);

/**
 * A game where the Empire (seat 0, its creator) plays first, with both seats taken, and the join's notice
 * already sent (to no device): a device subscribed while it was on its way would be told of the join.
 */
async function empireGame(t: TestApp) {
  const g = await seatedGame(t.client, { faction: "empire" });
  await t.push.idle();
  return g;
}

/** Ends the turn of the seat of `token` and waits for the sends the move started; the heads before and after. */
async function endTurn(t: TestApp, id: string, token: string) {
  const before = (await t.service.store.get(id))!.head;
  const r = await t.client.act(id, token, before.seq, { type: "endTurn" }, `end${before.seq}`);
  assert.equal(r.status, 200, r.text);
  await t.push.idle();
  return { before, after: (await t.service.store.get(id))!.head };
}

/** The first card a text names (its id, English or Spanish name), or null. */
function cardNamedIn(text: string): string | null {
  const lower = text.toLowerCase();
  for (const c of CARDS) {
    for (const word of [c.id, c.name.en, c.name.es]) if (lower.includes(word.toLowerCase())) return word;
  }
  return null;
}

async function outboxSize(kv: Deno.Kv): Promise<number> {
  let n = 0;
  for await (const _ of kv.list({ prefix: outboxPrefix() })) n++;
  return n;
}

Deno.test("push: the VAPID key is made once and kept (two instances starting together keep one pair)", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const pairs = await Promise.all([loadVapidPair(kv), loadVapidPair(kv), loadVapidPair(kv)]);
    assert.equal(new Set(pairs.map((p) => p.publicKey)).size, 1);
    const t = await testApp({}, kv);
    const r = await t.client.call<PushKey>("GET", "/api/push/key");
    assert.equal(r.status, 200);
    assert.equal(r.body.publicKey, pairs[0].publicKey, "the app serves the kept key");
    const point = fromBase64Url(r.body.publicKey)!;
    assert.equal(point.length, 65);
    assert.equal(point[0], 4);
    const given = await newVapidPair();
    assert.deepEqual(await loadVapidPair(kv, given), given, "keys from the environment win");
    await assert.rejects(loadVapidPair(kv, { publicKey: given.publicKey }), /both/);
    const other = await newVapidPair();
    await assert.rejects(vapidOf({ publicKey: given.publicKey, privateKey: other.privateKey }), /belong/);
  } finally {
    kv.close();
  }
});

Deno.test("push: only a seated caller subscribes, only to a known push service or an allowed origin", async () => {
  const rx = pushReceiver();
  const t = await pushApp(rx);
  try {
    const g = await empireGame(t);
    const sub = rx.subscribe();
    const keys = sub.keys;
    assert.equal((await put(t, g.id, undefined, sub)).status, 401);
    const other = await empireGame(t);
    assert.equal((await put(t, g.id, other.tokens[0], sub)).status, 403);
    assert.equal((await put(t, "zzzzzzzzzzzz", g.tokens[0], sub)).status, 404);
    const refused = [
      "http://evil.example/push",
      "https://evil.example/push",
      "https://fcm.googleapis.com.evil.example/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://user:pw@fcm.googleapis.com/fcm/send/x",
      "http://fcm.googleapis.com/fcm/send/x",
      "https://push.apple.com.example/x",
      "ftp://updates.push.services.mozilla.com/x",
      "http://127.0.0.1:1/push",
    ];
    for (const endpoint of refused) {
      const r = await put(t, g.id, g.tokens[0], { endpoint, keys });
      assert.equal(r.status, 422, endpoint);
      assert.equal(r.body.error, "endpoint-refused", endpoint);
      assert.ok(r.body.message.length > 10);
    }
    const accepted = [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGx1",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
      sub.endpoint,
    ];
    for (const endpoint of accepted) {
      assert.equal(
        (await put(t, g.id, g.tokens[1], { endpoint, keys, expirationTime: null })).status,
        204,
        endpoint,
      );
    }
    const stored = await t.push.subscriptions.ofSeat(g.id, 1);
    assert.deepEqual(stored.map((s) => s.record.endpoint).sort(), accepted.slice().sort());
    const offCurve = new Uint8Array(65).fill(1);
    offCurve[0] = 4;
    const badPoint = { ...keys, p256dh: toBase64Url(offCurve) };
    assert.equal(
      (await put(t, g.id, g.tokens[0], { endpoint: sub.endpoint, keys: badPoint })).body.error,
      "bad-push-keys",
    );
    assert.equal(
      (await put(t, g.id, g.tokens[0], { endpoint: sub.endpoint, keys: { p256dh: "x", auth: "y" } })).status,
      400,
    );
    assert.equal((await put(t, g.id, g.tokens[0], { endpoint: sub.endpoint })).status, 400);
    // A sixth device replaces the seat's oldest.
    assert.equal(
      (await put(t, g.id, g.tokens[1], { endpoint: "https://fcm.googleapis.com/fcm/send/6", keys })).status,
      204,
    );
    const five = (await t.push.subscriptions.ofSeat(g.id, 1)).map((s) => s.record.endpoint);
    assert.equal(five.length, 5);
    assert.ok(!five.includes(accepted[0]) && five.includes("https://fcm.googleapis.com/fcm/send/6"));
    // Unsubscribing: seated callers only; an unknown endpoint is done too.
    const del = (token: string | undefined, endpoint: string) =>
      t.client.call("DELETE", `/api/games/${g.id}/push`, { endpoint }, token);
    assert.equal((await del(undefined, sub.endpoint)).status, 401);
    assert.equal((await del(other.tokens[1], sub.endpoint)).status, 403);
    assert.equal((await del(g.tokens[1], sub.endpoint)).status, 204);
    assert.equal((await del(g.tokens[1], "https://fcm.googleapis.com/none")).status, 204);
    assert.ok(!(await t.push.subscriptions.ofSeat(g.id, 1)).some((s) => s.record.endpoint === sub.endpoint));
    // Deleting the game deletes its subscriptions.
    await t.service.store.delete((await t.service.store.get(g.id))!);
    assert.equal((await t.push.subscriptions.ofSeat(g.id, 1)).length, 0);
  } finally {
    await t.close();
    await rx.close();
  }
});

Deno.test("push: a turn's notice reaches each device of the seat, decrypted apart, signed by the server's key", async () => {
  const rx = pushReceiver();
  const clock = { now: Date.now() };
  const t = await pushApp(rx, clock);
  try {
    const g = await empireGame(t);
    const en = rx.subscribe(), es = rx.subscribe(), mine = rx.subscribe();
    assert.equal((await put(t, g.id, g.tokens[1], en)).status, 204);
    assert.equal((await put(t, g.id, g.tokens[1], { ...es, lang: "es" })).status, 204);
    assert.equal((await put(t, g.id, g.tokens[0], mine)).status, 204);
    const { before, after } = await endTurn(t, g.id, g.tokens[0]);
    const got = await rx.waitFor(2);
    const key = (await t.client.call<PushKey>("GET", "/api/push/key")).body.publicKey;
    const byPath = new Map(got.map((r) => [r.path, r]));
    assert.ok(!byPath.has(new URL(mine.endpoint).pathname), "the mover is not told");
    for (
      const [sub, title, body] of [
        [en, "Your turn in Holotable", "Turn 2. The Empire player is waiting for your move."],
        [es, "Tu turno en Holotable", "Turno 2. El jugador del Imperio espera tu jugada."],
      ] as const
    ) {
      const r = byPath.get(new URL(sub.endpoint).pathname)!;
      assert.equal(typeof r.plaintext, "string", JSON.stringify(r.plaintext));
      const msg: PushMessage = JSON.parse(r.plaintext as string);
      assert.deepEqual(msg, { v: 1, game: g.id, title, body, url: `/g/${g.id}`, tag: `${g.id}:1:t2` });
      assert.equal(cardNamedIn(r.plaintext as string), null, "no card in a push");
      assert.equal(r.headers["content-encoding"], "aes128gcm");
      assert.equal(r.headers["ttl"], "86400");
      assert.match(r.headers["topic"], /^[A-Za-z0-9_-]{32}$/);
      assert.ok(r.vapid.signatureValid, "the JWT's ES256 signature holds for k");
      assert.equal(r.vapid.key, key, "k is the key of GET /api/push/key");
      assert.deepEqual(r.vapid.header, { typ: "JWT", alg: "ES256" });
      assert.equal(r.vapid.claims.aud, rx.origin, "aud is the push service's origin");
      const exp = r.vapid.claims.exp!, nowS = clock.now / 1000;
      assert.ok(exp > nowS && exp <= nowS + 24 * 3600, `exp ${exp} within 24 h of ${nowS}`);
      assert.match(r.vapid.claims.sub!, /^(mailto:|https:)/);
    }
    assert.equal(rx.received.length, 2, "only the seat whose turn began is told");
    assert.equal(await outboxSize(t.kv), 0, "sent entries leave the outbox");
    await t.push.sent(outboxFor(before, after, clock.now).entries);
    assert.equal(rx.received.length, 2, "a spell already told is not told again");
  } finally {
    await t.close();
    await rx.close();
  }
});

Deno.test("push: a 404 or 410 forgets the device; a seat moved to another device stops reaching the old one", async () => {
  const rx = pushReceiver();
  const t = await pushApp(rx);
  try {
    const g = await empireGame(t);
    const gone = rx.subscribe(), missing = rx.subscribe(), kept = rx.subscribe();
    for (const s of [gone, missing, kept]) assert.equal((await put(t, g.id, g.tokens[1], s)).status, 204);
    rx.answer(gone.endpoint, 410);
    rx.answer(missing.endpoint, 404);
    await endTurn(t, g.id, g.tokens[0]);
    assert.equal(rx.received.length, 3);
    assert.deepEqual((await t.push.subscriptions.ofSeat(g.id, 1)).map((s) => s.record.endpoint), [
      kept.endpoint,
    ]);
    // Seat 0 subscribes, then moves its seat to another device: the old device is not told any more.
    const old = rx.subscribe();
    assert.equal((await put(t, g.id, g.tokens[0], old)).status, 204);
    const link = await t.client.call<{ transfer: string }>(
      "POST",
      `/api/games/${g.id}/transfer`,
      undefined,
      g.tokens[0],
    );
    assert.equal(link.status, 201);
    assert.equal(
      (await t.client.call("POST", `/api/games/${g.id}/claim`, { transfer: link.body.transfer })).status,
      200,
    );
    await endTurn(t, g.id, g.tokens[1]);
    assert.equal(rx.received.length, 3, "nothing sent to the device of the seat's former holder");
    assert.equal((await t.push.subscriptions.ofSeat(g.id, 0)).length, 0, "and it is forgotten");
  } finally {
    await t.close();
    await rx.close();
  }
});

Deno.test("push: notices are coalesced: one push when the turn passes, none for the moves within a turn", async () => {
  const rx = pushReceiver();
  const t = await pushApp(rx);
  try {
    const g = await empireGame(t);
    assert.equal((await put(t, g.id, g.tokens[1], rx.subscribe())).status, 204);
    let moves = 0;
    for (let i = 0; i < 6; i++) {
      const v = (await t.client.view(g.id, g.tokens[0])).body;
      const a = v.view.legal.find((x) => x.type !== "endTurn");
      if (!a) break;
      assert.equal((await t.client.act(g.id, g.tokens[0], v.seq, a, `m${i}`)).status, 200);
      moves++;
    }
    await t.push.idle();
    assert.ok(moves >= 3, `seat 0 made ${moves} moves in its turn`);
    assert.equal(rx.received.length, 0, "no push for the moves within a turn");
    await endTurn(t, g.id, g.tokens[0]);
    assert.equal(rx.received.length, 1, "one push when the turn passed");
    assert.equal(JSON.parse(rx.received[0].plaintext as string).title, "Your turn in Holotable");
  } finally {
    await t.close();
    await rx.close();
  }
});

Deno.test("push: a move's notice is written in the move's own commit; a process that dies before sending leaves it to the sweep, which delivers once", async () => {
  const rx = pushReceiver();
  const clock = { now: Date.now() };
  const t = await pushApp(rx, clock, { sendAfterCommit: false });
  try {
    const g = await empireGame(t);
    assert.equal((await put(t, g.id, g.tokens[1], rx.subscribe())).status, 204);
    await endTurn(t, g.id, g.tokens[0]); // committed, never sent: the process "died" after its commit
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(rx.received.length, 0, "the sender is off");
    const head = await t.service.store.get(g.id);
    const left = await Array.fromAsync(t.kv.list<OutboxEntry>({ prefix: outboxPrefix() }));
    assert.deepEqual(left.map((e) => [e.value.notice.kind, e.value.notice.seat]), [["joined", 0], [
      "turn",
      1,
    ]]);
    assert.equal(left[1].versionstamp, head!.versionstamp, "the entry came with the move's commit");
    assert.equal(await t.push.sweep(), 0, "a fresh entry is left to the process that wrote it");
    clock.now += 61_000;
    assert.equal(await t.push.sweep(), 2, "both taken (seat 0 has no device: nothing to send)");
    assert.equal((await rx.waitFor(1))[0].vapid.signatureValid, true);
    assert.equal(await outboxSize(t.kv), 0);
    clock.now += 61_000;
    assert.equal(await t.push.sweep(), 0, "a second sweep finds nothing");
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(rx.received.length, 1, "delivered exactly once");
  } finally {
    await t.close();
    await rx.close();
  }
});

Deno.test("push: a failing push service never fails the move; tries are bounded, then the entry is dropped", async () => {
  const rx = pushReceiver();
  const clock = { now: Date.now() };
  const t = await pushApp(rx, clock);
  const broken = await pushApp(rx, clock, {
    fetch: () => Promise.reject(new TypeError("network down")),
    vapid: { publicKey: "not", privateKey: "keys" },
  });
  try {
    // A push service that is down, and VAPID keys that cannot sign: the move is committed all the same.
    const b = await empireGame(broken);
    assert.equal((await put(broken, b.id, b.tokens[1], rx.subscribe())).status, 204);
    await endTurn(broken, b.id, b.tokens[0]);
    assert.equal((await broken.service.store.get(b.id))!.head.seq, 1);
    assert.equal(await outboxSize(broken.kv), 1, "the notice waits for the sweep");

    const g = await empireGame(t);
    const sub = rx.subscribe();
    assert.equal((await put(t, g.id, g.tokens[1], sub)).status, 204);
    rx.answer(sub.endpoint, 503);
    await endTurn(t, g.id, g.tokens[0]);
    assert.equal(rx.received.length, 2, "the committing process tried twice");
    assert.equal(await outboxSize(t.kv), 1, "and left the entry for the sweep");
    for (let i = 0; i < 7; i++) {
      clock.now += 61_000;
      await t.push.sweep();
    }
    assert.equal(await outboxSize(t.kv), 0, "dropped after its attempts");
    assert.equal(rx.received.length, 2 + 5 * 2, "five attempts of the sweep, two tries each");
  } finally {
    await t.close();
    await broken.close();
    await rx.close();
  }
});
