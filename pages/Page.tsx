/** The server-rendered page shell, the island wrapper and the home page (no JavaScript needed). */
import { type ComponentChildren, type ComponentType, Fragment, h } from "preact";
import { renderToString } from "preact-render-to-string";
import { fmt, type Messages } from "../ui/i18n.ts";
import type { TableProps } from "../ui/store.ts";
import Table from "../islands/Table.tsx";
import { IconSprite } from "../ui/icons.tsx";
import { acrossFrom, frontSeat, isTeamGame, teammateOf } from "../ui/engine.ts";
import * as moments from "../ui/later.ts";
import { later } from "../ui/store.ts";
import { WORDS } from "../ui/words.ts";
import type { Lang } from "../engine/state/types.ts";
import { CLOCK_CHOICES } from "../api/clocks.ts";
import { clockChoice } from "../ui/clock_text.ts";
import { canTalk } from "../ui/Chat.tsx";
import { LearnLinks } from "../ui/learn/Links.tsx";

// The server renders every moment of the table (a decision, the game's end) with the second bundle.
later.value = moments;

/** A whole HTML document; `preload`: the modules `js` imports, fetched beside it rather than after it. */
export function page(
  { t, title, css, css2, js, preload = [], children }: {
    t: Messages;
    title: string;
    css: string;
    /** A second stylesheet (learning to play: static/learn.css). */
    css2?: string;
    js?: string;
    preload?: string[];
    children: ComponentChildren;
  },
): string {
  return "<!doctype html>" + renderToString(
    <html lang={t.lang}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <meta name="theme-color" content="#0b0f17" />
        <title>{title}</title>
        <link rel="manifest" href="/static/manifest.webmanifest" />
        <link rel="icon" href="/static/icons/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/static/icons/icon-180.png" />
        <link rel="stylesheet" href={css} />
        {css2 && <link rel="stylesheet" href={css2} />}
        {js && <script type="module" src={js} />}
        {preload.map((href) => <link key={href} rel="modulepreload" href={href} />)}
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

/**
 * The language links (the choice is remembered in a cookie by the server); `keep`: query parameters the
 * page needs again in the other language (an invitation's or a transfer link's secret).
 */
export function Langs({ t, keep }: { t: Messages; keep?: Record<string, string> }) {
  return (
    <nav>
      {(["en", "es"] as const).map((l) => (
        <a
          key={l}
          href={`?${new URLSearchParams({ ...keep, lang: l })}`}
          hreflang={l}
          aria-current={l === t.lang ? "true" : undefined}
        >
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

/**
 * The site's header: the name (a link home) and the language links (keeping `keep` in the page's query);
 * `keep: null` for a page that cannot be asked for again (the answer to a form, like a one-time link shown).
 */
export function Top({ t, keep }: { t: Messages; keep?: Record<string, string> | null }) {
  return (
    <header class="top">
      <a href="/" class="logo">{t.site}</a>
      {keep !== null && <Langs t={t} keep={keep} />}
    </header>
  );
}

/**
 * The table page: the header, taking a seat or watching (no JavaScript needed; `notice` says why, e.g. an
 * invitation already used), the table island.
 */
export function TablePage(
  { props, notice, seatChoice, invite, seatLinks = [] }: {
    props: TableProps;
    notice?: string;
    /** 2v2: the table's invitation with several free seats: the guest chooses one. */
    seatChoice?: { invite: string; seats: number[] };
    /** The invitation the page was opened with (its language links keep it). */
    invite?: string;
    /** 2v2, the creator's page: the invitation of each seat still free (from the creator's cookie). */
    seatLinks?: { seat: number; url: string }[];
  },
) {
  const { t, id, join } = props;
  const view = props.env.view;
  return (
    <>
      {view.viewer >= 0 && <Skips t={t} />}
      <Top t={t} keep={invite ? { invite } : undefined} />
      {view.viewer < 0 && (join
        ? (
          <form class="share" method="post" action={`/g/${id}/join`}>
            <input type="hidden" name="invite" value={join} />
            <button type="submit" class="go">{t.takeSeat}</button>
          </form>
        )
        : seatChoice
        ? (
          <form class="share seats" method="post" action={`/g/${id}/join`}>
            <p>{t.chooseSeat}</p>
            <input type="hidden" name="invite" value={seatChoice.invite} />
            {seatChoice.seats.map((s) => (
              <button key={s} type="submit" name="seat" value={String(s)} class="go">
                {fmt(t.seatName, {
                  side: t.sides[view.seats[s].faction],
                  r: String(view.seats[s].region + 1),
                })}
              </button>
            ))}
          </form>
        )
        : <p class="share">{notice ?? t.watching}</p>)}
      {seatLinks.length > 0 && <SeatLinks t={t} view={view} links={seatLinks} />}
      <Sections t={t} view={view} talk={canTalk(view, props.env.bots)} />
      <Island name="Table" island={Table} props={props} />
    </>
  );
}

/**
 * 2v2, the creator's page: a link per free seat to send a precise seat (closed until asked for; no
 * JavaScript needed). It is hidden with the table's invitation once every seat is taken (see app.css).
 */
function SeatLinks(
  { t, view, links }: {
    t: Messages;
    view: TableProps["env"]["view"];
    links: { seat: number; url: string }[];
  },
) {
  const mate = teammateOf(view, view.viewer);
  return (
    <details class="seatlinks">
      <summary>{t.seatLinks}</summary>
      {links.map(({ seat, url }) => {
        const p = view.seats[seat];
        const label = `${seat === mate ? t.mate : t.opp} · ${
          fmt(t.seatName, { side: t.sides[p.faction], r: p.region + 1 })
        }`;
        return (
          <label key={seat}>
            {label}
            <input readOnly value={url} data-seat={seat} />
          </label>
        );
      })}
    </details>
  );
}

/**
 * Links to the parts of the table (shown on narrow screens, where the page scrolls): in 2v2 the
 * teammate's side too, and the table talk when someone can read the viewer (`ui/Chat.tsx` sets its
 * unread count).
 */
function Sections({ t, view, talk }: { t: Messages; view: TableProps["env"]["view"]; talk: boolean }) {
  const me = view.viewer, p = view.seats;
  const side = (i: number) =>
    isTeamGame(view)
      ? fmt(t.seatName, { side: t.sides[p[i].faction], r: p[i].region + 1 })
      : t.sides[p[i].faction];
  const links = [
    ["opp", me < 0 ? side(acrossFrom(view, me)) : t.opp],
    ["row", t.tabRow],
    ["me", me < 0 ? side(frontSeat(me)) : t.you],
    ...isTeamGame(view) ? [["mate", me < 0 ? side(teammateOf(view, frontSeat(me))) : t.tabMate]] : [],
    ...talk ? [["chat", t.tabTalk]] : [],
    ["log", t.tabLog],
  ];
  return (
    <nav class="tabs" aria-label={t.sections}>
      {links.map(([h, l]) => <a key={h} href={`#${h}`}>{l}</a>)}
    </nav>
  );
}

/** Links that skip to each part of the table, shown to the keyboard (the page's first Tab stops). */
function Skips({ t }: { t: Messages }) {
  return (
    <nav class="skip" aria-label={t.skipTo}>
      {(["dock", "row", "me", "opp", "log"] as const).map((k) => (
        <a key={k} href={`#${k}`}>{`${t.skipTo} ${t.skip[k]}`}</a>
      ))}
    </nav>
  );
}

/** The home page: the options of a new game, after `children` (the games this browser holds). */
export function Home({ t, children }: { t: Messages; children?: ComponentChildren }) {
  return (
    <>
      <Top t={t} />
      <main class="home">
        <h1>{t.site}</h1>
        <p>{t.tagline}</p>
        <LearnLinks lang={t.lang as Lang} />
        {children}
        <form method="post" action="/new" class="newgame" id="new">
          <h2>{t.newGame}</h2>
          <fieldset>
            <legend>{t.opponent}</legend>
            {radio("opponent", ["human", "bot"], [t.friend, t.computer])}
            <label class="newcomer">
              <input type="checkbox" name="newcomer" /> {t.newcomer}
            </label>
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
          <GameFields t={t} modes={["beginner", "fullGalaxy", "secretBases"]} first={t.empireFirst} />
        </form>
        <TeamForm t={t} />
        <p>{t.howto}</p>
      </main>
    </>
  );
}

/**
 * The fields both new-game forms end with: the game (the first mode is checked), its length, the optional
 * rule, the turn clock (none by default); `first` says who plays first.
 */
function GameFields(
  { t, modes, first }: { t: Messages; modes: ("beginner" | "fullGalaxy" | "secretBases")[]; first: string },
) {
  return (
    <>
      <fieldset>
        <legend>{t.mode}</legend>
        {radio("mode", modes, modes.map((m) => t[m]))}
      </fieldset>
      <label class="opt sel">
        {t.basesToWin}{" "}
        <select name="basesToWin">
          {[2, 3, 4, 5].map((n) => <option key={n} selected={n === 3}>{n}</option>)}
        </select>
      </label>
      <label class="opt">
        <input type="checkbox" name="payOffNeutral" /> {t.payOff}
      </label>
      <label class="opt sel">
        {WORDS[t.lang as Lang].clock.legend}{" "}
        <select name="clock">
          {CLOCK_CHOICES.map((c) => <option key={c} value={c}>{clockChoice(c, WORDS[t.lang as Lang])}
          </option>)}
        </select>
      </label>
      <p class="hint">{first}</p>
      <button type="submit" class="go">{t.start}</button>
    </>
  );
}

/** The 2v2 form: your side, who plays each other seat (a friend or the computer), the game (Full Galaxy first). */
function TeamForm({ t }: { t: Messages }) {
  const who = (name: string, label: string) => (
    <label class="opt sel">
      {label}{" "}
      <select name={`players.${name}`}>
        <option value="human">{t.aFriend}</option>
        {(["easy", "normal", "hard"] as const).map((l) => (
          <option key={l} value={l}>{fmt(t.computerLevel, { l: t.levelWord[l] })}</option>
        ))}
      </select>
    </label>
  );
  return (
    <form method="post" action="/new" class="newgame" id="new">
      <h2>{t.newTeamGame}</h2>
      <p>{t.teamIntro}</p>
      <input type="hidden" name="format" value="2v2" />
      <fieldset>
        <legend>{t.side}</legend>
        {radio("faction", ["random", "empire", "rebel"], [t.random, t.sides.empire, t.sides.rebel])}
      </fieldset>
      {who("teammate", t.teammate)}
      {who("opponent", t.yourOpponent)}
      {who("teammateOpponent", t.teammateOpponent)}
      <GameFields t={t} modes={["fullGalaxy", "beginner", "secretBases"]} first={t.teamFirst} />
    </form>
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
