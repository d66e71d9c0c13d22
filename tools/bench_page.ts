/**
 * Page weight as a browser downloads it: serves the app on a loopback port (Deno.serve, as `deno task
 * start` does), opens each page (home, table) and the scripts and styles it loads over plain HTTP/1.1 with
 * Chromium's Accept-Encoding, and counts the bytes read off the socket. For each response it prints the
 * bytes transferred (status line, headers and body as sent), the body as sent and its encoding, the raw
 * size and the size gzipped at level 9; per page the totals, with a JSON line last. A script's chunks
 * count with it when it imports them statically; chunks imported lazily are listed as "later".
 * Usage: deno task bench:page   (builds the bundles and their compressed copies first)
 */
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { createApp } from "../routes/app.ts";

/** What a desktop Chromium sends. */
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** One response a page needs: the document, a script or a style. */
export interface Download {
  page: string;
  /** "later": a chunk a script imports lazily (`import()`), not part of the page's first load. */
  kind: "document" | "script" | "style" | "later";
  url: string;
  /** The Content-Encoding it came with ("" for none). */
  encoding: string;
  /** Bytes read off the socket: status line, headers, body (with chunk framing if any). */
  transferred: number;
  /** The body as sent (encoded). */
  body: number;
  /** The body decoded. */
  raw: number;
  /** The decoded body gzipped at level 9. */
  gzip: number;
}

/** A response read off the wire. */
interface WireResponse {
  status: number;
  headers: Headers;
  transferred: number;
  body: Uint8Array;
}

/** The bytes of a chunked body without its framing (RFC 9112 §7.1). */
function unchunk(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  let at = 0;
  for (;;) {
    const eol = bytes.indexOf(0x0a, at);
    const size = parseInt(new TextDecoder().decode(bytes.subarray(at, eol)), 16);
    if (!(size > 0)) break;
    parts.push(bytes.subarray(eol + 1, eol + 1 + size));
    at = eol + 1 + size + 2;
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((n, p) => (out.set(p, n), n + p.length), 0);
  return out;
}

/** One GET over a fresh HTTP/1.1 connection, read whole, nothing decoded. */
async function wireGet(port: number, path: string, headers: Record<string, string>): Promise<WireResponse> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  const lines = [`GET ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, "Connection: close"];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  await conn.write(new TextEncoder().encode(`${lines.join("\r\n")}\r\n\r\n`));
  const bytes = new Uint8Array(await new Response(conn.readable).arrayBuffer());
  const split = bytes.findIndex((_, i) =>
    bytes[i] === 13 && bytes[i + 1] === 10 && bytes[i + 2] === 13 && bytes[i + 3] === 10
  );
  const [status, ...fields] = new TextDecoder().decode(bytes.subarray(0, split)).split("\r\n");
  const h = new Headers(
    fields.map((f): [string, string] => [f.slice(0, f.indexOf(":")), f.slice(f.indexOf(":") + 1).trim()]),
  );
  const body = bytes.subarray(split + 4);
  return {
    status: Number(status.split(" ")[1]),
    headers: h,
    transferred: bytes.length,
    body: /chunked/i.test(h.get("transfer-encoding") ?? "") ? unchunk(body) : body,
  };
}

/** A body decoded from its Content-Encoding. */
function decode(body: Uint8Array, encoding: string): Uint8Array {
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "") return body;
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

/** Every response of the home page and a new game's table page, as a browser downloads them. */
export async function pageDownloads(): Promise<Download[]> {
  const kv = await Deno.openKv(":memory:");
  const { app } = createApp(kv);
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, app.fetch);
  try {
    const port = server.addr.port;
    const made = await app.request("http://127.0.0.1/new", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://127.0.0.1" },
      body: "faction=empire",
    });
    const cookie = made.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const pages = { home: "/", table: made.headers.get("location")! };
    const out: Download[] = [];
    const fetchOne = async (page: string, kind: Download["kind"], url: string) => {
      const res = await wireGet(port, url, { "Accept-Encoding": ACCEPT_ENCODING, Cookie: cookie });
      if (res.status !== 200) throw new Error(`${url}: ${res.status} (run deno task build first)`);
      const encoding = res.headers.get("content-encoding") ?? "";
      const raw = decode(res.body, encoding);
      out.push({
        page,
        kind,
        url,
        encoding,
        transferred: res.transferred,
        body: res.body.length,
        raw: raw.length,
        gzip: gzipSync(raw, { level: 9 }).length,
      });
      return new TextDecoder().decode(raw);
    };
    for (const [page, path] of Object.entries(pages)) {
      const html = await fetchOne(page, "document", path);
      const refs = [
        ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => ["script", m[1]]),
        ...[...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => ["style", m[1]]),
      ] as [Download["kind"], string][];
      const seen = new Set<string>();
      for (const [kind, ref] of refs) {
        const url = ref.replaceAll("&amp;", "&");
        if (seen.has(url)) continue;
        seen.add(url);
        const body = await fetchOne(page, kind, url);
        if (kind === "style") continue;
        // The chunks a script imports: statically (part of the same load) or lazily (`import("./…")`).
        const at = (m: RegExpMatchArray) => new URL(m[2], `http://127.0.0.1${url}`).pathname;
        for (const m of body.matchAll(/(from|import)\s*"(\.\/[^"]+)"/g)) refs.push([kind, at(m)]);
        for (const m of body.matchAll(/(import)\(\s*"(\.\/[^"]+)"\)/g)) refs.push(["later", at(m)]);
      }
    }
    return out;
  } finally {
    await server.shutdown();
    kv.close();
  }
}

/** Totals of one page: what was transferred, and the scripts' and styles' raw and gzip bytes. */
interface PageTotals {
  transferred: number;
  js: number;
  jsTransferred: number;
  jsGzip: number;
  css: number;
  cssTransferred: number;
  cssGzip: number;
}

if (import.meta.main) {
  const downloads = await pageDownloads();
  const totals: Record<string, PageTotals> = {};
  console.log(
    "page   kind      url                                          transferred   body (enc)     raw    gzip-9",
  );
  for (const d of downloads) {
    console.log(
      `${d.page.padEnd(6)} ${d.kind.padEnd(9)} ${d.url.slice(0, 44).padEnd(44)} ${
        String(d.transferred).padStart(9)
      } B ${String(d.body).padStart(7)} (${(d.encoding || "none").padEnd(4)}) ${String(d.raw).padStart(7)} ${
        String(d.gzip).padStart(7)
      }`,
    );
    const t = totals[d.page] ??= {
      transferred: 0,
      js: 0,
      jsTransferred: 0,
      jsGzip: 0,
      css: 0,
      cssTransferred: 0,
      cssGzip: 0,
    };
    t.transferred += d.transferred;
    if (d.kind === "script") (t.js += d.raw, t.jsTransferred += d.transferred, t.jsGzip += d.gzip);
    if (d.kind === "style") (t.css += d.raw, t.cssTransferred += d.transferred, t.cssGzip += d.gzip);
  }
  for (const [page, t] of Object.entries(totals)) {
    console.log(
      `${page}: ${t.transferred} B transferred in all; JavaScript ${t.jsTransferred} B transferred (${t.js} B raw, ${t.jsGzip} B gzip); CSS ${t.cssTransferred} B transferred (${t.css} B raw, ${t.cssGzip} B gzip)`,
    );
  }
  console.log(JSON.stringify({ acceptEncoding: ACCEPT_ENCODING, pages: totals }));
}
