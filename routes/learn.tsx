/**
 * Learning pages: `GET /how-to-play` (the rules in short, the icons, every card with a filter that works as a
 * GET form), `?part=1` its content alone for the sheet over the table (same words, fetched on demand);
 * `GET /learn` the guided first game (`?c=N`: chapter N; without it the browser continues where it stopped).
 */
import { Fragment, h } from "preact";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { renderToString } from "preact-render-to-string";
import type { Lang } from "../engine/mod.ts";
import { assetUrl } from "../server/assets.ts";
import { page, Top } from "../pages/Page.tsx";
import { GuidePage } from "../pages/GuidePage.tsx";
import { HowTo } from "../ui/learn/HowTo.tsx";
import { readFilter } from "../ui/learn/cards.ts";
import { LEARN } from "../ui/learn/words.ts";
import { language } from "./language.ts";
import { GUIDE } from "../ui/guide/words.ts";
import { CHAPTERS } from "../ui/guide/chapters.ts";
import type { SiteEnv } from "./site.ts";

/** The learning sub-app. */
export function learnRoutes(): Hono<SiteEnv> {
  const app = new Hono<SiteEnv>();
  app.use(compress());
  app.get("/how-to-play", async (c) => {
    const t = language(c), lang = t.lang as Lang;
    const f = readFilter(c.req.query());
    c.header("Cache-Control", "private, no-cache");
    if (c.req.query("part") === "1") return c.html(renderToString(<HowTo t={t} lang={lang} f={f} part />));
    const keep = Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as Record<string, string>;
    return c.html(page({
      t,
      title: `${LEARN[lang].title} — ${t.site}`,
      css: await assetUrl("app.css"),
      css2: await assetUrl("learn.css"),
      js: await assetUrl("build/learn.js"),
      children: (
        <>
          <Top t={t} keep={keep} />
          <main class="learn">
            <HowTo t={t} lang={lang} f={f} />
          </main>
        </>
      ),
    }));
  });
  app.get("/learn", async (c) => {
    const t = language(c), lang = t.lang as Lang;
    const q = c.req.query("c");
    const n = q && /^[1-9]$/.test(q) ? Math.min(Number(q), CHAPTERS.length + 1) - 1 : 0;
    c.header("Cache-Control", "private, no-cache");
    return c.html(page({
      t,
      title: `${GUIDE[lang].title} — ${t.site}`,
      css: await assetUrl("app.css"),
      css2: await assetUrl("learn.css"),
      js: await assetUrl("build/guide.js"),
      children: <GuidePage t={t} lang={lang} at={n} q={q} />,
    }));
  });
  return app;
}
