/** HTTP plumbing shared by the routes: credentials, JSON bodies, seat cookies. */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type * as v from "valibot";
import { check } from "../api/schemas.ts";
import type { Credentials } from "../server/seats.ts";
import { seatCookieName } from "../server/tokens.ts";
import { type HttpFailure, httpFailure } from "./errors.ts";
import type { SiteEnv } from "./site.ts";

/** How long a browser keeps a seat cookie. */
const COOKIE_MAX_AGE = 90 * 86_400;

/** The identity a request presents: `Authorization: Bearer <token>` or the seat cookies. */
export function credentials(c: Context): Credentials {
  const auth = c.req.header("authorization");
  const bearer = auth === undefined ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1] ?? "";
  const cookies = getCookie(c);
  return { bearer, cookie: (id) => cookies[seatCookieName(id)] };
}

/** The request's seat cookies as [game id, token] pairs (their names are `seatCookieName(id)`). */
export function seatCookies(c: Context): [string, string][] {
  const prefix = seatCookieName("");
  return Object.entries(getCookie(c))
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, token]): [string, string] => [name.slice(prefix.length), token]);
}

/** Gives a browser its seat in a game as an HttpOnly, SameSite cookie (Secure when the site is on https). */
export function setSeatCookie(c: Context<SiteEnv>, gameId: string, token: string): void {
  setCookie(c, seatCookieName(gameId), token, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: c.get("site").secure,
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
): Promise<{ ok: true; value: v.InferOutput<S> } | HttpFailure> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return httpFailure("bad-request", "the request body could not be read");
  }
  if (text.trim() === "" && emptyOk) return checked(schema, {});
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return httpFailure("bad-content-type", "send the body as application/json");
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return httpFailure("bad-json", "the body is not valid JSON");
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return httpFailure("bad-request", "the body must be a JSON object");
  }
  return checked(schema, json);
}

/** A value checked against a schema, or a `bad-request` refusal naming the first problem. */
export function checked<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; value: v.InferOutput<S> } | HttpFailure {
  const r = check(schema, input);
  return r.ok ? r : httpFailure("bad-request", r.message);
}
