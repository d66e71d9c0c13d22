/**
 * The undo scan: seeded random games in which every move is judged by `undoable` and the judgement
 * checked against an oracle of its own (the generator's state, and `hiddenMask` of the leak oracle
 * rather than the views `undoable` reads). Some undoable moves are really taken back, the way the
 * server does it: the game is rebuilt by replaying its actions without the move, and must equal the
 * state before the move, view for view; play then goes on from there, so undos chain.
 */
import {
  type Action,
  applyInPlace,
  cloneState,
  defOf,
  type GameState,
  legalActions,
  type Mode,
  type OptionsInput,
  replay,
  type SeatAction,
  seatsToAct,
  setup,
  SPECTATOR,
  undoable,
  viewFor,
} from "../engine/mod.ts";
import { isDeepStrictEqual } from "node:util";
import { hiddenMask } from "../tests/support/leak_oracle.ts";
import { randomSource } from "../engine/state/rng.ts";

/** What to scan. */
export interface UndoScanParams {
  games: number;
  seed: number;
  /** Chance that an undoable move is taken back (and the replay checked). */
  undoRate: number;
  /** Safety cap on moves per game. */
  maxActions: number;
  /** Index of the first game (a scan can be split over processes: games first … first+games-1). */
  first?: number;
  /** 1v1 (the three base modes in turn) or 2v2 team games, where any seat to act may move. */
  format?: "1v1" | "2v2";
}

/** What a scan found: the kinds of moves judged undoable, refusals by reason, broken checks. */
export interface UndoScanResult {
  games: number;
  moves: number;
  undone: number;
  undoable: Record<string, number>;
  refused: Record<string, number>;
  failures: string[];
}

const MODES: Mode[] = ["beginner", "fullGalaxy", "secretBases"];

/** The kind of a move for the figures: its type, the card's name, the decision's purpose. */
export function kindOf(before: GameState, action: Action): string {
  switch (action.type) {
    case "play":
    case "ability":
    case "purchase":
    case "payOff":
      return `${action.type} ${defOf(action.card).id}`;
    case "resolve":
      return `resolve ${action.target === "base" ? "base" : "row"}`;
    case "answer": {
      const d = before.pending.find((p) => p.id === action.decision);
      return `answer ${d ? d.purpose : "?"}${action.pass ? " (pass)" : ""}`;
    }
    default:
      return action.type;
  }
}

/** A card some viewer could not see before the move and can see after it, or null. */
function revealedCard(before: GameState, after: GameState): string | null {
  for (let viewer = SPECTATOR; viewer < after.seats.length; viewer++) {
    const was = hiddenMask(before, viewer), is = hiddenMask(after, viewer);
    for (let c = 0; c < was.length; c++) if (was[c] && !is[c]) return `card ${c} to viewer ${viewer}`;
  }
  return null;
}

const bump = (m: Record<string, number>, k: string) => m[k] = (m[k] ?? 0) + 1;

/** One step of a game kept for undo: the move and the state before it. */
interface Step {
  move: SeatAction;
  before: GameState;
  ok: boolean;
}

/** Plays the games and checks every judgement. */
export function scanUndo(p: UndoScanParams): UndoScanResult {
  const r: UndoScanResult = { games: 0, moves: 0, undone: 0, undoable: {}, refused: {}, failures: [] };
  const fail = (msg: string) => r.failures.length < 20 && r.failures.push(msg);
  const first = p.first ?? 0;
  for (let g = first; g < first + p.games; g++) {
    const rand = randomSource(
      (Math.imul(p.seed ^ 0x5bd1e995, 2246822519) + Math.imul(g + 1, 3266489917)) >>> 0,
    );
    const common = {
      seed: (Math.imul(p.seed, 2654435761) + g) >>> 0,
      mode: MODES[g % 3],
      payOffNeutral: (g >> 1) % 2 === 1,
    };
    const options: OptionsInput = p.format === "2v2"
      ? { ...common, basesToWin: 2 + (g % 2), format: "2v2" }
      : { ...common, basesToWin: 2 + (g % 4), empireSeat: (g % 2) as 0 | 1 };
    let s = setup(options);
    const moves: SeatAction[] = [];
    const steps: Step[] = [];
    for (let n = 0; s.winner < 0 && n < p.maxActions; n++) {
      const top = steps[steps.length - 1];
      if (top?.ok && rand(1000) < p.undoRate * 1000) {
        s = takeBack(options, moves, top, fail, `game ${g} move ${n}`);
        steps.pop();
        r.undone++;
        continue;
      }
      const seats = seatsToAct(s);
      const seat = seats[seats.length === 1 ? 0 : rand(seats.length)];
      const legal = legalActions(s, seat);
      const action = legal[rand(legal.length)];
      const before = cloneState(s);
      const err = applyInPlace(s, seat, action);
      if (err) {
        fail(`game ${g} move ${n}: legal action refused: ${err.code}`);
        break;
      }
      r.moves++;
      moves.push({ seat, action });
      const u = undoable(before, seat, action, s);
      const where = `game ${g} move ${n} (${kindOf(before, action)})`;
      if (u.ok) {
        bump(r.undoable, kindOf(before, action));
        if (!isDeepStrictEqual(before.rng, s.rng)) fail(`${where}: judged undoable, yet the generator moved`);
        const shown = revealedCard(before, s);
        if (shown) fail(`${where}: judged undoable, yet it revealed ${shown}`);
      } else bump(r.refused, u.reason);
      if (before.turn.n !== s.turn.n || before.turn.seat !== s.turn.seat) steps.length = 0;
      steps.push({ move: { seat, action }, before, ok: u.ok });
    }
    r.games++;
  }
  return r;
}

/**
 * Takes back the last move as the server does (replay without it), checks the result against the
 * state before the move and every viewer's view of it, and returns the rebuilt state.
 */
function takeBack(
  options: OptionsInput,
  moves: SeatAction[],
  top: Step,
  fail: (msg: string) => void,
  where: string,
): GameState {
  moves.pop();
  const rebuilt = replay(options, moves);
  if (!isDeepStrictEqual(rebuilt, top.before)) {
    fail(`${where}: the replay without the move differs from the state before it`);
  }
  for (let viewer = SPECTATOR; viewer < rebuilt.seats.length; viewer++) {
    if (!isDeepStrictEqual(viewFor(rebuilt, viewer), viewFor(top.before, viewer))) {
      fail(`${where}: viewer ${viewer} sees another game after the undo than before the move`);
    }
  }
  return rebuilt;
}
