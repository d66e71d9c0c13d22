/**
 * Damage to bases and capital ships, repairs, destruction, and the instant win (rulebook pp. 18, 21,
 * 24); the handlers of the picks that deal, repair or destroy.
 */
import { defOf, SET_SIZE } from "../cards/catalog.ts";
import { regionOf, seatsOfTeam } from "../state/seats.ts";
import { type Ctx, emit } from "../state/context.ts";
import type { GameState } from "../state/types.ts";
import { baseStatics, hitPoints } from "../state/stats.ts";
import { leavePlay, takeFromRow } from "../state/zones.ts";
import { holderOf } from "../abilities/candidates.ts";

/**
 * Deals damage to a seat's current base. Hoth prevents the first 2 damage each turn; damage to a
 * base that is already destroyed is lost; excess damage is lost.
 */
export function damageBase(c: Ctx, victim: number, n: number, by: number, src: number): void {
  const s = c.s;
  const p = s.seats[victim];
  if (p.base < 0 || n <= 0) return;
  for (const st of baseStatics(s, victim) ?? []) {
    if (!("preventDamage" in st)) continue;
    const prevent = Math.min(n, shieldOf(s, victim) - s.turn.prevented);
    if (prevent > 0) {
      s.turn.prevented += prevent;
      n -= prevent;
      emit(c, { k: "prevent", seat: victim, card: p.base, n: prevent });
    }
  }
  if (n <= 0) return;
  p.baseDamage += n;
  emit(c, { k: "damageBase", seat: victim, card: p.base, n, by, src });
  if (p.baseDamage >= hitPoints(p.base)) destroyBase(c, victim, by);
}

/** The base goes to the destroying seat's victory pile; that seat wins at the N-th base. */
export function destroyBase(c: Ctx, victim: number, by: number): void {
  const s = c.s;
  const p = s.seats[victim];
  const base = p.base;
  p.base = -1;
  p.baseDamage = 0;
  s.seats[by].victory.push(base);
  emit(c, { k: "baseDestroyed", seat: victim, card: base, by });
  if (hasWon(s, by)) {
    s.winner = by;
    s.turn.phase = "over";
    emit(c, { k: "win", seat: by });
  }
}

/**
 * Hoth's prevention this turn: its own 2, or in 2v2, when both teammates have Hoth, up to 4 in any
 * combination between the two (multiplayer card table, Hoth).
 */
function shieldOf(s: GameState, victim: number): number {
  let n = 0;
  s.seats.forEach((p, t) => {
    for (const st of p.team === s.seats[victim].team ? baseStatics(s, t) ?? [] : []) {
      if ("preventDamage" in st) n += st.preventDamage;
    }
  });
  return n;
}

/**
 * Whether the seat's side has won: N destroyed bases of each opponent (1v1: its N-th base; 2v2: the
 * team's victory piles hold N bases from each region's copy, i.e. of each opponent; bases beyond N of
 * one opponent do not count; multiplayer document, "Winning").
 */
export function hasWon(s: GameState, seat: number): boolean {
  const per = s.regions.map(() => 0);
  for (const t of seatsOfTeam(s, s.seats[seat].team)) {
    for (const b of s.seats[t].victory) per[Math.floor(b / SET_SIZE)]++;
  }
  return per.every((n) => n >= s.options.basesToWin);
}

/** Damages a capital ship in play; it is destroyed when its damage reaches its hit points. */
export function damageShip(c: Ctx, owner: number, ship: number, n: number, by: number): void {
  const p = c.s.seats[owner];
  const i = p.ships.indexOf(ship);
  if (i < 0 || n <= 0) return;
  p.shipDamage[i] += n;
  emit(c, { k: "damageShip", seat: owner, card: ship, n, by });
  if (p.shipDamage[i] >= hitPoints(ship)) destroyShip(c, owner, ship, by, -1);
}

/** Destroys a capital ship in play: it goes to its owner's discard pile, its damage removed. */
export function destroyShip(c: Ctx, owner: number, ship: number, by: number, src: number): void {
  leavePlay(c.s, owner, ship);
  c.s.seats[owner].discard.push(ship);
  emit(c, { k: "destroy", seat: by, owner, card: ship, src, from: "play" });
}

/** Damage a capital ship can still take before it is destroyed. */
export function shipRemaining(s: GameState, owner: number, ship: number): number {
  const p = s.seats[owner];
  return defOf(ship).hitPoints! - p.shipDamage[p.ships.indexOf(ship)];
}

/**
 * Deals damage to an enemy base (ability damage ignores capital ships) or to one capital ship; base
 * attacks use it for each part of their damage (src -1).
 */
export function dealTo(c: Ctx, target: number, n: number, seat: number, src: number): void {
  const opp = holderOf(c.s, target);
  if (c.s.seats[opp].base === target) damageBase(c, opp, n, seat, src);
  else damageShip(c, opp, target, n, seat);
}

/** The base or capital ship picked to take an ability's damage (n[0]). */
export function damagePicked(c: Ctx, k: { seat: number; src: number; n: [number] }, card: number): void {
  dealTo(c, card, k.n[0], k.seat, k.src);
}

/** Repairs damage from a seat's base (the seat whose base it is). */
export function repairBase(c: Ctx, owner: number, amount: number, src: number): void {
  const p = c.s.seats[owner];
  if (p.base < 0) return;
  const n = Math.min(amount, p.baseDamage);
  p.baseDamage -= n;
  if (n > 0) emit(c, { k: "repair", seat: owner, n, src });
}

/** 2v2: the base picked for a repair (n[0]), the seat's own or its teammate's. */
export function repairPicked(c: Ctx, k: { src: number; n: [number] }, card: number): void {
  repairBase(c, holderOf(c.s, card), k.n[0], k.src);
}

/** A card picked to destroy by an ability: an enemy capital ship, or a galaxy row card (to the galaxy discard pile). */
export function destroyPicked(c: Ctx, k: { seat: number; src: number }, card: number): void {
  const s = c.s;
  const { seat, src } = k;
  const opp = holderOf(s, card);
  if (opp >= 0) {
    destroyShip(c, opp, card, seat, src);
    return;
  }
  const region = regionOf(s, seat);
  emit(c, { k: "destroy", seat, card, src, from: "row" });
  takeFromRow(c, region, card, true);
}
