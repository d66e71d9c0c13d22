/** Builds the web app from a KV handle: middleware, the API, static files and pages. */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { serveStatic } from "hono/deno";
import { fileURLToPath } from "node:url";
import { GameService, type GameServiceOptions } from "./games.ts";
import { Hub } from "./hub.ts";
import { failure } from "./http.ts";
import { gamesRoutes } from "../routes/games.ts";
import { openApiRoutes } from "../routes/openapi.ts";
import { pageRoutes } from "../routes/pages.tsx";

/** Options of the app: the game service's, plus links and the SSE heartbeat. */
export interface AppOptions extends GameServiceOptions {
  /** Origin used in links (`PUBLIC_URL`); by default the request's own. */
  publicUrl?: string;
  /** SSE heartbeat period in ms. */
  heartbeatMs?: number;
}

/** The app and the services behind it (tests reach the store through `service`). */
export interface Server {
  app: Hono;
  service: GameService;
  hub: Hub;
}

/** Composes the Holotable server over a KV database. */
export function createApp(kv: Deno.Kv, opts: AppOptions = {}): Server {
  const service = new GameService(kv, opts);
  const hub = new Hub(service.store, (g, viewer) => service.render(g, viewer));
  const app = new Hono();
  app.use(secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  }));
  app.route(
    "/api/games",
    gamesRoutes({ service, hub, publicUrl: opts.publicUrl, heartbeatMs: opts.heartbeatMs }),
  );
  app.route("/api", openApiRoutes());
  app.use("/static/*", async (c, next) => {
    await next();
    if (c.req.query("v") && c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("/static/*", serveStatic({ root: fileURLToPath(new URL("..", import.meta.url)) }));
  app.route("/", pageRoutes({ service, publicUrl: opts.publicUrl }));
  app.notFound((c) =>
    c.req.path.startsWith("/api/")
      ? failure(c, { status: 404, error: "not-found", message: "no such resource" })
      : c.text("not found", 404)
  );
  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    console.error(err);
    return failure(c, { status: 500, error: "internal", message: "something went wrong on the server" });
  });
  return { app, service, hub };
}
