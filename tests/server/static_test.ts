/** Static files: encoding chosen from Accept-Encoding, the build's copies or in-memory ones, headers, HEAD, 304. */
import assert from "node:assert/strict";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { negotiate } from "../../routes/static.ts";
import { testApp } from "../support/server.ts";

/** What a desktop Chromium sends. */
const BROWSER = "gzip, deflate, br, zstd";

/** A temporary folder under static/ with the given files; removed by the returned function. */
async function fixture(files: Record<string, Uint8Array | string>): Promise<[string, () => Promise<void>]> {
  const dir = `test_${crypto.randomUUID()}`;
  const base = new URL(`../../static/${dir}/`, import.meta.url);
  await Deno.mkdir(base, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
    await Deno.writeFile(new URL(name, base), bytes);
  }
  return [`/static/${dir}`, () => Deno.remove(base, { recursive: true })];
}

/** A script long enough to be worth compressing. */
const SCRIPT = Array.from({ length: 300 }, (_, i) => `export const card${i} = "card number ${i}";`).join(
  "\n",
);

Deno.test("negotiate picks brotli, then gzip, by q-value; nothing when neither is accepted", () => {
  assert.equal(negotiate(BROWSER), "br");
  assert.equal(negotiate("gzip"), "gzip");
  assert.equal(negotiate("x-gzip"), "gzip");
  assert.equal(negotiate("br;q=0, gzip"), "gzip");
  assert.equal(negotiate("gzip;q=0.5, br;q=0.4"), "gzip");
  assert.equal(negotiate("GZIP; q=1.0, BR; q=1.0"), "br");
  assert.equal(negotiate("*"), "br");
  assert.equal(negotiate("gzip;q=0, *;q=0.1"), "br");
  assert.equal(negotiate("*;q=0"), null);
  assert.equal(negotiate("identity"), null);
  assert.equal(negotiate("deflate, zstd"), null);
  assert.equal(negotiate(""), null);
  assert.equal(negotiate(undefined), null);
});

Deno.test("a file is sent in the accepted encoding with its type, length, ETag and Vary; as it is otherwise", async () => {
  const t = await testApp();
  const [dir, remove] = await fixture({ "a.js": SCRIPT });
  try {
    const raw = new TextEncoder().encode(SCRIPT);
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    const etags = new Set<string>();
    for (const [accept, encoding] of [[BROWSER, "br"], ["gzip", "gzip"], ["", null]] as const) {
      const res = await t.app.request(`${dir}/a.js`, { headers: { "accept-encoding": accept } });
      assert.equal(res.status, 200);
      const body = new Uint8Array(await res.arrayBuffer());
      assert.equal(res.headers.get("content-encoding"), encoding, accept);
      assert.equal(res.headers.get("content-type"), "text/javascript; charset=utf-8");
      assert.equal(res.headers.get("content-length"), String(body.length));
      assert.equal(res.headers.get("vary"), "Accept-Encoding");
      assert.equal(res.headers.get("cache-control"), "no-cache", "an unversioned URL is revalidated");
      assert.deepEqual(encoding ? new Uint8Array(decoders[encoding](body)) : body, raw);
      if (encoding) assert.ok(body.length < raw.length / 3, `${encoding}: ${body.length} of ${raw.length} B`);
      etags.add(res.headers.get("etag")!);
    }
    assert.equal(etags.size, 3, "each encoding has its own ETag");
  } finally {
    await remove();
    await t.close();
  }
});

Deno.test("the build's copy is sent when it is the file's current content; a stale copy is not", async () => {
  const t = await testApp();
  const fast = gzipSync(SCRIPT, { level: 1 });
  const [dir, remove] = await fixture({
    "fresh.js": SCRIPT,
    "fresh.js.gz": fast,
    "stale.js": SCRIPT,
    "stale.js.gz": gzipSync(SCRIPT.replace("card number 7", "card number 8"), { level: 1 }),
  });
  try {
    const get = async (path: string) =>
      new Uint8Array(
        await (await t.app.request(path, { headers: { "accept-encoding": "gzip" } })).arrayBuffer(),
      );
    assert.deepEqual(await get(`${dir}/fresh.js`), new Uint8Array(fast), "the build's copy, byte for byte");
    const stale = await get(`${dir}/stale.js`);
    assert.notDeepEqual(stale, new Uint8Array(fast));
    assert.equal(gunzipSync(stale).toString(), SCRIPT, "the stale copy is replaced by the current content");
    assert.equal(
      (await t.app.request(`${dir}/fresh.js.gz`)).status,
      404,
      "copies are not files of their own",
    );
    for (
      const odd of ["//fresh.js", "/.fresh.js", "%2Ffresh.js", "/fresh.js%00", "/../deno.json"]
    ) {
      const res = await t.app.request(`${dir}${odd}`);
      assert.equal(res.status, 404, `${odd}: one file has one path (nothing else is read into memory)`);
    }
  } finally {
    await remove();
    await t.close();
  }
});

Deno.test("HEAD, 304 and caching: versioned URLs kept for a year, others revalidated; a changed file is read again", async () => {
  const t = await testApp();
  const [dir, remove] = await fixture({
    "a.css": `body { color: red; }\n`.repeat(40),
    "a.png": "not really a png",
  });
  try {
    const get = await t.app.request(`${dir}/a.css`, { headers: { "accept-encoding": BROWSER } });
    const etag = get.headers.get("etag")!;
    const hash = /^"(\w+)-br"$/.exec(etag)![1];
    const head = await t.app.request(`${dir}/a.css`, {
      method: "HEAD",
      headers: { "accept-encoding": BROWSER },
    });
    assert.equal(head.status, 200);
    assert.equal(await head.text(), "");
    for (const h of ["content-type", "content-length", "content-encoding", "etag", "vary"]) {
      assert.equal(head.headers.get(h), get.headers.get(h), h);
    }
    const versioned = await t.app.request(`${dir}/a.css?v=${hash}`);
    assert.equal(versioned.headers.get("cache-control"), "public, max-age=31536000, immutable");
    const old = await t.app.request(`${dir}/a.css?v=000000000000`);
    assert.equal(old.headers.get("cache-control"), "no-cache", "a URL naming another version is not kept");
    const again = await t.app.request(`${dir}/a.css`, {
      headers: { "accept-encoding": BROWSER, "if-none-match": `W/"x", ${etag}` },
    });
    assert.equal(again.status, 304);
    assert.equal(await again.text(), "");
    assert.equal(again.headers.get("etag"), etag);
    const other = await t.app.request(`${dir}/a.css`, {
      headers: { "accept-encoding": "gzip", "if-none-match": etag },
    });
    assert.equal(other.status, 200, "the brotli ETag does not validate the gzip body");
    const png = await t.app.request(`${dir}/a.png`, { headers: { "accept-encoding": BROWSER } });
    assert.equal(png.headers.get("content-encoding"), null);
    assert.equal(png.headers.get("vary"), null);
    assert.equal(png.headers.get("content-type"), "image/png");

    await Deno.writeTextFile(new URL(`../..${dir}/a.css`, import.meta.url), "body { color: blue; }\n");
    const changed = await t.app.request(`${dir}/a.css`);
    assert.equal(await changed.text(), "body { color: blue; }\n");
    assert.notEqual(changed.headers.get("etag"), `"${hash}"`);
    assert.equal((await t.app.request(`${dir}/missing.css`)).status, 404);
    const post = await t.app.request(`${dir}/a.css`, { method: "POST" });
    assert.ok(post.status >= 400 && post.status < 500, `POST answers ${post.status}`);
  } finally {
    await remove();
    await t.close();
  }
});

Deno.test("the table page's bundle is served as the build wrote it: brotli to a browser, the raw file to curl", async () => {
  const t = await testApp();
  try {
    const made = await t.app.request("/new", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      body: "faction=rebel",
    });
    const html = await (await t.app.request(made.headers.get("location")!)).text();
    const src = /<script[^>]*\ssrc="(\/static\/build\/table\.js\?v=\w+)"/.exec(html)![1];
    const file = await Deno.readFile(new URL("../../static/build/table.js", import.meta.url));
    const br = await t.app.request(src, { headers: { "accept-encoding": BROWSER } });
    assert.equal(br.headers.get("content-encoding"), "br");
    assert.equal(br.headers.get("cache-control"), "public, max-age=31536000, immutable");
    assert.deepEqual(new Uint8Array(brotliDecompressSync(new Uint8Array(await br.arrayBuffer()))), file);
    const plain = await t.app.request(src);
    assert.deepEqual(new Uint8Array(await plain.arrayBuffer()), file);
  } finally {
    await t.close();
  }
});
