/**
 * Preparing an attack in the action bar: the selected attackers, the targets they cannot defeat
 * (listed apart), the chosen target's preview and the confirmation. Loaded lazily with the log.
 */
import { Fragment, h } from "preact";
import { defOf } from "./engine.ts";
import { fmt } from "./i18n.ts";
import { B } from "./Bar.tsx";
import { canAttack, names, targetsOf } from "./reading.ts";
import { attackOn, enemyBase, splitsBases, succeeds } from "./aiming.ts";
import type { Store } from "./store.ts";

/** What an attack will do, in words. */
function outcome(s: Store, a: NonNullable<ReturnType<typeof attackOn>>): string[] {
  const t = s.t, v = s.view.value, n = (c: number) => names(s, [c]);
  if (a.target !== "base") {
    const c = n(a.target), tv = a.targetValue!;
    return a.defeated
      ? [fmt(t.pvDefeat, { c, v: tv }), `${t.reward}: ${s.p.cards[defOf(a.target).id].r}`]
      : [fmt(t.pvFail, { c, v: tv })];
  }
  const base = n(enemyBase(v));
  const out = a.shipsDestroyed.length ? [fmt(t.pvShips, { c: names(s, a.shipsDestroyed) })] : [];
  for (const x of a.shipDamage) {
    if (!a.shipsDestroyed.includes(x.ship)) out.push(fmt(t.pvShipDmg, { n: x.damage, c: n(x.ship) }));
  }
  if (a.baseDamage) out.push(fmt(t.pvBase, { n: a.baseDamage, c: base }));
  if (a.baseDestroyed) {
    out.push(fmt(t.pvBaseDown, { c: base }), a.wins ? t.pvWin : "");
  }
  if (a.split) out.push(splitsBases(v, a) ? t.pvSplitBases : t.pvSplit);
  return out.length ? out : [t.pvNothing];
}

/**
 * The selected attackers and the chosen target's preview. Targets the attack can defeat (or
 * damage) are outlined on the board and chosen there; the others are listed apart, and their
 * confirmation says which attackers would be spent for nothing.
 */
export function Attack({ s }: { s: Store }) {
  const t = s.t, v = s.view.value, sel = s.sel.value, p = v.seats[v.viewer];
  const ready = [...p.play, ...p.ships].filter((c) => canAttack(v, c));
  const weak = targetsOf(v, sel).filter((x) => !succeeds(attackOn(v, sel, x)));
  const tg = s.target.value, a = tg === null ? null : attackOn(v, sel, tg);
  const lost = a && !succeeds(a);
  return (
    <section class="atk" aria-label={t.attack}>
      <h2>{fmt(t.attackWith, { n: sel.length, a: attackOn(v, sel, "base")?.total ?? "?" })}</h2>
      {ready.length > 1 && <B act="all" on={() => (s.sel.value = ready)}>{t.allAttack}</B>}
      <B act="cancel" on={() => (s.sel.value = [])}>{t.cancel}</B>
      <p>{t.pickTarget}</p>
      {weak.length > 0 && (
        <details>
          <summary>{t.weakTargets}</summary>
          {weak.map((x) => (
            <B key={x} act={`tgt:${x}`} pressed={x === tg} on={() => (s.target.value = x)}>
              {x === "base" ? t.enemyBase : names(s, [x])}
            </B>
          ))}
        </details>
      )}
      {tg !== null && a && (
        <>
          <ul class="pv">
            {outcome(s, a).map((x) => x && <li key={x}>{x}</li>)}
            {lost && <li>{fmt(t.pvLost, { c: names(s, sel) })}</li>}
          </ul>
          <B cls={lost ? "" : "go"} act="confirm" on={() => s.attack(sel, tg)}>
            {lost ? t.attackAnyway : t.confirm}
          </B>
        </>
      )}
    </section>
  );
}
