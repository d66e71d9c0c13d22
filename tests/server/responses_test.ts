/**
 * Every JSON response of the API validates against the schema its route and status name in the OpenAPI
 * document (the valibot schemas of api/): real requests through a 1v1 game to its end, a 2v2 table, the
 * errors, chat, undo, transfer and claim, your games, record, summary, the push key and the SSE events.
 */
import assert from "node:assert/strict";
import * as v from "valibot";
import type { Created, Envelope } from "../../api/contract.ts";
import { ChatPageSchema, DeltaSchema, PresenceSchema } from "../../api/live_responses.ts";
import { EnvelopeSchema } from "../../api/responses.ts";
import { openApiDocument } from "../../server/openapi.ts";
import { ApiClient, type Fetch, randomAction, rng } from "../../tools/api_client.ts";
import { responseChecker } from "../support/response_check.ts";
import { inviteOf, playRandom, seatedGame, seatedTable, serveApp, testApp } from "../support/server.ts";
import { open } from "../support/sse.ts";

/** Route and status pairs the walk below must meet (each checked against its schema). */
const EXPECTED = [
  "POST /api/games 201",
  "POST /api/games 400",
  "POST /api/games 413",
  "POST /api/games 415",
  "POST /api/games/{id}/join 200",
  "POST /api/games/{id}/join 403",
  "POST /api/games/{id}/join 409",
  "GET /api/games/{id} 200",
  "GET /api/games/{id} 304",
  "GET /api/games/{id} 404",
  "POST /api/games/{id}/actions 200",
  "POST /api/games/{id}/actions 400",
  "POST /api/games/{id}/actions 401",
  "POST /api/games/{id}/actions 403",
  "POST /api/games/{id}/actions 409",
  "POST /api/games/{id}/actions 422",
  "POST /api/games/{id}/undo 200",
  "POST /api/games/{id}/undo 422",
  "GET /api/games/{id}/log 200",
  "GET /api/games/{id}/log 400",
  "POST /api/games/{id}/chat 201",
  "POST /api/games/{id}/chat 422",
  "POST /api/games/{id}/chat 429",
  "GET /api/games/{id}/chat 200",
  "GET /api/games/{id}/chat 401",
  "POST /api/games/{id}/rematch 201",
  "POST /api/games/{id}/rematch 200",
  "GET /api/games/{id}/summary 200",
  "GET /api/games/{id}/summary 409",
  "GET /api/games/{id}/record 200",
  "GET /api/games/{id}/record 409",
  "POST /api/games/{id}/transfer 201",
  "POST /api/games/{id}/claim 200",
  "POST /api/games/{id}/claim 409",
  "GET /api/my-games 200",
  "POST /api/my-games/{id}/forget 204",
  "GET /api/push/key 200",
  "DELETE /api/games/{id}/push 204",
  "GET /api/openapi.json 200",
];

const seatCookie = (id: string, token: string) => `ht_${id}=${token}`;

Deno.test("every JSON response of every route validates against the schema of its route and status", async () => {
  const t = await testApp();
  const checker = responseChecker(openApiDocument() as Parameters<typeof responseChecker>[0]);
  const raw: Fetch = (path, init) => Promise.resolve(t.app.request(path, init));
  const fetch = checker.wrap(raw);
  const client = new ApiClient(fetch);
  try {
    await client.call("GET", "/api/openapi.json");
    await client.call("GET", "/api/push/key");
    // A 1v1 game between people, its errors first.
    const g = await seatedGame(client, { faction: "empire", basesToWin: 2 });
    const other = await seatedGame(client);
    await client.call("POST", "/api/games", { format: "3v3" });
    await client.call("POST", "/api/games", { pad: "x".repeat(9000) });
    await fetch("/api/games", { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" });
    await client.join(g.id, inviteOf(g.created));
    await client.join(g.id, inviteOf(other.created));
    await client.view("222222222222");
    const first = await client.view(g.id, g.tokens[0]);
    await client.view(g.id, g.tokens[0], first.headers.get("etag")!);
    const env = first.body;
    await client.call("POST", `/api/games/${g.id}/actions`, { seq: 0 }, g.tokens[0]);
    await client.act(g.id, "", 0, { type: "endTurn" }, "a0");
    await client.act(g.id, other.tokens[0], 0, { type: "endTurn" }, "a0");
    await client.act(g.id, g.tokens[0], 5, { type: "endTurn" }, "a0");
    await client.act(g.id, g.tokens[0], 0, { type: "purchase", card: 1023 }, "a0");
    await client.call("GET", `/api/games/${g.id}/summary`);
    await client.call("GET", `/api/games/${g.id}/record`);
    await client.call("GET", `/api/games/${g.id}/log?limit=0`);
    // Undo: random moves until one may be taken back, taken back; then a move that is not the caller's.
    const rnd1 = rng(11);
    const views = [env, (await client.view(g.id, g.tokens[1])).body];
    for (let n = 0; n < 2000; n++) {
      const seat = [0, 1].find((s) => views[s].view.legal.length > 0)!;
      const r = await client.act(
        g.id,
        g.tokens[seat],
        views[seat].seq,
        randomAction(views[seat].view.legal, rnd1),
        `u${n}`,
      );
      assert.equal(r.status, 200, r.text);
      if (r.body.undo) {
        await client.undo(g.id, g.tokens[1 - seat], r.body.undo.seq);
        await client.undo(g.id, g.tokens[seat], r.body.undo.seq);
        break;
      }
      views[seat] = r.body;
      views[1 - seat] = (await client.view(g.id, g.tokens[1 - seat])).body;
    }
    // Chat: text, phrase, refusals, a page; the sixth message in 10 s is refused.
    await client.chat(g.id, g.tokens[0], { channel: "table", text: "hello" });
    await client.chat(g.id, g.tokens[1], { channel: "table", phrase: "gg" });
    await client.chat(g.id, g.tokens[0], { channel: "team", text: "secret" });
    for (let i = 0; i < 6; i++) await client.chat(g.id, g.tokens[1], { channel: "table", phrase: "wait" });
    await client.chatPage(g.id, g.tokens[1]);
    await client.chatPage(g.id);
    // Transfer and claim; your games; forget; push.
    const link = await client.call<{ transfer: string }>(
      "POST",
      `/api/games/${g.id}/transfer`,
      undefined,
      g.tokens[1],
    );
    const claimed = await client.call<{ token: string }>("POST", `/api/games/${g.id}/claim`, link.body);
    await client.call("POST", `/api/games/${g.id}/claim`, link.body);
    g.tokens[1] = claimed.body.token;
    const bot = (await client.create({ opponent: "bot", botLevel: "easy" })).body as Created;
    const cookie = [
      seatCookie(g.id, g.tokens[0]),
      seatCookie(other.id, other.tokens[1]),
      seatCookie(bot.id, bot.token),
    ]
      .join("; ");
    await client.call("GET", "/api/my-games", undefined, undefined, { cookie });
    await client.call("POST", `/api/my-games/${other.id}/forget`, {}, undefined, { cookie });
    await client.call(
      "DELETE",
      `/api/games/${g.id}/push`,
      { endpoint: "https://fcm.googleapis.com/x" },
      g.tokens[0],
    );
    // The game to its end, then what a finished game answers.
    await playRandom(client, g, 7);
    await client.log(g.id, g.tokens[0]);
    await client.call("GET", `/api/games/${g.id}/log?lang=es`);
    await client.call("GET", `/api/games/${g.id}/summary`);
    await client.call("GET", `/api/games/${g.id}/record`);
    await client.rematch(g.id, g.tokens[0]);
    await client.rematch(g.id, g.tokens[1]);
    await client.call("GET", "/api/my-games", undefined, undefined, { cookie });
    // A 2v2 table: two people, two computers; moves by whoever may act.
    const table = await seatedTable(client, {
      players: { teammate: "easy", opponent: "human", teammateOpponent: "easy" },
    });
    const rnd = rng(3);
    let moved = 0;
    for (let n = 0; n < 24; n++) {
      const seats = table.tokens.flatMap((tok, s) => (tok ? [s] : []));
      const views = await Promise.all(seats.map((s) => client.view(table.id, table.tokens[s]!)));
      const i = views.findIndex((r) => r.body.view.legal.length > 0);
      if (i < 0) {
        await t.service.autopilot.idle();
        continue;
      }
      const e: Envelope = views[i].body;
      const r = await client.act(
        table.id,
        table.tokens[seats[i]]!,
        e.seq,
        randomAction(e.view.legal, rnd),
        `t${n}`,
      );
      if (r.status === 200) moved++;
    }
    assert.ok(moved >= 10, `the people of the 2v2 table moved (${moved} moves)`);
    await client.chat(table.id, table.tokens[0]!, { channel: "team", text: "go" });
    await client.chatPage(table.id, table.tokens[0]!, "0.0");
    await client.log(table.id);
    assert.deepEqual(checker.failures, [], "every response matches its schema");
    const missed = EXPECTED.filter((k) => !checker.seen.has(k));
    assert.deepEqual(missed, [], "the walk met every route and status it names");
  } finally {
    await t.close();
  }
});

Deno.test("a response that drifts from its schema fails with its route and the issue", async () => {
  const t = await testApp();
  const checker = responseChecker(openApiDocument() as Parameters<typeof responseChecker>[0]);
  try {
    const created = (await t.client.create()).body;
    const json = "application/json";
    assert.equal(checker.check("POST", "/api/games", 201, json, created), null);
    assert.match(
      checker.check("POST", "/api/games", 201, json, { ...created, extra: 1 })!,
      /^POST \/api\/games 201 \(Created\): extra: Invalid key/,
    );
    const { token: _, ...noToken } = created;
    assert.match(
      checker.check("POST", "/api/games", 201, json, noToken)!,
      /^POST \/api\/games 201 \(Created\): token:/,
    );
    const env = (await t.client.view(created.id, created.token)).body;
    assert.equal(checker.check("GET", `/api/games/${created.id}`, 200, json, env), null);
    const leaky = structuredClone(env) as unknown as { view: { seats: Record<string, unknown>[] } };
    leaky.view.seats[1].deck = [1, 2, 3];
    assert.match(
      checker.check("GET", `/api/games/${created.id}`, 200, json, leaky)!,
      /^GET \/api\/games\/\{id\} 200 \(ViewEnvelope\): view\.seats\.1\.deck: Invalid key/,
    );
    assert.match(
      checker.check("GET", `/api/games/${created.id}`, 418, json, env)!,
      /^GET \/api\/games\/\{id\} 418: status not documented/,
    );
    assert.match(checker.check("GET", "/api/nothing", 200, json, {})!, /no such route/);
  } finally {
    await t.close();
  }
});

Deno.test("the event stream's envelope, delta, chat and presence events validate against their schemas", async () => {
  const t = await testApp();
  const s = serveApp(t.app);
  try {
    const g = await seatedGame(s.client, { faction: "empire" });
    await s.client.chat(g.id, g.tokens[0], { channel: "table", text: "hi" });
    const l = await open(s.base, g.id, { authorization: `Bearer ${g.tokens[0]}` }, "?delta=1&presence");
    const got = new Map<string, unknown>();
    for (let i = 0; i < 4 && got.size < 3; i++) {
      const e = await l.next();
      if (e) got.set(e.event ?? "message", JSON.parse(e.data));
    }
    const env = got.get("message") as Envelope;
    const r = await s.client.act(
      g.id,
      g.tokens[0],
      env.seq,
      env.view.legal.find((a) => a.type === "play")!,
      "p",
    );
    assert.equal(r.status, 200);
    for (let i = 0; i < 4 && !got.has("delta"); i++) {
      const e = await l.next();
      if (e?.event === "delta") got.set("delta", JSON.parse(e.data));
    }
    await l.close();
    const schemas = {
      message: EnvelopeSchema,
      chat: ChatPageSchema,
      presence: PresenceSchema,
      delta: DeltaSchema,
    };
    for (const [name, schema] of Object.entries(schemas)) {
      assert.ok(got.has(name), `the stream sent the event ${name}`);
      const p = v.safeParse(schema, got.get(name));
      assert.ok(p.success, `${name}: ${p.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`).join("; ")}`);
    }
  } finally {
    await s.shutdown();
    await t.close();
  }
});
