/** The push API: the server's public key, and a seated device subscribing or unsubscribing. Parsing and status codes only. */
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { PushKey } from "../api/contract.ts";
import { PushSubscribeSchema, PushUnsubscribeSchema } from "../api/push_schemas.ts";
import type { PushService } from "../server/push/service.ts";
import { isGameId } from "../server/tokens.ts";
import { pickLang } from "../ui/i18n.ts";
import { failure, httpFailure } from "./errors.ts";
import { credentials, readBody } from "./http.ts";
import type { SiteEnv } from "./site.ts";

/** The push sub-app, mounted at /api. */
export function pushRoutes(push: PushService): Hono<SiteEnv> {
  const app = new Hono<SiteEnv>();

  app.get("/push/key", async (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json({ publicKey: await push.publicKey() } satisfies PushKey);
  });

  app.put("/games/:id/push", async (c) => {
    const id = c.req.param("id");
    if (!isGameId(id)) return failure(c, httpFailure("not-found", "no such game"));
    const body = await readBody(c, PushSubscribeSchema);
    if (!body.ok) return failure(c, body);
    const cookie = getCookie(c, "ht_lang"); // the pages' language choice (routes/pages.tsx)
    const lang = body.value.lang ?? pickLang(undefined, cookie, c.req.header("accept-language"));
    const r = await push.subscribe(id, credentials(c), body.value, lang);
    return r.ok ? c.body(null, 204) : failure(c, r);
  });

  app.delete("/games/:id/push", async (c) => {
    const id = c.req.param("id");
    if (!isGameId(id)) return failure(c, httpFailure("not-found", "no such game"));
    const body = await readBody(c, PushUnsubscribeSchema);
    if (!body.ok) return failure(c, body);
    const r = await push.unsubscribe(id, credentials(c), body.value.endpoint);
    return r.ok ? c.body(null, 204) : failure(c, r);
  });

  return app;
}
