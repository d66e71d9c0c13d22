/** Enumerating the legal actions of a seat (one representative per group of identical choices). */
import { CARDS, TABLE } from "../cards/catalog.ts";
import type { Action, Decision, GameState } from "../state/types.ts";
import { abilityReady } from "./actions.ts";
import { BASE, baseAttackable, neutralTargetable } from "../attacks/attack.ts";
import { splitMax } from "../attacks/resolve_attack.ts";
import { attackWith, aurasOf, canBountyNeutral, commitOf } from "../state/stats.ts";
import { isTeamGame, onTurn, teammateOf } from "../state/seats.ts";

/**
 * Legal actions of a seat. Identical choices (two copies of a card in the same place and state)
 * are listed once; `apply` accepts any of them, and multi-card commits and batch picks too. The
 * returned action objects are frozen and shared: copy one before changing it.
 */
export function legalActions(s: GameState, seat: number): Action[] {
  if (s.winner >= 0) return [];
  const out: Action[] = [];
  if (s.pending.length > 0) {
    for (const d of s.pending) if (d.seat === seat) answersFor(s, d, out);
    return out;
  }
  if (!onTurn(s, seat) || s.turn.phase !== "main" || s.queue.length > 0) return out;
  if (s.turn.ended?.includes(seat)) return out;
  mainActions(s, seat, out);
  return out;
}

/** Generation stamps per card definition: dedupes identical choices without allocating. */
const stamp = new Int32Array(CARDS.length);
let gen = 0;
/** The last generation an Int32Array stamp holds exactly. */
const GEN_LIMIT = 0x7fffffff;

/** A fresh generation; the stamp tables start over before the counter would leave the Int32 range. */
function nextGen(): number {
  if (gen >= GEN_LIMIT) {
    stamp.fill(0);
    commitStamp.fill(0);
    gen = 0;
  }
  return ++gen;
}

/** Sets the generation counter (tests: a process that has listed legal actions ~2^31 times). */
export function setLegalGeneration(n: number): void {
  gen = n;
}

function firstOfKind(card: number): boolean {
  const t = TABLE.type[card];
  if (stamp[t] === gen) return false;
  stamp[t] = gen;
  return true;
}

/** Shared, frozen action objects per card id (legal lists allocate nothing per main-phase action). */
function perCard<T>(make: (card: number) => T): T[] {
  return Array.from({ length: TABLE.def.length }, (_, card) => Object.freeze(make(card)));
}
const PLAY = perCard((card): Action => ({ type: "play", card }));
const ABILITY = perCard((card): Action => ({ type: "ability", card }));
const PURCHASE = perCard((card): Action => ({ type: "purchase", card }));
const PAY_OFF = perCard((card): Action => ({ type: "payOff", card }));
const COMMIT_BASE = perCard((card): Action => ({
  type: "commit",
  cards: Object.freeze([card]) as number[],
  target: "base",
}));
const RESOLVE = perCard((target): Action => ({ type: "resolve", target }));
const RESOLVE_BASE: Action = Object.freeze({ type: "resolve", target: "base" }) as Action;
const COMMIT_ROW: Action[][] = TABLE.def.map(() => []);
function commitRow(card: number, target: number): Action {
  return COMMIT_ROW[card][target] ??= Object.freeze({
    type: "commit",
    cards: Object.freeze([card]) as number[],
    target,
  }) as Action;
}

/** The row cards the seat may attack (scratch space of `rowActions`, refilled at each call; a row has six slots). */
const TARGETS = new Int32Array(6);

/** Stamps for (card definition, attack) pairs of commit choices. */
const commitStamp = new Int32Array(CARDS.length * 64);
const END_TURN: Action = Object.freeze({ type: "endTurn" }) as Action;
const PLAY_ALL: Action = Object.freeze({ type: "playAll" }) as Action;

function mainActions(s: GameState, seat: number, out: Action[]): void {
  const p = s.seats[seat];
  out.push(END_TURN);
  if (p.hand.length > 1) out.push(PLAY_ALL);
  nextGen();
  for (let i = 0; i < p.hand.length; i++) if (firstOfKind(p.hand[i])) out.push(PLAY[p.hand[i]]);
  abilityActions(s, seat, out);
  const targets = rowActions(s, seat, out);
  const baseOk = baseAttackable(s, seat);
  if (baseOk || targets > 0) commitActions(s, seat, baseOk, targets, out);
  resolveActions(s, s.regions[p.region].row, out);
}

/** Abilities of the seat's cards in play, its base and (2v2) its teammate's capital ships and base. */
function abilityActions(s: GameState, seat: number, out: Action[]): void {
  const p = s.seats[seat];
  const kinds = TABLE.kind;
  nextGen();
  for (let i = 0; i < p.play.length + p.ships.length; i++) {
    const card = i < p.play.length ? p.play[i] : p.ships[i - p.play.length];
    if (!kinds[card].ability || stamp[TABLE.type[card]] === gen || !abilityReady(s, seat, card)) continue;
    stamp[TABLE.type[card]] = gen;
    out.push(ABILITY[card]);
  }
  if (p.base >= 0 && abilityReady(s, seat, p.base)) out.push(ABILITY[p.base]);
  if (isTeamGame(s)) teammateAbilities(s, seat, out);
}

/** Purchases and pay-offs of row cards and pilots; the row cards the seat may attack go to TARGETS (their count returned). */
function rowActions(s: GameState, seat: number, out: Action[]): number {
  const p = s.seats[seat];
  const g = s.regions[p.region];
  const kinds = TABLE.kind;
  const mine = p.faction;
  const res = p.resources;
  const payOff = s.options.payOffNeutral;
  let targets = 0;
  nextGen();
  let ordMantell = -1;
  for (let i = 0; i < g.row.length; i++) {
    const card = g.row[i];
    if (card < 0 || !firstOfKind(card)) continue;
    const d = kinds[card];
    const neutral = d.faction === "neutral";
    if ((neutral || d.faction === mine) && d.cost <= res) {
      out.push(PURCHASE[card]);
      if (neutral && payOff) out.push(PAY_OFF[card]);
    }
    if (d.type !== "unit") continue;
    if (neutral) {
      if (ordMantell < 0) ordMantell = canBountyNeutral(s, seat) ? 1 : 0;
      if (ordMantell === 0 || !neutralTargetable(s, seat, card)) continue;
    } else if (d.faction === mine) continue;
    TARGETS[targets++] = card;
  }
  const pilots = g.pilots;
  if (pilots.length > 0 && kinds[pilots[0]].cost <= res) out.push(PURCHASE[pilots[pilots.length - 1]]);
  return targets;
}

/** Commits of the seat's free attackers: to the enemy base, and (units) to each row target. */
function commitActions(s: GameState, seat: number, baseOk: boolean, targets: number, out: Action[]): void {
  const p = s.seats[seat];
  const cgen = nextGen();
  const auras = aurasOf(s, seat);
  const attacked = s.turn.attacked;
  for (let i = 0; i < p.play.length + p.ships.length; i++) {
    const isShip = i >= p.play.length;
    const card = isShip ? p.ships[i - p.play.length] : p.play[i];
    if (commitOf(s, card) !== undefined || attacked.includes(card)) continue;
    const a = attackWith(s, card, seat, auras);
    if (a <= 0) continue;
    const key = TABLE.type[card] * 64 + (a < 63 ? a : 63);
    if (commitStamp[key] === cgen) continue;
    commitStamp[key] = cgen;
    if (baseOk) out.push(COMMIT_BASE[card]);
    if (isShip) continue;
    for (let k = 0; k < targets; k++) out.push(commitRow(card, TARGETS[k]));
  }
}

/** Resolving each attack with committed cards (a row target must still be in the row). */
function resolveActions(s: GameState, row: number[], out: Action[]): void {
  const cm = s.turn.commits;
  for (let i = 1; i < cm.length; i += 2) {
    let dup = false;
    for (let j = 1; j < i; j += 2) if (cm[j] === cm[i]) dup = true;
    if (dup) continue;
    if (cm[i] === BASE) out.push(RESOLVE_BASE);
    else if (row.includes(cm[i])) out.push(RESOLVE[cm[i]]);
  }
}

/** 2v2: the abilities of the teammate's capital ships and base, which either teammate may resolve. */
function teammateAbilities(s: GameState, seat: number, out: Action[]): void {
  const m = s.seats[teammateOf(s, seat)];
  for (const card of m.ships) if (abilityReady(s, seat, card)) out.push(ABILITY[card]);
  if (m.base >= 0 && abilityReady(s, seat, m.base)) out.push(ABILITY[m.base]);
}

/** Where a candidate card lies, coarsely: identical cards in the same place are the same choice. */
function placeCode(s: GameState, card: number): number {
  for (let i = 0; i < s.seats.length; i++) {
    const p = s.seats[i];
    if (p.hand.includes(card)) return 1 + i * 8;
    if (p.discard.includes(card)) return 2 + i * 8;
    const k = p.ships.indexOf(card);
    if (k >= 0) return 3 + i * 8 + 64 * (1 + p.shipDamage[k]);
    if (p.play.includes(card)) return 4 + i * 8;
  }
  for (let r = 0; r < s.regions.length; r++) {
    if (s.regions[r].row.includes(card)) return 5 + r * 8;
    if (s.regions[r].discard.includes(card)) return 6 + r * 8;
  }
  return 7;
}

function pickKey(s: GameState, card: number): number {
  return TABLE.type[card] * 100000 + placeCode(s, card);
}

/** The kinds of candidates already answered for (scratch space of `answersFor`: at most one per card). */
const SEEN = new Float64Array(TABLE.def.length);
let seenCount = 0;

/** Whether a kind of candidate is new to this list of answers (and remembers it). */
function firstSeen(key: number): boolean {
  for (let i = 0; i < seenCount; i++) if (SEEN[i] === key) return false;
  SEEN[seenCount++] = key;
  return true;
}

function answersFor(s: GameState, d: Decision, out: Action[]): void {
  const decision = d.id;
  if (d.kind === "option") {
    for (let i = 0; i < d.options.length; i++) out.push({ type: "answer", decision, option: i });
    return;
  }
  seenCount = 0;
  if (d.kind === "damage") {
    for (const ship of d.cards) {
      const key = d.purpose === "splitBases" ? -1 - ship : pickKey(s, ship);
      if (!firstSeen(key)) continue;
      const max = splitMax(s, ship, d.amount);
      for (let n = 1; n <= max; n++) out.push({ type: "answer", decision, pick: ship, amount: n });
    }
    return;
  }
  if (d.canPass) out.push({ type: "answer", decision, pass: true });
  for (const card of d.cards) {
    const key = d.purpose === "secretBase" || d.purpose === "newBase" ? -1 - card : pickKey(s, card);
    if (!firstSeen(key)) continue;
    out.push({ type: "answer", decision, pick: card });
  }
}
