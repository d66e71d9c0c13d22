/**
 * Malformed Host headers sent raw to a real server (where they end up in the request URL): 400
 * bad-host and nothing written; with PUBLIC_URL, links never depend on the Host.
 */
import assert from "node:assert/strict";
import { inviteOf, playRandom, seatedGame, serveApp, testApp } from "../support/server.ts";
import { BAD_HOSTS, quietly, snapshot } from "../support/hostile.ts";

/** Sends one raw HTTP/1.1 request (the Host header as given) and returns the status and the body. */
async function raw(
  base: string,
  method: string,
  path: string,
  host: string,
  body = "",
  type = "application/json",
) {
  const { hostname, port } = new URL(base);
  const conn = await Deno.connect({ hostname, port: Number(port) });
  const head = [`${method} ${path} HTTP/1.1`, `Host: ${host}`, "Connection: close"];
  if (body) head.push(`Content-Type: ${type}`, `Content-Length: ${new TextEncoder().encode(body).length}`);
  head.push(`Origin: http://${host}`);
  await conn.write(new TextEncoder().encode(`${head.join("\r\n")}\r\n\r\n${body}`));
  const text = await new Response(conn.readable).text();
  return { status: Number(text.split(" ")[1]), body: text.slice(text.indexOf("\r\n\r\n") + 4) };
}

Deno.test("a malformed Host on a real server: 400 bad-host, nothing written, the invite still seats the friend", async () => {
  const t = await testApp();
  const s = serveApp(t.app);
  try {
    const finished = await seatedGame(s.client, { faction: "empire", basesToWin: 2 });
    await playRandom(s.client, finished, 3);
    const waiting = (await s.client.create({ faction: "empire" })).body;
    const invite = JSON.stringify({ invite: inviteOf(waiting) });
    const { logged } = await quietly(async () => {
      for (const host of BAD_HOSTS) {
        const before = await snapshot(t.kv);
        const tries = [
          await raw(s.base, "POST", "/api/games", host, "{}"),
          await raw(s.base, "POST", `/api/games/${waiting.id}/join`, host, invite),
          await raw(s.base, "POST", `/api/games/${finished.id}/rematch`, host),
          await raw(s.base, "POST", "/new", host, "faction=empire", "application/x-www-form-urlencoded"),
          await raw(
            s.base,
            "POST",
            `/g/${waiting.id}/join`,
            host,
            `invite=${inviteOf(waiting)}`,
            "application/x-www-form-urlencoded",
          ),
          await raw(s.base, "GET", `/g/${waiting.id}`, host),
        ];
        for (const r of tries) assert.equal(r.status, 400, `${host}: ${r.body}`);
        if (!/[/?#]/.test(host)) assert.equal(JSON.parse(tries[0].body).error, "bad-host", host);
        assert.equal(await snapshot(t.kv), before, `nothing is written for Host ${host}`);
      }
    });
    assert.deepEqual(logged, [], "the server logged nothing");
    const joined = await raw(
      s.base,
      "POST",
      `/api/games/${waiting.id}/join`,
      "holotable.example:8000",
      invite,
    );
    assert.equal(joined.status, 200, "the invited friend can still sit down");
    const created = await raw(s.base, "POST", "/api/games", "holotable.example:8000", "{}");
    assert.match(JSON.parse(created.body).url, /^http:\/\/holotable\.example:8000\/g\//);
  } finally {
    await s.shutdown();
    await t.close();
  }
});

Deno.test("with PUBLIC_URL, links do not depend on the request's Host", async () => {
  const t = await testApp({ publicUrl: "https://holotable.example/" });
  try {
    const r = await t.app.request("/api/games", { method: "POST", headers: { host: "other.example" } });
    assert.equal(r.status, 201);
    const body = await r.json();
    assert.equal(body.url, `https://holotable.example/g/${body.id}`);
    assert.match(r.headers.get("set-cookie")!, /Secure/);
  } finally {
    await t.close();
  }
});
