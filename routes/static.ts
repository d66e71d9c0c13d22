/**
 * `GET|HEAD /static/*`: files under static/ (server/assets.ts), in the best encoding the request's
 * Accept-Encoding allows (brotli, then gzip, else as they are), with an ETag per encoding. A URL that
 * carries the file's current hash (`?v=`, as the pages write them) may be kept for a year and never
 * revalidated; any other URL is revalidated (304 while the ETag holds). A path that is not a plain file
 * name (`..`, encoded or control characters, hidden files) is not found before the file system sees it.
 */
import { type Context, Hono } from "hono";
import { asset, encoded } from "../server/assets.ts";
import { type Encoding, ENCODINGS } from "../server/compression.ts";

/** For a year, unchanged: the URL names one content. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The ETag suffix of each encoding. */
const TAG: Record<Encoding, string> = { br: "-br", gzip: "-gz" };

/**
 * The encoding to send among those a request accepts (RFC 9110 §12.5.3): the highest q-value above 0,
 * brotli before gzip on a tie; `*` stands for any coding not named; null for the file as it is.
 */
export function negotiate(acceptEncoding: string | undefined): Encoding | null {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p)).find(Boolean);
    if (name) q.set(name === "x-gzip" ? "gzip" : name, qParam ? Number(qParam[1]) : 1);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const e of ENCODINGS) {
    const v = q.get(e) ?? q.get("*") ?? 0;
    if (v > bestQ) [best, bestQ] = [e, v];
  }
  return best;
}

/** Whether an If-None-Match header names the ETag (weak comparison, RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.trim() === "*" ||
    ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}

/** Sends a static file (`path` under static/) with its ETag, best encoding and `cacheControl`; 404 when missing. */
async function send(c: Context, path: string, cacheControl: (hash: string) => string): Promise<Response> {
  const file = await asset(path);
  if (!file) return c.notFound();
  const wanted = file.compressible ? negotiate(c.req.header("accept-encoding")) : null;
  const copy = wanted && encoded(file, wanted);
  const encoding = copy && copy.length < file.bytes.length ? wanted : null;
  const body = encoding ? copy! : file.bytes;
  const etag = `"${file.hash}${encoding ? TAG[encoding] : ""}"`;
  c.header("ETag", etag);
  c.header("Cache-Control", cacheControl(file.hash));
  if (file.compressible) c.header("Vary", "Accept-Encoding");
  if (matches(c.req.header("if-none-match"), etag)) return c.body(null, 304);
  c.header("Content-Type", file.type);
  c.header("Content-Length", String(body.length));
  if (encoding) c.header("Content-Encoding", encoding);
  return c.body(body, 200);
}

/** The static sub-app, mounted at /static. */
export function staticRoutes(): Hono {
  const app = new Hono();
  app.get("/*", (c: Context) => {
    const path = c.req.path.replace(/^\/static\//, "");
    return send(c, path, (hash) => c.req.query("v") === hash ? IMMUTABLE : "no-cache");
  });
  return app;
}

/**
 * `GET /sw.js`: the service worker (static/sw.js), served from the root so that its scope is the whole
 * site; always revalidated, so a new version reaches browsers at their next visit.
 */
export function workerRoute(): Hono {
  const app = new Hono();
  app.get("/sw.js", (c: Context) => send(c, "sw.js", () => "no-cache"));
  return app;
}
