/**
 * Committing and resolving attacks (rulebook pp. 17–20): base attacks go through capital ships with
 * the attacker splitting damage; bounty hunting / sabotage defeats a row card whose target value is
 * met, rewards first, then "when … defeats" abilities; excess is lost.
 */
import { defOf } from "./cards/catalog.ts";
import { type Ctx } from "./context.ts";
import type { GameState } from "./types.ts";
import { attackOf, canBountyNeutral, commitOf, controllerOf } from "./stats.ts";
import { enemyBases, enemyShips, holderOf } from "./candidates.ts";
import { emit, takeFromRow } from "./zones.ts";
import { damageBase, damageShip, destroyShip, shipRemaining } from "./damage.ts";
import { ask, runNext } from "./queue.ts";
import type { EffectTask } from "./types.ts";
import { isTeamGame, opponentInRegion, opponentsOf } from "./seats.ts";

/** Encoded target of the enemy base in `turn.commits`. */
export const BASE = -1;

/** Whether the seat may attack this target now (-1: the enemy base; else a galaxy row card). */
export function validTarget(s: GameState, seat: number, target: number): boolean {
  if (target === BASE) return baseAttackable(s, seat);
  if (!s.regions[s.seats[seat].region].row.includes(target) || target < 0) return false;
  const d = defOf(target);
  if (d.type !== "unit") return false;
  if (d.faction === "neutral") {
    return canBountyNeutral(s, seat) && (s.turn.bountyNeutral < 0 || s.turn.bountyNeutral === target);
  }
  return d.faction !== s.seats[seat].faction && d.targetValue !== undefined;
}

/** Whether there is an enemy base or capital ship to attack (2v2: in the opposing shared zone). */
export function baseAttackable(s: GameState, seat: number): boolean {
  if (!isTeamGame(s)) {
    const o = s.seats[opponentInRegion(s, seat)];
    return o.base >= 0 || o.ships.length > 0;
  }
  return opponentsOf(s, seat).some((o) => s.seats[o].base >= 0 || s.seats[o].ships.length > 0);
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
  // 2v2: teammates total their attack; each card's attack is seen from the seat that controls it.
  const team = isTeamGame(s);
  for (const card of committedTo(s, target)) total += attackOf(s, card, team ? controllerOf(s, card) : seat);
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
  if (isTeamGame(s)) return attackTeamBases(c, seat, total);
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

/**
 * 2v2: the total goes first to every capital ship of the opposing shared zone, then is split
 * between the two enemy bases as the attacker chooses (multiplayer document, "Attacking enemy bases").
 */
function attackTeamBases(c: Ctx, seat: number, total: number): void {
  const s = c.s;
  const ships = enemyShips(s, seat);
  let remaining = 0;
  for (const ship of ships) remaining += shipRemaining(s, holderOf(s, ship), ship);
  if (ships.length > 0 && total < remaining) return askSplit(c, seat, total);
  for (const ship of ships.slice()) destroyShip(c, holderOf(s, ship), ship, seat, -1);
  askSplit(c, seat, total - remaining);
}

/**
 * The most damage a split may put on one of its cards: what a capital ship can still take; on an
 * enemy base (2v2) anything up to the amount (Hoth may prevent part of it; excess is lost).
 */
export function splitMax(s: GameState, attacker: number, card: number, amount: number): number {
  if (!isTeamGame(s)) return Math.min(amount, shipRemaining(s, opponentInRegion(s, attacker), card));
  const owner = holderOf(s, card);
  return s.seats[owner].base === card ? amount : Math.min(amount, shipRemaining(s, owner, card));
}

/** Asks the attacker where the next part of the damage goes among the defending capital ships. */
export function askSplit(c: Ctx, seat: number, amount: number): void {
  const s = c.s;
  if (isTeamGame(s)) return askTeamSplit(c, seat, amount);
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

/** 2v2: the next part of a base attack among the enemy capital ships, else among the enemy bases. */
function askTeamSplit(c: Ctx, seat: number, amount: number): void {
  const s = c.s;
  if (amount <= 0) return;
  const ships = enemyShips(s, seat);
  const cards = ships.length > 0 ? ships.slice() : enemyBases(s, seat);
  if (cards.length === 0) return;
  if (cards.length === 1) return hitCard(c, seat, cards[0], amount);
  ask(c, {
    seat,
    kind: "damage",
    purpose: ships.length > 0 ? "split" : "splitBases",
    src: -1,
    cards,
    amount,
    k: { op: "split", seat, src: -1, n: [amount] },
  });
}

/** Deals attack damage to an enemy capital ship or base. */
function hitCard(c: Ctx, seat: number, card: number, n: number): void {
  const owner = holderOf(c.s, card);
  if (c.s.seats[owner].base === card) damageBase(c, owner, n, seat, -1);
  else damageShip(c, owner, card, n, seat);
}

/** Puts part of a base attack's damage on one capital ship (2v2: or enemy base), then asks for the rest. */
export function assignSplit(c: Ctx, seat: number, ship: number, n: number, amount: number): void {
  if (isTeamGame(c.s)) hitCard(c, seat, ship, n);
  else damageShip(c, opponentInRegion(c.s, seat), ship, n, seat);
  if (c.s.winner < 0) askSplit(c, seat, amount - n);
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
