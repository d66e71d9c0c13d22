/**
 * Placeholder pages until the browser table lands (issue 4 replaces this file): `/` creates a game,
 * `/g/:id` shows the caller's view and seats an invited friend with a cookie.
 */
import { Hono } from "hono";
import { csrf } from "hono/csrf";
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import * as v from "valibot";
import type { GameService } from "../server/games.ts";
import { credentials, origin, setSeatCookie } from "../server/http.ts";
import { CreateGameSchema } from "../server/schemas.ts";
import { isGameId, isSecret } from "../server/tokens.ts";

const page = (title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) =>
  html`
    <!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width">
        <title>${title} · Holotable</title>
      </head>
      <body><h1>Holotable</h1>${body}</body>
    </html>
  `;

const NewGameForm = v.object({
  faction: v.optional(v.picklist(["empire", "rebel", "random"]), "random"),
  mode: v.optional(v.picklist(["beginner", "fullGalaxy", "secretBases"]), "beginner"),
  basesToWin: v.optional(v.pipe(v.string(), v.regex(/^[2-5]$/), v.transform(Number)), "3"),
  payOffNeutral: v.optional(v.pipe(v.string(), v.transform((s) => s === "on")), "off"),
});

/** The placeholder page sub-app. */
export function pageRoutes({ service, publicUrl }: { service: GameService; publicUrl?: string }): Hono {
  const app = new Hono();
  app.use(csrf());

  app.get("/robots.txt", (c) => c.text("User-agent: *\nDisallow: /g/\n"));

  app.get("/", (c) =>
    c.html(page(
      "New game",
      html`<form method="post" action="/new">
<label>Play as <select name="faction"><option value="random">random</option><option value="empire">Empire</option>
<option value="rebel">Rebels</option></select></label>
<label>Mode <select name="mode"><option value="beginner">beginner</option><option value="fullGalaxy">full galaxy</option>
<option value="secretBases">secret bases</option></select></label>
<label>Bases to win <select name="basesToWin"><option>2</option><option selected>3</option><option>4</option>
<option>5</option></select></label>
<label><input type="checkbox" name="payOffNeutral"> pay off neutral cards</label>
<button>Start a game</button></form>`,
    )));

  app.post("/new", async (c) => {
    const form = v.safeParse(NewGameForm, Object.fromEntries(Object.entries(await c.req.parseBody())));
    if (!form.success) return c.text("bad form", 400);
    const input = v.parse(CreateGameSchema, form.output);
    const { head, token, invite } = await service.create(input);
    setSeatCookie(c, head.id, token, publicUrl);
    const url = `${origin(c, publicUrl)}/g/${head.id}`;
    return c.html(page(
      "Game created",
      html`<p>Send this link to your friend: <input readonly size="80" value="${url}?invite=${invite}"></p>
<p><a href="/g/${head.id}">Go to the table</a></p>`,
    ));
  });

  app.get("/g/:id", async (c) => {
    const id = c.req.param("id");
    if (!isGameId(id)) return c.notFound();
    const r = await service.view(id, credentials(c));
    if (!r.ok) return c.html(page("Not found", html`<p>No such game.</p>`), 404);
    const { env, caller } = r.value;
    const invite = c.req.query("invite");
    const join = caller.seat < 0 && isSecret(invite) && env.seated.includes(false)
      ? html`<form method="post" action="/g/${id}/join"><input type="hidden" name="invite" value="${invite}">
<button>Take your seat</button></form>`
      : "";
    const who = caller.seat >= 0
      ? `You are seat ${caller.seat} (${env.view.seats[caller.seat].faction}).`
      : "You are watching.";
    const rematch = env.rematch ? html`<p><a href="/g/${env.rematch}">Rematch</a></p>` : "";
    return c.html(page(
      `Game ${id}`,
      html`<p>${who}</p>${join}${rematch}<pre>${JSON.stringify(env, null, 1)}</pre>`,
    ));
  });

  app.post("/g/:id/join", async (c) => {
    const id = c.req.param("id");
    const form = await c.req.parseBody();
    if (!isGameId(id) || !isSecret(form.invite)) return c.text("bad invite", 400);
    const r = await service.join(id, form.invite);
    if (r.ok) setSeatCookie(c, id, r.value.token, publicUrl);
    return c.redirect(`/g/${id}`, 303);
  });

  return app;
}
