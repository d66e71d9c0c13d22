/**
 * The end-of-game summary page, rendered on the server from `GET …/summary`'s data (no JavaScript):
 * turns, bases destroyed and when, cards bought by each side, damage dealt, and the Force track over
 * the game as an SVG line chart whose words and marks read without colour; rematch and replay from there.
 */
import { Fragment, h } from "preact";
import type { GameSummary } from "../api/contract.ts";
import { cardDef } from "../engine/cards/catalog.ts";
import type { Lang } from "../engine/state/types.ts";
import { fmt, type Messages } from "../ui/i18n.ts";
import { Top } from "./Page.tsx";
import { WORDS } from "../ui/words.ts";

/** Card names with their counts, in the order first bought ("Outer Rim Pilot ×2, X-wing"). */
function counted(ids: string[], lang: Lang): string {
  const n = new Map<string, number>();
  for (const id of ids) n.set(id, (n.get(id) ?? 0) + 1);
  return [...n].map(([id, k]) => `${cardDef(id).name[lang]}${k > 1 ? ` ×${k}` : ""}`).join(", ");
}

/** The Force marker after each turn (0 = to the Empire … 6 = to the Rebels) as a line chart. */
export function ForceChart({ t, force }: { t: Messages; force: number[] }) {
  const w = WORDS[t.lang as Lang];
  const W = 640, H = 280, L = 120, R = 16, T = 16, B = 56;
  const x = (i: number) => L + (force.length < 2 ? 0 : (i * (W - L - R)) / (force.length - 1));
  const y = (f: number) => T + (f * (H - T - B)) / 6;
  const rows = [0, 3, 6];
  const every = Math.max(1, Math.ceil(force.length / 12));
  return (
    <svg class="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="force-t force-d">
      <title id="force-t">{w.forceTitle}</title>
      <desc id="force-d">
        {w.forceDesc} {force.map((
          f,
        ) => (f < 3 ? `${w.forceWith.empire} ${3 - f}` : f > 3 ? `${w.forceWith.rebel} ${f - 3}` : "0"))
          .join(", ")}
      </desc>
      {[0, 1, 2, 3, 4, 5, 6].map((f) => (
        <line
          key={f}
          class="grid"
          x1={L}
          x2={W - R}
          y1={y(f)}
          y2={y(f)}
          stroke-dasharray={f === 3 ? "" : "2 4"}
        />
      ))}
      {rows.map((f) => (
        <text key={f} x={L - 6} y={y(f) + 4} text-anchor="end">
          {f === 0 ? w.forceWith.empire : f === 6 ? w.forceWith.rebel : w.forceWith.none}
        </text>
      ))}
      <polyline class="track" points={force.map((f, i) => `${x(i)},${y(f)}`).join(" ")} />
      {force.map((f, i) => <circle key={i} cx={x(i)} cy={y(f)} r="3.5" fill="currentColor" />)}
      {force.map((_, i) =>
        i % every === 0 || i === force.length - 1
          ? <text key={i} x={x(i)} y={H - B + 24} text-anchor="middle">{i}</text>
          : null
      )}
      {/* The axis's name on a line of its own under the turn numbers, so that it never meets the first. */}
      <text class="axis" x={L + (W - L - R) / 2} y={H - 4} text-anchor="middle">{w.forceAxis}</text>
    </svg>
  );
}

/** The whole summary page of a finished game; `seated`: the reader holds a seat (rematch offered). */
export function SummaryPage(
  { t, id, sum, seated }: { t: Messages; id: string; sum: GameSummary; seated: boolean },
) {
  const lang = t.lang as Lang, w = WORDS[lang];
  const side = (i: number) => t.sides[sum.seats[i].faction];
  return (
    <>
      <Top t={t} />
      <main class="home summary">
        <h1>{w.summaryTitle}</h1>
        <p class="result">
          <strong>{t.sideWins[sum.seats[sum.winner].faction]}</strong> · {fmt(w.turns, { n: sum.turns })}
        </p>
        <section>
          <h2>{w.basesTitle}</h2>
          {sum.basesDestroyed.length
            ? (
              <ul>
                {sum.basesDestroyed.map((b) => (
                  <li key={b.card}>
                    {fmt(w.baseLine, {
                      turn: b.turn,
                      base: cardDef(b.name).name[lang],
                      owner: side(b.owner),
                      by: t.sideWho[sum.seats[b.by].faction],
                    })}
                  </li>
                ))}
              </ul>
            )
            : <p>{w.noBases}</p>}
        </section>
        <section>
          <h2>{w.boughtTitle}</h2>
          <ul>
            {sum.seats.map((p, i) => <li key={i}>{side(i)}: {counted(p.bought, lang) || w.nothing}</li>)}
          </ul>
        </section>
        <section>
          <h2>{w.damageTitle}</h2>
          <ul>
            {sum.seats.map((p, i) => (
              <li key={i}>{fmt(w.damageLine, { side: side(i), b: p.damageToBases, s: p.damageToShips })}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{w.forceTitle}</h2>
          <ForceChart t={t} force={sum.force} />
        </section>
        <p class="actions">
          {seated && (
            <form method="post" action={`/g/${id}/rematch`}>
              <button type="submit" class="go">{w.rematch}</button>
            </form>
          )}
          <a href={`/g/${id}/replay`}>{w.replay}</a> ·{" "}
          <a href={`/api/games/${id}/record`} download={`holotable-${id}.json`}>{w.download}</a> ·{" "}
          <a href={`/g/${id}`}>{w.back}</a>
        </p>
      </main>
    </>
  );
}
