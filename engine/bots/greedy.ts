/**
 * The greedy bot: a one-turn heuristic. It plays every card, uses the abilities that help, attacks
 * where it pays (a base it can destroy, bounties whose reward beats the damage, the rest at the
 * base), buys the best card it can afford and answers decisions by card worth. It reads only what
 * its seat may see: its own hand and deck list, and the table.
 */
import { TABLE } from "../cards/catalog.ts";
import type { Action, GameState } from "../state/types.ts";
import { shipRemaining } from "../attacks/damage.ts";
import { worth } from "./values.ts";
import { baseLeft, deckWorth, maxShipLeft, rowThreat, threatened } from "./tactics.ts";
import { attackAction } from "./greedy_attack.ts";
import { answer } from "./greedy_answers.ts";
import { opponentInRegion } from "../state/seats.ts";

type Answer = Extract<Action, { type: "answer" }>;

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
    const o = s.seats[opponentInRegion(s, seat)];
    const kills = (o.base >= 0 && baseLeft(s, seat) <= 2) ||
      o.ships.some((sh) => shipRemaining(s, opponentInRegion(s, seat), sh) <= 2);
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

// ---------------------------------------------------------------------------------------------
// Purchases

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
