/**
 * Table talk numbered per channel: a reader learns nothing about a channel it cannot read (the other
 * team cannot count a team's messages), and resuming after a gap still gives every message once.
 */
import assert from "node:assert/strict";
import type { ChatPage } from "../../api/contract.ts";
import { teammateOf, type View } from "../../engine/mod.ts";
import { seatedTable, serveApp, testApp } from "../support/server.ts";
import { open } from "../support/sse.ts";

/** The seats of a 2v2 table: one player, its teammate, the two opponents. */
function sides(view: View, me: number) {
  const mate = teammateOf(view, me);
  const others = [0, 1, 2, 3].filter((s) => s !== me && s !== mate);
  return { mate, others };
}

Deno.test("chat: after a team message the other team's GET and SSE show nothing that changed", async () => {
  const t = await testApp({ heartbeatMs: 100 });
  const s = serveApp(t.app);
  const streams: Awaited<ReturnType<typeof open>>[] = [];
  try {
    const { id, tokens } = await seatedTable(s.client, { format: "2v2" });
    const me = 0;
    const { mate, others } = sides((await s.client.view(id, tokens[me]!)).body.view, me);
    const before = await Promise.all(others.map((o) => s.client.chatPage(id, tokens[o]!)));
    for (const o of others) {
      streams.push(await open(s.base, id, { authorization: `Bearer ${tokens[o]}` }, "?chatAfter=0"));
    }
    for (const st of streams) assert.ok((await st.next())?.data, "the stream's first view");

    const said = await s.client.chat(id, tokens[me]!, { channel: "team", text: "flank them" });
    assert.equal(said.status, 201);
    const heard = await s.client.chatPage(id, tokens[mate]!);
    assert.deepEqual(heard.body.messages.map((m) => m.text), ["flank them"], "the teammate reads it");

    const after = await Promise.all(others.map((o) => s.client.chatPage(id, tokens[o]!)));
    after.forEach((a, i) => assert.equal(a.text, before[i].text, `seat ${others[i]}'s GET changed`));

    // A table message after it: numbered on its own channel, so its number says nothing of the team's talk.
    const table = await s.client.chat(id, tokens[me]!, { channel: "table", text: "good luck" });
    assert.equal(table.status, 201);
    // The other team's streams: the first chat they carry is the table message, which must arrive; a
    // team message reaching them would come before it, or with it.
    for (const [i, st] of streams.entries()) {
      let e = await st.next();
      while (e && e.event !== "chat") e = await st.next();
      assert.ok(e, `seat ${others[i]}'s stream never brought the table message`);
      const page = JSON.parse(e.data) as ChatPage;
      assert.deepEqual(
        page.messages.map((m) => m.text),
        ["good luck"],
        `seat ${others[i]}'s stream: ${e.data}`,
      );
    }
    for (const o of others) {
      const page = (await s.client.chatPage(id, tokens[o]!)).body;
      assert.deepEqual(page.messages.map((m) => [m.n, m.channel, m.text]), [[1, "table", "good luck"]]);
      const again = (await s.client.call<ChatPage>(
        "GET",
        `/api/games/${id}/chat?after=${cursor(page)}`,
        undefined,
        tokens[o]!,
      )).body;
      assert.deepEqual(again.messages, [], "resuming from the page's cursor gives nothing twice");
    }
  } finally {
    for (const st of streams) await st.close();
    await s.shutdown();
    await t.close();
  }
});

/** The cursor a page says to pass as `after`. */
function cursor(page: ChatPage): string {
  const last = page.last as unknown;
  return typeof last === "number" ? String(last) : `${page.last.table}.${page.last.team}`;
}

Deno.test("chat: each channel is numbered apart; a reader resumes from its cursor by GET and by SSE", async () => {
  let clock = 1.8e12;
  const t = await testApp({ heartbeatMs: 100, now: () => (clock += 5) }); // messages a few ms apart
  const s = serveApp(t.app);
  const streams: Awaited<ReturnType<typeof open>>[] = [];
  try {
    const { id, tokens } = await seatedTable(s.client, { format: "2v2" });
    const { mate, others } = sides((await s.client.view(id, tokens[0]!)).body.view, 0);
    const say = async (seat: number, channel: "table" | "team", text: string) => {
      const r = await s.client.chat(id, tokens[seat]!, { channel, text });
      assert.equal(r.status, 201, r.text);
      return r.body;
    };
    assert.equal((await say(0, "team", "a1")).n, 1);
    assert.equal((await say(others[0], "team", "b1")).n, 1, "the other team's channel has its own numbers");
    assert.equal((await say(mate, "table", "t1")).n, 1);
    assert.equal((await say(0, "team", "a2")).n, 2);
    assert.equal((await say(others[1], "table", "t2")).n, 2);

    const page = (await s.client.chatPage(id, tokens[mate]!)).body;
    assert.deepEqual(page.messages.map((m) => m.text), ["a1", "t1", "a2", "t2"], "oldest first");
    assert.deepEqual(page.last, { table: 2, team: 2 });
    const theirs = (await s.client.chatPage(id, tokens[others[0]]!)).body;
    assert.deepEqual(theirs.messages.map((m) => m.text), ["b1", "t1", "t2"]);
    assert.deepEqual(theirs.last, { table: 2, team: 1 });
    const gap = (await s.client.chatPage(id, tokens[mate]!, "1.1")).body;
    assert.deepEqual(gap.messages.map((m) => m.text), ["a2", "t2"], "the poll resumes after the cursor");
    assert.deepEqual((await s.client.chatPage(id, tokens[mate]!, "2")).body.messages.map((m) => m.text), [
      "a1",
      "a2",
    ]);
    const bad = await s.client.call("GET", `/api/games/${id}/chat?after=1.x`, undefined, tokens[mate]!);
    assert.equal(bad.status, 400);

    // A stream opened again with the cursor of its first URL gets what followed it, each message once.
    const st = await open(s.base, id, { authorization: `Bearer ${tokens[mate]}` }, "?chatAfter=1.1");
    streams.push(st);
    const heard: string[] = [];
    const deadline = Date.now() + 3000;
    await say(0, "team", "a3");
    while (Date.now() < deadline && !heard.includes("a3")) {
      const e = await st.next(100);
      if (e?.event === "chat") {
        heard.push(...JSON.parse(e.data).messages.map((m: { text: string }) => m.text));
      }
    }
    assert.deepEqual(heard, ["a2", "t2", "a3"]);
  } finally {
    for (const st of streams) await st.close();
    await s.shutdown();
    await t.close();
  }
});

Deno.test("chat: a chat stored under the one game-wide numbering still loads, renumbered per channel", async () => {
  const t = await testApp();
  try {
    const { id, tokens } = await seatedTable(t.client, { format: "2v2" });
    const { mate, others } = sides((await t.client.view(id, tokens[0]!)).body.view, 0);
    // As the code before the channels' numbering wrote it: a head { n, recent } and messages 1..n.
    const old = [
      { seat: 0, channel: "team", text: "a1" },
      { seat: others[0], channel: "table", text: "t1" },
      { seat: others[1], channel: "team", text: "b1" },
      { seat: mate, channel: "team", text: "a2" },
      { seat: 0, channel: "table", text: "t2" },
    ];
    const op = t.kv.atomic();
    old.forEach((m, i) =>
      op.set(["games", id, "chat", i + 1], JSON.stringify({ n: i + 1, at: 1000 + i, ...m }))
    );
    op.set(["games", id, "chatHead"], JSON.stringify({ n: old.length, recent: [[], [], [], []] }));
    assert.ok((await op.commit()).ok);

    const mine = (await t.client.chatPage(id, tokens[mate]!)).body;
    assert.deepEqual(mine.messages.map((m) => [m.text, m.n]), [["a1", 1], ["t1", 1], ["a2", 2], ["t2", 2]]);
    assert.deepEqual(mine.last, { table: 2, team: 2 });
    const theirs = (await t.client.chatPage(id, tokens[others[1]]!)).body;
    assert.deepEqual(theirs.messages.map((m) => [m.text, m.n]), [["t1", 1], ["b1", 1], ["t2", 2]]);
    assert.deepEqual(theirs.last, { table: 2, team: 1 });

    const next = await t.client.chat(id, tokens[0]!, { channel: "team", text: "a3" });
    assert.equal(next.status, 201, next.text);
    assert.equal(next.body.n, 3, "new messages follow the old ones on their channel");
    assert.equal((await t.client.chat(id, tokens[others[0]]!, { channel: "team", text: "b2" })).body.n, 2);
    const after = (await t.client.chatPage(id, tokens[mate]!, "2.2")).body;
    assert.deepEqual(after.messages.map((m) => [m.text, m.n]), [["a3", 3]]);
    const all = (await t.client.chatPage(id, tokens[others[1]]!)).body;
    assert.deepEqual(all.messages.map((m) => m.text), ["t1", "b1", "t2", "b2"]);
  } finally {
    await t.close();
  }
});
