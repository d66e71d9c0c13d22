/** Setting up a game from its options (rulebook pp. 4–5, 28–29). */
import { defOf, TABLE } from "./cards/catalog.ts";
import type { Ctx } from "./context.ts";
import type { EngineError, Faction, GameState, Mode, Options, OptionsInput, SeatState } from "./types.ts";
import { seedRng, shuffleInPlace } from "./rng.ts";
import { FORCE_MAX } from "./force.ts";
import { drawCards } from "./zones.ts";
import { runQueue } from "./queue.ts";
import { beginTurn, newTurn } from "./turn.ts";
import { askSecretBase } from "./answers.ts";

export const MODES: readonly Mode[] = ["beginner", "fullGalaxy", "secretBases"];

/** Checks and completes options; returns an error for values the game does not support. */
export function normalizeOptions(input: OptionsInput): Options | EngineError {
  const o: Options = {
    seed: input.seed,
    empireSeat: input.empireSeat ?? 0,
    mode: input.mode ?? "beginner",
    basesToWin: input.basesToWin ?? 3,
    payOffNeutral: input.payOffNeutral ?? false,
  };
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

/** A new game: decks shuffled, galaxy row dealt, hands drawn, the Empire's first turn begun. */
export function setupGame(input: OptionsInput): GameState {
  const o = normalizeOptions(input);
  if ("code" in o) throw new Error(o.message);
  const rng = seedRng(o.seed);
  const empire = o.empireSeat;
  const seats = [
    emptySeat(empire === 0 ? "empire" : "rebel", 0, 0),
    emptySeat(empire === 0 ? "rebel" : "empire", 1, 0),
  ];
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
  const deck = TABLE.sets[0].galaxy.slice();
  shuffleInPlace(rng, deck);
  const row = deck.splice(deck.length - 6, 6).reverse();
  const s: GameState = {
    v: 1,
    options: o,
    rng,
    force: FORCE_MAX,
    seats,
    regions: [{ row, deck, discard: [], pilots: TABLE.sets[0].pilots.slice(), knownTop: seats.map(() => 0) }],
    exiled: [],
    turn: newTurn(0, empire),
    queue: [],
    pending: [],
    nextId: 1,
    winner: -1,
  };
  const c: Ctx = { s, ev: null };
  for (let i = 0; i < seats.length; i++) drawCards(c, i, 5);
  if (o.mode === "secretBases") {
    s.turn.phase = "setup";
    for (let i = 0; i < seats.length; i++) askSecretBase(c, i, []);
    s.queue.push({ rule: "startGame", seat: empire });
  } else {
    beginTurn(c, empire);
  }
  runQueue(c);
  return s;
}
