/**
 * Server-rendered pieces of "your games" (no JavaScript needed): the list on the home page with its
 * forget and seat-transfer forms, the page showing a one-time transfer link, and the page where the
 * other device takes the seat.
 */
import { Fragment, h } from "preact";
import type { MyGame, TransferLink } from "../api/contract.ts";
import { fmt, type Messages } from "./i18n.ts";
import { Top } from "./Page.tsx";
import { WORDS, type Words } from "./words.ts";

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

/** One game's state in words: whose turn or how it ended. */
function state(t: Messages, g: MyGame): string {
  const w = WORDS[t.lang as "en" | "es"];
  if (g.status === "finished") return g.winner === g.seat ? w.youWon : w.youLost;
  if (g.status === "waiting") return w.status.waiting;
  return g.yourTurn ? w.yourTurnMark : w.theirTurnMark;
}

/** The games this browser holds a seat in, newest change first; `now` for how long ago each last changed. */
export function YourGames({ t, games, now }: { t: Messages; games: MyGame[]; now: number }) {
  const w = WORDS[t.lang as "en" | "es"];
  return (
    <section class="yourgames" aria-labelledby="yourgames">
      <h2 id="yourgames">{w.yourGames}</h2>
      {games.length === 0 ? <p>{w.noGames}</p> : (
        <>
          <ul class="mygames">
            {games.map((g) => (
              <li key={g.id} data-game={g.id} data-status={g.status}>
                <strong>{w.status[g.status]}</strong>
                <span class={g.yourTurn ? "turnmark" : undefined}>{state(t, g)}</span>
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
