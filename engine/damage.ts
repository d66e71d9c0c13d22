/** Damage to bases and capital ships, destruction, and the instant win (rulebook pp. 18, 21, 24). */
import { defOf, SET_SIZE } from "./cards/catalog.ts";
import { isTeamGame, opponentsOf, teammateOf } from "./seats.ts";
import type { Ctx } from "./context.ts";
import type { GameState } from "./types.ts";
import { baseStatics, hitPoints } from "./stats.ts";
import { emit, leavePlay } from "./zones.ts";

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
    const prevent = Math.min(n, preventLimit(s, victim, st.preventDamage) - s.turn.prevented);
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
function preventLimit(s: GameState, victim: number, own: number): number {
  if (!isTeamGame(s)) return own;
  let n = own;
  for (const st of baseStatics(s, teammateOf(s, victim)) ?? []) {
    if ("preventDamage" in st) n += st.preventDamage;
  }
  return n;
}

/**
 * Whether the seat's side has won: its N-th destroyed base in 1v1; in 2v2 its team has destroyed N
 * bases of each opponent (bases beyond N of one opponent do not count; multiplayer document, "Winning").
 */
export function hasWon(s: GameState, seat: number): boolean {
  if (!isTeamGame(s)) return s.seats[seat].victory.length >= s.options.basesToWin;
  const n = s.options.basesToWin;
  return opponentsOf(s, seat).every((o) => basesDestroyedOf(s, o) >= n);
}

/** 2v2: how many of this seat's bases lie in the opposing team's victory piles. */
export function basesDestroyedOf(s: GameState, owner: number): number {
  const region = s.seats[owner].region;
  const faction = s.seats[owner].faction;
  let n = 0;
  for (const p of s.seats) {
    if (p.team === s.seats[owner].team) continue;
    for (const b of p.victory) if (Math.floor(b / SET_SIZE) === region && defOf(b).faction === faction) n++;
  }
  return n;
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
