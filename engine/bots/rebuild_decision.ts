/**
 * A pending decision rebuilt from its view for a determinized state: a view never carries the
 * decision's continuation, so it is found again in the source card's effect data.
 */
import { cardDef, TABLE } from "../cards/catalog.ts";
import type { CardDef, Effect } from "../cards/vocabulary.ts";
import type {
  Decision,
  GameState,
  OptionPurpose,
  OptionResume,
  PickDecision,
  PickPurpose,
  PickResume,
  SeatState,
  SplitResume,
  Task,
} from "../state/types.ts";
import type { DecisionView, View } from "../view/view.ts";
import { SECRET_BASES } from "../abilities/answers.ts";
import { forceWith } from "../state/force.ts";
import { sameTeam, teammateOf } from "../state/seats.ts";

/** The effect verb each pick purpose comes from. */
const VERB_OF: Record<Exclude<PickPurpose, "newBase" | "secretBase">, string> = {
  discardHand: "discard",
  discardRow: "discard",
  exile: "exile",
  spendAttack: "spendAttack",
  destroy: "destroy",
  purchase: "purchase",
  move: "move",
  damageTarget: "damage",
  swapTop: "swap",
  swapDiscard: "swap",
  swapRow: "swap",
  keep: "look",
  repair: "repair",
};

function verbOf(e: Effect): string {
  for (const k in e) return k;
  return "";
}

/** The first effect node with this verb in a card's abilities, and the effects that follow it. */
function findNode(def: CardDef, verb: string): { node: Effect; after: Effect[] } | null {
  const roots = [def.ability, ...(def.triggers ?? []).map((t) => t.effect), def.reward];
  for (const r of roots) {
    if (!r) continue;
    const found = walk(r, verb);
    if (found) return found;
  }
  return null;
}

function walk(e: Effect, verb: string): { node: Effect; after: Effect[] } | null {
  if ("seq" in e) {
    for (let i = 0; i < e.seq.length; i++) {
      const r = walk(e.seq[i], verb);
      if (r) return { node: r.node, after: [...r.after, ...e.seq.slice(i + 1)] };
    }
    return null;
  }
  if ("if" in e) return walk(e.then, verb);
  if ("cost" in e) {
    const r = walk(e.cost, verb);
    if (r) return { node: r.node, after: [...r.after, e.then] };
    return walk(e.then, verb);
  }
  if (verbOf(e) === verb && !(verb === "exile" && "exile" in e && e.exile.from === "self")) {
    return { node: e, after: [] };
  }
  if ("choose" in e) {
    for (const o of e.choose) {
      const r = walk(o, verb);
      if (r) return r;
    }
  }
  if ("reveal" in e) {
    for (const b of [e.reveal.own, e.reveal.enemy, e.reveal.neutral]) {
      const r = b && walk(b, verb);
      if (r) return r;
    }
  }
  return null;
}

/** The seat controlling a card in play or as its base, or -1. */
function controller(s: GameState, card: number): number {
  if (card < 0) return -1;
  for (let i = 0; i < s.seats.length; i++) {
    const p = s.seats[i];
    if (p.base === card || p.play.includes(card) || p.ships.includes(card)) return i;
  }
  return -1;
}

/** A card of that name where the viewer cannot see it (the hidden source of a decision), or -1. */
function hiddenOfName(s: GameState, viewer: number, name: string): number {
  const piles: number[][] = s.regions.map((g) => g.deck.slice(0, g.deck.length - g.knownTop[viewer]));
  for (const [i, p] of s.seats.entries()) {
    piles.push(p.deck.slice(0, p.deck.length - p.knownTop));
    if (i !== viewer) piles.push(p.hand);
  }
  for (const pile of piles) for (const c of pile) if (TABLE.def[c].id === name) return c;
  return -1;
}

/** Rebuilds a pending decision (with its continuation) from its view, or null when it cannot. */
export function rebuildDecision(
  s: GameState,
  d: DecisionView,
  v: View,
): { decision: Decision; after: Task[] } | null {
  const def = d.srcName ? cardDef(d.srcName) : null;
  const src = d.src >= 0 || !def ? d.src : hiddenOfName(s, v.viewer, def.id);
  // The effect's controller: the source's holder when it makes an opponent decide; otherwise the
  // decider (2v2: a teammate may resolve the partner's base or capital ship).
  const holder = controller(s, src);
  const owner = holder >= 0 && !sameTeam(s, holder, d.seat) ? holder : d.seat;
  const p = s.seats[d.seat];
  const head = { id: d.id, seat: d.seat, src };
  if (d.kind === "option") {
    const k = optionResume(d.purpose, d.seat, owner, src, def, p, teammateOf(s, d.seat));
    return k && { decision: { ...head, kind: d.kind, purpose: d.purpose, options: d.options, k }, after: [] };
  }
  if (d.kind === "damage") {
    if (!d.cards) return null;
    const k: SplitResume = { op: "split", seat: d.seat, src: -1, n: [d.amount] };
    return {
      decision: { ...head, kind: d.kind, purpose: d.purpose, cards: d.cards.slice(), amount: d.amount, k },
      after: [],
    };
  }
  let cards = d.cards?.slice();
  let shown = d.shown?.slice();
  if (!cards) {
    // Another seat's choice among cards this viewer cannot see: the sampled ones stand in.
    const g = s.regions[p.region];
    if (d.purpose === "discardHand") cards = p.hand.slice();
    else if (d.purpose === "exile") cards = [...p.hand, ...p.discard];
    else if (d.purpose === "newBase") cards = p.bases.slice();
    else if (d.purpose === "secretBase") {
      cards = p.bases.slice(Math.max(0, SECRET_BASES - (d.amount ?? SECRET_BASES)));
    } else if (d.purpose === "keep" && g.deck.length >= 2) {
      cards = shown = g.deck.slice(-2).reverse();
      g.knownTop[d.seat] = Math.max(g.knownTop[d.seat], 2);
    } else return null;
  }
  const after: Task[] = [];
  const k = pickResume(s, d, cards, owner, src, def, after);
  if (!k) return null;
  const decision: PickDecision = { ...head, kind: d.kind, purpose: d.purpose, cards, k };
  if (d.canPass !== undefined) decision.canPass = d.canPass;
  if (d.amount !== undefined) decision.amount = d.amount;
  if (shown) decision.shown = shown;
  return { decision, after };
}

function optionResume(
  purpose: OptionPurpose,
  seat: number,
  owner: number,
  src: number,
  def: CardDef | null,
  p: SeatState,
  mate: number,
): OptionResume | null {
  switch (purpose) {
    case "choose":
      return { op: purpose, seat: owner, src };
    case "reward":
    case "trigger": {
      const e = purpose === "reward" ? def?.reward : def?.triggers?.[0]?.effect;
      return e ? { op: "optional", seat, src, e } : null;
    }
    case "jedha":
    case "sullust": {
      const it = p.discard[p.discard.length - 1];
      if (it === undefined) return null;
      return purpose === "jedha" ? { op: purpose, seat, src, it, n: [0] } : { op: purpose, seat, src, it };
    }
    case "resolver": {
      const e = def?.triggers?.[0]?.effect;
      return e ? { op: purpose, seat, src, e, n: [mate] } : null;
    }
  }
}

function pickResume(
  s: GameState,
  d: Extract<DecisionView, { kind: "pick" }>,
  cards: number[],
  owner: number,
  src: number,
  def: CardDef | null,
  after: Task[],
): PickResume | null {
  const op = d.purpose;
  const p = s.seats[d.seat];
  if (op === "newBase") return { op, seat: d.seat, src: -1 };
  if (op === "secretBase") return { op, seat: d.seat, src: -1, n: p.bases.filter((b) => !cards.includes(b)) };
  if (!def) return null;
  const found = findNode(def, VERB_OF[op]);
  if (!found) return null;
  for (const e of found.after) after.push({ e, seat: owner, src });
  const e = found.node;
  switch (op) {
    case "spendAttack":
      return { op, seat: d.seat, src, n: [d.amount ?? 0] };
    case "exile": {
      if (!("exile" in e) || e.exile.from === "self") return null;
      const x = e.exile;
      let min = x.upTo ? 0 : x.n, max = x.n;
      if (x.orUpTo && "force" in x.orUpTo.if && forceWith(s, d.seat)) {
        min = 0;
        max = x.orUpTo.n;
      }
      const picked = d.canPass && min > 0 ? min : 0;
      return { op, seat: d.seat, src, e: { exile: { from: x.from, n: max } }, n: [picked, min, max] };
    }
    case "damageTarget":
      return { op, seat: owner, src, n: ["damage" in e && typeof e.damage === "number" ? e.damage : 0] };
    case "swapRow": {
      let pick = -1;
      for (const c of s.regions[p.region].discard) if (TABLE.def[c].faction === "rebel") pick = c;
      return pick < 0 ? null : { op, seat: owner, src, n: [pick] };
    }
    case "destroy":
      return "destroy" in e ? { op, seat: owner, src, e } : null;
    case "purchase":
      return "purchase" in e ? { op, seat: owner, src, e } : null;
    case "move":
      return "move" in e ? { op, seat: owner, src, e } : null;
    case "repair":
      return "repair" in e ? { op, seat: d.seat, src, n: [e.repair] } : null;
    default:
      return { op, seat: owner, src };
  }
}
