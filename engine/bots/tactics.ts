/** Readings of the table the greedy heuristics share: attackers, what the enemy base and ships can take, deck worth. */
import { TABLE } from "../cards/catalog.ts";
import type { GameState } from "../state/types.ts";
import { attackOf, baseStatics, commitOf, hitPoints } from "../state/stats.ts";
import { shipRemaining } from "../attacks/damage.ts";
import { worth, worthTo } from "./values.ts";
import { opponentInRegion } from "../state/seats.ts";

/** Value of one point of damage to the enemy base, in resource equivalents. */
export const DAMAGE = 0.9;

/** A card in play that can still join an attack this turn. */
export interface Attacker {
  card: number;
  atk: number;
  /** Attack when committed against a galaxy row card (Rodian Gunslinger). */
  rowAtk: number;
  ship: boolean;
}

/** Own cards in play, not committed and not yet in an attack, that have attack. */
export function freeAttackers(s: GameState, seat: number): Attacker[] {
  const p = s.seats[seat];
  const out: Attacker[] = [];
  for (const list of [p.play, p.ships]) {
    for (const c of list) {
      if (commitOf(s, c) !== undefined || s.turn.attacked.includes(c)) continue;
      const atk = attackOf(s, c, seat);
      if (atk <= 0) continue;
      let rowAtk = atk;
      for (const st of TABLE.def[c].statics ?? []) {
        if ("attack" in st && st.whileAttacking === "row" && typeof st.attack === "number") {
          rowAtk += st.attack;
        }
      }
      out.push({ card: c, atk, rowAtk, ship: list === p.ships });
    }
  }
  return out;
}

/** The subset whose total reaches `need` with the least excess (null when none does). */
export function coverSubset(items: Attacker[], need: number, row: boolean): Attacker[] | null {
  const val = (x: Attacker) => row ? x.rowAtk : x.atk;
  if (need <= 0) return [];
  let total = 0;
  for (const x of items) total += val(x);
  if (total < need) return null;
  if (items.length > 12) {
    const sorted = items.slice().sort((a, b) => val(b) - val(a));
    const out: Attacker[] = [];
    let sum = 0;
    for (const x of sorted) {
      if (sum >= need) break;
      out.push(x);
      sum += val(x);
    }
    return out;
  }
  let best = -1, bestSum = Infinity, bestCount = Infinity;
  for (let m = 1; m < 1 << items.length; m++) {
    let sum = 0, count = 0;
    for (let i = 0; i < items.length; i++) {
      if (m & (1 << i)) {
        sum += val(items[i]);
        count++;
      }
    }
    if (sum >= need && (sum < bestSum || (sum === bestSum && count < bestCount))) {
      best = m;
      bestSum = sum;
      bestCount = count;
    }
  }
  return items.filter((_, i) => best & (1 << i));
}

/** Damage the enemy base can still take this turn before it is destroyed (Hoth's shield included). */
export function baseLeft(s: GameState, seat: number): number {
  const o = s.seats[opponentInRegion(s, seat)];
  if (o.base < 0) return Infinity;
  let shield = 0;
  for (const st of baseStatics(s, opponentInRegion(s, seat)) ?? []) {
    if ("preventDamage" in st) shield += Math.max(0, st.preventDamage - s.turn.prevented);
  }
  return hitPoints(o.base) - o.baseDamage + shield;
}

/** Damage the enemy capital ships can still take. */
export function shipsLeft(s: GameState, seat: number): number {
  const opp = opponentInRegion(s, seat);
  let n = 0;
  for (const sh of s.seats[opp].ships) n += shipRemaining(s, opp, sh);
  return n;
}

/** The most damage one enemy capital ship can still take. */
export function maxShipLeft(s: GameState, seat: number): number {
  const opp = opponentInRegion(s, seat);
  let m = 0;
  for (const sh of s.seats[opp].ships) m = Math.max(m, shipRemaining(s, opp, sh));
  return m;
}

/** The seat's base could fall to the attack the opponent's deck brings in an average turn. */
export function threatened(s: GameState, seat: number): boolean {
  const p = s.seats[seat];
  if (p.base < 0) return false;
  return hitPoints(p.base) - p.baseDamage <= expectedAttack(s, opponentInRegion(s, seat)) + 2;
}

/** Attack a seat brings in an average turn: five cards of its deck plus its capital ships. */
export function expectedAttack(s: GameState, seat: number): number {
  const p = s.seats[seat];
  let n = 0, a = 0;
  for (const list of [p.hand, p.deck, p.discard, p.play]) {
    for (const c of list) {
      n++;
      a += TABLE.def[c].attack;
    }
  }
  let ships = 0;
  for (const c of p.ships) ships += TABLE.def[c].attack;
  return (n > 0 ? (5 * a) / n : 0) + ships;
}

/** Average worth of the cards a seat owns (hand, deck, discard pile, play area, capital ships). */
export function deckWorth(s: GameState, seat: number): number {
  const p = s.seats[seat];
  let n = 0, w = 0;
  for (const list of [p.hand, p.deck, p.discard, p.play, p.ships]) {
    for (const c of list) {
      n++;
      w += worth(c);
    }
  }
  return n > 0 ? w / n : 0;
}

/** Best gain from one purchase with this many resources. */
export function bestBuy(s: GameState, seat: number, resources: number): number {
  const p = s.seats[seat];
  const g = s.regions[p.region];
  const avg = deckWorth(s, seat);
  let top = 0;
  const consider = (c: number) => {
    const d = TABLE.def[c];
    if (d.cost > resources || (d.faction !== "neutral" && d.faction !== p.faction)) return;
    top = Math.max(top, worth(c) - avg);
  };
  for (const c of g.row) if (c >= 0) consider(c);
  if (g.pilots.length > 0) consider(g.pilots[0]);
  return top;
}

/** An enemy card worth discarding from the galaxy row (the opponent would want it). */
export function rowThreat(s: GameState, seat: number): boolean {
  return s.regions[s.seats[seat].region].row.some((c) => c >= 0 && worthTo(s, seat, c) <= -2);
}

/** Cards the seat would gladly exile (starters in hand or discard pile). */
export function weakCards(s: GameState, seat: number): number {
  const p = s.seats[seat];
  let n = 0;
  for (const c of [...p.hand, ...p.discard]) if (worth(c) < 1.5) n++;
  return n;
}
