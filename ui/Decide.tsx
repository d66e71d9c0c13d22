/**
 * The bar's panels for a decision of the viewer (options, cards to pick or pass, damage to assign) and
 * for the game's end (who destroyed what, the rematch: offered to the other player, never forced). On a
 * table shown still (a replay) their buttons are shown disabled.
 * In the second bundle; the server renders them too.
 */
import { Fragment, h } from "preact";
import { type Action, type DecisionView, defOf, regionOf, teamOf, type View } from "./engine.ts";
import { fmt, type Messages } from "./i18n.ts";
import { B } from "./Bar.tsx";
import { Card } from "./Card.tsx";
import { names } from "./reading.ts";
import type { Store } from "./store.ts";
import type { Rematched } from "../api/contract.ts";

/**
 * What a card offered by a decision needs said beside it: whose it is and where, as the engine words it
 * for the decider (`Prompt.cards`: "Dantooine — Rebels, region 2", given when names alone do not tell the
 * cards apart), else where it lies when that is not obvious (hand, discard piles).
 */
function where(s: Store, c: number, owned?: string): string | undefined {
  const v = s.view.value, p = v.seats[v.viewer], t = s.t;
  if (owned && owned !== defOf(c).name[s.p.lang]) return owned;
  return p.hand?.includes(c)
    ? t.inHand
    : p.discard.includes(c)
    ? t.inDiscard
    : v.regions[regionOf(v, v.viewer)].discard.includes(c)
    ? t.inGalaxyDiscard
    : undefined;
}

/** Answers to a decision of the viewer: options, cards to pick (or pass), damage to assign. */
export function Decide({ s, d, i }: { s: Store; d: DecisionView; i: number }) {
  const t = s.t, pr = s.env.value.prompts[s.p.lang][i] ?? { title: "", options: [] };
  const off = s.p.still;
  const answer = (x: object) => !off && s.send({ type: "answer", decision: d.id, ...x } as Action);
  // A capital ship takes what it can still take; an enemy base (2v2 splitBases) any part of the damage.
  const most = (c: number) => {
    const p = s.view.value.seats.find((p) => p.ships.includes(c));
    const n = d.kind === "option" ? 0 : d.amount!;
    return p ? Math.min(n, defOf(c).hitPoints! - p.shipDamage[p.ships.indexOf(c)]) : n;
  };
  return (
    <section class="dec" aria-label={t.youChoose}>
      <h2>{pr.title}</h2>
      {d.kind === "pick" && d.shown?.length ? <p>{fmt(t.lookAt, { c: names(s, d.shown) })}</p> : null}
      {pr.options.map((o, k) => {
        const choose = () => answer({ option: k });
        return (
          <B key={k} off={off} act={`opt:${k}`} a={{ type: "answer", decision: d.id, option: k }} on={choose}>
            {o}
          </B>
        );
      })}
      <div class="cards">
        {d.kind !== "option" &&
          d.cards?.map((c, k) => (
            <Card key={c} s={s} c={c} tag={where(s, c, pr.cards?.[k])}>
              {d.kind === "pick"
                ? (
                  <B
                    off={off}
                    act={`pick:${c}`}
                    a={{ type: "answer", decision: d.id, pick: c }}
                    on={() => answer({ pick: c })}
                  >
                    {t.choose}
                  </B>
                )
                : (
                  <form
                    class="amt"
                    method="post"
                    action={`/g/${s.p.id}/act`}
                    onSubmit={(e) => {
                      e.preventDefault();
                      const amount = e.currentTarget.elements.namedItem("amount") as HTMLSelectElement;
                      answer({ pick: c, amount: +amount.value });
                    }}
                  >
                    <input type="hidden" name="seq" value={s.env.value.seq} />
                    <input type="hidden" name="id" value={`f${s.env.value.seq}.${s.view.value.viewer}`} />
                    <input
                      type="hidden"
                      name="a"
                      value={JSON.stringify({ type: "answer", decision: d.id, pick: c })}
                    />
                    <select
                      name="amount"
                      disabled={off}
                      aria-label={fmt(t.amountOf, { c: pr.cards?.[k] ?? names(s, [c]) })}
                    >
                      {Array.from(
                        { length: most(c) },
                        (_, n) => <option key={n} selected={n + 1 === most(c)}>{n + 1}</option>,
                      )}
                    </select>
                    <button type="submit" disabled={off} data-act={`dmg:${c}`}>{t.assign}</button>
                  </form>
                )}
            </Card>
          ))}
      </div>
      {d.kind === "pick" && d.canPass && (
        <B
          off={off}
          act="pass"
          a={{ type: "answer", decision: d.id, pass: true }}
          on={() => answer({ pass: true })}
        >
          {pr.pass}
        </B>
      )}
    </section>
  );
}

/** Starts the rematch of the table's game (or joins the one offered) and goes there. */
function rematch(s: Store) {
  fetch(`/api/games/${s.p.id}/rematch`, { method: "POST" }).then((r) => r.json()).then((b: Rematched) =>
    location.assign(`/g/${b.id}`)
  );
}

/** A finished game's result for the viewer: won or lost (a team's game counts for both teammates), or who won. */
export function resultOf(t: Messages, v: View): string {
  const me = v.viewer;
  return me < 0
    ? t.sideWins[v.seats[v.winner].faction]
    : teamOf(v, me) === teamOf(v, v.winner)
    ? t.win
    : t.lose;
}

/**
 * The game's end: the result, what each side destroyed, the summary and the replay, the rematch (started,
 * or offered by the other player).
 */
export function Over({ s }: { s: Store }) {
  const t = s.t, v = s.view.value, env = s.env.value, me = v.viewer;
  const faction = (i: number) => v.seats[i].faction;
  return (
    <section class="over" aria-label={t.sideWins[faction(v.winner)]}>
      <h2>{resultOf(t, v)}</h2>
      {/* One line per side: in 2v2 both teammates' destroyed bases together. */}
      {v.seats.map((p, i) =>
        v.seats.findIndex((q) => q.team === p.team) === i && (
          <p key={i}>
            {fmt(t.destroyedBy[faction(i)], {
              c: names(s, v.seats.flatMap((q) => q.team === p.team ? q.victory : [])) || t.none,
            })}
          </p>
        )
      )}
      {!s.p.still && (
        <p class="after">
          <a href={`/g/${s.p.id}/summary`} data-act="summary">{t.toSummary}</a>
          <a href={`/g/${s.p.id}/replay`} data-act="replay">{t.toReplay}</a>
        </p>
      )}
      {me >= 0
        ? (
          <>
            {env.rematch && <p>{t.rematchOffer}</p>}
            {/* A form too: the rematch works before the page's script has run. */}
            <form method="post" action={`/g/${s.p.id}/rematch`} class="again">
              <button
                type="submit"
                class="go"
                disabled={s.p.still}
                data-act="rematch"
                onClick={(e) => {
                  e.preventDefault();
                  if (!s.p.still) rematch(s);
                }}
              >
                {env.rematch ? t.toRematch : t.rematch}
              </button>
            </form>
          </>
        )
        : env.rematch && <a href={`/g/${env.rematch}`}>{t.toRematch}</a>}
    </section>
  );
}
