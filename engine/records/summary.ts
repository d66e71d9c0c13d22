/**
 * The end-of-game summary, computed from a game's options and actions by replaying them with their
 * events: turns, bases destroyed (whose, by whom, on which turn), cards bought by each seat, damage
 * dealt, and the Force track after every turn (the data of a chart). Everything in it was public.
 */
import { defOf } from "../cards/catalog.ts";
import type { Faction, GameEvent, OptionsInput, SeatAction } from "../state/types.ts";
import { setupGame } from "../turn/setup.ts";
import { check, perform } from "../turn/perform.ts";
import { contextFor } from "../state/context.ts";

/** A base destroyed during the game. */
export interface DestroyedBase {
  /** Card id and name id of the base. */
  card: number;
  name: string;
  /** Whose base it was, and the seat that destroyed it. */
  owner: number;
  by: number;
  turn: number;
}

/** One seat's figures. */
export interface SeatSummary {
  faction: Faction;
  /** Name ids of the cards the seat purchased (free purchases included), in order. */
  bought: string[];
  /** Damage the seat dealt to enemy bases and to enemy capital ships. */
  damageToBases: number;
  damageToShips: number;
  /** Enemy bases the seat destroyed. */
  basesDestroyed: number;
}

/** The end-of-game summary. */
export interface GameSummary {
  turns: number;
  winner: number;
  seats: SeatSummary[];
  basesDestroyed: DestroyedBase[];
  /**
   * The Force marker (0 = all the way to the Empire … 6 = to the Rebels) at the start, then after
   * each turn ended, then at the end of the game.
   */
  force: number[];
}

/** The summary of the game that `actions` play from `options`; throws on an illegal action. */
export function summarize(options: OptionsInput, actions: SeatAction[]): GameSummary {
  const s = setupGame(options);
  const seats: SeatSummary[] = s.seats.map((p) => ({
    faction: p.faction,
    bought: [],
    damageToBases: 0,
    damageToShips: 0,
    basesDestroyed: 0,
  }));
  const destroyed: DestroyedBase[] = [];
  const force = [s.force];
  for (let i = 0; i < actions.length; i++) {
    const { seat, action } = actions[i];
    const turn = s.turn.n;
    const events: GameEvent[] = [];
    const err = check(s, seat, action) ?? perform(contextFor(s, events), seat, action);
    if (err) throw new Error(`action ${i} is illegal: ${err.code}: ${err.message}`);
    for (const e of events) {
      switch (e.k) {
        case "purchase":
          seats[e.seat].bought.push(defOf(e.card).id);
          break;
        case "damageBase":
          seats[e.by].damageToBases += e.n;
          break;
        case "damageShip":
          seats[e.by].damageToShips += e.n;
          break;
        case "baseDestroyed":
          seats[e.by].basesDestroyed++;
          destroyed.push({ card: e.card, name: defOf(e.card).id, owner: e.seat, by: e.by, turn });
          break;
        case "endTurn":
          force.push(s.force);
          break;
      }
    }
  }
  if (s.winner >= 0) force.push(s.force);
  return { turns: s.turn.n, winner: s.winner, seats, basesDestroyed: destroyed, force };
}
