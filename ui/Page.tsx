/** The server-rendered page shell, the island wrapper and the home page (no JavaScript needed). */
import { type ComponentChildren, type ComponentType, Fragment, h } from "preact";
import { renderToString } from "preact-render-to-string";
import type { Messages } from "./i18n.ts";
import type { TableProps } from "./store.ts";
import Table from "../islands/Table.tsx";
import { IconSprite } from "./icons.tsx";

/** A whole HTML document. */
export function page(
  { t, title, css, js, children }: {
    t: Messages;
    title: string;
    css: string;
    js?: string;
    children: ComponentChildren;
  },
): string {
  return "<!doctype html>" + renderToString(
    <html lang={t.lang}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <title>{title}</title>
        <link rel="stylesheet" href={css} />
        {js && <script type="module" src={js} />}
      </head>
      <body>
        <IconSprite />
        {children}
      </body>
    </html>,
  );
}

/** An island: rendered here, hydrated in the browser with the same props (JSON after the wrapper). */
export function Island<P>({ name, island: C, props }: { name: string; island: ComponentType<P>; props: P }) {
  const json = JSON.stringify(props).replace(/</g, "\\u003c");
  return (
    <>
      <div data-island={name}>
        <C {...(props as P & Record<string, unknown>)} />
      </div>
      <script type="application/json" dangerouslySetInnerHTML={{ __html: json }} />
    </>
  );
}

/** The language links (the choice is remembered in a cookie by the server). */
export function Langs({ t }: { t: Messages }) {
  return (
    <nav>
      {(["en", "es"] as const).map((l) => (
        <a key={l} href={`?lang=${l}`} hreflang={l} aria-current={l === t.lang ? "true" : undefined}>
          {l.toUpperCase()}
        </a>
      ))}
    </nav>
  );
}

const radio = (name: string, values: string[], labels: string[], on = 0) =>
  values.map((value, i) => (
    <label key={value} class="opt">
      <input type="radio" name={name} value={value} checked={i === on} /> {labels[i]}
    </label>
  ));

/** The site's header: the name (a link home) and the language links. */
function Top({ t }: { t: Messages }) {
  return (
    <header class="top">
      <a href="/" class="logo">{t.site}</a>
      <Langs t={t} />
    </header>
  );
}

/** The table page: the header, taking a seat or watching (no JavaScript needed), the table island. */
export function TablePage({ props }: { props: TableProps }) {
  const { t, id, join } = props;
  return (
    <>
      <Top t={t} />
      {props.env.view.viewer < 0 && (join
        ? (
          <form class="share" method="post" action={`/g/${id}/join`}>
            <input type="hidden" name="invite" value={join} />
            <button type="submit" class="go">{t.takeSeat}</button>
          </form>
        )
        : <p class="share">{t.watching}</p>)}
      <Island name="Table" island={Table} props={props} />
    </>
  );
}

/** The home page: the options of a new game. */
export function Home({ t }: { t: Messages }) {
  return (
    <>
      <Top t={t} />
      <main class="home">
        <h1>{t.site}</h1>
        <p>{t.tagline}</p>
        <form method="post" action="/new" class="newgame">
          <h2>{t.newGame}</h2>
          <fieldset>
            <legend>{t.opponent}</legend>
            {radio("opponent", ["human", "bot"], [t.friend, t.computer])}
          </fieldset>
          <fieldset class="level">
            <legend>{t.level}</legend>
            {radio(
              "botLevel",
              ["easy", "normal", "hard"],
              [t.levels.easy, t.levels.normal, t.levels.hard],
              1,
            )}
          </fieldset>
          <fieldset>
            <legend>{t.side}</legend>
            {radio("faction", ["random", "empire", "rebel"], [t.random, t.sides.empire, t.sides.rebel])}
          </fieldset>
          <fieldset>
            <legend>{t.mode}</legend>
            {radio("mode", ["beginner", "fullGalaxy", "secretBases"], [
              t.beginner,
              t.fullGalaxy,
              t.secretBases,
            ])}
          </fieldset>
          <label class="opt">
            {t.basesToWin}{" "}
            <select name="basesToWin">
              {[2, 3, 4, 5].map((n) => <option key={n} selected={n === 3}>{n}</option>)}
            </select>
          </label>
          <label class="opt">
            <input type="checkbox" name="payOffNeutral" /> {t.payOff}
          </label>
          <button type="submit" class="go">{t.start}</button>
        </form>
        <p>{t.howto}</p>
      </main>
    </>
  );
}

/** A page with a message and a link home (unknown game). */
export function Message({ t, text }: { t: Messages; text: string }) {
  return (
    <>
      <Top t={t} />
      <main class="home">
        <h1>{t.site}</h1>
        <p>{text}</p>
        <a href="/">{t.home}</a>
      </main>
    </>
  );
}
