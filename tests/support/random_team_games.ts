/** Random 2v2 games for tests that check something at chosen moves: every seat to act plays a uniform legal action. */
import {
  type Action,
  applyInPlace,
  type GameState,
  legalActions,
  type Mode,
  seatsToAct,
  setup,
} from "../../engine/mod.ts";
import { randomSource } from "../../engine/state/rng.ts";

/** How the games are dealt and played: game k has the seed `seed + k` and the random choices of `randSeed + k`. */
export interface RandomTeamGames {
  games: number;
  seed: number;
  randSeed: number;
  mode: Mode;
  basesToWin: number;
  /** Stops before the next game once it holds. */
  enough: () => boolean;
}

/** Plays the games, calling `each` before every move with the state, the seat moving and its action. */
export function randomTeamGames(
  o: RandomTeamGames,
  each: (s: GameState, seat: number, action: Action) => void,
): void {
  for (let g = 0; g < o.games && !o.enough(); g++) {
    const rand = randomSource(o.randSeed + g);
    const s = setup({ seed: o.seed + g, mode: o.mode, basesToWin: o.basesToWin, format: "2v2" });
    while (s.winner < 0 && s.turn.n < 300) {
      const seats = seatsToAct(s);
      const seat = seats[rand(seats.length)];
      const legal = legalActions(s, seat);
      const action = legal[rand(legal.length)];
      each(s, seat, action);
      applyInPlace(s, seat, action);
    }
  }
}
