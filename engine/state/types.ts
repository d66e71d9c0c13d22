/** Game state, actions, decisions and events: all plain JSON, card instances as numeric ids. */
import type { Effect } from "../cards/vocabulary.ts";
import type { Decision } from "./decision_types.ts";
import type { GameEvent } from "./event_types.ts";

export type * from "./decision_types.ts";
export type * from "./event_types.ts";

export type Faction = "empire" | "rebel";
export type Mode = "beginner" | "fullGalaxy" | "secretBases";
/** A language of the game's texts: the keys of the registry of words (engine/text/terms.ts). */
export type { Lang } from "../text/terms.ts";

/** Options a game is created from; with the list of actions they determine the game. */
export interface Options {
  /** Seed of the game's random number generator (an unsigned 32-bit integer). */
  seed: number;
  /** Which seat plays the Empire (the Empire takes the first turn); always 0 in 2v2. */
  empireSeat: 0 | 1;
  mode: Mode;
  /** Bases a player must destroy to win (2–5). */
  basesToWin: number;
  /** Optional rule "Paying off neutral cards". */
  payOffNeutral: boolean;
  /** "2v2": the team mode of four seats in two regions (multiplayer-2v2 document); absent in 1v1. */
  format?: "2v2";
}

/** Options as accepted by `setup`: everything but the seed has a default. */
export type OptionsInput = Partial<Options> & { seed: number };

/** A player's seat. Seats are indices into `state.seats`. */
export interface SeatState {
  faction: Faction;
  /** Team (2v2) and region (galaxy row) the seat belongs to; 1v1 has two teams and one region. */
  team: number;
  region: number;
  hand: number[];
  /** Player deck; the last element is the top. */
  deck: number[];
  /** Discard pile; the last element is the top. */
  discard: number[];
  /** Units in play, in the order they were played. */
  play: number[];
  /** Capital ships in play and the damage on each (parallel arrays). */
  ships: number[];
  shipDamage: number[];
  /** Resource pool. */
  resources: number;
  /** Current base, or -1 when it was destroyed and no new base is chosen yet. */
  base: number;
  baseDamage: number;
  /** Remaining base deck (face down; order does not matter). */
  bases: number[];
  /** Bases returned to the box (not used this game). */
  unused: number[];
  /** Enemy bases this seat destroyed. */
  victory: number[];
  /** How many cards on top of the deck both players know (placed there face up). */
  knownTop: number;
}

/** One galaxy row with its decks (1v1 has one region). */
export interface RegionState {
  /** Six slots; -1 marks an empty slot (both galaxy piles ran out). */
  row: number[];
  /** Galaxy deck; the last element is the top. */
  deck: number[];
  discard: number[];
  /** Outer Rim Pilot stack (all identical, face up). */
  pilots: number[];
  /** Per seat: how many cards on top of the galaxy deck that seat has seen. */
  knownTop: number[];
}

export type Phase = "setup" | "start" | "main" | "over";

/** What happened this turn so far; reset when a turn begins. */
export interface TurnState {
  /** Turn number, from 1. */
  n: number;
  /** Seat whose turn it is (2v2: the first seat of the team on turn). */
  seat: number;
  phase: Phase;
  /** Cards and bases whose once-per-turn ability was used. */
  used: number[];
  /** Committed attackers, flat pairs [card, target]; target -1 is the enemy base, else a row card. */
  commits: number[];
  /** Cards that took part in a resolved attack (or paid the Death Star's attack). */
  attacked: number[];
  /** Attack a card gained this turn from abilities, flat pairs [card, amount]. */
  bonus: number[];
  purchases: number;
  neutralPurchases: number;
  neutralPlayed: number;
  /** A Twi'lek Smuggler armed "the next card you purchase goes on top of your deck". */
  nextToTop: boolean;
  /** Damage prevented by Hoth this turn. */
  prevented: number;
  /** Neutral unit bounty-hunted through Ord Mantell this turn (-1 none). */
  bountyNeutral: number;
  /** Cards to exile at the end of this turn wherever they are (Grand Moff Tarkin, Jedha). */
  exileAtEnd: number[];
  /** 2v2 only: the seats of the team on turn that have ended their part of the shared turn. */
  ended?: number[];
  /** 2v2 only: neutral units bounty-hunted through the team's Ord Mantells this turn (one per copy). */
  neutralBounties?: number[];
}

/** A unit of pending work: an effect of a card, or a step of the rules. */
export type Task = EffectTask | RuleTask;

export interface EffectTask {
  e: Effect;
  /** Card (or base) the effect comes from. */
  src: number;
  /** Seat that controls the effect ("you"). */
  seat: number;
  /** Card the effect refers to ("it", "that card"), when any. */
  it?: number;
  /** Optional ability: "reward" always asks first; "trigger" asks first when it needs a choice. */
  ask?: "reward" | "trigger";
}

export type RuleStep =
  | "forceBonus"
  | "shipResources"
  | "turnStartTriggers"
  | "main"
  | "chooseBase"
  | "startGame";

export interface RuleTask {
  rule: RuleStep;
  seat: number;
}

/** Everything about a game; plain JSON. */
export interface GameState {
  v: 1;
  options: Options;
  /** State of the seeded random number generator (null in a preview built from a view). */
  rng: number[] | null;
  /** Balance of the Force marker, 0 (all the way to the Empire) … 6 (all the way to the Rebels). */
  force: number;
  seats: SeatState[];
  regions: RegionState[];
  /** Exiled cards (returned to the box). */
  exiled: number[];
  turn: TurnState;
  queue: Task[];
  pending: Decision[];
  /** Next id for decisions. */
  nextId: number;
  /** Winning seat, or -1 (2v2: the seat that destroyed the deciding base; its team wins, see `winningTeam`). */
  winner: number;
}

/** Target of an attack: the enemy base, or a card in the galaxy row. */
export type Target = "base" | number;

export type Action =
  | { type: "play"; card: number }
  | { type: "playAll" }
  | { type: "ability"; card: number }
  | { type: "purchase"; card: number }
  | { type: "payOff"; card: number }
  | { type: "commit"; cards: number[]; target: Target }
  | { type: "resolve"; target: Target }
  | { type: "endTurn" }
  | {
    type: "answer";
    decision: number;
    option?: number;
    pick?: number;
    picks?: number[];
    pass?: true;
    amount?: number;
  };

/** A move by a seat, as stored in a game's history. */
export interface SeatAction {
  seat: number;
  action: Action;
}

/** Every code of a refusal, in one list (tests enumerate it: each has words in every language). */
export const ERROR_CODES = [
  "game-over",
  "not-your-turn",
  "decision-pending",
  "no-such-decision",
  "bad-action",
  "not-in-hand",
  "not-in-play",
  "ability-used",
  "ability-unusable",
  "cannot-purchase",
  "cannot-afford",
  "cannot-commit",
  "nothing-committed",
  "bad-answer",
] as const;

/** Why the engine refuses an action. */
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface EngineError {
  code: ErrorCode;
  message: string;
}

export type ApplyResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: EngineError };
