/**
 * Every route that takes a body is bounded while reading: an oversized body is refused with 413 after
 * at most the limit has been read, whatever the route (taken from the app's router, not listed here),
 * and a body of the wrong type is refused with 415 before any of it is read.
 */
import assert from "node:assert/strict";
import { MAX_BODY } from "../../api/schemas.ts";
import { seatedGame, testApp } from "../support/server.ts";

/** Methods that carry a body. */
const WITH_BODY = ["POST", "PUT", "PATCH", "DELETE"];
/** The size of the body offered to each route (16 MiB). */
const OFFERED = 16 << 20;
/** Bytes per chunk the body stream hands out when pulled. */
const CHUNK = 1024;

/** A body of `size` bytes made on demand, counting the bytes the server pulled from it. */
function countedBody(size: number, fill = 0x61): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const chunk = new Uint8Array(CHUNK).fill(fill);
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      if (pulled >= size) return c.close();
      pulled += CHUNK;
      c.enqueue(chunk);
    },
  }, { highWaterMark: 0 });
  return { body, pulled: () => pulled };
}

Deno.test("every route that takes a body refuses 16 MiB with 413, reading at most the limit; a wrong type is 415 unread", async () => {
  const t = await testApp();
  try {
    const g = await seatedGame(t.client);
    const routes = t.app.routes.filter((r) => WITH_BODY.includes(r.method));
    const paths = [...new Set(routes.map((r) => `${r.method} ${r.path}`))];
    assert.ok(paths.length >= 14, `the router lists the app's routes: ${paths.join(", ")}`);
    const seen: string[] = [], problems: string[] = [];
    for (const route of paths) {
      const [method, pattern] = route.split(" ");
      const path = pattern.replace(/:id\b/g, g.id).replace(/\*$/, "x");
      const api = path.startsWith("/api/");
      const type = api ? "application/json" : "application/x-www-form-urlencoded";
      const headers = { authorization: `Bearer ${g.tokens[0]}`, origin: "http://localhost" };
      for (const declared of [false, true]) {
        const { body, pulled } = countedBody(OFFERED);
        const h: Record<string, string> = { ...headers, "content-type": type };
        if (declared) h["content-length"] = String(OFFERED);
        const res = await t.app.request(path, { method, headers: h, body, duplex: "half" } as RequestInit);
        await res.body?.cancel();
        const what = `${route}${declared ? " (Content-Length)" : " (chunked)"}`;
        if (res.status !== 413) problems.push(`${what}: ${res.status}`);
        if (pulled() > MAX_BODY + 2 * CHUNK) problems.push(`${what}: read ${pulled()} bytes of ${OFFERED}`);
        seen.push(`${what}: ${res.status}, ${pulled()} bytes read`);
      }
      const { body, pulled } = countedBody(OFFERED);
      const res = await t.app.request(path, {
        method,
        headers: { ...headers, "content-type": api ? "text/plain" : "application/json" },
        body,
        duplex: "half",
      } as RequestInit);
      await res.body?.cancel();
      if (res.status !== 415) problems.push(`${route}, a body of the wrong type: ${res.status}`);
      if (pulled() > CHUNK) problems.push(`${route}, a body of the wrong type: read ${pulled()} bytes`);
    }
    console.log(seen.join("\n"));
    assert.deepEqual(problems, [], "every route bounds its body");
    // The game is as it was: nothing any of these requests did was written.
    const env = (await t.client.view(g.id, g.tokens[0])).body;
    assert.equal(env.seq, 0);
    assert.equal(env.view.viewer, 0, "the seat was not moved");
  } finally {
    await t.close();
  }
});

Deno.test("a body within the limit still reaches its route (API JSON and page forms)", async () => {
  const t = await testApp();
  try {
    const g = await seatedGame(t.client);
    const forget = await t.app.request(`/api/my-games/${g.id}/forget`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    assert.equal(forget.status, 204);
    const fields = new URLSearchParams({ faction: "empire", opponent: "bot", botLevel: "easy" });
    const created = await t.app.request("/new", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      body: fields.toString(),
    });
    assert.equal(created.status, 303);
    const padded = new URLSearchParams({ faction: "empire", pad: "x".repeat(MAX_BODY) });
    const tooBig = await t.app.request("/new", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      body: padded.toString(),
    });
    assert.equal(tooBig.status, 413);
    const empty = await t.app.request(`/api/games/${g.id}/transfer`, {
      method: "POST",
      headers: { authorization: `Bearer ${g.tokens[0]}` },
    });
    assert.equal(empty.status, 201, "a route without a body needs no content type");
    const form = await t.app.request(`/api/games/${g.id}/transfer`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${g.tokens[0]}`,
        "content-type": "application/x-www-form-urlencoded",
      },
    });
    assert.equal(form.status, 415, "no form reaches the API, even an empty one");
    const json = await t.app.request(`/g/${g.id}/transfer`, {
      method: "POST",
      headers: { authorization: `Bearer ${g.tokens[0]}`, "content-type": "application/json" },
    });
    assert.equal(json.status, 415, "no page post escapes the CSRF check by its type");
  } finally {
    await t.close();
  }
});

Deno.test("a body not complete by the deadline is refused with 408 and the stalled stream is let go", async () => {
  const t = await testApp({ bodyDeadlineMs: 150 });
  try {
    const g = await seatedGame(t.client);
    let cancelled = false;
    const stalled = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"transfer":'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const res = await t.app.request(`/api/games/${g.id}/claim`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stalled,
      duplex: "half",
    } as RequestInit);
    assert.equal(res.status, 408);
    assert.equal((await res.json()).error, "timeout");
    assert.ok(cancelled, "the guard stops reading the stalled body");
    const page = await t.app.request(`/g/${g.id}/claim`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      body: new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode("transfer=")) }),
      duplex: "half",
    } as RequestInit);
    assert.equal(page.status, 408);
  } finally {
    await t.close();
  }
});
