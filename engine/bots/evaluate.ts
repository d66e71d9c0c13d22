/**
 * Static evaluation of a position for a seat: the logit of its chance to win, linear in features
 * of the race (damage still to deal, attack per turn), the economies, capital ships, the Force,
 * the tempo and the share of each card in both decks. The weights were fitted by logistic
 * regression on greedy self-play (`fitWeights` in fit.ts; `deno task bench:bot --fit N`).
 */
import { CARDS, SET_SIZE, TABLE } from "../cards/catalog.ts";
import type { GameState } from "../state/types.ts";
import { hitPoints } from "../state/stats.ts";
import { onTurn, opponentInRegion, sameTeam, seatsOfTeam } from "../state/seats.ts";

/** What a seat's deck and capital ships bring in an average turn. */
export interface SeatStats {
  attack: number;
  resources: number;
  cards: number;
}

/** Average-turn figures of a seat: five cards of everything it owns, plus its capital ships. */
export function seatStats(s: GameState, seat: number): SeatStats {
  const p = s.seats[seat];
  let n = 0, a = 0, r = 0;
  for (const list of [p.hand, p.deck, p.discard, p.play]) {
    for (let i = 0; i < list.length; i++) {
      const d = TABLE.def[list[i]];
      n++;
      a += d.attack;
      r += d.resources;
    }
  }
  const k = n > 0 ? 5 / n : 0;
  let shipA = 0, shipR = 0;
  for (const c of p.ships) {
    shipA += TABLE.def[c].attack;
    shipR += TABLE.def[c].resources;
  }
  return { attack: a * k + shipA, resources: r * k + shipR, cards: n + p.ships.length };
}

/** Damage a seat must still deal to win: the enemy base left, its capital ships, its strongest next bases. */
export function damageToWin(s: GameState, seat: number): number {
  const o = s.seats[opponentInRegion(s, seat)];
  const need = s.options.basesToWin - basesTaken(s, seat);
  if (need <= 0) return 0;
  let total = 0;
  for (let i = 0; i < o.ships.length; i++) total += hitPoints(o.ships[i]) - o.shipDamage[i];
  const next = o.bases.map(hitPoints).sort((a, b) => b - a);
  let more = need;
  if (o.base >= 0) {
    total += hitPoints(o.base) - o.baseDamage;
    more--;
  }
  for (let i = 0; i < more; i++) total += next[i] ?? 14;
  return total;
}

/**
 * Bases the seat's side has destroyed toward its win: its victory pile in 1v1; in 2v2 the bases of
 * the opponent in its region in the team's victory piles (N of each opponent are needed).
 */
function basesTaken(s: GameState, seat: number): number {
  if (s.seats.length <= 2) return s.seats[seat].victory.length;
  const region = s.seats[seat].region;
  let n = 0;
  for (const t of seatsOfTeam(s, s.seats[seat].team)) {
    for (const b of s.seats[t].victory) if (Math.floor(b / SET_SIZE) === region) n++;
  }
  return n;
}

/** Card definitions that can be in a deck (everything but bases), in catalog order. */
const DECK_CARDS = CARDS.filter((c) => c.type !== "base");
/** Feature slot of each card definition (-1 for bases). */
const SLOT: number[] = CARDS.map((c) => DECK_CARDS.indexOf(c));

/** Names of the features, in the order `features` lists them. */
export const FEATURES: readonly string[] = [
  "race",
  "damage",
  "attack",
  "resources",
  "force",
  "tempo",
  "bases",
  "shipHP",
  "ships",
  "cards",
  "closeness",
  ...DECK_CARDS.map((c) => c.id),
];

/**
 * Features of a position for a seat; swapping the seats negates each of them. A card's feature is
 * its copies per five cards in the seat's deck minus the same in the opponent's.
 */
export function features(s: GameState, me: number): number[] {
  const opp = opponentInRegion(s, me);
  const a = seatStats(s, me), b = seatStats(s, opp);
  const needMe = damageToWin(s, me), needOpp = damageToWin(s, opp);
  const tMe = needMe / Math.max(a.attack, 1), tOpp = needOpp / Math.max(b.attack, 1);
  const force = s.seats[me].faction === "empire" ? 3 - s.force : s.force - 3;
  const P = s.seats[me], O = s.seats[opp];
  const out = [
    Math.log((tOpp + 1) / (tMe + 1)),
    (needOpp - needMe) / 10,
    a.attack - b.attack,
    a.resources - b.resources,
    force / 3,
    onTurn(s, me) ? 1 : -1,
    P.victory.length - O.victory.length,
    (shipHP(s, me) - shipHP(s, opp)) / 10,
    P.ships.length - O.ships.length,
    (a.cards - b.cards) / 10,
    Math.exp(-needMe / 10) - Math.exp(-needOpp / 10),
  ];
  const base = out.length;
  for (let i = 0; i < DECK_CARDS.length; i++) out.push(0);
  for (const [seat, sign] of [[me, 1], [opp, -1]]) {
    const p = s.seats[seat];
    const n = p.hand.length + p.deck.length + p.discard.length + p.play.length + p.ships.length;
    if (n === 0) continue;
    const k = (5 * sign) / n;
    for (const list of [p.hand, p.deck, p.discard, p.play, p.ships]) {
      for (const c of list) out[base + SLOT[TABLE.type[c]]] += k;
    }
  }
  return out;
}

function shipHP(s: GameState, seat: number): number {
  const p = s.seats[seat];
  let n = 0;
  for (let i = 0; i < p.ships.length; i++) n += hitPoints(p.ships[i]) - p.shipDamage[i];
  return n;
}

/** Fitted weight of each feature. */
export const WEIGHTS: Readonly<Record<string, number>> = {
  race: -0.514,
  damage: 0.799,
  attack: 0.118,
  resources: 0.009,
  force: 0.409,
  tempo: 0.454,
  bases: 0.236,
  shipHP: -0.485,
  ships: -0.07,
  cards: -0.096,
  closeness: 3.564,
  tie_fighter: -0.617,
  tie_bomber: -1.075,
  scout_trooper: -1.748,
  death_trooper: -0.647,
  tie_interceptor: -0.269,
  at_st: 0.079,
  landing_craft: -1.122,
  at_at: 2.061,
  admiral_piett: -1.967,
  general_veers: 0.599,
  moff_jerjerrod: -0.996,
  boba_fett: -0.054,
  director_krennic: 1.883,
  grand_moff_tarkin: 1.274,
  darth_vader: 2.83,
  gozanti_cruiser: -0.225,
  imperial_carrier: 1.372,
  star_destroyer: 3.196,
  y_wing: -1.185,
  snowspeeder: -0.507,
  duros_spy: -1.421,
  rebel_commando: 0.763,
  x_wing: 0.258,
  u_wing: -1.161,
  b_wing: 1.144,
  baze_malbus: 0.195,
  chirrut_imwe: -1.156,
  jyn_erso: 1.286,
  chewbacca: 1.366,
  han_solo: 1.268,
  cassian_andor: 0.415,
  princess_leia: 1.07,
  millennium_falcon: 2.795,
  luke_skywalker: 3.688,
  rebel_transport: -0.862,
  hammerhead_corvette: -0.138,
  mon_calamari_cruiser: 1.863,
  z95_headhunter: -0.359,
  jawa_scavenger: -2.029,
  rodian_gunslinger: -0.976,
  kel_dor_mystic: -1.68,
  lobot: -1.437,
  bossk: -0.554,
  fang_fighter: -0.68,
  twilek_smuggler: -1.457,
  dengar: 0.162,
  quarren_mercenary: 0.11,
  hwk_290: -0.832,
  ig_88: 0.794,
  lando_calrissian: 1.401,
  jabbas_sail_barge: 1.101,
  jabba_the_hutt: -0.546,
  c_roc_cruiser: -0.797,
  blockade_runner: 0.538,
  nebulon_b_frigate: 1.3,
  imperial_shuttle: -2.576,
  stormtrooper: -0.253,
  inquisitor: 0.196,
  alliance_shuttle: -2.234,
  rebel_trooper: -0.592,
  temple_guardian: -0.497,
  outer_rim_pilot: -2.358,
};

/** The weights in feature order. */
const VECTOR = FEATURES.map((f) => WEIGHTS[f] ?? 0);

/** Value of the position for a seat: a logit, or ±100 once the game is won. */
export function evaluate(s: GameState, me: number): number {
  if (s.winner >= 0) return sameTeam(s, s.winner, me) ? 100 : -100;
  if (s.seats.length <= 2) return linear(features(s, me));
  // 2v2: each teammate's race against the opponent in its region, averaged (the team wins or loses together).
  const team = seatsOfTeam(s, s.seats[me].team);
  let v = 0;
  for (const t of team) v += linear(features(s, t));
  return v / team.length;
}

function linear(f: number[]): number {
  let v = 0;
  for (let i = 0; i < f.length; i++) v += VECTOR[i] * f[i];
  return v;
}
