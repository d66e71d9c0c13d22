/**
 * Committing and resolving attacks (rulebook pp. 17–20): base attacks go through capital ships with
 * the attacker splitting damage; bounty hunting / sabotage defeats a row card whose target value is
 * met, rewards first, then "when … defeats" abilities; excess is lost.
 */
import { defOf } from "./cards/catalog.ts";
import { type Ctx } from "./context.ts";
import type { GameState } from "./types.ts";
import { attackOf, canBountyNeutral, commitOf, controllerOf } from "./stats.ts";
import { emit, takeFromRow } from "./zones.ts";
import { damageBase, damageShip, destroyShip, shipRemaining } from "./damage.ts";
import { ask, runNext } from "./queue.ts";
import type { EffectTask } from "./types.ts";
import { opponentInRegion } from "./seats.ts";

/** Encoded target of the enemy base in `turn.commits`. */
export const BASE = -1;

/** Whether the seat may attack this target now (-1: the enemy base; else a galaxy row card). */
export function validTarget(s: GameState, seat: number, target: number): boolean {
  if (target === BASE) {
    const o = s.seats[opponentInRegion(s, seat)];
    return o.base >= 0 || o.ships.length > 0;
  }
  if (!s.regions[s.seats[seat].region].row.includes(target) || target < 0) return false;
  const d = defOf(target);
  if (d.type !== "unit") return false;
  if (d.faction === "neutral") {
    return canBountyNeutral(s, seat) && (s.turn.bountyNeutral < 0 || s.turn.bountyNeutral === target);
  }
  return d.faction !== s.seats[seat].faction && d.targetValue !== undefined;
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

/** Commits cards to an attack (legality already checked). */
export function commit(c: Ctx, seat: number, cards: number[], target: number): void {
  const s = c.s;
  for (const card of cards) s.turn.commits.push(card, target);
  if (target !== BASE && defOf(target).faction === "neutral") s.turn.bountyNeutral = target;
  emit(c, { k: "commit", seat, cards, target });
}

/** Cards committed to a target and not yet resolved. */
export function committedTo(s: GameState, target: number): number[] {
  const out: number[] = [];
  const cm = s.turn.commits;
  for (let i = 0; i < cm.length; i += 2) if (cm[i + 1] === target) out.push(cm[i]);
  return out;
}

/** Total attack of the cards committed to a target, as it would resolve now. */
export function attackTotal(s: GameState, seat: number, target: number): number {
  let total = 0;
  for (const card of committedTo(s, target)) total += attackOf(s, card, seat);
  return total;
}

/** Target value of a row card for the seat (Ord Mantell: a neutral unit's cost). */
export function targetValueOf(target: number): number {
  const d = defOf(target);
  return d.faction === "neutral" ? d.cost : d.targetValue ?? 0;
}

/** Resolves the attack committed against a target. */
export function resolveAttack(c: Ctx, seat: number, target: number): void {
  const s = c.s;
  const cards = committedTo(s, target);
  const total = attackTotal(s, seat, target);
  const cm = s.turn.commits;
  for (let i = cm.length - 2; i >= 0; i -= 2) if (cm[i + 1] === target) cm.splice(i, 2);
  s.turn.attacked.push(...cards);
  emit(c, { k: "attack", seat, target, cards, n: total });
  if (target === BASE) attackBase(c, seat, total);
  else attackRow(c, seat, target, cards, total);
}

function attackBase(c: Ctx, seat: number, total: number): void {
  const s = c.s;
  const opp = opponentInRegion(s, seat);
  const ships = s.seats[opp].ships;
  if (ships.length === 0) return damageBase(c, opp, total, seat, -1);
  let remaining = 0;
  for (const ship of ships) remaining += shipRemaining(s, opp, ship);
  if (total >= remaining) {
    for (const ship of ships.slice()) destroyShip(c, opp, ship, seat, -1);
    damageBase(c, opp, total - remaining, seat, -1);
    return;
  }
  if (ships.length === 1) return damageShip(c, opp, ships[0], total, seat);
  askSplit(c, seat, total);
}

/** Asks the attacker where the next part of the damage goes among the defending capital ships. */
export function askSplit(c: Ctx, seat: number, amount: number): void {
  const s = c.s;
  const opp = opponentInRegion(s, seat);
  const ships = s.seats[opp].ships;
  if (amount <= 0 || ships.length === 0) return;
  if (ships.length === 1) return damageShip(c, opp, ships[0], amount, seat);
  ask(c, {
    seat,
    kind: "damage",
    purpose: "split",
    src: -1,
    cards: ships.slice(),
    amount,
    k: { op: "split", seat, src: -1, n: [amount] },
  });
}

/** Puts part of a base attack's damage on one capital ship, then asks for the rest. */
export function assignSplit(c: Ctx, seat: number, ship: number, n: number, amount: number): void {
  damageShip(c, opponentInRegion(c.s, seat), ship, n, seat);
  askSplit(c, seat, amount - n);
}

function attackRow(c: Ctx, seat: number, target: number, cards: number[], total: number): void {
  const s = c.s;
  const region = s.seats[seat].region;
  if (!s.regions[region].row.includes(target)) return;
  const d = defOf(target);
  if (total < targetValueOf(target)) {
    emit(c, { k: "attackFailed", seat, card: target, n: total });
    return;
  }
  emit(c, { k: "defeat", seat, card: target, cards });
  takeFromRow(c, region, target, true);
  const tasks: EffectTask[] = [];
  if (d.faction === "neutral") {
    s.seats[seat].resources += d.cost;
    emit(c, { k: "gain", seat, src: s.seats[seat].base, attack: 0, resources: d.cost, force: 0 });
  } else if (d.reward) {
    tasks.push({ e: d.reward, seat, src: target, ask: "reward" });
  }
  for (const card of cards) {
    if (controllerOf(s, card) !== seat) continue;
    for (const t of defOf(card).triggers ?? []) {
      if (t.on === "defeat") tasks.push({ e: t.effect, seat, src: card, ask: "trigger" });
    }
  }
  runNext(s, ...tasks);
}
