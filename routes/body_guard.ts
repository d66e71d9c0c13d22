/**
 * The one place where request bodies are read off the connection: a middleware in front of every
 * route (`routes/app.ts`), so no route can read a body unbounded and a new route cannot forget.
 *
 * For every method but GET, HEAD and OPTIONS it checks the content type before reading anything (the
 * API takes `application/json` and no form, even empty; the pages take the forms a browser sends or no
 * type, and nothing else, so every page post goes through the CSRF check of its Origin, which Hono makes
 * for form types and untyped bodies only), refuses a declared length over the limit with
 * 413 without reading, then reads the body into memory, stopping with 413 as soon as it passes the
 * limit and with 408 when it is not complete by the deadline (Deno.serve has no timeout of its own).
 * The route then reads the copy from memory. What the guard leaves unread is drained and dropped by
 * the server, never held.
 */
import type { Context, MiddlewareHandler } from "hono";
import { MAX_BODY } from "../api/schemas.ts";
import { failure, httpFailure } from "./errors.ts";

/** Time allowed to receive a whole request body, from the moment its headers were read (ms). */
export const BODY_DEADLINE_MS = 10_000;

/** The API's body type. */
const JSON_TYPE = /^application\/json\s*(;|$)/i;
/** The bodies a browser's form sends. */
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** What the guard refuses, with its status. */
type Refusal = { code: "too-large"; status: 413 } | { code: "bad-content-type"; status: 415 } | {
  code: "timeout";
  status: 408;
};

/** The refusal in the route's language: JSON under /api/, plain text for the pages. */
function refuse(c: Context, r: Refusal, message: string): Response {
  if (c.req.path.startsWith("/api/")) return failure(c, httpFailure(r.code, message));
  return c.text(message, r.status);
}

/** Reads at most `limit` bytes of a body by `deadline`: the bytes, or why it stopped. */
async function readBounded(
  body: ReadableStream<Uint8Array>,
  limit: number,
  deadlineMs: number,
): Promise<Uint8Array<ArrayBuffer> | "too-large" | "timeout"> {
  const reader = body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"timeout">((r) => (timer = setTimeout(() => r("timeout"), deadlineMs)));
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), late]);
      if (next === "timeout") return next;
      if (next.done) break;
      size += next.value.byteLength;
      if (size > limit) return "too-large";
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => {});
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** The middleware: bodies of the right type, at most `limit` bytes, complete within `deadlineMs`. */
export function bodyGuard(limit = MAX_BODY, deadlineMs = BODY_DEADLINE_MS): MiddlewareHandler {
  return async (c, next) => {
    const req = c.req.raw;
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const api = c.req.path.startsWith("/api/");
    const type = req.headers.get("content-type");
    const declared = req.headers.get("content-length");
    const empty = req.body === null || (declared !== null && /^\s*0+\s*$/.test(declared));
    // A type, if given, must be the route's (so no form reaches the API, and no page post escapes the
    // CSRF check, which Hono makes for form types only); a body needs one.
    const wrongType = type === null ? !empty && api : !(api ? JSON_TYPE : FORM_TYPE).test(type);
    if (wrongType) {
      const wanted = api ? "application/json" : "a form (application/x-www-form-urlencoded)";
      return refuse(c, { code: "bad-content-type", status: 415 }, `send the body as ${wanted}`);
    }
    const tooLarge = () =>
      refuse(c, { code: "too-large", status: 413 }, `request bodies are limited to ${limit} bytes`);
    if (declared !== null && !(Number(declared) <= limit)) return tooLarge();
    if (req.body === null) return next();
    const read = await readBounded(req.body, limit, deadlineMs);
    if (read === "too-large") return tooLarge();
    if (read === "timeout") {
      return refuse(c, { code: "timeout", status: 408 }, `send the whole body within ${deadlineMs / 1000} s`);
    }
    c.req.raw = new Request(req, { body: read });
    await next();
  };
}
