/** The end-of-turn check: what the player leaves undone when ending the turn now. Loaded lazily. */
import { h } from "preact";
import { fmt } from "./i18n.ts";
import { B } from "./Bar.tsx";
import { attacks, canAttack, ok } from "./reading.ts";
import type { Store } from "./store.ts";

/** What the player leaves undone when ending the turn now. */
export function leftovers(s: Store): string[] {
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

/** Asks before ending the turn while something is left to do. */
export function EndCheck({ s }: { s: Store }) {
  const t = s.t;
  return (
    <section class="dec" aria-label={t.endTurn}>
      <h2>{t.leftTitle}</h2>
      <ul>{leftovers(s).map((x) => <li key={x}>{x}</li>)}</ul>
      <B cls="go" act="endTurn!" a={{ type: "endTurn" }} on={() => s.send({ type: "endTurn" })}>
        {t.endAnyway}
      </B>
      <a
        class="btn"
        href={`/g/${s.p.id}`}
        data-act="keep"
        onClick={(e) => {
          e.preventDefault();
          s.ending.value = false;
        }}
      >
        {t.keep}
      </a>
    </section>
  );
}
