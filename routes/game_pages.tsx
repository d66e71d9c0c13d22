/**
 * Issue 12's pages (server-rendered; only the replay needs JavaScript, its own bundle):
 * `POST /g/:id/forget` (drop this browser's seat cookie), `POST /g/:id/transfer` (open a one-time link
 * moving the seat, shown on a page), `GET /g/:id?transfer=` (the other device takes the seat by a form),
 * `GET /g/:id/summary`, `POST /g/:id/rematch` (from the summary), `GET /g/:id/replay`, `GET /replay`
 * (a downloaded record opened again). The home page's list of games is `yourGames`.
 */
import { h } from "preact";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { csrf } from "hono/csrf";
import { deleteCookie } from "hono/cookie";
import type { Lang } from "../engine/mod.ts";
import type { MyGame } from "../api/contract.ts";
import { assetUrl } from "../server/assets.ts";
import type { GameService } from "../server/games.ts";
import { isGameId, isSecret, seatCookieName } from "../server/tokens.ts";
import { statusOf } from "./errors.ts";
import { credentials, seatCookies, setSeatCookie } from "./http.ts";
import { gameLink, type SiteEnv, transferLink } from "./site.ts";
import { language } from "./language.ts";
import { Message, page } from "../pages/Page.tsx";
import { TransferOffer, TransferShown } from "../pages/YourGames.tsx";
import { SummaryPage } from "../pages/Summary.tsx";
import { ReplayPage } from "../pages/ReplayPage.tsx";
import { cardFaces } from "../ui/faces.tsx";
import { WORDS } from "../ui/words.ts";

/** The games the request's seat cookies hold, newest first (the home page's list). */
export function yourGames(c: Context<SiteEnv>, service: GameService): Promise<MyGame[]> {
  return service.myGames(seatCookies(c), (id) => gameLink(c.get("site"), id));
}

/** The sub-app of issue 12's pages, mounted at / before the table's pages. */
export function gamePages({ service }: { service: GameService }): Hono<SiteEnv> {
  const app = new Hono<SiteEnv>();
  app.use(csrf());
  app.use(compress());

  /** A page with a message (unknown game, game not over, used link) and its status. */
  const message = async (c: Context<SiteEnv>, text: string, status: 400 | 404 | 409) => {
    const t = language(c);
    return c.html(
      page({ t, title: t.site, css: await assetUrl("app.css"), children: <Message t={t} text={text} /> }),
      status,
    );
  };

  app.use("/g/:id", async (c, next) => {
    const secret = c.req.query("transfer");
    if (secret === undefined || c.req.method !== "GET") return next();
    const id = c.req.param("id");
    if (!isGameId(id) || !isSecret(secret)) {
      return message(c, WORDS[language(c).lang as Lang].transferDone, 400);
    }
    const t = language(c);
    c.header("Cache-Control", "private, no-store");
    c.header("Referrer-Policy", "no-referrer");
    return c.html(page({
      t,
      title: t.site,
      css: await assetUrl("app.css"),
      children: <TransferOffer t={t} id={id} secret={secret} />,
    }));
  });

  app.post("/g/:id/forget", (c) => {
    const id = c.req.param("id");
    if (!isGameId(id)) return c.text("no such game", 404);
    deleteCookie(c, seatCookieName(id), { path: "/", secure: c.get("site").secure });
    return c.redirect("/", 303);
  });

  app.post("/g/:id/transfer", async (c) => {
    const id = c.req.param("id");
    if (!isGameId(id)) return c.text("no such game", 404);
    const r = await service.transfer(id, credentials(c));
    if (!r.ok) return c.text(r.message, statusOf(r.error));
    const t = language(c);
    const { secret, seat, until } = r.value;
    const link = { url: transferLink(c.get("site"), id, secret), transfer: secret, seat, expiresAt: until };
    c.header("Cache-Control", "private, no-store");
    return c.html(page({
      t,
      title: t.site,
      css: await assetUrl("app.css"),
      children: <TransferShown t={t} id={id} link={link} now={service.now()} />,
    }));
  });

  app.get("/g/:id/summary", async (c) => {
    const id = c.req.param("id");
    const t = language(c);
    const r = isGameId(id) ? await service.summary(id) : null;
    if (!r) return message(c, t.notFound, 404);
    if (!r.ok) {
      return message(
        c,
        r.error === "game-not-over" ? WORDS[t.lang as Lang].notOver : t.notFound,
        r.error === "game-not-over" ? 409 : 404,
      );
    }
    const me = await service.caller(id, credentials(c));
    c.header("Cache-Control", "private, no-cache");
    return c.html(page({
      t,
      title: `${WORDS[t.lang as Lang].summaryTitle} — ${t.site}`,
      css: await assetUrl("app.css"),
      children: <SummaryPage t={t} id={id} sum={r.value} seated={me.ok && me.value.seat >= 0} />,
    }));
  });

  app.post("/g/:id/rematch", async (c) => {
    const id = c.req.param("id");
    if (!isGameId(id)) return c.text("no such game", 404);
    const r = await service.rematch(id, credentials(c));
    if (!r.ok) return c.text(r.message, statusOf(r.error));
    setSeatCookie(c, r.value.id, r.value.token);
    return c.redirect(`/g/${r.value.id}`, 303);
  });

  const replay = async (c: Context<SiteEnv>, id: string | null) => {
    const t = language(c);
    let record = null, seat = -1;
    if (id !== null) {
      const r = await service.record(id);
      if (!r.ok) {
        return message(
          c,
          r.error === "game-not-over" ? WORDS[t.lang as Lang].notOver : t.notFound,
          r.error === "game-not-over" ? 409 : 404,
        );
      }
      record = r.value;
      const me = await service.caller(id, credentials(c));
      seat = me.ok ? me.value.seat : -1;
    }
    c.header("Cache-Control", "private, no-cache");
    return c.html(page({
      t,
      title: `${WORDS[t.lang as Lang].replayTitle} — ${t.site}`,
      css: await assetUrl("app.css"),
      js: await assetUrl("build/replay.js"),
      children: (
        <ReplayPage props={{ id, record, seat, lang: t.lang as Lang, t, cards: cardFaces(t.lang as Lang) }} />
      ),
    }));
  };
  app.get("/g/:id/replay", (c) => {
    const id = c.req.param("id");
    return isGameId(id) ? replay(c, id) : message(c, language(c).notFound, 404);
  });
  app.get("/replay", (c) => replay(c, null));

  return app;
}
