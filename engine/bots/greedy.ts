/**
 * The greedy bot: a one-turn heuristic. It plays every card, uses the abilities that help, attacks
 * where it pays (a base it can destroy, bounties whose reward beats the damage, the rest at the
 * base), buys the best card it can afford and answers decisions by card worth. It reads only what
 * its seat may see: its own hand and deck list, and the table.
 */
import { TABLE } from "../cards/catalog.ts";
import type { Effect } from "../cards/vocabulary.ts";
import type { Action, Decision, GameState } from "../types.ts";
import { opponentOf } from "../context.ts";
import { attackOf, baseStatics, commitOf, hitPoints } from "../stats.ts";
import { attackTotal, BASE, targetValueOf, validTarget } from "../attack.ts";
import { shipRemaining } from "../damage.ts";
import { forceRoom } from "../force.ts";
import { baseScore, worth, worthTo } from "./values.ts";

type Answer = Extract<Action, { type: "answer" }>;

/** Value of one point of damage to the enemy base, in resource equivalents. */
const DAMAGE = 0.9;

/** The greedy choice among `legal` (the seat's legal actions in this state). */
export function greedyAction(s: GameState, seat: number, legal: Action[]): Action {
  if (legal.length === 1) return legal[0];
  const d = s.pending.find((x) => x.seat === seat);
  if (d) return answer(s, seat, d, legal as Answer[]);
  return mainAction(s, seat, legal);
}

// ---------------------------------------------------------------------------------------------
// Main phase

function mainAction(s: GameState, seat: number, legal: Action[]): Action {
  const playAll = legal.find((a) => a.type === "playAll") ?? legal.find((a) => a.type === "play");
  if (playAll) return playAll;
  const ability = bestAbility(s, seat, legal, BEFORE);
  if (ability) return ability;
  const attack = attackAction(s, seat, legal);
  if (attack) return attack;
  const buy = purchaseAction(s, seat, legal);
  if (buy) return buy;
  const late = bestAbility(s, seat, legal, AFTER);
  if (late) return late;
  return legal.find((a) => a.type === "endTurn") ?? legal[0];
}

type Priority = (s: GameState, seat: number, card: number) => number;
const always = (n: number): Priority => () => n;

/** Abilities used before attacking and buying, with their priority (0: not now). */
const BEFORE: Record<string, Priority> = {
  tie_fighter: always(10),
  general_veers: always(10),
  director_krennic: always(10),
  x_wing: always(10),
  chewbacca: always(10),
  han_solo: always(10),
  lando_calrissian: always(10),
  z95_headhunter: always(10),
  scout_trooper: always(9),
  tie_interceptor: always(9),
  at_at: always(9),
  millennium_falcon: always(9),
  jabbas_sail_barge: always(9),
  grand_moff_tarkin: always(9),
  princess_leia: always(9),
  luke_skywalker: always(9),
  snowspeeder: always(8),
  rebel_commando: always(8),
  duros_spy: always(8),
  b_wing: always(8),
  jyn_erso: always(8),
  moff_jerjerrod: always(7),
  twilek_smuggler: (s, seat) => s.seats[seat].resources >= 3 ? 7 : 0,
  inquisitor: always(6),
  temple_guardian: always(6),
  lobot: always(6),
  landing_craft: always(6),
  rebel_transport: always(6),
  nebulon_b_frigate: always(6),
  tie_bomber: (s, seat) => rowThreat(s, seat) ? 5 : 0,
  at_st: (s, seat) => rowThreat(s, seat) ? 5 : 0,
  u_wing: (s, seat) => s.seats[seat].baseDamage > 0 ? 5 : 0,
  hammerhead_corvette: (s, seat) => maxShipLeft(s, seat) >= 3 ? 4 : 0,
  death_star: (s, seat) => maxShipLeft(s, seat) >= 5 ? 4 : 0,
  hwk_290: (s, seat) => s.seats[seat].baseDamage >= 4 && threatened(s, seat) ? 3 : 0,
};

/** Abilities used after attacks. */
const AFTER: Record<string, Priority> = {
  y_wing: (s, seat) => {
    const o = s.seats[opponentOf(s, seat)];
    const kills = (o.base >= 0 && baseLeft(s, seat) <= 2) ||
      o.ships.some((sh) => shipRemaining(s, opponentOf(s, seat), sh) <= 2);
    return kills ? 5 : 0;
  },
};

function bestAbility(
  s: GameState,
  seat: number,
  legal: Action[],
  table: Record<string, Priority>,
): Action | null {
  let best: Action | null = null, top = 0;
  for (const a of legal) {
    if (a.type !== "ability") continue;
    const f = table[TABLE.def[a.card].id];
    const p = f ? f(s, seat, a.card) : 0;
    if (p > top) {
      top = p;
      best = a;
    }
  }
  return best;
}

/** An enemy card worth discarding from the galaxy row (the opponent would want it). */
function rowThreat(s: GameState, seat: number): boolean {
  return s.regions[s.seats[seat].region].row.some((c) => c >= 0 && worthTo(s, seat, c) <= -2);
}

function maxShipLeft(s: GameState, seat: number): number {
  const opp = opponentOf(s, seat);
  let m = 0;
  for (const sh of s.seats[opp].ships) m = Math.max(m, shipRemaining(s, opp, sh));
  return m;
}

/** Damage the enemy base can still take this turn before it is destroyed (Hoth's shield included). */
export function baseLeft(s: GameState, seat: number): number {
  const o = s.seats[opponentOf(s, seat)];
  if (o.base < 0) return Infinity;
  let shield = 0;
  for (const st of baseStatics(s, opponentOf(s, seat)) ?? []) {
    if ("preventDamage" in st) shield += Math.max(0, st.preventDamage - s.turn.prevented);
  }
  return hitPoints(o.base) - o.baseDamage + shield;
}

/** The seat's base could fall to the attack the opponent's deck brings in an average turn. */
function threatened(s: GameState, seat: number): boolean {
  const p = s.seats[seat];
  if (p.base < 0) return false;
  return hitPoints(p.base) - p.baseDamage <= expectedAttack(s, opponentOf(s, seat)) + 2;
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

// ---------------------------------------------------------------------------------------------
// Attacks

interface Attacker {
  card: number;
  atk: number;
  /** Attack when committed against a galaxy row card (Rodian Gunslinger). */
  rowAtk: number;
  ship: boolean;
}

function freeAttackers(s: GameState, seat: number): Attacker[] {
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
function coverSubset(items: Attacker[], need: number, row: boolean): Attacker[] | null {
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

/** Value of defeating a galaxy row card: its reward and keeping it from the opponent. */
function bountyValue(s: GameState, seat: number, target: number): number {
  const d = TABLE.def[target];
  if (d.faction === "neutral") return d.cost * 0.9 + 0.3 * worth(target);
  return (d.reward ? effectValue(s, seat, d.reward) : 0) + 0.5 * worth(target);
}

/** The next attack action of the greedy plan, or null when there is nothing worth attacking. */
function attackAction(s: GameState, seat: number, legal: Action[]): Action | null {
  const row = s.regions[s.seats[seat].region].row;
  for (let i = 1; i < s.turn.commits.length; i += 2) {
    const t = s.turn.commits[i];
    if (t !== BASE && attackTotal(s, seat, t) >= targetValueOf(t)) return findResolve(legal, t);
  }
  const free = freeAttackers(s, seat);
  const baseOk = validTarget(s, seat, BASE);
  let units = free.filter((x) => !x.ship);
  const ships = free.filter((x) => x.ship);
  let toBase: Attacker[] = [];
  let killing = false;
  if (baseOk) {
    const need = baseLeft(s, seat) + shipsLeft(s, seat) - attackTotal(s, seat, BASE);
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
      const committed = attackTotal(s, seat, t);
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
  for (const b of bounties) {
    if (b.cards.length > 0) return findCommit(legal, s, seat, b.cards[0].card, b.target);
  }
  if (baseOk && !killing) toBase = [...ships, ...units];
  if (toBase.length > 0) return findCommit(legal, s, seat, toBase[0].card, "base");
  if (attackTotal(s, seat, BASE) > 0) return findResolve(legal, BASE);
  return null;
}

function shipsLeft(s: GameState, seat: number): number {
  const opp = opponentOf(s, seat);
  let n = 0;
  for (const sh of s.seats[opp].ships) n += shipRemaining(s, opp, sh);
  return n;
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

// ---------------------------------------------------------------------------------------------
// Purchases

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

function purchaseAction(s: GameState, seat: number, legal: Action[]): Action | null {
  const avg = deckWorth(s, seat);
  let best: Action | null = null, top = 0.3;
  for (const a of legal) {
    if (a.type !== "purchase") continue;
    const gain = worth(a.card) - avg;
    if (gain > top) {
      top = gain;
      best = a;
    }
  }
  return best;
}

/** Best gain from one purchase with this many resources. */
function bestBuy(s: GameState, seat: number, resources: number): number {
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

// ---------------------------------------------------------------------------------------------
// Effects and decisions

/** Rough value of an effect resolved for a seat now (resource equivalents). */
export function effectValue(s: GameState, seat: number, e: Effect): number {
  if ("gain" in e) {
    const g = e.gain;
    let v = 0;
    if (g.attack) v += attackValue(s, seat, g.attack);
    if (g.resources) {
      v += bestBuy(s, seat, s.seats[seat].resources + g.resources) -
        bestBuy(s, seat, s.seats[seat].resources) + 0.1 * g.resources;
    }
    if (g.force) v += 0.4 * Math.min(g.force, forceRoom(s, seat));
    return v;
  }
  if ("repair" in e) {
    const p = s.seats[seat];
    return Math.min(e.repair, p.baseDamage) * (threatened(s, seat) ? 1 : 0.5);
  }
  if ("draw" in e) return 2;
  if ("exile" in e) {
    if (e.exile.from === "self") return 0;
    const n = e.exile.n;
    const weak = weakCards(s, seat);
    return Math.min(n, weak) * 1;
  }
  if ("purchase" in e) {
    const g = s.regions[s.seats[seat].region];
    let top = 0;
    for (const c of g.row) {
      if (c >= 0 && TABLE.def[c].faction === s.seats[seat].faction) top = Math.max(top, worth(c));
    }
    return top * 0.9;
  }
  if ("seq" in e) return e.seq.reduce((a, x) => a + effectValue(s, seat, x), 0);
  if ("if" in e) return effectValue(s, seat, e.then);
  if ("discard" in e && e.discard.from === "opponentHand") return 1.2;
  return 0.5;
}

/** Value of extra attack this turn: a lot when it lets the seat destroy the enemy base. */
function attackValue(s: GameState, seat: number, n: number): number {
  let all = 0;
  for (const x of freeAttackers(s, seat)) all += x.atk;
  all += attackTotal(s, seat, BASE);
  const need = baseLeft(s, seat) + shipsLeft(s, seat);
  if (all < need && all + n >= need) return 6;
  return validTarget(s, seat, BASE) ? n * DAMAGE : n * 0.3;
}

/** Cards the seat would gladly exile (starters in hand or discard pile). */
function weakCards(s: GameState, seat: number): number {
  const p = s.seats[seat];
  let n = 0;
  for (const c of [...p.hand, ...p.discard]) if (worth(c) < 1.5) n++;
  return n;
}

/** Harm to the decider of an effect the opponent controls (Duros Spy, B-Wing: the victim chooses). */
function harm(s: GameState, decider: number, owner: number, e: Effect): number {
  if ("discard" in e) {
    const hand = s.seats[decider].hand;
    let low = Infinity;
    for (const c of hand) low = Math.min(low, worth(c));
    const yavin = s.seats[owner].base >= 0 && TABLE.def[s.seats[owner].base].id === "yavin_4";
    return (hand.length > 0 ? low * 0.8 : 0) + (yavin ? 2 * DAMAGE : 0);
  }
  if ("gain" in e) {
    const g = e.gain;
    return (g.attack ?? 0) * DAMAGE + 0.4 * Math.min(g.force ?? 0, forceRoom(s, owner)) +
      (g.resources ?? 0) * 0.8;
  }
  return 1;
}

function answer(s: GameState, seat: number, d: Decision, legal: Answer[]): Action {
  if (d.kind === "option") return answerOption(s, seat, d, legal);
  if (d.kind === "damage") return answerSplit(s, seat, legal);
  return answerPick(s, seat, d, legal);
}

function answerOption(s: GameState, seat: number, d: Decision, legal: Answer[]): Action {
  const opts = d.options!;
  const yes = legal.find((a) => a.option === 0)!, no = legal.find((a) => a.option === 1) ?? yes;
  if (d.purpose === "jedha") return no;
  if (d.purpose === "sullust") return yes;
  if (d.purpose === "reward" || d.purpose === "trigger") {
    const e = d.k.e;
    if (!e) return yes;
    return optionalValue(s, seat, e) > 0 ? yes : no;
  }
  if (d.purpose === "choose") {
    const owner = d.k.seat;
    let best = legal[0], top = -Infinity;
    for (const a of legal) {
      const o = opts[a.option!];
      if (!("effect" in o)) continue;
      const v = owner === seat ? effectValue(s, seat, o.effect) : -harm(s, seat, owner, o.effect);
      if (v > top) {
        top = v;
        best = a;
      }
    }
    return best;
  }
  return yes;
}

/** Whether an optional reward or trigger is worth taking (exiling only when weak cards exist). */
function optionalValue(s: GameState, seat: number, e: Effect): number {
  if ("exile" in e && e.exile.from !== "self") {
    const must = "upTo" in e.exile && e.exile.upTo ? 0 : e.exile.n;
    return weakCards(s, seat) >= Math.min(must, 1) ? 1 : -1;
  }
  return 1;
}

function answerSplit(s: GameState, seat: number, legal: Answer[]): Action {
  const opp = opponentOf(s, seat);
  let best = legal[0], top = -Infinity;
  for (const a of legal) {
    const left = shipRemaining(s, opp, a.pick!);
    const kills = a.amount! >= left;
    const v = kills ? 10 + worth(a.pick!) - (a.amount! - left) : a.amount! - left * 0.1;
    if (v > top) {
      top = v;
      best = a;
    }
  }
  return best;
}

function answerPick(s: GameState, seat: number, d: Decision, legal: Answer[]): Action {
  const picks = legal.filter((a) => a.pick !== undefined);
  const pass = legal.find((a) => a.pass);
  const by = (score: (c: number) => number): Action => {
    let best: Action = picks[0] ?? pass!, top = -Infinity;
    for (const a of picks) {
      const v = score(a.pick!);
      if (v > top) {
        top = v;
        best = a;
      }
    }
    return best;
  };
  const opp = opponentOf(s, seat);
  const p = s.seats[seat];
  switch (d.purpose) {
    case "secretBase":
    case "newBase":
      return by(baseScore);
    case "exile": {
      const worst = by((c) => -worth(c));
      if (pass && worst.type === "answer" && worst.pick !== undefined && worth(worst.pick) >= 1.5) {
        return pass;
      }
      return worst;
    }
    case "discardHand":
      return by((c) => -worth(c));
    case "destroy":
      return by((c) =>
        p.ships.includes(c) || s.seats[opp].ships.includes(c) ? worth(c) + 10 : -worthTo(s, seat, c)
      );
    case "purchase":
    case "move":
      return by((c) => worth(c));
    case "discardRow":
    case "swapRow":
      return by((c) => -worthTo(s, seat, c));
    case "swapDiscard":
      return by((c) => worthTo(s, seat, c));
    case "keep":
      return by((c) => worthTo(s, seat, c));
    case "damageTarget": {
      const o = s.seats[opp];
      return by((c) => {
        if (c === o.base) return baseLeft(s, seat) <= 2 ? 20 : 5;
        return shipRemaining(s, opp, c) <= 2 ? 10 + worth(c) : 1;
      });
    }
    case "swapTop": {
      const g = s.regions[p.region];
      const top = g.deck[g.deck.length - 1];
      if (top === undefined) return pass ?? picks[0];
      const worst = by((c) => -worthTo(s, seat, c));
      if (
        worst.type === "answer" && worst.pick !== undefined &&
        worthTo(s, seat, top) - worthTo(s, seat, worst.pick) > 1
      ) {
        return worst;
      }
      return pass ?? worst;
    }
    case "spendAttack": {
      const left = d.amount ?? 0;
      return by((c) => {
        const a = attackOf(s, c, seat);
        return a >= left ? 100 - a : a;
      });
    }
  }
  if (pass && picks.length === 0) return pass;
  return by(worth);
}
