/**
 * What opens over the table (second bundle): a card shown large on a tap, long-press or Z, an open pile, the
 * help sheet (the icons' legend, the galaxy row, the keys).
 */
import { type ComponentChildren, h } from "preact";
import { Icon } from "./icons.tsx";
import { LEGEND_WORDS } from "./legend_words.ts";
import { defOf } from "./engine.ts";
import { Big, Card } from "./Card.tsx";
import type { Store, Zoom } from "./store.ts";
import { useFocusOnce } from "./focus_once.ts";

/** The card read large over the page (narrow screens), away from where it was tapped; a tap closes it. */
export function ZoomFly({ s, z }: { s: Store; z: Zoom }) {
  return (
    <div
      class={`zoomfly ${z.top ? "top" : "bottom"}${z.key ? " key" : ""}`}
      role="dialog"
      aria-label={defOf(z.c).name[s.p.lang]}
      onClick={() => (s.zoom.value = null)}
    >
      <Big s={s} c={z.c} />
      <button type="button">{s.t.close}</button>
    </div>
  );
}

/** A pile's cards (a discard pile), with a button that closes it. */
export function PileSheet({ s, pile }: { s: Store; pile: { title: string; cards: number[] } }) {
  const first = useFocusOnce<HTMLButtonElement>();
  return (
    <div class="sheet" role="dialog" aria-label={pile.title}>
      <h2>{pile.title}</h2>
      <button type="button" ref={first} onClick={() => (s.pile.value = null)}>
        {s.t.close}
      </button>
      <div class="zone">{pile.cards.map((c) => <Card key={c} s={s} c={c} />)}</div>
    </div>
  );
}

/** The legend of the table's icons, what the galaxy row's cards say, and the keys; a button closes it. */
export function HelpSheet({ s }: { s: Store }) {
  const t = s.t, w = LEGEND_WORDS[s.p.lang];
  const first = useFocusOnce<HTMLButtonElement>();
  const icon = (id: string, cls = "") => (
    <i class={`ic ${cls}`}>
      <Icon id={id} />
    </i>
  );
  const rows: [ComponentChildren, string, string][] = [
    [<b key="C" class="cost">3</b>, t.iconNames.C, w.C],
    [icon("iA", "A"), t.iconNames.A, w.A],
    [icon("iR", "R"), t.iconNames.R, w.R],
    [icon("iF", "F"), t.iconNames.F, w.F],
    [icon("iT", "T"), t.iconNames.T, w.T],
    [icon("iH", "H"), t.iconNames.H, w.H],
    [icon("iU", "uq"), t.iconNames.U, w.U],
    [
      <span key="fs" class="fs">
        {icon("empire", "empire")}
        {icon("rebel", "rebel")}
        {icon("neutral", "neutral")}
      </span>,
      `${t.factions.empire} · ${t.factions.rebel} · ${t.factions.neutral}`,
      w.factions,
    ],
    [<span key="more" class="more">{t.more}</span>, w.moreName, w.more],
  ];
  return (
    <div class="sheet help" role="dialog" aria-label={t.help}>
      <h2>{t.help}</h2>
      <button type="button" ref={first} onClick={() => (s.help.value = false)}>
        {t.close}
      </button>
      <h3>{w.icons}</h3>
      <dl class="legend">
        {rows.map(([glyph, name, what]) => (
          <div key={name}>
            <dt>
              <span aria-hidden="true">{glyph}</span> {name}
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <h3>{w.traitsTitle}</h3>
      <p>{w.traits}</p>
      <ul class="traits">
        {Object.entries(t.traits).map(([id, name]) => (
          <li key={id}>
            <span aria-hidden="true">{icon(id)}</span> {name}
          </li>
        ))}
      </ul>
      <h3>{w.rowTitle}</h3>
      <p>{w.row}</p>
      <h3>{w.keysTitle}</h3>
      <dl class="legend keys">
        {w.keys.map(([k, what]) => (
          <div key={k}>
            <dt>
              <kbd>{k}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
