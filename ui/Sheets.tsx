/** What opens over the table (second bundle): a card shown large on a tap or long-press, an open pile. */
import { h } from "preact";
import { defOf } from "./engine.ts";
import { Big, Card } from "./Card.tsx";
import type { Store, Zoom } from "./store.ts";

/** The card read large over the page (narrow screens), away from where it was tapped; a tap closes it. */
export function ZoomFly({ s, z }: { s: Store; z: Zoom }) {
  return (
    <div
      class={`zoomfly ${z.top ? "top" : "bottom"}`}
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
  return (
    <div class="sheet" role="dialog" aria-label={pile.title}>
      <h2>{pile.title}</h2>
      <button type="button" ref={(e) => e?.focus()} onClick={() => (s.pile.value = null)}>
        {s.t.close}
      </button>
      <div class="zone">{pile.cards.map((c) => <Card key={c} s={s} c={c} />)}</div>
    </div>
  );
}
