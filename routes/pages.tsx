/**
 * The pages: `/` (new game form), `POST /new`, `/g/:id` (the table, server-rendered from the caller's
 * view and hydrated as an island), `POST /g/:id/join` (taking a seat without JavaScript). The page
 * language comes from `?lang=`, then the `ht_lang` cookie, then Accept-Language.
 */
import { h } from "preact";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { csrf } from "hono/csrf";
import { getCookie, setCookie } from "hono/cookie";
import { isTeamGame, type Lang } from "../engine/mod.ts";
import { asset, assetUrl } from "../server/assets.ts";
import type { GameService } from "../server/games.ts";
import { check, createGameFromForm, CreateGameSchema, MoveSchema, UndoSchema } from "../api/schemas.ts";
import { isGameId, isSecret } from "../server/tokens.ts";
import { statusOf } from "./errors.ts";
import { credentials, setSeatCookie } from "./http.ts";
import { gameLink, type SiteEnv } from "./site.ts";
import { forBot } from "../ui/i18n.ts";
import { Home, Message, page, TablePage } from "../pages/Page.tsx";
import { cardFaces } from "../ui/faces.tsx";
import { tableLearn } from "../ui/learn/table_words.ts";
import { titleOf } from "../ui/signals.ts";
import { YourGames } from "../pages/YourGames.tsx";
import { yourGames } from "./game_pages.tsx";
import { language } from "./language.ts";
import type { TableProps } from "../ui/store.ts";

/**
 * Cookie keeping a game's invitations for its creator while a seat is free: the table's, then (2v2)
 * `.<seat><secret>` for each seat left to a friend. The server keeps only their hashes, so this
 * cookie (HttpOnly, the game's path, 2 days) is the only place the creator's page can show them from.
 */
const inviteCookie = (id: string) => `hti_${id}`;

/** A seat's own invitation, as kept in the creator's cookie. */
interface SeatSecret {
  seat: number;
  secret: string;
}

/** The cookie's value for the table's invitation and the per-seat ones. */
const invitesValue = (table: string, seats: SeatSecret[]) =>
  table + seats.map((i) => `.${i.seat}${i.secret}`).join("");

/** The invitations in the creator's cookie (a malformed part is left out). */
function readInvites(value: string | undefined): { table: string | null; seats: SeatSecret[] } {
  const [table, ...rest] = (value ?? "").split(".");
  const seats = rest.map((x) => ({ seat: Number(x[0]), secret: x.slice(1) }))
    .filter((x) => x.seat >= 0 && x.seat <= 3 && isSecret(x.secret));
  return { table: isSecret(table) ? table : null, seats };
}

/**
 * The modules a built script imports statically (its chunks), as URLs: a page preloads them, so that they
 * download beside the script instead of after it (one round trip less before the table answers taps).
 */
export async function staticImports(path: string): Promise<string[]> {
  const a = await asset(path);
  if (!a) return [];
  const dir = path.slice(0, path.lastIndexOf("/") + 1);
  const text = new TextDecoder().decode(a.bytes);
  return [...text.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map((m) => `/static/${dir}${m[1]}`);
}

/** The page sub-app. */
export function pageRoutes({ service }: { service: GameService }): Hono<SiteEnv> {
  const app = new Hono<SiteEnv>();
  app.use(csrf());
  app.use(compress());

  app.get("/robots.txt", (c) => c.text("User-agent: *\nDisallow: /g/\n"));

  app.get("/", async (c) => {
    const t = language(c);
    const games = await yourGames(c, service);
    c.header("Cache-Control", "private, no-cache");
    return c.html(page({
      t,
      title: t.site,
      css: await assetUrl("app.css"),
      children: (
        <Home t={t}>
          <YourGames t={t} games={games} now={service.now()} />
        </Home>
      ),
    }));
  });

  app.post("/new", async (c) => {
    const form = check(CreateGameSchema, createGameFromForm(await c.req.parseBody()));
    if (!form.ok) return c.text("bad form", 400);
    const r = await service.create(form.value);
    if (!r.ok) return c.text(r.message, statusOf(r.error));
    const { head, token, invite, seatInvites } = r.value;
    setSeatCookie(c, head.id, token);
    if (invite) {
      setCookie(c, inviteCookie(head.id), invitesValue(invite, seatInvites), {
        path: `/g/${head.id}`,
        httpOnly: true,
        sameSite: "Lax",
        secure: c.get("site").secure,
        maxAge: 2 * 86_400,
      });
    }
    return c.redirect(`/g/${head.id}`, 303);
  });

  app.get("/g/:id", async (c) => {
    const t = language(c);
    const id = c.req.param("id");
    const css = await assetUrl("app.css");
    const r = isGameId(id) ? await service.view(id, credentials(c)) : null;
    if (!r?.ok) {
      return c.html(page({ t, title: t.site, css, children: <Message t={t} text={t.notFound} /> }), 404);
    }
    const { env, caller } = r.value;
    const open = env.seated.includes(false);
    const bot = isTeamGame(env.view) ? undefined : env.bots[0];
    const mine = readInvites(getCookie(c, inviteCookie(id)));
    const site = c.get("site");
    const invite = c.req.query("invite");
    const presented = caller.seat < 0 && isSecret(invite) ? await service.invite(id, invite) : null;
    const status = presented?.ok ? presented.value.status : null;
    const opens = presented?.ok ? presented.value.seats : [];
    const props: TableProps = {
      id,
      env,
      lang: t.lang as Lang,
      t: bot ? forBot(t, bot.level, env.view.seats[bot.seat].faction) : t,
      cards: cardFaces(t.lang as Lang),
      learn: tableLearn(t.lang as Lang),
      invite: caller.seat >= 0 && open && mine.table ? gameLink(site, id, mine.table) : null,
      join: status === "open" && opens.length === 1 ? invite! : null,
      ending: c.req.query("end") === "1" && caller.seat >= 0 ? true : undefined,
    };
    c.header("Cache-Control", "private, no-cache");
    return c.html(page({
      t,
      title: titleOf(t, t.lang as Lang, env.view),
      css,
      css2: await assetUrl("learn.css"),
      js: await assetUrl("build/table.js"),
      preload: await staticImports("build/table.js"),
      children: (
        <TablePage
          props={props}
          notice={status === "used" ? t.inviteUsed : status === "bad" ? t.inviteBad : undefined}
          seatChoice={status === "open" && opens.length > 1 ? { invite: invite!, seats: opens } : undefined}
          invite={isSecret(invite) ? invite : undefined}
          seatLinks={caller.seat >= 0
            ? mine.seats.filter((x) => !env.seated[x.seat]).map((x) => ({
              seat: x.seat,
              url: gameLink(site, id, x.secret),
            }))
            : []}
        />
      ),
    }));
  });

  app.post("/g/:id/join", async (c) => {
    const id = c.req.param("id");
    const form = await c.req.parseBody();
    if (!isGameId(id) || !isSecret(form.invite)) return c.text("bad invite", 400);
    const seat = typeof form.seat === "string" && /^[0-3]$/.test(form.seat) ? Number(form.seat) : undefined;
    const r = await service.join(id, form.invite, seat);
    if (!r.ok) return c.redirect(`/g/${id}?invite=${encodeURIComponent(form.invite)}`, 303); // the page says why
    setSeatCookie(c, id, r.value.token);
    return c.redirect(`/g/${id}`, 303);
  });

  /**
   * A move posted by the table's own form (its buttons work before the page's script has run, and without
   * JavaScript): `seq`, `id` (the action id), `a` the action as JSON (with `amount` from a damage form), or
   * `undo` the seq of the move to take back. Checked like the API's body; whatever the answer, the table is
   * shown again (303), which shows the move or, refused, the game as it is.
   */
  app.post("/g/:id/act", async (c) => {
    const id = c.req.param("id");
    if (!isGameId(id)) return c.text("no such game", 404);
    const form = await c.req.parseBody();
    const str = (k: string) => typeof form[k] === "string" ? form[k] as string : undefined;
    const num = (k: string) => str(k) === undefined || str(k) === "" ? NaN : Number(str(k));
    if (str("undo") !== undefined) {
      const body = check(UndoSchema, { seq: num("undo") });
      if (!body.ok) return c.text(body.message, 400);
      await service.undo(id, credentials(c), body.value);
      return c.redirect(`/g/${id}`, 303);
    }
    let action: unknown;
    try {
      action = JSON.parse(str("a") ?? "");
    } catch {
      return c.text("bad action", 400);
    }
    if (str("amount") !== undefined && typeof action === "object" && action !== null) {
      action = { ...action, amount: num("amount") };
    }
    const body = check(MoveSchema, { seq: num("seq"), action, actionId: str("id") });
    if (!body.ok) return c.text(body.message, 400);
    await service.move(id, credentials(c), body.value);
    return c.redirect(`/g/${id}`, 303);
  });

  app.post("/g/:id/claim", async (c) => {
    const id = c.req.param("id");
    const form = await c.req.parseBody();
    if (!isGameId(id) || !isSecret(form.transfer)) return c.text("bad transfer link", 400);
    const r = await service.claim(id, form.transfer);
    if (r.ok) setSeatCookie(c, id, r.value.token);
    return c.redirect(`/g/${id}`, 303);
  });

  return app;
}
