/**
 * Cards travelling from where they were (second bundle), the FLIP way keyed by card id: before the
 * table shows a new view, `before` measures where each card's face is (and copies it); once the new
 * view is drawn, `fly` measures again and animates a copy of each card that moved from its old place
 * to its new one, in a layer over the page (so no scrolling box clips it) while the card itself waits
 * hidden. A card that was not on the table comes from its pile (hand, deck, galaxy deck), one that
 * left goes to its pile (discard, victory pile, deck); damage and repairs flash on bases and ships.
 */
import type { View } from "./engine.ts";
import { cameFrom, damage, same, type Spot, spots, wentTo } from "./spots.ts";

/** A card's face as the table showed it before the change: where, and a copy of it. */
interface Was {
  r: DOMRect;
  face: Element;
  cls: string;
}

/** What `before` measured: the view before, its spots and damage, and each face shown. */
export interface Before {
  v: View;
  at: Map<number, Spot>;
  hurt: Map<number, number>;
  faces: Map<number, Was>;
}

/** Copies in flight, by card id (a card that moves again starts from where its copy is). */
const live = new Map<number, { g: HTMLElement; a: Animation[] }>();

/** The layer the copies fly in (inert: never focused, hidden from assistive technology). */
function layer(): HTMLElement {
  let l = document.querySelector<HTMLElement>(".flight");
  if (!l) {
    l = document.createElement("div");
    l.className = "flight";
    l.setAttribute("aria-hidden", "true");
    l.inert = true;
    document.body.append(l);
  }
  return l;
}

/**
 * The action bar (a decision's prompt, the turn's buttons) is never flown over: the layer leaves its box out
 * (a polygon with a hole), measured as each move starts flying.
 */
function spare(l: HTMLElement): void {
  const r = document.querySelector(".bar")?.getBoundingClientRect();
  l.style.clipPath = r && r.width
    ? `polygon(evenodd, 0 0, 100% 0, 100% 100%, 0 100%, 0 0, ${r.left}px ${r.top}px, ${r.right}px ${r.top}px, ` +
      `${r.right}px ${r.bottom}px, ${r.left}px ${r.bottom}px, ${r.left}px ${r.top}px)`
    : "";
}

/** Each card shown on the board and in the hand (not those a decision lists), by id: its `.card` element. */
function shown(): Map<number, HTMLElement> {
  const m = new Map<number, HTMLElement>();
  for (
    const el of document.querySelectorAll<HTMLElement>(".board .card[data-c], .dock .hand .card[data-c]")
  ) {
    m.set(Number(el.dataset.c), el);
  }
  return m;
}

const faceOf = (el: Element) => el.querySelector(".face") ?? el;

/** Measures the table as it is, before it shows `now` instead of `v`. */
export function before(v: View): Before {
  const faces = new Map<number, Was>();
  for (const [c, el] of shown()) {
    const f = live.get(c)?.g ?? faceOf(el);
    faces.set(c, {
      r: f.getBoundingClientRect(),
      face: faceOf(el).cloneNode(true) as Element,
      cls: el.className,
    });
  }
  land();
  return { v, at: spots(v), hurt: damage(v), faces };
}

/** Ends every flight at once (the player skipped ahead). */
export function land(): void {
  for (const { a } of live.values()) for (const x of a) x.finish();
  live.clear();
}

/** Where a spot is on the table now (a pile, an area), or null when the table does not show it. */
function anchor(v: View, sp: Spot): Element | null {
  const seat = document.querySelector(`.seat[data-s="${sp.i}"]`);
  const row = document.querySelector(".galaxy");
  const ours = v.viewer >= 0 && v.seats[sp.i]?.region === v.seats[v.viewer].region;
  switch (sp.z) {
    case "h":
      return sp.i === v.viewer
        ? document.querySelector(".dock .hand .zone")
        : seat?.querySelector(".mhand") ?? seat?.querySelector(".info") ?? null;
    case "p":
    case "s":
    case "b":
      return seat?.querySelector(".zone") ?? null;
    case "d":
      return seat?.querySelector(".pile") ?? null;
    case "v":
    case "t":
      return seat?.querySelector(".info") ?? null;
    case "x":
      return null;
  }
  if (!ours && v.viewer >= 0) return null;
  if (sp.z === "g") return row?.querySelector(".pile") ?? null;
  if (sp.z === "o") return row?.querySelector(".zone > .card:last-child") ?? null;
  return row?.querySelector(sp.z === "r" ? ".zone" : ".info > span") ?? null;
}

/** A copy of card `c`'s face over the page at `r`. */
function copy(c: number, face: Element, cls: string, r: DOMRect): HTMLElement {
  const g = document.createElement("div");
  g.dataset.f = String(c);
  g.className = cls.replace(/\b(chg|aim|sel)\b/g, "");
  g.style.cssText = `left:${r.left}px;top:${r.top}px;width:${r.width}px;--ch:${r.height}px`;
  g.append(face);
  layer().append(g);
  return g;
}

/** The transform that puts a box of size `to` onto box `from` (scaled from its top left corner). */
const onto = (from: DOMRect, to: DOMRect, shrink = 1) =>
  `translate(${from.left - to.left + (from.width * (1 - shrink)) / 2}px,${
    from.top - to.top + (from.height * (1 - shrink)) / 2
  }px) scale(${(from.width / to.width) * shrink},${(from.height / to.height) * shrink})`;

/** A pile or area is a point cards come from or go to: a card-sized box at its centre, shrunk. */
const point = (el: Element, like: DOMRect) => {
  const r = el.getBoundingClientRect();
  return new DOMRect(
    r.left + r.width / 2 - like.width / 2,
    r.top + r.height / 2 - like.height / 2,
    like.width,
    like.height,
  );
};

/** One card's trip: its face shown at `box` (its size and place on the table) moving between two transforms. */
interface Trip {
  c: number;
  face: Element;
  cls: string;
  box: DOMRect;
  kf: Keyframe[];
  /** The card on the table, hidden until its copy lands. */
  el?: HTMLElement;
}

const SHRINK = 0.4;
const near = (a: DOMRect, b: DOMRect) =>
  Math.abs(a.left - b.left) + Math.abs(a.top - b.top) + Math.abs(a.width - b.width) < 3;

/** A hit on a base or capital ship: its face flashes and the damage (or the repair) rises from it. */
function hit(el: HTMLElement, n: number): void {
  const f = faceOf(el), r = f.getBoundingClientRect(), col = n > 0 ? "#ff5a4a" : "#5adf8a";
  const b = document.createElement("b");
  b.className = n > 0 ? "hit" : "hit heal";
  b.textContent = n > 0 ? `−${n}` : `+${-n}`;
  b.style.cssText = `left:${r.left + r.width / 2}px;top:${r.top + r.height / 2}px`;
  layer().append(b);
  b.animate([
    { transform: "translate(-50%,-50%) scale(.6)", opacity: 0 },
    { transform: "translate(-50%,-80%) scale(1.25)", opacity: 1, offset: 0.3 },
    { transform: "translate(-50%,-170%)", opacity: 0 },
  ], { duration: 1200, easing: "ease-out" }).finished.catch(() => {}).finally(() => b.remove());
  f.animate([{ boxShadow: `0 0 0 4px ${col}, 0 0 26px ${col}` }, { boxShadow: "0 0 0 0 transparent" }], {
    duration: 900,
  });
}

/**
 * Animates the change from what `b` measured to the table drawn now for `now`, each trip lasting `ms`,
 * one after another; returns how many cards travel or flash.
 */
export function fly(b: Before, now: View, ms: number): number {
  spare(layer());
  const at = spots(now), els = shown(), trips: Trip[] = [], hurt = damage(now);
  let hits = 0;
  for (const [c, w] of b.faces) {
    if (els.has(c)) continue;
    const was = b.at.get(c), dest = at.get(c) ?? (was && wentTo(was)), a = dest && anchor(now, dest);
    trips.push({
      c,
      face: w.face,
      cls: w.cls,
      box: w.r,
      kf: [{ transform: "none", opacity: 1 }, {
        transform: a ? onto(point(a, w.r), w.r, SHRINK) : "translateY(-1rem) scale(.9)",
        opacity: a ? 0.25 : 0,
      }],
    });
  }
  for (const [c, el] of els) {
    const face = faceOf(el), r = face.getBoundingClientRect(), w = b.faces.get(c);
    const n = (hurt.get(c) ?? 0) - (b.hurt.get(c) ?? hurt.get(c) ?? 0);
    if (n) {
      hit(el, n);
      hits++;
    }
    if (w && near(w.r, r)) continue;
    const was = b.at.get(c), src = was && !same(was, at.get(c)) ? was : at.get(c) && cameFrom(at.get(c)!);
    const a = !w && src ? anchor(now, src) : null;
    trips.push({
      c,
      face: face.cloneNode(true) as Element,
      cls: el.className,
      box: r,
      el,
      kf: [
        {
          transform: w ? onto(w.r, r) : a ? onto(point(a, r), r, SHRINK) : "scale(.85)",
          opacity: w ? 1 : 0.3,
        },
        { transform: "none", opacity: 1 },
      ],
    });
  }
  const gap = Math.min(70, 320 / trips.length);
  trips.forEach((t, k) => {
    const g = copy(t.c, t.face, t.cls, t.box), delay = Math.round(k * gap);
    const a = [g.animate(t.kf, { duration: ms, delay, easing: "cubic-bezier(.3,.7,.3,1)", fill: "both" })];
    if (t.el) a.push(t.el.animate({ opacity: [0, 0] }, { duration: delay + ms }));
    a[0].finished.catch(() => {}).finally(() => {
      g.remove();
      if (live.get(t.c)?.g === g) live.delete(t.c);
    });
    live.set(t.c, { g, a });
  });
  return trips.length + hits;
}
