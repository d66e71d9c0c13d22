/** "Your games": `GET /api/my-games` lists the games the request's seat cookies hold; forgetting one clears its cookie. */
import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import type { MyGames } from "../api/contract.ts";
import type { GameService } from "../server/games.ts";
import { ForgetSchema } from "../api/schemas.ts";
import { isGameId, seatCookieName } from "../server/tokens.ts";
import { failure, httpFailure } from "./errors.ts";
import { readBody, seatCookies } from "./http.ts";
import { gameLink, type SiteEnv } from "./site.ts";

/** The `/api/my-games` sub-app. */
export function myGamesRoutes(service: GameService): Hono<SiteEnv> {
  const app = new Hono<SiteEnv>();

  app.get("/", async (c) => {
    const games = await service.myGames(seatCookies(c), (id) => gameLink(c.get("site"), id));
    c.header("Cache-Control", "private, no-store");
    c.header("Vary", "Cookie");
    return c.json({ games } satisfies MyGames);
  });

  app.post("/:id/forget", async (c) => {
    const id = c.req.param("id");
    if (!isGameId(id)) return failure(c, httpFailure("not-found", "no such game"));
    const body = await readBody(c, ForgetSchema);
    if (!body.ok) return failure(c, body);
    deleteCookie(c, seatCookieName(id), { path: "/", secure: c.get("site").secure });
    return c.body(null, 204);
  });

  return app;
}
