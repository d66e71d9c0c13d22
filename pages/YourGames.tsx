/**
 * Server-rendered pieces of "your games" (no JavaScript needed): the list on the home page with its
 * forget and seat-transfer forms, the page showing a one-time transfer link, and the page where the
 * other device takes the seat.
 */
import { Fragment, h } from "preact";
import type { GameWait, MyGame, TransferLink } from "../api/contract.ts";
import { fmt, type Messages } from "../ui/i18n.ts";
import { Top } from "./Page.tsx";
import { WORDS, type Words } from "../ui/words.ts";

/**
 * How long ago a time was, in words ("5 minutes ago"): right in every time zone (the server does not know
 * the reader's, and the page runs no script).
 */
export function ago(w: Words, at: number, now: number): string {
  const m = Math.floor((now - at) / 60_000);
  if (m < 1) return w.ago.now;
  if (m < 60) return fmt(w.ago.m, { n: m });
  if (m < 48 * 60) return fmt(w.ago.h, { n: Math.floor(m / 60) });
  return fmt(w.ago.d, { n: Math.floor(m / 1440) });
}

/** A length of time in words, by its largest unit (days from two days on, hours from two hours on). */
export function spanText(w: Words, ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return w.span.now;
  if (minutes >= 48 * 60) return fmt(w.span.days, { n: Math.floor(minutes / 1440) });
  if (minutes >= 120) return fmt(w.span.hours, { n: Math.floor(minutes / 60) });
  return fmt(w.span.minutes, { n: minutes });
}

/** What a game waits for and since when, in words, at time `now`. */
export function waitText(w: Words, wait: GameWait, now: number): string {
  const t = spanText(w, Math.max(0, now - wait.since));
  switch (wait.for) {
    case "you":
      return fmt(w.waits[wait.what], { t });
    case "friend":
    case "join":
      return fmt(w.waits[wait.for], { t, n: wait.seats });
    case "computer":
      return fmt(w.waits.computer, { t });
  }
}

/** One game's state in words: what it waits for, or how it ended. */
function state(w: Words, g: MyGame, now: number): string {
  if (g.wait) return waitText(w, g.wait, now);
  return g.winner === g.seat ? w.youWon : w.youLost;
}

/**
 * The games this browser holds a seat in, as the server ordered them (those that wait for this browser
 * first), each with what it waits for and since when, counted to `now`.
 */
export function YourGames({ t, games, now }: { t: Messages; games: MyGame[]; now: number }) {
  const w = WORDS[t.lang as "en" | "es"];
  return (
    <section class="yourgames" aria-labelledby="yourgames">
      <h2 id="yourgames">{w.yourGames}</h2>
      {games.length === 0 ? <p>{w.noGames}</p> : (
        <>
          <ul class="mygames">
            {games.map((g) => (
              <li key={g.id} data-game={g.id} data-status={g.status} data-wait={g.wait?.for}>
                <strong>{w.status[g.status]}</strong>
                <span class={g.wait?.for === "you" ? "waits turnmark" : "waits"}>{state(w, g, now)}</span>
                <span>
                  {fmt(w.asSide, { side: t.sides[g.side] })} · {g.opponent === "bot"
                    ? fmt(w.vsBot, { l: [...new Set(g.botLevels.map((l) => t.levelWord[l]))].join(", ") })
                    : w.vsHuman}
                </span>
                <span>
                  <time dateTime={new Date(g.at).toISOString()}>
                    {fmt(w.changed, { when: ago(w, g.at, now) })}
                  </time>
                </span>
                <a href={`/g/${g.id}`} class="resume">{g.status === "finished" ? w.view : w.resume}</a>
                {g.status === "finished" && <a href={`/g/${g.id}/summary`}>{w.watchSummary}</a>}
                <form method="post" action={`/g/${g.id}/forget`}>
                  <button type="submit">{w.forget}</button>
                </form>
                {g.status !== "finished" && (
                  <form method="post" action={`/g/${g.id}/transfer`}>
                    <button type="submit">{w.moveSeat}</button>
                  </form>
                )}
              </li>
            ))}
          </ul>
          <p>{w.forgetHint}</p>
        </>
      )}
    </section>
  );
}

/** The page with a one-time transfer link just opened, and what it does (`now`: for the minutes it lasts). */
export function TransferShown(
  { t, id, link, now }: { t: Messages; id: string; link: TransferLink; now: number },
) {
  const w = WORDS[t.lang as "en" | "es"];
  return (
    <>
      {/* The answer to POST …/transfer: no language links, which would ask for a page that does not exist. */}
      <Top t={t} keep={null} />
      <main class="home transfer">
        <h1>{w.transferTitle}</h1>
        <p>{fmt(w.transferExplain, { n: Math.round((link.expiresAt - now) / 60_000) })}</p>
        <input readOnly value={link.url} aria-label={w.transferTitle} size={60} />
        <p>
          <a href={`/g/${id}`}>{w.back}</a>
        </p>
      </main>
    </>
  );
}

/** The page a transfer link opens on the other device: one button takes the seat. */
export function TransferOffer({ t, id, secret }: { t: Messages; id: string; secret: string }) {
  const w = WORDS[t.lang as "en" | "es"];
  return (
    <>
      <Top t={t} keep={{ transfer: secret }} />
      <main class="home transfer">
        <h1>{w.transferTitle}</h1>
        <p>{w.transferOffer}</p>
        <form method="post" action={`/g/${id}/claim`}>
          <input type="hidden" name="transfer" value={secret} />
          <button type="submit" class="go">{w.transferTake}</button>
        </form>
      </main>
    </>
  );
}
