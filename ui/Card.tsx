/**
 * A card on the table: its face (server-rendered HTML, see faces.tsx) with its state as a button
 * that shows the card large on hover, focus, tap or long-press, then its action buttons.
 */
import { type ComponentChildren, Fragment, h } from "preact";
import { defOf, frontSeat } from "./engine.ts";
import { stateOf } from "./reading.ts";
import type { Store } from "./store.ts";
import { WhyNot } from "./learn/WhyNot.tsx";

/**
 * One card. `a` is its current attack when in play; `row` shows its target value; `tag` says where
 * it lies. A target the selected attackers can defeat is outlined, and a click on it aims at it;
 * a card changed since the player last acted is marked.
 */
export function Card(
  { s, c, a, row, tag, cls = "", children }: {
    s: Store;
    c: number;
    a?: number;
    tag?: string;
    row?: boolean;
    cls?: string;
    children?: ComponentChildren;
  },
) {
  const d = defOf(c), v = s.view.value;
  const st = stateOf(s, c, a);
  if (tag) st.unshift(tag);
  const z = (e: Event, open?: boolean) => {
    const r = (e.currentTarget as HTMLElement).getBoundingClientRect();
    s.zoom.value = { c, open, top: r.top + r.height / 2 > innerHeight / 2 };
  };
  const own = v.seats[frontSeat(v.viewer)].faction === d.faction;
  const aim = s.aims.value.get(c);
  const on = aim !== undefined && aim === s.target.value;
  return (
    <div
      data-c={c}
      class={`card ${d.faction} ${d.type}${own ? " own" : ""}${row ? " inrow" : ""}${
        s.marks.value.has(c) ? " chg" : ""
      }${aim === undefined ? "" : " aim"} ${cls}`}
    >
      <button
        type="button"
        class="face"
        data-act={aim === undefined ? undefined : `tgt:${aim}`}
        aria-pressed={aim === undefined ? undefined : on}
        onMouseEnter={(e) => z(e)}
        onFocus={(e) => z(e)}
        onClick={(e) => aim === undefined ? z(e, true) : (s.target.value = aim)}
        onContextMenu={(e) => {
          e.preventDefault();
          z(e, true);
        }}
      >
        <span class="fx" dangerouslySetInnerHTML={{ __html: s.p.cards[d.id].h }} />
        {st.map((x) => <span key={x} class="badge">{x}</span>)}
      </button>
      {children}
    </div>
  );
}

/** The card read large. */
export function Big({ s, c }: { s: Store; c: number }) {
  const d = defOf(c);
  return (
    <>
      <div class={`big ${d.faction}`} dangerouslySetInnerHTML={{ __html: s.p.cards[d.id].h }} />
      <WhyNot s={s} c={c} />
    </>
  );
}
