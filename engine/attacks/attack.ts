/**
 * Attacks as the rules allow them (rulebook pp. 17–20): which targets a seat may attack, which cards
 * may join an attack, and an attack's total. Carrying attacks out is resolve_attack.ts.
 */
import { defOf } from "../cards/catalog.ts";
import type { GameState } from "../state/types.ts";
import { attackOf, canBountyNeutral, commitOf, ordMantells } from "../state/stats.ts";

/** Encoded target of the enemy base in `turn.commits`. */
export const BASE = -1;

/** Whether the seat may attack this target now (-1: the enemy base; else a galaxy row card). */
export function validTarget(s: GameState, seat: number, target: number): boolean {
  if (target === BASE) return baseAttackable(s, seat);
  if (!s.regions[s.seats[seat].region].row.includes(target) || target < 0) return false;
  const d = defOf(target);
  if (d.type !== "unit") return false;
  if (d.faction === "neutral") return canBountyNeutral(s, seat) && neutralTargetable(s, seat, target);
  return d.faction !== s.seats[seat].faction && d.targetValue !== undefined;
}

/** Whether there is an enemy base or capital ship to attack (2v2: in the opposing shared zone). */
export function baseAttackable(s: GameState, seat: number): boolean {
  const team = s.seats[seat].team;
  for (let i = 0; i < s.seats.length; i++) {
    const o = s.seats[i];
    if (o.team !== team && (o.base >= 0 || o.ships.length > 0)) return true;
  }
  return false;
}

/**
 * Ord Mantell: whether this neutral unit may still be bounty-hunted this turn: the one already
 * attacked, or a new one while the team has an unused Ord Mantell (1v1: one per turn; 2v2: one per
 * copy among the teammates' bases, multiplayer card table).
 */
export function neutralTargetable(s: GameState, seat: number, card: number): boolean {
  const list = s.turn.neutralBounties;
  if (!list) return s.turn.bountyNeutral === -1 || s.turn.bountyNeutral === card; // -2: used on a card now unseen
  return list.includes(card) || list.length < ordMantells(s, seat);
}

/** Whether a card may be committed to this target: in play, not yet in an attack, with attack to give. */
export function canCommit(s: GameState, seat: number, card: number, target: number): boolean {
  const p = s.seats[seat];
  const isShip = p.ships.includes(card);
  if (!isShip && !p.play.includes(card)) return false;
  if (isShip && target !== BASE) return false;
  if (commitOf(s, card) !== undefined || s.turn.attacked.includes(card)) return false;
  return attackOf(s, card, seat) > 0;
}

/** Cards committed to a target and not yet resolved. */
export function committedTo(s: GameState, target: number): number[] {
  const out: number[] = [];
  const cm = s.turn.commits;
  for (let i = 0; i < cm.length; i += 2) if (cm[i + 1] === target) out.push(cm[i]);
  return out;
}

/** Total attack of the cards committed to a target, as it would resolve now. */
export function attackTotal(s: GameState, target: number): number {
  let total = 0;
  // 2v2: teammates total their attack; each card's attack is seen from the seat that controls it.
  for (const card of committedTo(s, target)) total += attackOf(s, card);
  return total;
}

/** Target value of a row card for the seat (Ord Mantell: a neutral unit's cost). */
export function targetValueOf(target: number): number {
  const d = defOf(target);
  return d.faction === "neutral" ? d.cost : d.targetValue ?? 0;
}
