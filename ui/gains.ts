/** What playing a card from the hand will give, in words (second bundle): the Play button's label. */
import { defOf } from "./engine.ts";
import { preview } from "../engine/view/preview.ts";
import { fmt } from "./i18n.ts";
import type { Store } from "./store.ts";

/** "Play: Imperial Shuttle, 1 resource": the card's name and what the engine's preview says it gives. */
export function playLabel(s: Store, c: number): string {
  const t = s.t, v = s.view.value, me = v.viewer, d = defOf(c), name = d.name[s.p.lang];
  const pv = preview(v, { type: "play", card: c });
  if (!pv.ok || !pv.known) return fmt(t.playGain, { g: name });
  const r = pv.view.seats[me].resources - v.seats[me].resources, f = Math.abs(pv.view.force - v.force);
  const g = [
    name,
    d.attack && fmt(t.atkN, { n: d.attack }),
    r && fmt(t.resN, { n: r }),
    f && fmt(t.frcN, { n: f }),
  ];
  return fmt(t.playGain, { g: g.filter(Boolean).join(", ") });
}
