/**
 * Page weight: serves the app in-process, opens each page (home, table) and prints the bytes of the
 * scripts (with the chunks they import statically) and styles it loads, raw and gzipped (level 9),
 * with a JSON line last. Chunks loaded later by `import()` are listed apart, as "later".
 * Usage: deno task bench:page   (builds the bundles first)
 */
import { gzipSync } from "node:zlib";
import { createApp } from "../server/app.ts";

/** One asset of a page: raw and gzip -9 bytes. */
interface Asset {
  page: string;
  kind: "script" | "style" | "later";
  url: string;
  raw: number;
  gzip: number;
}

/** The scripts and styles each page loads, measured through the app itself. */
export async function pageWeights(): Promise<Asset[]> {
  const kv = await Deno.openKv(":memory:");
  try {
    const { app } = createApp(kv);
    const get = (path: string, init?: RequestInit) =>
      Promise.resolve(app.request(`http://localhost${path}`, init));
    const made = await get("/new", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      body: "faction=empire",
    });
    const cookie = made.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const pages = { home: "/", table: made.headers.get("location")! };
    const out: Asset[] = [];
    for (const [page, path] of Object.entries(pages)) {
      const html = await (await get(path, { headers: { cookie } })).text();
      const refs = [
        ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => ["script", m[1]]),
        ...[...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => ["style", m[1]]),
      ] as [Asset["kind"], string][];
      const seen = new Set<string>();
      for (const [kind, url] of refs) {
        if (seen.has(url)) continue;
        seen.add(url);
        const res = await get(url.replaceAll("&amp;", "&"));
        if (!res.ok) throw new Error(`${url}: ${res.status} (run deno task build first)`);
        const bytes = new Uint8Array(await res.arrayBuffer());
        out.push({ page, kind, url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
        if (kind === "style") continue;
        const code = new TextDecoder().decode(bytes);
        const at = (m: RegExpMatchArray) => new URL(m[2], `http://localhost${url}`).pathname;
        for (const m of code.matchAll(/(from|import)\s*"(\.\/[^"]+)"/g)) refs.push([kind, at(m)]);
        for (const m of code.matchAll(/(import)\(\s*"(\.\/[^"]+)"\)/g)) refs.push(["later", at(m)]);
      }
    }
    return out;
  } finally {
    kv.close();
  }
}

if (import.meta.main) {
  const assets = await pageWeights();
  const totals: Record<string, { js: number; jsGzip: number; css: number; cssGzip: number }> = {};
  for (const a of assets) {
    console.log(
      `${a.page.padEnd(6)} ${a.kind.padEnd(6)} ${a.url.padEnd(44)} ${String(a.raw).padStart(7)} B raw ${
        String(a.gzip).padStart(7)
      } B gzip`,
    );
    const t = totals[a.page] ??= { js: 0, jsGzip: 0, css: 0, cssGzip: 0 };
    if (a.kind === "script") (t.js += a.raw, t.jsGzip += a.gzip);
    else if (a.kind === "style") (t.css += a.raw, t.cssGzip += a.gzip);
  }
  for (const [page, t] of Object.entries(totals)) {
    console.log(
      `${page}: JavaScript ${t.js} B raw, ${t.jsGzip} B gzip; CSS ${t.css} B raw, ${t.cssGzip} B gzip`,
    );
  }
  console.log(JSON.stringify({ pages: totals }));
}
