/** Candidates of the verbs: which cards an effect may take, computed from the state. */
import type { Effect, Filter } from "../cards/vocabulary.ts";
import { defOf } from "../cards/catalog.ts";
import type { GameState } from "../state/types.ts";
import { attackWith, aurasOf, commitOf, factionMatches, matches } from "../state/stats.ts";
import { opponentInRegion, regionOf, seatsOfTeam } from "../state/seats.ts";

/** Row cards (non-empty slots) matching a filter. */
export function rowCards(s: GameState, seat: number, f: Filter | undefined, src: number): number[] {
  const out: number[] = [];
  const row = s.regions[regionOf(s, seat)].row;
  for (let i = 0; i < row.length; i++) if (row[i] >= 0 && matches(s, row[i], f, seat, src)) out.push(row[i]);
  return out;
}

/** Cards the seat may purchase with an ability from a source pile (faction limits always apply). */
export function purchasable(
  s: GameState,
  seat: number,
  from: "row" | "galaxyDiscard",
  f: Filter | undefined,
  free: boolean,
  src: number,
): number[] {
  const pile = from === "row" ? s.regions[regionOf(s, seat)].row : s.regions[regionOf(s, seat)].discard;
  const mine = s.seats[seat].faction;
  const res = s.seats[seat].resources;
  const out: number[] = [];
  for (const c of pile) {
    if (c < 0) continue;
    const d = defOf(c);
    if (!factionMatches(d, "ownOrNeutral", mine)) continue;
    if (!matches(s, c, f, seat, src)) continue;
    if (!free && d.cost > res) continue;
    out.push(c);
  }
  return out;
}

/** Capital ships an ability may destroy. */
export function destroyable(
  s: GameState,
  e: { ship: ("opponent" | "row")[]; rowFilter?: Filter },
  seat: number,
  src: number,
) {
  const out: number[] = [];
  if (e.ship.includes("opponent")) out.push(...enemyShips(s, seat));
  if (e.ship.includes("row")) {
    for (const c of rowCards(s, seat, e.rowFilter, src)) if (defOf(c).type === "ship") out.push(c);
  }
  return out;
}

/** Cards a move may take (up to `limit` of them: feasibility asks for one). */
export function moveCandidates(
  s: GameState,
  m: Extract<Effect, { move: unknown }>["move"],
  seat: number,
  src: number,
  limit = Infinity,
) {
  switch (m.from) {
    case "row":
      return rowCards(s, seat, m.filter, src);
    case "discard": {
      // 2v2: "you may choose to have your teammate return a … from their discard pile to their hand"
      // (AT-AT, Jabba's Sail Barge, Millennium Falcon).
      const out: number[] = [];
      for (const t of seatsOfTeam(s, s.seats[seat].team)) {
        for (const c of s.seats[t].discard) {
          if (out.length < limit && matches(s, c, m.filter, seat, src)) out.push(c);
        }
      }
      return out;
    }
    case "opponentHand":
      return s.seats[opponentInRegion(s, seat)].hand.slice();
    case "self":
      return [src];
  }
}

/** Own cards (hand and/or discard pile) an exile may take. */
export function exileCandidates(s: GameState, from: ("hand" | "discard")[], seat: number): number[] {
  const p = s.seats[seat];
  const out: number[] = [];
  if (from.includes("hand")) out.push(...p.hand);
  if (from.includes("discard")) out.push(...p.discard);
  return out;
}

/** Own uncommitted cards in play that still have attack to spend. */
export function attackersAvailable(s: GameState, seat: number): number[] {
  const out: number[] = [];
  eachAttacker(s, seat, (c) => out.push(c));
  return out;
}

/** The attack those cards have in all (what "spend N attack" may take). */
export function attackAvailable(s: GameState, seat: number): number {
  let total = 0;
  eachAttacker(s, seat, (_c, a) => (total += a));
  return total;
}

function eachAttacker(s: GameState, seat: number, f: (card: number, attack: number) => void): void {
  const p = s.seats[seat];
  const auras = aurasOf(s, seat);
  for (let i = 0; i < p.play.length + p.ships.length; i++) {
    const c = i < p.play.length ? p.play[i] : p.ships[i - p.play.length];
    if (commitOf(s, c) !== undefined || s.turn.attacked.includes(c)) continue;
    const a = attackWith(s, c, seat, auras);
    if (a > 0) f(c, a);
  }
}

/** What ability damage "to the enemy base or one of their capital ships" may hit (2v2: the opposing shared zone). */
export function damageTargets(s: GameState, seat: number): number[] {
  return [...enemyBases(s, seat), ...enemyShips(s, seat)];
}

/** The enemy bases a seat may damage: its opponent's, or in 2v2 both opponents' (shared zone). */
export function enemyBases(s: GameState, seat: number): number[] {
  const out: number[] = [];
  for (const p of s.seats) if (p.team !== s.seats[seat].team && p.base >= 0) out.push(p.base);
  return out;
}

/** The enemy capital ships in play: the opponent's, or in 2v2 every ship of the opposing shared zone. */
export function enemyShips(s: GameState, seat: number): number[] {
  const out: number[] = [];
  for (const p of s.seats) if (p.team !== s.seats[seat].team) out.push(...p.ships);
  return out;
}

/** The bases a repair of the seat may go to: its own, and in 2v2 its teammate's (damaged ones). */
export function repairable(s: GameState, seat: number): number[] {
  return s.seats.filter((p) => p.team === s.seats[seat].team && p.base >= 0 && p.baseDamage > 0).map((p) =>
    p.base
  );
}

/** The seat whose base or capital ship in play this card is (-1: none). */
export function holderOf(s: GameState, card: number): number {
  return s.seats.findIndex((p) => p.base === card || p.ships.includes(card));
}
