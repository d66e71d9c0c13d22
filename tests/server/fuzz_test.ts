/**
 * 12,000 malformed or hostile requests (bad JSON, wrong types, huge bodies, foreign tokens, actions
 * for the wrong seat, stale seqs, odd methods and paths): never a 5xx, and the game's stored head is
 * unchanged (same versionstamp) after every 4xx.
 */
import assert from "node:assert/strict";
import { rng } from "../../tools/api_client.ts";
import { playRandom, seatedGame, testApp } from "../support/server.ts";

const REQUESTS = 12_000;

type Req = { method: string; path: string; headers: Record<string, string>; body?: string };

Deno.test(`fuzz: ${REQUESTS} hostile requests, no 5xx, no change after a 4xx`, async () => {
  const t = await testApp();
  try {
    const g = await seatedGame(t.client, { faction: "empire", mode: "secretBases" });
    const other = await seatedGame(t.client);
    const { views } = await playRandom(t.client, g, 5, (env) => env.seq >= 30);
    const rnd = rng(0xf022);
    const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)];
    const int = (n: number) => Math.floor(rnd() * n);
    const junkString = () => {
      const alphabet = Array.from('aZ09-_/\\"{}[]:,.\u0000\u00e9\ud83d\ude80\n\r\t %?#&=<>');
      return Array.from({ length: int(60) }, () => alphabet[int(alphabet.length)]).join("");
    };
    const junkValue = (depth = 0): unknown =>
      pick([
        () => null,
        () => int(1e6) - 5e5,
        () => rnd() * 1e300,
        () => -0,
        () => junkString(),
        () => rnd() < 0.5,
        () => (depth < 3 ? Array.from({ length: int(5) }, () => junkValue(depth + 1)) : []),
        () => (depth < 3
          ? { type: pick(["play", "answer", "commit", "x"]), card: junkValue(depth + 1) }
          : {}),
        () => ({ __proto__: { polluted: true }, constructor: { prototype: 1 } }),
        () => 2 ** 53 + 1,
        () => "1e999",
      ])();
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
      const kind = int(10);
      const headers = { ...auth() };
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
        return {
          method: "POST",
          path: `/api/games/${id}/join`,
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify(pick([{ invite: junkValue() }, { invite: "A".repeat(43) }, {}, junkValue()])),
        };
      }
      if (kind === 6) return { method: "POST", path: `/api/games/${id}/rematch`, headers };
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
          `/g/${id}?invite=${junkString()}`,
          `/api/games/${encodeURIComponent(junkString())}`,
        ]),
        headers,
        body: rnd() < 0.5 ? pick(rawBodies)() : undefined,
      };
    };

    let baseline = (await t.service.store.get(g.id))!;
    const counts: Record<number, number> = {};
    for (let i = 0, sent = 0; sent < REQUESTS; i++) {
      const req = make();
      const hasBody = req.body !== undefined && req.method !== "GET" && req.method !== "HEAD";
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
      const where =
        `request ${i}: ${req.method} ${req.path.slice(0, 120)} ${
          JSON.stringify(req.headers).slice(0, 200)
        } ` +
        `${(req.body ?? "").slice(0, 200)} → ${res.status}`;
      assert.ok(res.status < 500, where);
      const now = (await t.service.store.get(g.id))!;
      if (res.status >= 400) {
        assert.equal(now.versionstamp, baseline.versionstamp, `the game changed after a 4xx: ${where}`);
      } else if (now.versionstamp !== baseline.versionstamp) {
        baseline = now;
        for (const s of [0, 1]) views[s] = (await t.client.view(g.id, g.tokens[s])).body;
      }
    }
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    assert.equal(total, REQUESTS);
    console.log(JSON.stringify({ sent: total, statuses: counts }));
  } finally {
    await t.close();
  }
});
