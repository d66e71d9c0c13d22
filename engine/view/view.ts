/**
 * What one viewer may see: `redact` is the only function that decides it, for the views the server
 * sends (`viewFor` in mod.ts adds the legal actions) and for the views previews predict. Other hands,
 * deck orders, the random generator, the seed and secret bases are left out; hidden piles appear as
 * counts and as the multiset of card names nobody could tell apart (what a player with perfect memory
 * knows).
 */
import { cardDef, CARDS, defOf, TABLE } from "../cards/catalog.ts";
import type { Action, GameState, Mode, Phase, TurnState } from "../state/types.ts";
import { type DecisionView, decisionView, type Shown } from "./decision_view.ts";

export type { DecisionView };

/** Viewer id of a spectator (anyone without a seat). */
export const SPECTATOR = -1;

export interface SeatView {
  faction: "empire" | "rebel";
  team: number;
  region: number;
  /** The viewer's own hand; null for other seats. */
  hand: number[] | null;
  handCount: number;
  deckCount: number;
  /** Cards on top of the deck both seats know, top first (seats only). */
  deckTop: number[];
  /** Card names in hand and deck that the viewer cannot see, in catalog order. */
  unseen: string[];
  discard: number[];
  play: number[];
  ships: number[];
  shipDamage: number[];
  resources: number;
  base: number;
  baseDamage: number;
  /** Remaining base deck; null when it is secret from the viewer. */
  bases: number[] | null;
  basesCount: number;
  /** Bases returned to the box; null when secret from the viewer. */
  unused: number[] | null;
  victory: number[];
}

export interface RegionView {
  row: number[];
  deckCount: number;
  /** Top cards of the galaxy deck this viewer has seen, top first. */
  deckTop: number[];
  /** Card names in the galaxy deck the viewer has not seen, in catalog order. */
  unseen: string[];
  discard: number[];
  pilots: number[];
}

/** A card id a view holds back: the card was used this turn (Ord Mantell's bounty) but is now hidden. */
export const UNSEEN_CARD = -2;

export interface View {
  viewer: number;
  options: { empireSeat: 0 | 1; mode: Mode; basesToWin: number; payOffNeutral: boolean; format?: "2v2" };
  force: number;
  winner: number;
  turn: TurnState & { phase: Phase };
  seats: SeatView[];
  regions: RegionView[];
  exiled: number[];
  pending: DecisionView[];
  /** Actions the viewer may take now. */
  legal: Action[];
  /** 2v2 only, added by `viewFor` with `legal`: the seats the viewer waits for (a teammate answering a decision, the other team). */
  waitingFor?: number[];
  /** Card id → card name id, for every card shown in this view. */
  cards: Record<number, string>;
}

function topFirst(deck: number[], n: number): number[] {
  const out: number[] = [];
  for (let i = deck.length - 1; i >= 0 && out.length < n; i--) out.push(deck[i]);
  return out;
}

/** Name ids of cards, in catalog order (a multiset: the order says nothing about positions). */
const counts = new Uint8Array(CARDS.length);

/** Name ids of the cards, merged with name ids already known (`more`), in catalog order. */
export function names(ids: number[], more: string[] = []): string[] {
  for (const c of ids) counts[TABLE.type[c]]++;
  for (const n of more) counts[CARDS.indexOf(cardDef(n))]++;
  const out: string[] = [];
  for (let t = 0; t < counts.length; t++) {
    for (let k = 0; k < counts[t]; k++) out.push(CARDS[t].id);
    counts[t] = 0;
  }
  return out;
}

/** Where hidden cards lie: a seat's hand and deck, or a region's galaxy deck. */
export type HiddenPile = { seat: number } | { region: number };

/** How a view names the cards it hides (`names`; a preview also counts the hidden cards it stands for). */
export type Unseen = (ids: number[], pile: HiddenPile) => string[];

/** Marks of the cards the view being built shows, by card id (cleared when the view is done). */
const marks = new Uint8Array(TABLE.def.length);

/** The marks as a set; an id beyond every card instance (a preview's hidden card) throws like `defOf`. */
const visible: Shown = {
  has: (c) => marks[c] === 1,
  add: (c) => {
    if (c >= marks.length) defOf(c);
    marks[c] = 1;
  },
};

/**
 * What the viewer may see of a state, its legal actions left empty: the redaction of `viewFor`, also
 * run by previews on a state built from a view (`unseen` then names the hidden cards it cannot know).
 */
export function redact(s: GameState, viewer: number, unseen: Unseen): View {
  marks.fill(0);
  const isSeat = viewer >= 0 && viewer < s.seats.length;
  const secret = s.options.mode === "secretBases";
  const show = (ids: number[]) => {
    for (const c of ids) if (c >= 0) visible.add(c);
    return ids.slice();
  };
  // 2v2: teammates see each other's hands and secret bases (the table talk the document encourages).
  const team = isSeat ? s.seats[viewer].team : -1;
  const seats: SeatView[] = s.seats.map((p, i) => {
    const own = p.team === team;
    const known = isSeat ? p.knownTop : 0;
    const deckTop = show(topFirst(p.deck, known));
    const hiddenDeck = p.deck.slice(0, p.deck.length - known);
    const hidden = own ? hiddenDeck : [...p.hand, ...hiddenDeck];
    const basesOpen = own || (!secret && s.turn.phase !== "setup");
    return {
      faction: p.faction,
      team: p.team,
      region: p.region,
      hand: own ? show(p.hand) : null,
      handCount: p.hand.length,
      deckCount: p.deck.length,
      deckTop,
      unseen: unseen(hidden, { seat: i }),
      discard: show(p.discard),
      play: show(p.play),
      ships: show(p.ships),
      shipDamage: p.shipDamage.slice(),
      resources: p.resources,
      base: p.base,
      baseDamage: p.baseDamage,
      bases: basesOpen ? show(p.bases) : null,
      basesCount: p.bases.length,
      unused: basesOpen ? show(p.unused) : null,
      victory: show(p.victory),
    };
  });
  for (const p of s.seats) if (p.base >= 0) visible.add(p.base);
  const regions: RegionView[] = s.regions.map((g, r) => {
    const known = isSeat ? g.knownTop[viewer] : 0;
    return {
      row: show(g.row),
      deckCount: g.deck.length,
      deckTop: show(topFirst(g.deck, known)),
      unseen: unseen(g.deck.slice(0, g.deck.length - known), { region: r }),
      discard: show(g.discard),
      pilots: show(g.pilots),
    };
  });
  const exiled = show(s.exiled);
  const t = s.turn;
  const turn = {
    ...t,
    used: t.used.filter((c) => visible.has(c)),
    commits: t.commits.slice(),
    attacked: t.attacked.filter((c) => visible.has(c)),
    bonus: t.bonus.slice(),
    exileAtEnd: t.exileAtEnd.filter((c) => visible.has(c)),
    bountyNeutral: t.bountyNeutral < 0 || visible.has(t.bountyNeutral) ? t.bountyNeutral : UNSEEN_CARD,
  };
  if (t.ended) {
    turn.ended = t.ended.slice();
    turn.neutralBounties = (t.neutralBounties ?? []).map((c) => visible.has(c) ? c : UNSEEN_CARD);
  }
  const pending = s.pending.map((d) => decisionView(d, viewer, visible));
  const cards: Record<number, string> = {};
  for (let c = 0; c < marks.length; c++) if (marks[c] === 1) cards[c] = TABLE.def[c].id;
  const v: View = {
    viewer,
    options: {
      empireSeat: s.options.empireSeat,
      mode: s.options.mode,
      basesToWin: s.options.basesToWin,
      payOffNeutral: s.options.payOffNeutral,
    },
    force: s.force,
    winner: s.winner,
    turn,
    seats,
    regions,
    exiled,
    pending,
    legal: [],
    cards,
  };
  if (s.options.format) v.options.format = s.options.format;
  return v;
}
