/** Builds the web app from a KV handle: middleware, the API, static files and pages. */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { GameService, type GameServiceOptions } from "../server/games.ts";
import type { Hub } from "../server/hub.ts";
import { Presence } from "../server/presence.ts";
import { failure, httpFailure } from "./errors.ts";
import { gamesRoutes } from "./games.ts";
import { myGamesRoutes } from "./my_games.ts";
import { openApiRoutes } from "./openapi.ts";
import { gamePages } from "./game_pages.tsx";
import { pageRoutes } from "./pages.tsx";
import { learnRoutes } from "./learn.tsx";
import { type SiteEnv, siteGuard } from "./site.ts";
import { bodyGuard } from "./body_guard.ts";
import { MAX_BODY } from "../api/schemas.ts";
import { staticRoutes, workerRoute } from "./static.ts";
import { pushRoutes } from "./push.ts";
import { type PushOptions, PushService } from "../server/push/service.ts";

/** Options of the app: the game service's, plus links and the SSE heartbeat. */
export interface AppOptions extends GameServiceOptions {
  /** Origin used in links (`PUBLIC_URL`); by default the request's own. */
  publicUrl?: string;
  /** SSE heartbeat period in ms. */
  heartbeatMs?: number;
  /** Time allowed to receive a request body (ms; default `BODY_DEADLINE_MS`, 10 s). */
  bodyDeadlineMs?: number;
  /** Web Push: allowed origins, VAPID keys (`push/service.ts`). */
  push?: PushOptions;
}

/** The app and the services behind it (tests reach the store through `service`). */
export interface Server {
  app: Hono<SiteEnv>;
  service: GameService;
  hub: Hub;
  /** Who has each game's table open (in this process). */
  presence: Presence;
  /** Web Push: subscriptions, keys, the outbox's delivery. */
  push: PushService;
}

/** Composes the Holotable server over a KV database. */
export function createApp(kv: Deno.Kv, opts: AppOptions = {}): Server {
  const service = new GameService(kv, opts);
  const hub = service.hub;
  const presence = new Presence();
  const push = new PushService(kv, service.store, opts.push);
  service.store.accompany(push.companion());
  const app = new Hono<SiteEnv>();
  app.use(secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", "data:"], // the your-turn favicon is drawn as a data: URL (ui/signals.ts)
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  }));
  app.use(siteGuard(opts.publicUrl));
  app.use(bodyGuard(MAX_BODY, opts.bodyDeadlineMs));
  app.route("/api/games", gamesRoutes({ service, hub, presence, heartbeatMs: opts.heartbeatMs }));
  app.route("/api/my-games", myGamesRoutes(service));
  app.route("/api", pushRoutes(push));
  app.route("/api", openApiRoutes());
  app.route("/static", staticRoutes());
  app.route("/", workerRoute());
  app.route("/", gamePages({ service }));
  app.route("/", learnRoutes());
  app.route("/", pageRoutes({ service }));
  app.notFound((c) =>
    c.req.path.startsWith("/api/")
      ? failure(c, httpFailure("not-found", "no such resource"))
      : c.text("not found", 404)
  );
  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    console.error(err);
    return failure(c, httpFailure("internal", "something went wrong on the server"));
  });
  return { app, service, hub, presence, push };
}
