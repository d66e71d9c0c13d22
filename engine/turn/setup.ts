/** Setting up a game from its options (rulebook pp. 4–5, 28–29). */
import { defOf, TABLE } from "../cards/catalog.ts";
import { contextFor } from "../state/context.ts";
import type {
  EngineError,
  Faction,
  GameState,
  Mode,
  Options,
  OptionsInput,
  RegionState,
  SeatState,
} from "../state/types.ts";
import { randInt, seedRng, shuffleInPlace } from "../state/rng.ts";
import { FORCE_MAX } from "../state/force.ts";
import { drawCards } from "../state/zones.ts";
import { runQueue } from "../abilities/run.ts";
import { beginTurn, newTurn, teamRecord } from "./turn.ts";
import { askSecretBase } from "../abilities/answers.ts";

export const MODES: readonly Mode[] = ["beginner", "fullGalaxy", "secretBases"];

/** Checks and completes options; returns an error for values the game does not support. */
export function normalizeOptions(input: OptionsInput): Options | EngineError {
  const team = input.format !== undefined;
  const o: Options = {
    seed: input.seed,
    empireSeat: team ? 0 : input.empireSeat ?? 0,
    // The 2v2 document recommends the Full Galaxy rules.
    mode: input.mode ?? (team ? "fullGalaxy" : "beginner"),
    basesToWin: input.basesToWin ?? 3,
    payOffNeutral: input.payOffNeutral ?? false,
  };
  if (team) {
    if (input.format !== "2v2") return { code: "bad-action", message: 'format must be "2v2" or absent' };
    o.format = "2v2";
  }
  if (!Number.isInteger(o.seed) || o.seed < 0 || o.seed > 0xffffffff) {
    return { code: "bad-action", message: "seed must be an integer from 0 to 4294967295" };
  }
  if (o.empireSeat !== 0 && o.empireSeat !== 1) {
    return { code: "bad-action", message: "empireSeat must be 0 or 1" };
  }
  if (!MODES.includes(o.mode)) {
    return { code: "bad-action", message: `mode must be one of ${MODES.join(", ")}` };
  }
  if (!Number.isInteger(o.basesToWin) || o.basesToWin < 2 || o.basesToWin > 5) {
    return { code: "bad-action", message: "basesToWin must be 2, 3, 4 or 5" };
  }
  if (typeof o.payOffNeutral !== "boolean") {
    return { code: "bad-action", message: "payOffNeutral must be a boolean" };
  }
  return o;
}

/** A seat with nothing yet: no cards, no base (-1), empty pools. */
export function emptySeat(faction: Faction, team: number, region: number): SeatState {
  return {
    faction,
    team,
    region,
    hand: [],
    deck: [],
    discard: [],
    play: [],
    ships: [],
    shipDamage: [],
    resources: 0,
    base: -1,
    baseDamage: 0,
    bases: [],
    unused: [],
    victory: [],
    knownTop: 0,
  };
}

/**
 * The seats of a game: 1v1 has two (seat `empireSeat` plays the Empire); 2v2 has four, region-major
 * (seat 0 Empire and seat 1 Rebel in region 0, seats 2 and 3 in region 1), team = faction.
 */
function seatsFor(o: Options): SeatState[] {
  if (o.format === "2v2") {
    return [
      emptySeat("empire", 0, 0),
      emptySeat("rebel", 1, 0),
      emptySeat("empire", 0, 1),
      emptySeat("rebel", 1, 1),
    ];
  }
  const empire = o.empireSeat;
  return [
    emptySeat(empire === 0 ? "empire" : "rebel", 0, 0),
    emptySeat(empire === 0 ? "rebel" : "empire", 1, 0),
  ];
}

/** A region's galaxy deck (shuffled), row and Outer Rim Pilots, from its own copy of the game. */
function dealRegion(rng: number[], region: number, seatCount: number): RegionState {
  const deck = TABLE.sets[region].galaxy.slice();
  shuffleInPlace(rng, deck);
  const row = deck.splice(deck.length - 6, 6).reverse();
  return {
    row,
    deck,
    discard: [],
    pilots: TABLE.sets[region].pilots.slice(),
    knownTop: new Array(seatCount).fill(0),
  };
}

/**
 * A new game: decks shuffled, galaxy rows dealt, hands drawn, the first turn begun (1v1: the
 * Empire's; 2v2: a seeded draw picks the first team, the other starts with the Force at its end).
 */
export function setupGame(input: OptionsInput): GameState {
  const o = normalizeOptions(input);
  if ("code" in o) throw new Error(o.message);
  const rng = seedRng(o.seed);
  const seats = seatsFor(o);
  for (const p of seats) {
    p.deck = TABLE.sets[p.region].starters[p.faction].slice();
    shuffleInPlace(rng, p.deck);
    const all = TABLE.sets[p.region].bases[p.faction];
    const start = all.find((b) => defOf(b).startingBase)!;
    p.base = start;
    const rest = all.filter((b) => b !== start);
    if (o.mode === "beginner") {
      p.bases = rest.filter((b) => defOf(b).beginner);
      p.unused = rest.filter((b) => !defOf(b).beginner);
    } else {
      p.bases = rest;
    }
  }
  const regionCount = seats[seats.length - 1].region + 1;
  const regions: RegionState[] = [];
  for (let r = 0; r < regionCount; r++) regions.push(dealRegion(rng, r, seats.length));
  // 1v1: the Empire goes first; 2v2: a seeded draw decides (team 0 is the Empire, seat 0 leads it).
  const first = o.format === "2v2" ? randInt(rng, 2) : o.empireSeat;
  const firstFaction = seats[first].faction;
  const s: GameState = {
    v: 1,
    options: o,
    rng,
    force: firstFaction === "empire" ? FORCE_MAX : 0,
    seats,
    regions,
    exiled: [],
    turn: newTurn(0, first),
    queue: [],
    pending: [],
    nextId: 1,
    winner: -1,
  };
  if (o.format === "2v2") teamRecord(s.turn);
  const c = contextFor(s);
  for (let i = 0; i < seats.length; i++) drawCards(c, i, 5);
  if (o.mode === "secretBases") {
    s.turn.phase = "setup";
    for (let i = 0; i < seats.length; i++) askSecretBase(c, i, []);
    s.queue.push({ rule: "startGame", seat: first });
  } else {
    beginTurn(c, first);
  }
  runQueue(c);
  return s;
}
