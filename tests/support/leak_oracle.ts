/**
 * What a viewer may not see, worked out from the full state independently of the engine's view:
 * other hands, deck cards nobody has been shown, other seats' secret bases. And every card id a
 * response shows, read from the known places of views and events.
 */
import { cardsOf, type GameEvent, type GameState, shownOf, type View } from "../../engine/mod.ts";

/**
 * Card ids hidden from a viewer (seat, or -1 spectator) in a state. In 2v2 a seat sees its teammate's
 * hand and secret bases as its own (the document's table talk).
 */
export function hiddenFrom(s: GameState, viewer: number): Set<number> {
  const out = new Set<number>();
  const add = (ids: number[]) => ids.forEach((c) => out.add(c));
  const secretBases = s.options.mode === "secretBases" || s.turn.phase === "setup";
  const team = viewer >= 0 && s.options.format === "2v2" ? s.seats[viewer].team : -1;
  s.seats.forEach((p, i) => {
    const mine = i === viewer || p.team === team;
    if (!mine) add(p.hand);
    add(p.deck.slice(0, p.deck.length - p.knownTop));
    if (!mine && secretBases) {
      add(p.bases);
      add(p.unused);
    }
  });
  for (const g of s.regions) {
    const known = viewer >= 0 ? g.knownTop[viewer] : Math.min(...g.knownTop);
    add(g.deck.slice(0, g.deck.length - known));
  }
  for (const d of s.pending) {
    if (d.seat !== viewer) continue;
    for (const c of cardsOf(d)) out.delete(c);
    for (const c of shownOf(d)) out.delete(c);
  }
  return out;
}

const VIEW_KEYS = "viewer,options,force,winner,turn,seats,regions,exiled,pending,legal,cards";
/** Fields only a 2v2 view has (seat numbers, no cards). */
const TEAM_VIEW_KEYS = ["waitingFor"];
const SEAT_KEYS =
  "faction,team,region,hand,handCount,deckCount,deckTop,unseen,discard,play,ships,shipDamage,resources,base," +
  "baseDamage,bases,basesCount,unused,victory";
const REGION_KEYS = "row,deckCount,deckTop,unseen,discard,pilots";

/** Every card id a view shows. Throws when the view has fields this scanner does not know. */
export function cardsInView(v: View): number[] {
  const out: number[] = [];
  const push = (ids: readonly number[] | null | undefined) => ids && out.push(...ids);
  const keys = (o: object, want: string, what: string) => {
    const got = Object.keys(o);
    const known = want.split(",");
    if (got.length !== known.length || got.some((k) => !known.includes(k))) {
      throw new Error(`unknown ${what} fields: ${got.join(",")}`);
    }
  };
  keys(v, [VIEW_KEYS, ...TEAM_VIEW_KEYS.filter((k) => k in v)].join(","), "view");
  for (const p of v.seats) {
    keys(p, SEAT_KEYS, "seat view");
    push(p.hand);
    push(p.deckTop);
    push(p.discard);
    push(p.play);
    push(p.ships);
    push([p.base]);
    push(p.bases);
    push(p.unused);
    push(p.victory);
  }
  for (const g of v.regions) {
    keys(g, REGION_KEYS, "region view");
    push(g.row);
    push(g.deckTop);
    push(g.discard);
    push(g.pilots);
  }
  push(v.exiled);
  const t = v.turn;
  push(t.used);
  push(t.attacked);
  push(t.exileAtEnd);
  push(t.commits.filter((_, i) => i % 2 === 0));
  push(t.commits.filter((_, i) => i % 2 === 1));
  push(t.bonus.filter((_, i) => i % 2 === 0));
  push([t.bountyNeutral]);
  for (const d of v.pending) {
    push([d.src]);
    push(cardsOf(d));
    push(shownOf(d));
  }
  for (const a of v.legal as Record<string, unknown>[]) {
    for (const k of ["card", "pick", "target"]) if (typeof a[k] === "number") out.push(a[k] as number);
    for (const k of ["cards", "picks"]) if (Array.isArray(a[k])) push(a[k] as number[]);
  }
  push(Object.keys(v.cards).map(Number));
  return out.filter((c) => c >= 0);
}

/** Every card id an event shows. */
export function cardsInEvent(e: Record<string, unknown>): number[] {
  const out: number[] = [];
  for (const k of ["card", "out", "src", "target"]) {
    if (typeof e[k] === "number" && (e[k] as number) >= 0) out.push(e[k] as number);
  }
  for (const k of ["cards", "picks"]) if (Array.isArray(e[k])) out.push(...(e[k] as number[]));
  return out;
}

/** Card ids that raw events of one move addressed to a viewer on purpose (`to` names it). */
export function addressedTo(events: GameEvent[], viewer: number): Set<number> {
  const out = new Set<number>();
  for (const e of events) {
    if ("to" in e && e.to?.includes(viewer)) { for (const c of cardsInEvent(e)) out.add(c); }
  }
  return out;
}

/** The first secret a response text shows: the seed, the generator state or a token hash; or null. */
export function secretIn(text: string, s: GameState, hashes: string[]): string | null {
  for (const key of ['"rng"', '"seed"', '"hash"', ...hashes]) if (text.includes(key)) return key;
  for (const n of [s.options.seed, ...(s.rng ?? [])]) {
    if (n < 1_000_000) continue;
    const str = String(n);
    for (let i = text.indexOf(str); i >= 0; i = text.indexOf(str, i + 1)) {
      const before = text[i - 1] ?? "", after = text[i + str.length] ?? "";
      if (!/[\d.]/.test(before) && !/[\d.]/.test(after)) return str;
    }
  }
  return null;
}

/**
 * Cards that a move may have shown in public for a moment before a shuffle hid them again: with a
 * `shuffle`, the seat's deck after the move (a card discarded face up, then shuffled into the deck) and the
 * cards it drew after the shuffle (a discard pile of one card, drawn back at once: known to all anyway);
 * with a `galaxyShuffle`, the galaxy deck after the move.
 */
export function shuffledBack(events: GameEvent[], after: GameState): Set<number> {
  const out = new Set<number>();
  const shuffled = new Set<number>();
  for (const e of events) {
    if (e.k === "shuffle" && typeof e.seat === "number") {
      shuffled.add(e.seat);
      for (const c of after.seats[e.seat].deck) out.add(c);
    }
    // A card of the reshuffled discard pile drawn at once (a one-card pile): public until the shuffle.
    if (e.k === "draw" && shuffled.has(e.seat) && Array.isArray(e.cards)) {
      for (const c of e.cards) out.add(c);
    }
    if (e.k === "galaxyShuffle") { for (const g of after.regions) for (const c of g.deck) out.add(c); }
  }
  return out;
}

/** Where a card is in a state, for failure messages. */
export function whereIs(s: GameState, card: number): string {
  for (const [i, p] of s.seats.entries()) {
    for (const zone of ["hand", "deck", "discard", "play", "ships", "bases", "unused", "victory"] as const) {
      const at = p[zone].indexOf(card);
      if (at >= 0) return `seat ${i} ${zone}[${at}/${p[zone].length}] knownTop ${p.knownTop}`;
    }
    if (p.base === card) return `seat ${i} base`;
  }
  for (const g of s.regions) {
    for (const zone of ["row", "deck", "discard", "pilots"] as const) {
      const at = g[zone].indexOf(card);
      if (at >= 0) return `galaxy ${zone}[${at}/${g[zone].length}] knownTop ${g.knownTop}`;
    }
  }
  return s.exiled.includes(card) ? "exiled" : "nowhere";
}

function zoneOf(s: GameState, card: number): string {
  return whereIs(s, card).replace(/\[.*$/, "");
}

/**
 * Hidden cards whose identity the viewer still knows because it followed them in public: a card
 * seen (not hidden before the move) that an event everyone sees names as it goes into a hidden
 * zone (a purchased card put into the hand) is known; a known card stays known while it stays in
 * its zone or moves by such an event, and is lost once it moves unseen (shuffled, drawn).
 */
export function stillKnown(
  known: Set<number>,
  before: GameState,
  after: GameState,
  events: GameEvent[],
  hiddenBefore: Set<number>,
  hiddenAfter: Set<number>,
): Set<number> {
  const named = new Set<number>();
  for (const e of events) {
    if (!("to" in e) && !("secret" in e)) { for (const c of cardsInEvent(e)) named.add(c); }
  }
  const out = new Set<number>();
  for (const c of known) {
    if (hiddenAfter.has(c) && (named.has(c) || zoneOf(before, c) === zoneOf(after, c))) out.add(c);
  }
  for (const c of named) if (hiddenAfter.has(c) && !hiddenBefore.has(c)) out.add(c);
  return out;
}
