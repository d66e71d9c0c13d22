/** What cards and bases are worth to a bot: hand-set figures in resource equivalents per draw. */
import { CARDS, TABLE } from "../cards/catalog.ts";
import type { GameState } from "../state/types.ts";

/**
 * Worth of a card in a deck, about its cost when the cost is fair; capital ships count more than
 * their cost because they stay in play and pay every turn, starters and pilots least.
 */
const WORTH: Record<string, number> = {
  tie_fighter: 2.3,
  tie_bomber: 2.6,
  scout_trooper: 2.5,
  death_trooper: 4,
  tie_interceptor: 3.6,
  at_st: 4.6,
  landing_craft: 4.3,
  at_at: 6.5,
  admiral_piett: 2.8,
  general_veers: 4.8,
  moff_jerjerrod: 4.4,
  boba_fett: 5.4,
  director_krennic: 5.8,
  grand_moff_tarkin: 6.5,
  darth_vader: 9,
  gozanti_cruiser: 5,
  imperial_carrier: 7.5,
  star_destroyer: 8.5,
  y_wing: 2.2,
  snowspeeder: 2.8,
  duros_spy: 2.6,
  rebel_commando: 3.8,
  x_wing: 3.6,
  u_wing: 3.8,
  b_wing: 5.5,
  baze_malbus: 2.6,
  chirrut_imwe: 3.3,
  jyn_erso: 4.5,
  chewbacca: 5.2,
  han_solo: 5.8,
  cassian_andor: 5.4,
  princess_leia: 6.5,
  millennium_falcon: 7.5,
  luke_skywalker: 9,
  rebel_transport: 3.2,
  hammerhead_corvette: 5,
  mon_calamari_cruiser: 7.5,
  z95_headhunter: 2.2,
  jawa_scavenger: 1.8,
  rodian_gunslinger: 2.4,
  kel_dor_mystic: 1.8,
  lobot: 3.3,
  bossk: 3.4,
  fang_fighter: 3.8,
  twilek_smuggler: 3.4,
  dengar: 4.3,
  quarren_mercenary: 5,
  hwk_290: 4,
  ig_88: 5.3,
  lando_calrissian: 6.3,
  jabbas_sail_barge: 7,
  jabba_the_hutt: 6.5,
  c_roc_cruiser: 3.8,
  blockade_runner: 5,
  nebulon_b_frigate: 5.5,
  imperial_shuttle: 1,
  stormtrooper: 1.8,
  inquisitor: 1.2,
  alliance_shuttle: 1,
  rebel_trooper: 1.8,
  temple_guardian: 1.2,
  outer_rim_pilot: 2.2,
};

/** How much a new base is worth beyond its hit points (its ability). */
const BASE_BONUS: Record<string, number> = {
  corellia: 4,
  mon_cala: 4,
  kessel: 2,
  dagobah: 2,
  mustafar: 1,
  alderaan: 1,
  kafrene: 1.5,
  bespin: 1.5,
  ord_mantell: 1,
  coruscant: 2,
  death_star: 2,
  endor: 2,
  rodia: 3,
  hoth: 4,
  jedha: 0.5,
  tatooine: 1.5,
  sullust: 2,
  yavin_4: 2.5,
};

/** Worth by card definition index (CARDS order). */
const WORTH_BY_TYPE = CARDS.map((c) => WORTH[c.id] ?? c.cost);

/** Worth of a card instance in its owner's deck. */
export function worth(card: number): number {
  return WORTH_BY_TYPE[TABLE.type[card]];
}

/** Score of a base as the next one to reveal: hit points plus its ability. */
export function baseScore(card: number): number {
  const d = TABLE.def[card];
  return (d.hitPoints ?? 0) + (BASE_BONUS[d.id] ?? 0);
}

/** Worth of a galaxy card to a seat: its worth if the seat may own it, else minus what it gives the enemy. */
export function worthTo(s: GameState, seat: number, card: number): number {
  const f = TABLE.def[card].faction;
  if (f === "neutral" || f === s.seats[seat].faction) return worth(card);
  return -0.5 * worth(card);
}
