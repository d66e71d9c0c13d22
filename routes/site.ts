/**
 * The site's public origin, for links and the Secure flag of cookies: `PUBLIC_URL` when set, else the
 * origin of the request's Host once checked. A request with a malformed Host is refused with 400
 * before any handler runs (RFC 9112 §3.2), so nothing is written for it and no handler can fail
 * on it after a write.
 */
import type { Context, MiddlewareHandler } from "hono";
import { failure, httpFailure } from "./errors.ts";

/** The origin links are built on, and whether cookies must be Secure. */
interface Site {
  origin: string;
  secure: boolean;
}

/** What the site guard gives the handlers after it: `c.get("site")`. */
export interface SiteEnv {
  Variables: { site: Site };
}

/** A host name, or an IPv4 or bracketed IPv6 literal, with an optional port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/** The origin of the request's Host (absent: of its URL), or null when the Host is malformed. */
function requestOrigin(c: Context): string | null {
  const host = c.req.header("host");
  try {
    if (!host) return new URL(c.req.url).origin;
    const m = HOST.exec(host);
    if (!m || host.length > 300 || Number(m[1] ?? 0) > 65535) return null;
    return new URL(`${/^https:/i.test(c.req.url) ? "https" : "http"}://${host}`).origin;
  } catch {
    return null;
  }
}

/** Middleware: sets `site`, or refuses a malformed Host with 400 (`bad-host` under /api/). */
export function siteGuard(publicUrl?: string): MiddlewareHandler<SiteEnv> {
  const fixed = publicUrl?.replace(/\/+$/, "");
  return async (c, next) => {
    const origin = requestOrigin(c);
    if (origin === null) {
      return c.req.path.startsWith("/api/")
        ? failure(c, httpFailure("bad-host", "the Host header is not a valid host name"))
        : c.text("bad host", 400);
    }
    const site = fixed ?? origin;
    c.set("site", { origin: site, secure: site.startsWith("https:") });
    await next();
  };
}

/** The link to a game's page, carrying its invite when one is given. */
export function gameLink(site: Site, id: string, invite?: string): string {
  return `${site.origin}/g/${id}${invite === undefined ? "" : `?invite=${invite}`}`;
}

/** The one-time link that moves a seat of a game to the device opening it. */
export function transferLink(site: Site, id: string, secret: string): string {
  return `${site.origin}/g/${id}?transfer=${secret}`;
}
