/** The greedy bot's attacks: destroy the base when it can, bounties whose reward beats the damage, the rest at the base. */
import { TABLE } from "../cards/catalog.ts";
import type { Action, GameState } from "../state/types.ts";
import { attackOf } from "../state/stats.ts";
import { attackTotal, BASE, targetValueOf, validTarget } from "../attacks/attack.ts";
import { worth } from "./values.ts";
import { type Attacker, baseLeft, coverSubset, DAMAGE, freeAttackers, shipsLeft } from "./tactics.ts";
import { effectValue } from "./greedy_answers.ts";

/** Value of defeating a galaxy row card: its reward and keeping it from the opponent. */
function bountyValue(s: GameState, seat: number, target: number): number {
  const d = TABLE.def[target];
  if (d.faction === "neutral") return d.cost * 0.9 + 0.3 * worth(target);
  return (d.reward ? effectValue(s, seat, d.reward) : 0) + 0.5 * worth(target);
}

/** The next attack action of the greedy plan, or null when there is nothing worth attacking. */
export function attackAction(s: GameState, seat: number, legal: Action[]): Action | null {
  const row = s.regions[s.seats[seat].region].row;
  for (let i = 1; i < s.turn.commits.length; i += 2) {
    const t = s.turn.commits[i];
    if (t !== BASE && attackTotal(s, t) >= targetValueOf(t)) return findResolve(legal, t);
  }
  const free = freeAttackers(s, seat);
  const baseOk = validTarget(s, seat, BASE);
  let units = free.filter((x) => !x.ship);
  const ships = free.filter((x) => x.ship);
  let toBase: Attacker[] = [];
  let killing = false;
  if (baseOk) {
    const need = baseLeft(s, seat) + shipsLeft(s, seat) - attackTotal(s, BASE);
    let all = 0;
    for (const x of free) all += x.atk;
    if (need <= all) {
      killing = true;
      let shipSum = 0;
      for (const x of ships) shipSum += x.atk;
      const fill = coverSubset(units, need - shipSum, false) ?? units;
      toBase = [...ships, ...fill];
      units = units.filter((x) => !fill.includes(x));
    }
  }
  const bounties: { target: number; cards: Attacker[] }[] = [];
  const targets = row.filter((c) => c >= 0 && validTarget(s, seat, c));
  for (;;) {
    let best: { target: number; cards: Attacker[] } | null = null, bestGain = 0;
    for (const t of targets) {
      if (bounties.some((b) => b.target === t)) continue;
      const committed = attackTotal(s, t);
      const cover = coverSubset(units, targetValueOf(t) - committed, true);
      if (!cover) continue;
      let used = 0;
      for (const x of cover) used += x.atk;
      // Cards already committed to this target are spent: completing the attack comes first.
      const gain = bountyValue(s, seat, t) + (committed > 0 ? 5 : 0) -
        (killing || !baseOk ? 0 : used * DAMAGE);
      if (gain > bestGain) {
        bestGain = gain;
        best = { target: t, cards: cover };
      }
    }
    if (!best) break;
    bounties.push(best);
    units = units.filter((x) => !best!.cards.includes(x));
  }
  const plan: [number, "base" | number][] = [];
  for (const b of bounties) for (const x of b.cards) plan.push([x.card, b.target]);
  if (baseOk && !killing) toBase = [...ships, ...units];
  for (const x of toBase) plan.push([x.card, "base"]);
  for (const [card, target] of plan) {
    const a = findCommit(legal, s, seat, card, target);
    if (a) return a;
  }
  if (attackTotal(s, BASE) > 0) return findResolve(legal, BASE);
  return null;
}

function findResolve(legal: Action[], t: number): Action | null {
  const target = t === BASE ? "base" : t;
  return legal.find((a) => a.type === "resolve" && a.target === target) ?? null;
}

/** The legal commit of a card interchangeable with `card` (same card, same attack) to the target. */
function findCommit(
  legal: Action[],
  s: GameState,
  seat: number,
  card: number,
  target: "base" | number,
): Action | null {
  const type = TABLE.type[card];
  const atk = attackOf(s, card, seat);
  for (const a of legal) {
    if (a.type !== "commit" || a.target !== target) continue;
    const c = a.cards[0];
    if (c === card || (TABLE.type[c] === type && attackOf(s, c, seat) === atk)) return a;
  }
  return null;
}
