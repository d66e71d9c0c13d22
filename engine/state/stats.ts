/** Derived values: conditions, filters, counts and a card's current attack, computed on demand. */
import type { Amount, CardDef, Cond, Count, Filter } from "../cards/vocabulary.ts";
import { defOf, TABLE, traitMask } from "../cards/catalog.ts";
import type { GameState } from "./types.ts";
import { forceWith } from "./force.ts";

const maskCache = new WeakMap<Filter, number>();
function filterTraits(f: Filter): number {
  let m = maskCache.get(f);
  if (m === undefined) {
    m = traitMask(f.trait!);
    maskCache.set(f, m);
  }
  return m;
}

/** Whether a card matches a filter, seen from a seat ("own", "enemy") and a source card ("other"). */
export function matches(
  s: GameState,
  card: number,
  f: Filter | undefined,
  seat: number,
  src: number,
): boolean {
  if (!f) return true;
  const d = defOf(card);
  if (f.card !== undefined && d.id !== f.card) return false;
  if (f.type !== undefined && d.type !== f.type) return false;
  if (f.unique !== undefined && !!d.unique !== f.unique) return false;
  if (f.other && card === src) return false;
  if (f.trait !== undefined && (TABLE.traits[card] & filterTraits(f)) === 0) return false;
  if (f.faction !== undefined && !factionMatches(d, f.faction, s.seats[seat].faction)) return false;
  return true;
}

/** Faction relation of a card to a seat's faction. */
export function factionMatches(d: CardDef, rel: NonNullable<Filter["faction"]>, mine: string): boolean {
  switch (rel) {
    case "own":
      return d.faction === mine;
    case "enemy":
      return d.faction !== "neutral" && d.faction !== mine;
    case "neutral":
      return d.faction === "neutral";
    case "ownOrNeutral":
      return d.faction === mine || d.faction === "neutral";
    default:
      return d.faction === rel;
  }
}

/** True when the seat has a card in play (unit or capital ship) matching the filter. */
export function hasInPlay(s: GameState, seat: number, f: Filter, src: number): boolean {
  const p = s.seats[seat];
  for (let i = 0; i < p.play.length; i++) if (matches(s, p.play[i], f, seat, src)) return true;
  for (let i = 0; i < p.ships.length; i++) if (matches(s, p.ships[i], f, seat, src)) return true;
  return false;
}

/**
 * Evaluates a condition for the seat controlling the source card. In 2v2 "you" is your team (your
 * teammate's cards in play and base count) and "your opponent has" looks at the whole opposing
 * shared zone (multiplayer card table: Chewbacca, General Veers, Han Solo, Director Krennic, TIE
 * Fighter, Z-95).
 */
export function holds(s: GameState, cond: Cond, seat: number, src: number): boolean {
  if ("force" in cond) return forceWith(s, seat);
  const team = s.seats[seat].team;
  for (let t = 0; t < s.seats.length; t++) {
    const p = s.seats[t];
    const found = "opponentHas" in cond
      ? p.team !== team && hasInPlay(s, t, cond.opponentHas, src)
      : p.team === team &&
        ("youHave" in cond
          ? hasInPlay(s, t, cond.youHave, src)
          : p.base >= 0 && defOf(p.base).id === cond.baseIs);
    if (found) return true;
  }
  return false;
}

/** Resolves an amount ("1 card (2 instead if …)"). */
export function amountOf(s: GameState, a: Amount, seat: number, src: number): number {
  if (typeof a === "number") return a;
  return holds(s, a.if, seat, src) ? a.instead : a.n;
}

/** Counts something on the table, seen from a seat. */
export function countOf(s: GameState, cnt: Count, seat: number, src: number): number {
  if ("row" in cnt) {
    let n = 0;
    for (const c of s.regions[s.seats[seat].region].row) if (c >= 0 && matches(s, c, cnt.row, seat, src)) n++;
    return n;
  }
  return basesLost(s, seat);
}

/** Bases of the seat's faction in the opposing victory piles. */
export function basesLost(s: GameState, seat: number): number {
  const me = s.seats[seat];
  let n = 0;
  for (const o of s.seats) {
    if (o.team === me.team) continue;
    for (const b of o.victory) if (defOf(b).faction === me.faction) n++;
  }
  return n;
}

/** Seat controlling a card in play (unit or capital ship), or -1. */
export function controllerOf(s: GameState, card: number): number {
  for (let i = 0; i < s.seats.length; i++) {
    const p = s.seats[i];
    if (p.play.includes(card) || p.ships.includes(card)) return i;
  }
  return -1;
}

/** Attack target currently committed by a card (undefined when not committed). */
export function commitOf(s: GameState, card: number): number | undefined {
  const cm = s.turn.commits;
  for (let i = 0; i < cm.length; i += 2) if (cm[i] === card) return cm[i + 1];
  return undefined;
}

/** Attack a card gained this turn from abilities. */
export function bonusOf(s: GameState, card: number): number {
  const b = s.turn.bonus;
  let n = 0;
  for (let i = 0; i < b.length; i += 2) if (b[i] === card) n += b[i + 1];
  return n;
}

/** Current attack of a card in play: printed value, this turn's gains, its own and its allies' constant bonuses. */
export function attackOf(s: GameState, card: number, seat = controllerOf(s, card)): number {
  return attackWith(s, card, seat, seat >= 0 ? aurasOf(s, seat) : null);
}

/**
 * The cards in play and bases of the seat's team that give attack to others (auras: Endor, Admiral
 * Piett, Imperial Carrier…; 2v2: the teammate's cards too), or null when there are none.
 */
export function aurasOf(s: GameState, seat: number): number[] | null {
  const k = TABLE.kind;
  const team = s.seats[seat].team;
  let out: number[] | null = null;
  for (let j = 0; j < s.seats.length; j++) {
    const p = s.seats[j];
    if (p.team !== team) continue;
    for (let i = 0; i < p.play.length; i++) if (k[p.play[i]].aura) (out ??= []).push(p.play[i]);
    for (let i = 0; i < p.ships.length; i++) if (k[p.ships[i]].aura) (out ??= []).push(p.ships[i]);
    if (p.base >= 0 && k[p.base].aura) (out ??= []).push(p.base);
  }
  return out;
}

/** `attackOf` told the team's auras (`aurasOf`), for callers that ask about many cards. */
export function attackWith(s: GameState, card: number, seat: number, auras: number[] | null): number {
  const kind = TABLE.kind[card];
  if (kind === undefined) return defOf(card).attack;
  let a = kind.attack;
  if (s.turn.bonus.length > 0) a += bonusOf(s, card);
  if (kind.selfAttack) {
    for (let i = 0; i < kind.selfAttack.length; i++) {
      const st = kind.selfAttack[i];
      if (!("attack" in st)) continue;
      if (st.if && !holds(s, st.if, seat, card)) continue;
      if (st.whileAttacking === "row") {
        const t = commitOf(s, card);
        if (t === undefined || t < 0) continue;
      }
      a += typeof st.attack === "number" ? st.attack : countOf(s, st.attack.per, seat, card);
    }
  }
  // Constant abilities of the seat's cards in play and base (2v2: its teammate's too: Endor, Admiral
  // Piett, Imperial Carrier reach the teammate's cards).
  if (auras) { for (let i = 0; i < auras.length; i++) a += auraOf(s, auras[i], card, seat); }
  return a;
}

function auraOf(s: GameState, src: number, card: number, seat: number): number {
  const aura = TABLE.kind[src].aura;
  if (!aura) return 0;
  let a = 0;
  for (let i = 0; i < aura.length; i++) {
    const x = aura[i];
    if (!("attack" in x)) continue;
    if (x.if && !holds(s, x.if, seat, src)) continue;
    if (matches(s, card, x.to, seat, src)) a += typeof x.attack === "number" ? x.attack : 0;
  }
  return a;
}

/** The constant abilities of the seat's current base. */
export function baseStatics(s: GameState, seat: number): CardDef["statics"] {
  const b = s.seats[seat].base;
  return b >= 0 ? defOf(b).statics : undefined;
}

/** Ord Mantell: the seat may bounty hunt one neutral unit this turn (2v2: either teammate's Ord Mantell). */
export function canBountyNeutral(s: GameState, seat: number): boolean {
  return ordMantells(s, seat) > 0;
}

/** How many Ord Mantells the seat's team has as bases (each allows one neutral bounty per turn). */
export function ordMantells(s: GameState, seat: number): number {
  let n = 0;
  for (const p of s.seats) {
    if (p.team === s.seats[seat].team && p.base >= 0 && TABLE.kind[p.base].bountyNeutral) n++;
  }
  return n;
}

/** Hit points of a capital ship or base. */
export function hitPoints(card: number): number {
  return defOf(card).hitPoints ?? 0;
}
