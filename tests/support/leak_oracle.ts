/**
 * The leak oracle of the tests and the tools (simulate, the undo scan), never of the product: what a viewer
 * may not see, worked out from the full state apart from the engine's redaction (engine/view/view.ts, which
 * it checks): other hands, deck cards not shown, other seats' secret bases. And every card id a view, an
 * event or a response shows, read from their known places (a view field it does not know is an error).
 */
import {
  cardsOf,
  type GameEvent,
  type GameState,
  shownOf,
  SPECTATOR,
  type View,
  viewFor,
} from "../../engine/mod.ts";
import { cardCount, CARDS, defOf } from "../../engine/cards/catalog.ts";

/**
 * Card ids hidden from a viewer (a seat, or -1 a spectator) in a state, as a mask indexed by card id
 * (1 = hidden). In 2v2 a seat sees its teammate's hand and secret bases as its own (the document's
 * table talk). The known top of a seat's deck (knownTop: a card placed face up) was shown to the
 * seats, by events addressed to them: not to spectators. A galaxy top card every seat knows was
 * shown in public (a reveal, Jerjerrod's swap): spectators may know it too.
 */
export function hiddenMask(s: GameState, viewer: number): Uint8Array {
  const hidden = new Uint8Array(cardCount(s));
  const isSeat = viewer >= 0;
  const team = isSeat && s.seats.length > 2 ? s.seats[viewer].team : -1;
  const secret = s.options.mode === "secretBases" || s.turn.phase === "setup";
  for (let i = 0; i < s.seats.length; i++) {
    const p = s.seats[i];
    const mine = i === viewer || p.team === team;
    if (!mine) { for (const c of p.hand) hidden[c] = 1; }
    const known = isSeat ? p.knownTop : 0;
    for (let k = 0; k < p.deck.length - known; k++) hidden[p.deck[k]] = 1;
    if (!mine && secret) {
      for (const c of p.bases) hidden[c] = 1;
      for (const c of p.unused) hidden[c] = 1;
    }
  }
  for (const g of s.regions) {
    const known = isSeat ? g.knownTop[viewer] : Math.min(...g.knownTop);
    for (let k = 0; k < g.deck.length - known; k++) hidden[g.deck[k]] = 1;
  }
  // Cards offered or shown to a deciding seat (looked at) stay visible to it through its decision.
  for (const d of s.pending) {
    if (d.seat !== viewer) continue;
    for (const c of shownOf(d)) hidden[c] = 0;
    for (const c of cardsOf(d)) hidden[c] = 0;
  }
  return hidden;
}

/** The same as a set of card ids. */
export function hiddenFrom(s: GameState, viewer: number): Set<number> {
  const mask = hiddenMask(s, viewer);
  const out = new Set<number>();
  for (let c = 0; c < mask.length; c++) if (mask[c]) out.add(c);
  return out;
}

const VIEW_KEYS = "viewer,options,force,winner,turn,seats,regions,exiled,pending,legal,cards";
/** Fields only a 2v2 view has (seat numbers, no cards). */
const TEAM_VIEW_KEYS = ["waitingFor"];
const SEAT_KEYS =
  "faction,team,region,hand,handCount,deckCount,deckTop,unseen,discard,play,ships,shipDamage,resources,base," +
  "baseDamage,bases,basesCount,unused,victory";
const REGION_KEYS = "row,deckCount,deckTop,unseen,discard,pilots";

function checkKeys(o: object, want: string, what: string): void {
  const got = Object.keys(o);
  const known = want.split(",");
  if (got.length !== known.length || got.some((k) => !known.includes(k))) {
    throw new Error(`unknown ${what} fields: ${got.join(",")}`);
  }
}

/** Called with each card id a view shows, its place and the index of its seat, region, decision or action (-1: none); true stops the walk. */
type Visit = (id: number, place: string, i: number) => boolean;

/**
 * Walks every card id a view shows, in every place a view has; throws when the view has fields this
 * walker does not know. Returns true when `visit` stopped it.
 */
function walkView(v: View, visit: Visit): boolean {
  const each = (ids: readonly number[] | null | undefined, place: string, i = -1, step = 1) => {
    if (!ids) return false;
    for (let k = 0; k < ids.length; k += step) if (ids[k] >= 0 && visit(ids[k], place, i)) return true;
    return false;
  };
  checkKeys(v, [VIEW_KEYS, ...TEAM_VIEW_KEYS.filter((k) => k in v)].join(","), "view");
  for (let i = 0; i < v.seats.length; i++) {
    const p = v.seats[i];
    checkKeys(p, SEAT_KEYS, "seat view");
    if (
      each(p.hand, "seats.hand", i) || each(p.deckTop, "seats.deckTop", i) ||
      each(p.discard, "seats.discard", i) ||
      each(p.play, "seats.play", i) || each(p.ships, "seats.ships", i) || each([p.base], "seats.base", i) ||
      each(p.bases, "seats.bases", i) || each(p.unused, "seats.unused", i) ||
      each(p.victory, "seats.victory", i)
    ) return true;
  }
  for (let r = 0; r < v.regions.length; r++) {
    const g = v.regions[r];
    checkKeys(g, REGION_KEYS, "region view");
    if (
      each(g.row, "regions.row", r) || each(g.deckTop, "regions.deckTop", r) ||
      each(g.discard, "regions.discard", r) || each(g.pilots, "regions.pilots", r)
    ) return true;
  }
  const t = v.turn;
  if (
    each(v.exiled, "exiled") || each(t.used, "turn.used") || each(t.attacked, "turn.attacked") ||
    each(t.exileAtEnd, "turn.exileAtEnd") || each(t.commits, "turn.commits") ||
    each(t.bonus, "turn.bonus", -1, 2) ||
    each([t.bountyNeutral], "turn.bountyNeutral")
  ) return true;
  for (let i = 0; i < v.pending.length; i++) {
    const d = v.pending[i];
    if (each([d.src], "pending.src", i) || each(cardsOf(d), "pending.cards", i)) return true;
    if (each(shownOf(d), "pending.shown", i)) return true;
  }
  for (let i = 0; i < v.legal.length; i++) {
    const a = v.legal[i] as Record<string, unknown>;
    for (const k of ["card", "pick", "target"]) {
      if (typeof a[k] === "number" && (a[k] as number) >= 0 && visit(a[k] as number, `legal.${k}`, i)) {
        return true;
      }
    }
    for (const k of ["cards", "picks"]) {
      if (Array.isArray(a[k]) && each(a[k] as number[], `legal.${k}`, i)) return true;
    }
  }
  for (const k in v.cards) if (visit(+k, "cards", -1)) return true;
  return false;
}

/** Every card id a view shows, with where it shows it. */
export function idsInView(v: View): { id: number; where: string }[] {
  const out: { id: number; where: string }[] = [];
  walkView(v, (id, place, i) => {
    out.push({ id, where: i < 0 ? place : place.replace(".", `[${i}].`) });
    return false;
  });
  return out;
}

/** Every card id a view shows. */
export function cardsInView(v: View): number[] {
  return idsInView(v).map((x) => x.id);
}

/**
 * What a view must not show its viewer: the oracle's hidden cards, and for a spectator every deck card
 * (the engine shows a spectator no deck's top, not even cards every seat knows).
 */
function forbiddenTo(s: GameState, viewer: number): Uint8Array {
  const mask = hiddenMask(s, viewer);
  if (viewer === SPECTATOR) {
    for (const p of s.seats) for (const c of p.deck) mask[c] = 1;
    for (const g of s.regions) for (const c of g.deck) mask[c] = 1;
  }
  return mask;
}

/** How thoroughly views are checked. */
export interface ViewChecks {
  /**
   * Also look for the seed and the generator's words as numbers anywhere in each view's JSON (default
   * true; the tests keep it). simulate turns it off: it doubles the time of a run checked at every step.
   */
  text?: boolean;
}

/** Checks the views of every seat and a spectator: no hidden card, no seed, no generator state. */
export function checkViews(s: GameState, checks: ViewChecks = {}): string[] {
  const out: string[] = [];
  for (let viewer = SPECTATOR; viewer < s.seats.length; viewer++) {
    out.push(...viewLeaks(s, viewer, viewFor(s, viewer), checks));
  }
  return out;
}

/**
 * What one viewer's view of a state shows that it must not: hidden cards (wherever the view shows ids),
 * ids of no card, the order of hidden cards (an `unseen` list not in catalog order), engine internals
 * (the seed, the generator's state, the task queue, decision continuations), and the seed or a word of
 * the generator's state anywhere in the view's JSON (unless `checks.text` is false). A view field the walker
 * does not know throws.
 */
export function viewLeaks(s: GameState, viewer: number, v: View, checks: ViewChecks = {}): string[] {
  const out = internalsIn(v).map((bad) => `viewer ${viewer}: ${bad}`);
  const walked = out.length ? withoutInternals(v) : v;
  const mask = forbiddenTo(s, viewer);
  if (walkView(walked, (id) => mask[id] !== 0)) {
    for (const { id, where } of idsInView(walked)) {
      if (mask[id] === 1) out.push(`viewer ${viewer} sees hidden card ${id} (${defOf(id).id}) at ${where}`);
      else if (mask[id] === undefined) out.push(`viewer ${viewer} sees ${id}, which is no card, at ${where}`);
    }
  }
  for (const [where, piles] of [["seats", v.seats], ["regions", v.regions]] as const) {
    piles.forEach((p, i) => {
      if (!inCatalogOrder(p.unseen)) {
        out.push(`viewer ${viewer}: ${where}[${i}].unseen is not in catalog order`);
      }
    });
  }
  const number = checks.text === false ? null : secretNumberIn(JSON.stringify(v), s);
  if (number) out.push(`viewer ${viewer}: the view shows ${number}, the seed or a word of the generator`);
  return out;
}

/** Engine internals a view shows: the state's own keys, decision continuations (ids of no card: the walk). */
function internalsIn(v: View): string[] {
  const out: string[] = [];
  const top = v as unknown as Record<string, unknown>;
  for (const key of INTERNALS) if (key in top) out.push(`view.${key} is an engine internal`);
  if ("seed" in v.options) out.push(`view.options.seed is secret`);
  v.pending.forEach((d, i) => "k" in d && out.push(`view.pending[${i}] shows a decision's continuation`));
  return out;
}

/** Top-level keys of the state that no view carries. */
const INTERNALS = ["rng", "queue", "nextId", "seed"];

const withoutInternals = (v: View) =>
  Object.fromEntries(Object.entries(v).filter(([k]) => !INTERNALS.includes(k))) as unknown as View;

/** Catalog position of each name id. */
const CATALOG_AT = new Map(CARDS.map((c, i) => [c.id, i]));

/** Whether name ids are in catalog order (so they say nothing of where the hidden cards lie). */
function inCatalogOrder(names: readonly string[]): boolean {
  for (let i = 1; i < names.length; i++) {
    if ((CATALOG_AT.get(names[i - 1]) ?? -1) > (CATALOG_AT.get(names[i]) ?? -1)) return false;
  }
  return true;
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
  return secretNumberIn(text, s);
}

/** The seed or a word of the generator's state written as a whole number in a text (from 1,000,000 up); or null. */
export function secretNumberIn(text: string, s: GameState): string | null {
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
