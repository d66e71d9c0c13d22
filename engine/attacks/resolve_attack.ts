/**
 * Committing and resolving attacks (rulebook pp. 17–20): base attacks go through capital ships with
 * the attacker splitting damage; bounty hunting / sabotage defeats a row card whose target value is
 * met, rewards first, then "when … defeats" abilities; excess is lost.
 */
import { defOf } from "../cards/catalog.ts";
import { type Ctx, emit } from "../state/context.ts";
import type { EffectTask, GameState } from "../state/types.ts";
import { controllerOf } from "../state/stats.ts";
import { enemyBases, enemyShips, holderOf } from "../abilities/candidates.ts";
import { takeFromRow } from "../state/zones.ts";
import { dealTo, destroyShip, shipRemaining } from "./damage.ts";
import { ask, runNext } from "../abilities/queue.ts";
import { attackTotal, BASE, committedTo, targetValueOf } from "./attack.ts";

/** Commits cards to an attack (legality already checked). */
export function commit(c: Ctx, seat: number, cards: number[], target: number): void {
  const s = c.s;
  for (const card of cards) s.turn.commits.push(card, target);
  if (target !== BASE && defOf(target).faction === "neutral") {
    s.turn.bountyNeutral = target;
    const list = s.turn.neutralBounties;
    if (list && !list.includes(target)) list.push(target);
  }
  emit(c, { k: "commit", seat, cards, target });
}

/** Resolves the attack committed against a target. */
export function resolveAttack(c: Ctx, seat: number, target: number): void {
  const s = c.s;
  const cards = committedTo(s, target);
  const total = attackTotal(s, target);
  const cm = s.turn.commits;
  for (let i = cm.length - 2; i >= 0; i -= 2) if (cm[i + 1] === target) cm.splice(i, 2);
  s.turn.attacked.push(...cards);
  emit(c, { k: "attack", seat, target, cards, n: total });
  if (target === BASE) attackBase(c, seat, total);
  else attackRow(c, seat, target, cards, total);
}

/**
 * A base attack: the total goes first to every enemy capital ship (2v2: of the opposing shared zone),
 * split among them by the attacker when it cannot destroy them all; what is left goes to the enemy
 * base (2v2: split between the two enemy bases as the attacker chooses; multiplayer document,
 * "Attacking enemy bases").
 */
function attackBase(c: Ctx, seat: number, total: number): void {
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
export function splitMax(s: GameState, card: number, amount: number): number {
  const owner = holderOf(s, card);
  return s.seats[owner].base === card ? amount : Math.min(amount, shipRemaining(s, owner, card));
}

/** Where the next part of a base attack goes: among the enemy capital ships, else the enemy bases. */
export function askSplit(c: Ctx, seat: number, amount: number): void {
  const s = c.s;
  if (amount <= 0) return;
  const ships = enemyShips(s, seat);
  const cards = ships.length > 0 ? ships.slice() : enemyBases(s, seat);
  if (cards.length === 0) return;
  if (cards.length === 1) return dealTo(c, cards[0], amount, seat, -1);
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

/** Puts part of a base attack's damage on one capital ship (2v2: or enemy base), then asks for the rest. */
export function assignSplit(c: Ctx, seat: number, card: number, n: number, amount: number): void {
  dealTo(c, card, n, seat, -1);
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
