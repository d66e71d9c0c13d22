/**
 * Static evaluation of a position for a seat: the logit of its chance to win, from a race between
 * the two sides (damage still to deal against attack per turn), their economies, the Force and
 * the tempo. The weights were fitted by logistic regression on greedy self-play (see the report of
 * issue 5); `features` is exported so that they can be refitted.
 */
import { CARDS, TABLE } from "../cards/catalog.ts";
import type { GameState } from "../types.ts";
import { opponentOf } from "../context.ts";
import { hitPoints } from "../stats.ts";
import { worth } from "./values.ts";

/** What a seat's deck and capital ships bring in an average turn. */
export interface SeatStats {
  attack: number;
  resources: number;
  force: number;
  worth: number;
  cards: number;
}

/** Average-turn figures of a seat: five cards of everything it owns, plus its capital ships. */
export function seatStats(s: GameState, seat: number): SeatStats {
  const p = s.seats[seat];
  let n = 0, a = 0, r = 0, f = 0, w = 0;
  for (const list of [p.hand, p.deck, p.discard, p.play]) {
    for (let i = 0; i < list.length; i++) {
      const d = TABLE.def[list[i]];
      n++;
      a += d.attack;
      r += d.resources;
      f += d.force;
      w += worth(list[i]);
    }
  }
  const k = n > 0 ? 5 / n : 0;
  let shipA = 0, shipR = 0;
  for (const c of p.ships) {
    shipA += TABLE.def[c].attack;
    shipR += TABLE.def[c].resources;
  }
  return {
    attack: a * k + shipA,
    resources: r * k + shipR,
    force: f * k,
    worth: n > 0 ? w / n : 0,
    cards: n,
  };
}

/** Damage a seat must still deal to win: the enemy base left, its capital ships, the next bases. */
export function damageToWin(s: GameState, seat: number): number {
  const opp = opponentOf(s, seat);
  const o = s.seats[opp];
  const need = s.options.basesToWin - s.seats[seat].victory.length;
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

/** Features of a position for a seat (antisymmetric: the opponent's are the negation, tempo aside). */
export function features(s: GameState, me: number): number[] {
  const opp = opponentOf(s, me);
  const a = seatStats(s, me), b = seatStats(s, opp);
  const needMe = damageToWin(s, me), needOpp = damageToWin(s, opp);
  const tMe = needMe / Math.max(a.attack, 1), tOpp = needOpp / Math.max(b.attack, 1);
  const force = s.seats[me].faction === "empire" ? 3 - s.force : s.force - 3;
  const toMove = s.turn.seat === me ? 1 : -1;
  const P = s.seats[me], O = s.seats[opp];
  let shipsMe = 0, shipsOpp = 0;
  for (let i = 0; i < P.ships.length; i++) shipsMe += hitPoints(P.ships[i]) - P.shipDamage[i];
  for (let i = 0; i < O.ships.length; i++) shipsOpp += hitPoints(O.ships[i]) - O.shipDamage[i];
  return [
    Math.log((tOpp + 1) / (tMe + 1)),
    (needOpp - needMe) / 10,
    a.attack - b.attack,
    a.resources - b.resources,
    a.worth - b.worth,
    force / 3,
    toMove,
    P.victory.length - O.victory.length,
    (shipsMe - shipsOpp) / 10,
    P.ships.length - O.ships.length,
    (a.cards - b.cards) / 10,
    Math.exp(-needMe / 10) - Math.exp(-needOpp / 10),
    ...deckShares(s, me, opp),
  ];
}

/** Feature slot of each card definition that can be in a deck (-1 for bases). */
const SLOT: number[] = [];
let slots = 0;
for (const c of CARDS) SLOT.push(c.type === "base" ? -1 : slots++);

/** Per card definition: copies per five cards in the seat's deck, minus the same for the opponent. */
function deckShares(s: GameState, me: number, opp: number): number[] {
  const out = new Array(slots).fill(0);
  for (const [seat, sign] of [[me, 1], [opp, -1]]) {
    const p = s.seats[seat];
    const n = p.hand.length + p.deck.length + p.discard.length + p.play.length + p.ships.length;
    if (n === 0) continue;
    const k = (5 * sign) / n;
    for (const list of [p.hand, p.deck, p.discard, p.play, p.ships]) {
      for (const c of list) out[SLOT[TABLE.type[c]]] += k;
    }
  }
  return out;
}

/** Fitted weights of `features`. */
export const WEIGHTS = [0.08, 0.774, 0.155, -0.151, 2.16, 0.844, 0.481, 0.15, -0.235, 0.228, -0.548, 1.569];

/** Value of the position for a seat: a logit, or ±100 once the game is won. */
export function evaluate(s: GameState, me: number): number {
  if (s.winner >= 0) return s.winner === me ? 100 : -100;
  const f = features(s, me);
  let v = 0;
  for (let i = 0; i < f.length; i++) v += WEIGHTS[i] * f[i];
  return v;
}
