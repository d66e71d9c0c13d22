/** HTTP plumbing shared by the routes: credentials, JSON bodies, error bodies, seat cookies. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { getCookie, setCookie } from "hono/cookie";
import type * as v from "valibot";
import { check } from "./schemas.ts";
import type { Credentials, Fail } from "./games.ts";
import { seatCookieName } from "./tokens.ts";

/** How long a browser keeps a seat cookie. */
const COOKIE_MAX_AGE = 90 * 86_400;

/** The error body of the API: `{ error, message }` plus any extra fields (such as the current seq). */
export function failure(
  c: Context,
  f: { status: ContentfulStatusCode; error: string; message: string; extra?: Record<string, unknown> },
): Response {
  return c.json({ error: f.error, message: f.message, ...f.extra }, f.status);
}

/** The identity a request presents: `Authorization: Bearer <token>` or the seat cookies. */
export function credentials(c: Context): Credentials {
  const auth = c.req.header("authorization");
  const bearer = auth === undefined ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1] ?? "";
  const cookies = getCookie(c);
  return { bearer, cookie: (id) => cookies[seatCookieName(id)] };
}

/** Gives a browser its seat in a game as an HttpOnly, SameSite cookie (Secure when the site is on https). */
export function setSeatCookie(c: Context, gameId: string, token: string, publicUrl?: string): void {
  setCookie(c, seatCookieName(gameId), token, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: origin(c, publicUrl).startsWith("https:"),
    maxAge: COOKIE_MAX_AGE,
  });
}

/**
 * The request's JSON body checked against a schema. An empty body reads as `{}` when `emptyOk`.
 * Bodies must be sent as application/json (a cross-site form cannot).
 */
export async function readBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
  emptyOk = false,
): Promise<{ ok: true; value: v.InferOutput<S> } | Pick<Fail, "status" | "error" | "message">> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return { status: 400, error: "bad-request", message: "the request body could not be read" };
  }
  if (text.trim() === "" && emptyOk) return check(schema, {}) as { ok: true; value: v.InferOutput<S> };
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { status: 415, error: "bad-content-type", message: "send the body as application/json" };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { status: 400, error: "bad-json", message: "the body is not valid JSON" };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return { status: 400, error: "bad-request", message: "the body must be a JSON object" };
  }
  const r = check(schema, json);
  return r.ok ? r : { status: 400, error: "bad-request", message: r.message };
}

/** The public origin of the site: `PUBLIC_URL` when set, else the request's own origin. */
export function origin(c: Context, publicUrl?: string): string {
  return (publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, "");
}
