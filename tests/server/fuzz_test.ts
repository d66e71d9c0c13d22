/**
 * 12,000 malformed or hostile requests (bad JSON, wrong types, huge bodies, foreign tokens, actions
 * for the wrong seat, stale seqs, malformed Host headers, odd methods and paths): never a 5xx, nothing
 * logged, the game's stored head unchanged (same versionstamp) after every 4xx, and nothing at all
 * written for a malformed Host (the same Host headers sent raw to a real server: host_test.ts).
 */
import assert from "node:assert/strict";
import { rng } from "../../tools/api_client.ts";
import { inviteOf, playRandom, seatedGame, testApp } from "../support/server.ts";
import { BAD_HOSTS, junk, quietly, snapshot } from "../support/hostile.ts";

const REQUESTS = 12_000;

type Req = { method: string; path: string; headers: Record<string, string>; body?: string };

Deno.test(`fuzz: ${REQUESTS} hostile requests, no 5xx, no change after a 4xx`, async () => {
  const t = await testApp();
  try {
    const g = await seatedGame(t.client, { faction: "empire", mode: "secretBases" });
    const other = await seatedGame(t.client);
    const waiting = (await t.client.create({ faction: "empire" })).body;
    const { views } = await playRandom(t.client, g, 5, (env) => env.seq >= 30);
    const rnd = rng(0xf022);
    const { pick, int, junkString, junkValue } = junk(rnd);
    const tokens = [...g.tokens, ...other.tokens, "A".repeat(43), "", "x", "Bearer", "%00", "a".repeat(5000)];
    const auth = (): Record<string, string> =>
      pick([
        () => ({}),
        () => ({ authorization: `Bearer ${pick(tokens)}` }),
        () => ({
          authorization: pick(["Basic abc", "Bearer", "bearer  ", junkString().replace(/[\r\n\0]/g, "")]),
        }),
        () => ({ cookie: `ht_${g.id}=${pick(tokens)}` }),
        () => ({ cookie: `ht_${g.id}=${junkString().replace(/[\r\n\0;]/g, "")}; ht_${g.id}=x` }),
      ])();
    const seq = () => views[0].seq;
    const legalOf = (s: number) => views[s].view.legal;
    const actionBodies: (() => unknown)[] = [
      () => ({
        seq: seq(),
        action: legalOf(0)[0] ?? legalOf(1)[0],
        actionId: `w${int(1e9)}`,
        wrongSeat: true,
      }),
      () => ({ seq: seq() - 1 - int(5), action: { type: "endTurn" }, actionId: `s${int(1e9)}` }),
      () => ({ seq: seq() + 1 + int(5), action: { type: "endTurn" }, actionId: `f${int(1e9)}` }),
      () => ({ seq: junkValue(), action: junkValue(), actionId: junkValue() }),
      () => ({ seq: seq(), action: { type: "play", card: int(2000) - 500 }, actionId: "p" }),
      () => ({
        seq: seq(),
        action: { type: "answer", decision: int(100), pick: int(200), amount: int(200) },
        actionId: "q",
      }),
      () => ({
        seq: seq(),
        action: { type: "commit", cards: Array.from({ length: int(60) }, () => int(140)), target: "base" },
        actionId: "c",
      }),
      () => ({
        seq: seq(),
        action: { type: "resolve", target: pick(["base", "moon", 3, -1, null]) },
        actionId: "r",
      }),
      () => ({ seq: seq(), action: { type: "endTurn", extra: 1 }, actionId: "e" }),
      () => ({ seq: seq(), action: { type: "endTurn" }, actionId: "x".repeat(65) }),
      () => ({ seq: seq(), action: { type: "endTurn" } }),
      () => junkValue(),
    ];
    const rawBodies = [
      () => "{",
      () => "",
      () => "null",
      () => "[]",
      () => '{"seq":',
      () => "\u0000\u0001\u0002",
      () => "[".repeat(3000) + "]".repeat(3000),
      () =>
        JSON.stringify({
          seq: 0,
          action: { type: "endTurn" },
          actionId: "big",
          pad: "x".repeat(9000 + int(50_000)),
        }),
      () => junkString(),
    ];
    const ids = [
      g.id,
      g.id,
      g.id,
      g.id,
      g.id,
      g.id,
      other.id,
      "222222222222",
      "x".repeat(300),
      "%2e%2e",
      "..",
      "ABCDEFGHIJKL",
    ];
    const make = (): Req => {
      const id = pick(ids);
      const kind = int(14);
      const headers: Record<string, string> = { ...auth() };
      if (rnd() < 0.12) headers.host = pick(BAD_HOSTS);
      if (kind < 5) {
        const body = rnd() < 0.7 ? JSON.stringify(pick(actionBodies)()) : pick(rawBodies)();
        const ct = pick([
          "application/json",
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
          "",
        ]);
        if (ct) Object.assign(headers, { "content-type": ct });
        if (rnd() < 0.5) Object.assign(headers, { authorization: `Bearer ${pick(g.tokens)}` });
        const wrongSeat = body.includes('"wrongSeat":true');
        if (wrongSeat) {
          const actor = legalOf(0).length > 0 ? 1 : 0;
          Object.assign(headers, {
            authorization: `Bearer ${g.tokens[actor]}`,
            "content-type": "application/json",
          });
        }
        return {
          method: "POST",
          path: `/api/games/${id}/actions`,
          headers,
          body: body.replace(',"wrongSeat":true', ""),
        };
      }
      if (kind === 5) {
        if (headers.host) {
          return {
            method: "POST",
            path: `/api/games/${waiting.id}/join`,
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify({ invite: inviteOf(waiting) }),
          };
        }
        return {
          method: "POST",
          path: `/api/games/${id}/join`,
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify(pick([
            { invite: junkValue() },
            { invite: "A".repeat(43) },
            { invite: "A".repeat(43), seat: junkValue() },
            { invite: "A".repeat(43), seat: int(9) - 2 },
            {},
            junkValue(),
          ])),
        };
      }
      if (kind === 10 && headers.host) {
        return {
          method: "POST",
          path: "/api/games",
          headers: { ...headers, "content-type": "application/json" },
          body: pick(['{"faction":"empire"}', "{}", '{"opponent":"bot"}', ""]),
        };
      }
      if (kind === 10 || kind === 11) {
        return {
          method: "POST",
          path: pick(["/new", `/g/${waiting.id}/join`]),
          headers: {
            ...headers,
            "content-type": "application/x-www-form-urlencoded",
            origin: `http://${headers.host ?? "localhost"}`,
          },
          body: pick([
            "faction=empire&basesToWin=3",
            `invite=${headers.host ? inviteOf(waiting) : "A".repeat(43)}`,
            junkString(),
          ]),
        };
      }
      if (kind === 6 && rnd() < 0.3) return { method: "POST", path: `/api/games/${id}/rematch`, headers };
      if (kind === 6 && rnd() < 0.4) {
        return pick([
          () => ({ method: "POST", path: `/api/games/${id}/transfer`, headers }),
          () => ({
            method: "POST",
            path: `/api/games/${id}/claim`,
            headers: { ...headers, "content-type": pick(["application/json", "text/plain"]) },
            body: JSON.stringify(
              pick([{ transfer: "A".repeat(43) }, { transfer: junkValue() }, junkValue()]),
            ),
          }),
          () => ({
            method: "GET",
            path: "/api/my-games",
            headers: { ...headers, cookie: `ht_${id}=${pick(tokens)}` },
          }),
          () => ({
            method: "POST",
            path: `/api/my-games/${id}/forget`,
            headers: { ...headers, "content-type": pick(["application/json", "text/plain", ""]) },
            body: pick(["{}", '{"x":1}', "", "[]"]),
          }),
          () => ({ method: "GET", path: `/api/games/${id}/${pick(["summary", "record"])}`, headers }),
        ])();
      }
      if (kind === 6) {
        if (rnd() < 0.6) Object.assign(headers, { authorization: `Bearer ${pick(g.tokens)}` });
        return {
          method: "POST",
          path: `/api/games/${id}/undo`,
          headers: {
            ...headers,
            "content-type": pick(["application/json", "application/json", "text/plain"]),
          },
          body: rnd() < 0.8
            ? JSON.stringify(
              pick([
                () => ({ seq: seq() }),
                () => ({ seq: seq() - int(4) }),
                () => ({ seq: seq() + 1 + int(3) }),
                () => ({ seq: junkValue() }),
                () => ({ seq: seq(), extra: 1 }),
                () => junkValue(),
              ])(),
            )
            : pick(rawBodies)(),
        };
      }
      if (kind === 12) {
        if (rnd() < 0.5) Object.assign(headers, { authorization: `Bearer ${pick(g.tokens)}` });
        return {
          method: "POST",
          path: `/api/games/${id}/chat`,
          headers: {
            ...headers,
            "content-type": pick(["application/json", "application/json", "text/plain"]),
          },
          body: rnd() < 0.7
            ? JSON.stringify(
              pick([
                () => ({ channel: pick(["table", "team", junkValue()]), text: junkString() }),
                () => ({ channel: "table", phrase: pick(["gg", "wait", junkValue()]) }),
                () => ({ channel: "table", text: "x".repeat(int(2000)) }),
                () => ({ channel: "table", text: "hi", phrase: "gg" }),
                () => junkValue(),
              ])(),
            )
            : pick(rawBodies)(),
        };
      }
      if (kind === 13) {
        const q = pick(["after=-1", "after=1e9", "after=abc", "after=99999999999", "after=2", ""]);
        return { method: "GET", path: `/api/games/${id}/chat?${q}`, headers };
      }
      if (kind === 7) {
        const q = pick([
          "after=-1",
          "after=1e9",
          "limit=0",
          "limit=abc",
          "lang=xx",
          "after=99999999999",
          "after=3&limit=2",
          "",
        ]);
        return { method: "GET", path: `/api/games/${id}/log?${q}`, headers };
      }
      if (kind === 8) {
        return {
          method: "GET",
          path: `/api/games/${id}`,
          headers: {
            ...headers,
            "if-none-match": pick(['"x"', "*", "", junkString().replace(/[\r\n\0]/g, "")]),
          },
        };
      }
      return {
        method: pick(["PUT", "DELETE", "PATCH", "POST", "GET"]),
        path: pick([
          `/api/games/${id}/actions`,
          `/api/games/${id}/unknown`,
          `/api/games/${id}/../../deno.json`,
          "/api/games",
          `/static/../main.ts`,
          `/static/%2e%2e/main.ts`,
          "/static/%00../deno.json",
          "/static/%00",
          "/static/a%0d%0a.css",
          "/static/..%2f..%2fdeno.json",
          "/static/%5c..%5cmain.ts",
          `/g/${id}?invite=${junkString()}`,
          `/api/games/${encodeURIComponent(junkString())}`,
        ]),
        headers,
        body: rnd() < 0.5 ? pick(rawBodies)() : undefined,
      };
    };

    let baseline = (await t.service.store.get(g.id))!;
    let chatBaseline = (await t.kv.get(["games", g.id, "chatHead"])).versionstamp;
    const counts: Record<number, number> = {};
    const { logged } = await quietly(async () => {
      for (let i = 0, sent = 0; sent < REQUESTS; i++) {
        const req = make();
        const hasBody = req.body !== undefined && req.method !== "GET" && req.method !== "HEAD";
        const before = req.headers.host ? await snapshot(t.kv) : "";
        let res: Response;
        try {
          res = await t.app.request(req.path, {
            method: req.method,
            headers: req.headers,
            body: hasBody ? req.body : undefined,
          });
        } catch (e) {
          if (e instanceof TypeError) continue; // the request itself cannot be built (an invalid header value)
          throw e;
        }
        await res.body?.cancel();
        sent++;
        counts[res.status] = (counts[res.status] ?? 0) + 1;
        const where = `request ${i}: ${req.method} ${req.path.slice(0, 120)} ${
          JSON.stringify(req.headers).slice(0, 200)
        } ${(req.body ?? "").slice(0, 200)} → ${res.status}`;
        assert.ok(res.status < 500, where);
        if (req.headers.host) {
          assert.equal(res.status, 400, `a malformed Host is refused: ${where}`);
          assert.equal(await snapshot(t.kv), before, `nothing is written for a malformed Host: ${where}`);
        }
        const now = (await t.service.store.get(g.id))!;
        const chatNow = (await t.kv.get(["games", g.id, "chatHead"])).versionstamp;
        if (res.status >= 400) {
          assert.equal(now.versionstamp, baseline.versionstamp, `the game changed after a 4xx: ${where}`);
          assert.equal(chatNow, chatBaseline, `the chat changed after a 4xx: ${where}`);
        } else if (chatNow !== chatBaseline) chatBaseline = chatNow;
        else if (now.versionstamp !== baseline.versionstamp) {
          baseline = now;
          for (const s of [0, 1]) views[s] = (await t.client.view(g.id, g.tokens[s])).body;
        }
      }
    });
    assert.deepEqual(logged, [], "the server logged nothing");
    const open = await t.client.view(waiting.id, waiting.token);
    assert.deepEqual(open.body.seated, [true, false], "no request with a malformed Host used the invite");
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    assert.equal(total, REQUESTS);
    console.log(JSON.stringify({ sent: total, statuses: counts }));
  } finally {
    await t.close();
  }
});
