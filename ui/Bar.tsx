/**
 * The action bar under the table: the player's pending decision, the opponent's ("is choosing"), the
 * attack being prepared with its preview, the end-of-turn check, the turn's buttons, the game's end.
 */
import { type ComponentChildren, Fragment, h } from "preact";
import { type Action, cardDef, type DecisionView, defOf, regionOf, teamOf } from "./engine.ts";
import { fmt } from "./i18n.ts";
import { Card } from "./Card.tsx";
import { names } from "./reading.ts";
import type { Store } from "./store.ts";

/** A button named by `act` (`data-act`, which the browser tests click). */
export const B = (
  p: {
    act: string;
    on: () => void;
    cls?: string;
    pressed?: boolean;
    label?: string;
    children: ComponentChildren;
  },
) => (
  <button
    type="button"
    class={p.cls}
    data-act={p.act}
    aria-pressed={p.pressed}
    aria-label={p.label}
    onClick={p.on}
  >
    {p.children}
  </button>
);

/** Where a card offered by a decision lies, when it is not obvious (hand, discard piles). */
function where(s: Store, c: number): string | undefined {
  const v = s.view.value, p = v.seats[v.viewer], t = s.t;
  return p.hand?.includes(c)
    ? t.inHand
    : p.discard.includes(c)
    ? t.inDiscard
    : v.regions[regionOf(v, v.viewer)].discard.includes(c)
    ? t.inGalaxyDiscard
    : undefined;
}

/** Answers to a decision of the viewer: options, cards to pick (or pass), damage to assign. */
function Decide({ s, d, i }: { s: Store; d: DecisionView; i: number }) {
  const t = s.t, pr = s.env.value.prompts[s.p.lang][i] ?? { title: "", options: [] };
  const answer = (x: object) => s.send({ type: "answer", decision: d.id, ...x } as Action);
  const most = (c: number) => {
    const p = s.view.value.seats.find((p) => p.ships.includes(c))!;
    return Math.min(
      d.kind === "option" ? 0 : d.amount!,
      defOf(c).hitPoints! - p.shipDamage[p.ships.indexOf(c)],
    );
  };
  return (
    <section class="dec" aria-label={t.youChoose}>
      <h2>{pr.title}</h2>
      {d.kind === "pick" && d.shown?.length ? <p>{fmt(t.lookAt, { c: names(s, d.shown) })}</p> : null}
      {pr.options.map((o, k) => <B key={k} act={`opt:${k}`} on={() => answer({ option: k })}>{o}</B>)}
      <div class="cards">
        {d.kind !== "option" && d.cards?.map((c) => (
          <Card key={c} s={s} c={c} tag={where(s, c)}>
            {d.kind === "pick" ? <B act={`pick:${c}`} on={() => answer({ pick: c })}>{t.choose}</B> : (
              <form
                class="amt"
                onSubmit={(e) => {
                  e.preventDefault();
                  answer({ pick: c, amount: +(e.currentTarget[0] as HTMLSelectElement).value });
                }}
              >
                <select aria-label={fmt(t.amountOf, { c: names(s, [c]) })}>
                  {Array.from(
                    { length: most(c) },
                    (_, n) => <option key={n} selected={n + 1 === most(c)}>{n + 1}</option>,
                  )}
                </select>
                <button type="submit" data-act={`dmg:${c}`}>{t.assign}</button>
              </form>
            )}
          </Card>
        ))}
      </div>
      {d.kind === "pick" && d.canPass && <B act="pass" on={() => answer({ pass: true })}>{pr.pass}</B>}
    </section>
  );
}

/** The bar: one panel at a time, by priority; none when there is nothing to say (spectators between moves). */
export function Bar({ s }: { s: Store }) {
  const t = s.t,
    v = s.view.value,
    env = s.env.value,
    me = v.viewer,
    mine = v.pending.findIndex((d) => d.seat === me),
    L = s.later.value;
  const faction = (i: number) => v.seats[i].faction;
  let body;
  if (v.winner >= 0) {
    body = (
      <section class="over" aria-label={t.sideWins[faction(v.winner)]}>
        <h2>
          {me < 0 ? t.sideWins[faction(v.winner)] : teamOf(v, me) === teamOf(v, v.winner) ? t.win : t.lose}
        </h2>
        {v.seats.map((p, i) => (
          <p key={i}>{fmt(t.destroyedBy, { side: t.sides[faction(i)], c: names(s, p.victory) || t.none })}</p>
        ))}
        {me >= 0
          ? (
            <>
              {env.rematch && <p>{t.rematchOffer}</p>}
              <B cls="go" act="rematch" on={s.rematch}>{env.rematch ? t.toRematch : t.rematch}</B>
            </>
          )
          : env.rematch && <a href={`/g/${env.rematch}`}>{t.toRematch}</a>}
      </section>
    );
  } else if (mine >= 0) body = <Decide s={s} d={v.pending[mine]} i={mine} />;
  else if (v.pending.length) {
    const d = v.pending[0], c = d.srcName ? cardDef(d.srcName).name[s.p.lang] : "";
    body = (
      <p class="wait" role="status">
        {me < 0
          ? fmt(t.waitFor, { who: t.sideWho[faction(d.seat)] })
          : c
          ? fmt(t.oppChoosingWhat, { c })
          : t.oppChoosing}
      </p>
    );
  } else if (s.ending.value && L) body = <L.EndCheck s={s} />;
  else if (s.sel.value.length && L) body = <L.Attack s={s} />;
  else if (v.legal.length) {
    body = (
      <div class="turn">
        {v.legal.some((a) => a.type === "playAll") && (
          <B act="playAll" on={() => s.send({ type: "playAll" })}>{t.playAll}</B>
        )}
        {v.legal.map((a) =>
          a.type === "resolve" && (
            <B
              key={a.target}
              act={`resolve:${a.target}`}
              on={() => s.attack([], a.target)}
            >
              {fmt(t.resolve, { t: a.target === "base" ? t.enemyBase : names(s, [a.target]) })}
            </B>
          )
        )}
        <B
          cls="go"
          act="endTurn"
          on={() => L?.leftovers(s).length ? (s.ending.value = true) : s.send({ type: "endTurn" })}
        >
          {t.endTurn}
        </B>
      </div>
    );
  } else if (s.local.value || (me >= 0 && v.turn.phase === "main")) {
    body = (
      <p class="wait" role="status">
        {s.local.value ? t.waitServer : t.theirTurn[faction(v.turn.seat)]}
      </p>
    );
  }
  return body || s.note.value
    ? (
      <div class="bar">
        {s.note.value && <p class="note" role="alert">{s.note.value.m}</p>}
        {body}
      </div>
    )
    : null;
}
