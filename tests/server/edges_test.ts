/**
 * What the app keeps at its edges, through `app.request()`: bodies validated and capped, secure headers,
 * retention, the OpenAPI document against the routes, the pages' forms, and KV touched by the stores
 * only (the API's contract itself: routes_test.ts).
 */
import assert from "node:assert/strict";
import type { ErrorBody } from "../../api/contract.ts";
import { seatedGame, testApp } from "../support/server.ts";

const json = { "content-type": "application/json" };
const errOf = (r: { body: unknown }) => r.body as ErrorBody;

Deno.test("bodies are validated and capped; content type is checked; ids are checked", async () => {
  const t = await testApp();
  try {
    const g = await seatedGame(t.client);
    const post = (body: BodyInit, headers: Record<string, string> = json) =>
      t.app.request(`/api/games/${g.id}/actions`, {
        method: "POST",
        headers: { ...headers, authorization: `Bearer ${g.tokens[0]}` },
        body,
      });
    assert.equal((await post("{")).status, 400);
    assert.equal((await post("{}")).status, 400);
    assert.equal(
      (await post(JSON.stringify({ seq: 0, action: { type: "fly" }, actionId: "a" }))).status,
      400,
    );
    assert.equal(
      (await post(JSON.stringify({ seq: 0, action: { type: "endTurn" }, actionId: "a" }), {})).status,
      415,
    );
    const huge = await post(
      JSON.stringify({ seq: 0, action: { type: "endTurn" }, actionId: "x".repeat(20_000) }),
    );
    assert.equal(huge.status, 413);
    assert.equal((await huge.json()).error, "too-large");
    const big = new ReadableStream({
      start(c) {
        for (let i = 0; i < 100; i++) c.enqueue(new TextEncoder().encode(" ".repeat(1000)));
        c.close();
      },
    });
    assert.equal((await post(big)).status, 413, "a streamed body without length is capped too");
    assert.equal((await t.client.call("GET", "/api/nothing")).status, 404);
    assert.equal((await t.service.store.get(g.id))!.head.seq, 0);
  } finally {
    await t.close();
  }
});

Deno.test("secure headers are on", async () => {
  const t = await testApp();
  try {
    for (const path of ["/api/openapi.json", "/"]) {
      const r = await t.app.request(path);
      assert.equal(r.headers.get("x-content-type-options"), "nosniff");
      assert.match(r.headers.get("content-security-policy")!, /default-src 'self'/);
      assert.match(r.headers.get("content-security-policy")!, /img-src 'self' data:/);
      assert.ok(r.headers.get("x-frame-options"));
      assert.ok(r.headers.get("referrer-policy"));
    }
  } finally {
    await t.close();
  }
});

Deno.test("games expire by the retention rule in their value: lazily when read, and by the sweep", async () => {
  let now = 1_000_000_000_000;
  const t = await testApp({ now: () => now, retention: { waitingMs: 1000, idleMs: 5000, finishedMs: 2000 } });
  try {
    const lonely = (await t.client.create()).body;
    const g = await seatedGame(t.client, { faction: "empire" });
    now += 1500;
    assert.equal((await t.client.view(lonely.id)).status, 404, "an unjoined game expires after waitingMs");
    assert.equal((await t.client.view(g.id)).status, 200, "a joined game lives idleMs");
    assert.equal(await t.service.store.get(lonely.id), null, "reading an expired game deleted it");
    const r = await t.client.act(g.id, g.tokens[0], 0, { type: "endTurn" }, "a");
    assert.equal(r.status, 200);
    now += 4000;
    assert.equal((await t.client.view(g.id)).status, 200, "a move renews the deadline");
    const others = [await seatedGame(t.client), await seatedGame(t.client)];
    now += 10 * 3_600_000;
    const { sweep } = await import("../../server/retention.ts");
    assert.equal(await sweep(t.service.store, now), 3);
    for (const x of [g, ...others]) assert.equal(await t.service.store.get(x.id), null);
    assert.deepEqual(await t.service.store.log(g.id, 0, 10), [], "the log went with the game");
    await t.push.idle(); // the joins' notices, sent after their commits, leave the outbox
    const left = [];
    for await (const e of t.kv.list({ prefix: [] })) left.push(e.key);
    assert.deepEqual(left, [], "nothing is left in KV");
  } finally {
    await t.close();
  }
});

Deno.test("GET /api/openapi.json describes exactly the API routes", async () => {
  const t = await testApp();
  try {
    const doc = await (await t.app.request("/api/openapi.json")).json();
    const documented = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(ops)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const routed = new Set(
      t.app.routes
        .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
        .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}").replace(/\/$/, "")}`),
    );
    assert.deepEqual([...routed].sort(), [...documented].sort());
    const move = doc.paths["/api/games/{id}/actions"].post.requestBody.content["application/json"].schema;
    assert.deepEqual(move.required.sort(), ["action", "actionId", "seq"]);
  } finally {
    await t.close();
  }
});

Deno.test("pages create a game by a form, give the creator the invitation and seat the friend; /static serves files", async () => {
  const t = await testApp();
  const name = `test_${crypto.randomUUID()}.txt`;
  const file = new URL(`../../static/${name}`, import.meta.url);
  try {
    const home = await t.app.request("/");
    assert.equal(home.status, 200);
    assert.match(await home.text(), /<form method="post" action="\/new"/);
    const form = { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" };
    const made = await t.app.request("/new", {
      method: "POST",
      headers: form,
      body: "faction=empire&mode=beginner&basesToWin=2",
    });
    assert.equal(made.status, 303);
    const id = /^\/g\/(\w+)$/.exec(made.headers.get("location")!)![1];
    const creator = made.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const table = await (await t.app.request(`/g/${id}`, { headers: { cookie: creator } })).text();
    const link = /value="(http:\/\/localhost\/g\/\w+\?invite=([\w-]+))"/.exec(table)!;
    assert.ok(link, "the creator's table shows the invitation");
    assert.match(table, /data-island="Table"/);
    const offer = await t.app.request(`/g/${id}?invite=${link[2]}`);
    assert.match(await offer.text(), /Take your seat/);
    const joined = await t.app.request(`/g/${id}/join`, {
      method: "POST",
      headers: form,
      body: `invite=${link[2]}`,
    });
    assert.equal(joined.status, 303);
    const cookie = joined.headers.get("set-cookie")!.split(";")[0];
    const seated = await (await t.app.request(`/g/${id}`, { headers: { cookie } })).text();
    assert.match(seated, /"viewer":1/);
    assert.doesNotMatch(seated, /<form class="share"/);
    assert.doesNotMatch(
      await (await t.app.request(`/g/${id}`, { headers: { cookie: creator } })).text(),
      /invite=/,
      "the invitation goes once the seat is taken",
    );
    const crossSite = await t.app.request("/new", {
      method: "POST",
      headers: { ...form, origin: "https://evil.example" },
      body: "faction=empire",
    });
    assert.equal(crossSite.status, 403, "cross-site form posts are refused");
    assert.equal((await t.app.request("/g/zzzzzzzzzzzz")).status, 404);

    await Deno.mkdir(new URL("../../static/", import.meta.url), { recursive: true });
    await Deno.writeTextFile(file, "hello");
    const s = await t.app.request(`/static/${name}`);
    assert.equal(s.status, 200);
    assert.equal(await s.text(), "hello");
    assert.equal((await t.app.request("/static/../deno.json")).status, 404);
  } finally {
    await Deno.remove(file).catch(() => {});
    await t.close();
  }
});

Deno.test("the new-game form is checked by the API's schema; creating gives up after a bounded number of taken ids", async () => {
  // The form below starts a game whose computer moves first: its turn is played at once, before the app closes.
  const t = await testApp({ botPaceMs: 0, botBudgetMs: 10 });
  try {
    const form = { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" };
    const post = (body: string) => t.app.request("/new", { method: "POST", headers: form, body });
    for (const bad of ["basesToWin=6", "basesToWin=03", "basesToWin=x", "mode=chess", "botLevel=god"]) {
      assert.equal((await post(bad)).status, 400, bad);
    }
    const made = await post(
      "faction=rebel&mode=fullGalaxy&basesToWin=5&payOffNeutral=on&opponent=bot&botLevel=hard",
    );
    assert.equal(made.status, 303);
    const id = /^\/g\/(\w+)$/.exec(made.headers.get("location")!)![1];
    const head = (await t.service.store.get(id))!.head;
    assert.deepEqual(
      [head.state.options.empireSeat, head.state.options.mode, head.state.options.basesToWin],
      [1, "fullGalaxy", 5],
    );
    assert.equal(head.state.options.payOffNeutral, true);
    assert.deepEqual(head.bots.map((b) => [b.seat, b.level]), [[1, "hard"]]);
    const plain =
      (await t.service.store.get(/^\/g\/(\w+)$/.exec((await post("")).headers.get("location")!)![1]))!;
    assert.equal(plain.head.state.options.payOffNeutral, false, "an unticked box is false");
    assert.equal(plain.head.state.options.basesToWin, 3);

    let tries = 0;
    // Every new game's id is taken (the computer of the game above still commits its moves).
    const commit = t.service.store.commit.bind(t.service.store);
    t.service.store.commit = (w, timing) =>
      w.heads.some((h) => h.from === null) ? (tries++, Promise.resolve(null)) : commit(w, timing);
    const busy = await t.client.create();
    assert.equal(busy.status, 409);
    assert.equal(errOf(busy).error, "busy");
    assert.equal(tries, 8, "create tries a bounded number of ids");
    assert.equal((await post("faction=empire")).status, 409);
  } finally {
    await t.close();
  }
});

/** The modules that read and write KV: the game store, the chat store, and the push service's three (its keys, a seat's devices, the outbox's delivery). */
const KV_STORES = [
  "server/store.ts",
  "server/chat_store.ts",
  "server/push/vapid.ts",
  "server/push/subscriptions.ts",
  "server/push/deliver.ts",
];

Deno.test("only the stores (KV_STORES) touch KV, with keys from server/keys.ts", async () => {
  const files = ["main.ts"];
  const dirs = ["server", "routes"];
  for (const dir of dirs) {
    for await (const e of Deno.readDir(new URL(`../../${dir}/`, import.meta.url))) {
      if (e.isDirectory) dirs.push(`${dir}/${e.name}`);
      else if (/\.tsx?$/.test(e.name)) files.push(`${dir}/${e.name}`);
    }
  }
  for (const f of files) {
    const text = await Deno.readTextFile(new URL(`../../${f}`, import.meta.url));
    if (f !== "server/keys.ts") assert.ok(!/\[\s*"(games|expiry)"/.test(text), `${f} spells a KV key`);
    if (KV_STORES.includes(f)) continue;
    assert.ok(
      !/\b(kv|this\.kv)\.(get|getMany|set|delete|list|atomic|watch|enqueue|listenQueue)\(/.test(text),
      f,
    );
    // A stream's `controller.enqueue` is not KV's.
    assert.ok(!/listenQueue|(?<!controller\.)enqueue\(/.test(text), `${f} uses KV queues`);
  }
});
