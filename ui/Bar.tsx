/**
 * The action bar under the table: the player's pending decision, the opponent's ("is choosing"), the
 * attack being prepared with its preview, the end-of-turn check, the turn's buttons, the game's end.
 */
import { type ComponentChildren, Fragment, h } from "preact";
import {
  type Action,
  cardDef,
  type DecisionView,
  defOf,
  opponentInRegion,
  regionOf,
  type Target,
  teamOf,
} from "./engine.ts";
import { fmt } from "./i18n.ts";
import { Card } from "./Card.tsx";
import { attackOn, attacks, canAttack, names, ok } from "./reading.ts";
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

/** What an attack will do, in words. */
function outcome(s: Store, a: NonNullable<ReturnType<typeof attackOn>>): string[] {
  const t = s.t, v = s.view.value, n = (c: number) => names(s, [c]);
  if (a.target !== "base") {
    const c = n(a.target), tv = a.targetValue!;
    return a.defeated
      ? [fmt(t.pvDefeat, { c, v: tv }), `${t.reward}: ${s.p.cards[defOf(a.target).id].r}`]
      : [fmt(t.pvFail, { c, v: tv })];
  }
  const base = n(v.seats[opponentInRegion(v, v.viewer)].base);
  const out = a.shipsDestroyed.length ? [fmt(t.pvShips, { c: names(s, a.shipsDestroyed) })] : [];
  for (const x of a.shipDamage) {
    if (!a.shipsDestroyed.includes(x.ship)) out.push(fmt(t.pvShipDmg, { n: x.damage, c: n(x.ship) }));
  }
  if (a.baseDamage) out.push(fmt(t.pvBase, { n: a.baseDamage, c: base }));
  if (a.baseDestroyed) {
    out.push(fmt(t.pvBaseDown, { c: base }), a.wins ? t.pvWin : "");
  }
  if (a.split) out.push(t.pvSplit);
  return out.length ? out : [t.pvNothing];
}

/** Choosing the target of the selected attackers, the preview, and the confirmation. */
function Attack({ s }: { s: Store }) {
  const t = s.t, v = s.view.value, sel = s.sel.value, p = v.seats[v.viewer];
  const all = ["base", ...v.regions[regionOf(v, v.viewer)].row] as Target[];
  const fits = (cards: number[]) =>
    all.filter((x) => x !== -1 && ok(v, { type: "commit", cards, target: x }));
  const targets = fits(sel);
  const tg = targets.includes(s.target.value!) ? s.target.value! : targets.length === 1 ? targets[0] : null;
  const a = attackOn(v, sel, tg ?? targets[0] ?? "base");
  const tv = (x: number) => attackOn(v, sel, x)?.targetValue;
  return (
    <section class="atk" aria-label={t.attack}>
      <h2>{fmt(t.attackWith, { n: sel.length, a: a?.total ?? "?" })}</h2>
      <B act="all" on={() => (s.sel.value = [...p.play, ...p.ships].filter((c) => canAttack(v, c)))}>
        {t.allAttack}
      </B>
      <B act="cancel" on={() => (s.sel.value = [])}>{t.cancel}</B>
      <p>{t.chooseTarget}</p>
      {targets.map((x) => (
        <B
          key={x}
          act={`tgt:${x}`}
          pressed={x === tg}
          on={() => (s.target.value = x)}
          label={x === "base" ? undefined : `${names(s, [x])}, ${fmt(t.tv, { v: tv(x)! })}`}
        >
          {x === "base" ? t.enemyBase : `${names(s, [x])} ◎${tv(x)}`}
        </B>
      ))}
      {tg !== null && a && (
        <>
          <ul class="pv">{outcome(s, a).map((x) => x && <li key={x}>{x}</li>)}</ul>
          <B cls="go" act="confirm" on={() => s.attack(sel, tg)}>{t.confirm}</B>
        </>
      )}
    </section>
  );
}

/** What the player leaves undone when ending the turn now. */
function leftovers(s: Store): string[] {
  const t = s.t, v = s.view.value, p = v.seats[v.viewer], atk = attacks(v);
  const has = (type: string) => v.legal.some((a) => a.type === type);
  const ab =
    [...p.play, ...p.ships, p.base].filter((c) => c >= 0 && ok(v, { type: "ability", card: c })).length;
  const ready = [...p.play, ...p.ships].filter((c) => canAttack(v, c)).reduce((n, c) => n + atk(c), 0);
  return [
    has("play") && fmt(t.leftPlay, { n: p.hand!.length }),
    ab && fmt(t.leftAbility, { n: ab }),
    has("purchase") && fmt(t.leftBuy, { n: p.resources }),
    ready && fmt(t.leftAttack, { n: ready }),
    has("resolve") && t.leftResolve,
  ].filter((x): x is string => !!x);
}

/** The bar: one panel at a time, by priority. */
export function Bar({ s }: { s: Store }) {
  const t = s.t,
    v = s.view.value,
    env = s.env.value,
    me = v.viewer,
    mine = v.pending.findIndex((d) => d.seat === me);
  const faction = (i: number) => v.seats[i].faction;
  let body;
  if (v.winner >= 0) {
    body = (
      <section class="over" aria-label={t.sideWins[faction(v.winner)]}>
        <h2>
          {me < 0 ? t.sideWins[faction(v.winner)] : teamOf(v, me) === teamOf(v, v.winner) ? t.win : t.lose}
        </h2>
        {v.seats.map((p, i) => (
          <p key={i}>{fmt(t.destroyedBy[faction(i)], { c: names(s, p.victory) || t.none })}</p>
        ))}
        {me >= 0
          ? <B cls="go" act="rematch" on={s.rematch}>{t.rematch}</B>
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
  } else if (s.ending.value) {
    body = (
      <section class="dec" aria-label={t.endTurn}>
        <h2>{t.leftTitle}</h2>
        <ul>{leftovers(s).map((x) => <li key={x}>{x}</li>)}</ul>
        <B cls="go" act="endTurn!" on={() => s.send({ type: "endTurn" })}>{t.endAnyway}</B>
        <B act="keep" on={() => (s.ending.value = false)}>{t.keep}</B>
      </section>
    );
  } else if (s.sel.value.length) body = <Attack s={s} />;
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
          on={() => leftovers(s).length ? (s.ending.value = true) : s.send({ type: "endTurn" })}
        >
          {t.endTurn}
        </B>
      </div>
    );
  } else {
    body = (
      <p class="wait" role="status">
        {s.local.value
          ? t.waitServer
          : me >= 0 && v.turn.phase === "main"
          ? t.theirTurn[faction(v.turn.seat)]
          : ""}
      </p>
    );
  }
  return (
    <div class="bar">
      {s.note.value && <p class="note" role="alert">{s.note.value}</p>}
      {body}
    </div>
  );
}
