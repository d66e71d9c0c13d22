/** Table talk: seated players only, clean plain text, rate limits, team channel, SSE delivery, deletion. */
import assert from "node:assert/strict";
import type { ChatMessage, ChatPage, ErrorBody } from "../../api/contract.ts";
import { readable } from "../../server/chat.ts";
import type { GameHead } from "../../server/model/mod.ts";
import { sseEvents } from "../../tools/api_client.ts";
import { seatedGame, serveApp, testApp } from "../support/server.ts";

Deno.test("chat: seated players talk on the table channel; spectators neither read nor write", async () => {
  const t = await testApp();
  try {
    const g = await seatedGame(t.client);
    const sent = await t.client.chat(g.id, g.tokens[0], { channel: "table", text: "hello <b>there</b>" });
    assert.equal(sent.status, 201);
    assert.equal(sent.body.text, "hello <b>there</b>", "text is kept as typed: the page escapes it");
    assert.deepEqual([sent.body.n, sent.body.seat, sent.body.channel], [1, 0, "table"]);
    const phrase = await t.client.chat(g.id, g.tokens[1], { channel: "table", phrase: "gg" });
    assert.equal(phrase.status, 201);

    const seen = await t.client.chatPage(g.id, g.tokens[1]);
    assert.equal(seen.status, 200);
    assert.deepEqual(seen.body.messages.map((m) => m.text ?? m.phrase), ["hello <b>there</b>", "gg"]);
    assert.deepEqual(seen.body.last, { table: 2, team: 0 });
    assert.deepEqual((await t.client.chatPage(g.id, g.tokens[0], 1)).body.messages.map((m) => m.n), [2]);

    assert.equal((await t.client.chatPage(g.id)).status, 401, "no credentials");
    assert.equal((await t.client.chatPage(g.id, "A".repeat(43))).status, 403, "credentials of no seat");
    const spectator = await t.client.chat(g.id, "A".repeat(43), { channel: "table", text: "hi" });
    assert.equal(spectator.status, 403);
    assert.deepEqual(
      (await t.client.chatPage(g.id, g.tokens[0])).body.last,
      { table: 2, team: 0 },
      "nothing stored",
    );
    assert.equal((await t.client.chatPage("zzzzzzzzzzzz", g.tokens[0])).status, 404);
  } finally {
    await t.close();
  }
});

Deno.test("chat: bad messages are refused with a clear 4xx and change nothing", async () => {
  const t = await testApp();
  try {
    const g = await seatedGame(t.client);
    const cases: [unknown, number, string][] = [
      [{ channel: "table", text: "" }, 400, "bad-request"],
      [{ channel: "table", text: " \n\t " }, 422, "bad-message"],
      [{ channel: "table", text: "x".repeat(281) }, 422, "bad-message"],
      [{ channel: "table", text: "hi", phrase: "gg" }, 400, "bad-request"],
      [{ channel: "table", phrase: "insult" }, 400, "bad-request"],
      [{ channel: "everyone", text: "hi" }, 400, "bad-request"],
      [{ channel: "team", text: "psst" }, 422, "no-teammate"],
    ];
    for (const [body, status, code] of cases) {
      const r = await t.client.call<ErrorBody>("POST", `/api/games/${g.id}/chat`, body, g.tokens[0]);
      assert.equal(r.status, status, JSON.stringify(body));
      assert.equal(r.body.error, code, JSON.stringify(body));
      assert.ok(r.body.message.length > 0);
    }
    assert.deepEqual(
      (await t.client.chatPage(g.id, g.tokens[0])).body.last,
      { table: 0, team: 0 },
      "nothing was stored",
    );
    const ok = await t.client.chat(g.id, g.tokens[0], { channel: "table", text: "a\u0000b\u202e\nc   d" });
    assert.equal(ok.status, 201);
    assert.equal(ok.body.text, "a b\u202e c d", "control characters become spaces, spaces fold");
    const emoji = "🙂".repeat(280);
    assert.equal((await t.client.chat(g.id, g.tokens[1], { channel: "table", text: emoji })).status, 201);
  } finally {
    await t.close();
  }
});

Deno.test("chat: a seat may send 5 messages per 10 s; the sixth is 429 and the next window opens", async () => {
  let now = 1_000_000;
  const t = await testApp({ now: () => now });
  try {
    const g = await seatedGame(t.client);
    for (let i = 0; i < 5; i++) {
      assert.equal((await t.client.chat(g.id, g.tokens[0], { channel: "table", text: `m${i}` })).status, 201);
      now += 100;
    }
    const sixth = await t.client.chat(g.id, g.tokens[0], { channel: "table", text: "too many" });
    assert.equal(sixth.status, 429);
    assert.equal((sixth.body as unknown as ErrorBody).error, "rate-limited");
    assert.equal(
      (await t.client.chat(g.id, g.tokens[1], { channel: "table", text: "me" })).status,
      201,
      "per seat",
    );
    now += 10_000;
    assert.equal((await t.client.chat(g.id, g.tokens[0], { channel: "table", text: "later" })).status, 201);
    const texts = (await t.client.chatPage(g.id, g.tokens[1])).body.messages.map((m) => m.text);
    assert.deepEqual(texts, ["m0", "m1", "m2", "m3", "m4", "me", "later"]);
  } finally {
    await t.close();
  }
});

Deno.test("chat: a team message is readable by its team only", () => {
  const seats = [{ team: 0 }, { team: 1 }, { team: 0 }, { team: 1 }];
  const head = { seats: ["a", "b", "c", "d"], state: { seats } } as unknown as GameHead;
  const team: ChatMessage = { n: 1, seat: 2, channel: "team", at: 0, text: "plan" };
  const table: ChatMessage = { ...team, channel: "table" };
  assert.deepEqual([0, 1, 2, 3, -1].map((v) => readable(head, v, team)), [true, false, true, false, false]);
  assert.deepEqual([0, 1, 2, 3, -1].map((v) => readable(head, v, table)), [true, true, true, true, false]);
});

Deno.test("chat: SSE sends seated listeners each new message as an event `chat`, spectators nothing", async () => {
  const t = await testApp({ heartbeatMs: 200 });
  const s = serveApp(t.app);
  const streams: AbortController[] = [];
  const listen = async (token?: string, after = 0) => {
    const ac = new AbortController();
    streams.push(ac);
    const res = await fetch(`${s.base}/api/games/${g.id}/events?chatAfter=${after}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: ac.signal,
    });
    const chats: ChatPage[] = [], versions: string[] = [];
    (async () => {
      try {
        for await (const e of sseEvents(res.body!, ac.signal)) {
          if (e.event === "chat") chats.push(JSON.parse(e.data));
          else if (e.id !== undefined) versions.push(e.id);
        }
      } catch { /* aborted */ }
    })();
    return { chats, versions };
  };
  const g = await seatedGame(s.client, { faction: "empire" });
  try {
    await s.client.chat(g.id, g.tokens[0], { channel: "table", text: "before" });
    const seat1 = await listen(g.tokens[1]);
    const resumed = await listen(g.tokens[0], 1);
    const watcher = await listen();
    await s.client.chat(g.id, g.tokens[0], { channel: "table", text: "after" });
    const deadline = Date.now() + 3000;
    const texts = (pages: ChatPage[]) => pages.flatMap((p) => p.messages.map((m) => m.text));
    while (Date.now() < deadline && (texts(seat1.chats).length < 2 || texts(resumed.chats).length < 1)) {
      await new Promise((r) => setTimeout(r, 20));
    }
    assert.deepEqual(texts(seat1.chats), ["before", "after"]);
    assert.deepEqual(
      texts(resumed.chats),
      ["after"],
      "a client resuming after message 1 gets only what follows",
    );
    // A move after the message: a stream gets its version after any chat the server sent it before.
    await s.client.act(g.id, g.tokens[0], 0, { type: "endTurn" }, "m1");
    const moved = Date.now() + 5000;
    while (Date.now() < moved && !watcher.versions.includes("1")) {
      await new Promise((r) => setTimeout(r, 20));
    }
    assert.ok(watcher.versions.includes("1"), "the spectator's stream got the move");
    assert.deepEqual(watcher.chats, [], "spectators get no chat");
  } finally {
    for (const ac of streams) ac.abort();
    await s.shutdown();
    await t.close();
  }
});

Deno.test("chat: the messages are deleted with their game", async () => {
  const t = await testApp();
  try {
    const g = await seatedGame(t.client);
    await t.client.chat(g.id, g.tokens[0], { channel: "table", text: "bye" });
    const head = await t.service.store.get(g.id);
    assert.ok(await t.service.store.delete(head!));
    const left = [];
    for await (const e of t.kv.list({ prefix: ["games", g.id] })) left.push(e.key);
    assert.deepEqual(left, []);
    assert.equal((await t.kv.get(["games", g.id, "chatHead"])).versionstamp, null);
  } finally {
    await t.close();
  }
});
