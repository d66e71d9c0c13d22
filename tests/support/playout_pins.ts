/**
 * Pinned playouts, a perft-like check: a fixed list of seeded games whose every step is hashed (the
 * state, the legal actions of each seat to act, the events, every seat's and a spectator's view,
 * and the prompts and log lines in English and Spanish). The summaries are recorded in
 * `tests/engine/pinned_playouts.json`; any change of behaviour, wanted or not, shows as a diff there.
 *
 * Hashes are taken over canonical JSON (object keys sorted), so reordering the keys of an object
 * changes nothing, while any change of a value, of an array's order or of a key's name does.
 */
import assert from "node:assert/strict";
import { createHash, type Hash } from "node:crypto";
import {
  applyInPlace,
  type Cast,
  eventFor,
  type GameEvent,
  type GameState,
  legalActions,
  logLine,
  type Mode,
  promptsFor,
  seatsToAct,
  setup,
  SPECTATOR,
  viewFor,
} from "../../engine/mod.ts";
import { type BotLevel, chooseAction } from "../../engine/bots/mod.ts";
import { randInt, seedRng } from "../../engine/state/rng.ts";

/** One pinned game: how it is set up and who plays each seat. */
export interface PinSpec {
  name: string;
  seed: number;
  mode: Mode;
  basesToWin: number;
  payOffNeutral: boolean;
  empireSeat: 0 | 1;
  /** "2v2": a table of four seats (only with uniform players); absent for 1v1. */
  format?: "2v2";
  /** "uniform": every seat picks uniformly among its legal actions; else the bot level per seat. */
  players: "uniform" | [BotLevel, BotLevel];
}

/** The recorded outcome of a pinned game. */
export interface PinSummary {
  name: string;
  actions: number;
  turns: number;
  winner: number;
  /** Hash of every state, legal-action list and event list. */
  rules: string;
  /** Hash of every view (each seat and a spectator). */
  views: string;
  /** Hash of every prompt and log line, in English and Spanish, for each viewer. */
  text: string;
}

const MODES: Mode[] = ["beginner", "fullGalaxy", "secretBases"];

/** The pinned games: uniform random play across modes and lengths, and games between the bots. */
export function pinSpecs(): PinSpec[] {
  const out: PinSpec[] = [];
  for (let g = 0; g < 36; g++) {
    out.push({
      name: `uniform-${g}`,
      seed: (Math.imul(20261124, 2654435761) + g) >>> 0,
      mode: MODES[g % 3],
      basesToWin: 2 + (g % 4),
      payOffNeutral: (g >> 1) % 2 === 1,
      empireSeat: ((g >> 2) % 2) as 0 | 1,
      players: "uniform",
    });
  }
  const bots: [BotLevel, BotLevel][] = [
    ["greedy", "random"],
    ["random", "greedy"],
    ["greedy", "greedy"],
    ["strong", "greedy"],
    ["greedy", "strong"],
  ];
  bots.forEach((players, i) => {
    out.push({
      name: `bots-${players[0]}-${players[1]}-${i}`,
      seed: 7_000 + i,
      mode: MODES[i % 3],
      basesToWin: 3,
      payOffNeutral: i % 2 === 1,
      empireSeat: (i % 2) as 0 | 1,
      players,
    });
  });
  for (let g = 0; g < TEAM_GAMES; g++) {
    out.push({
      name: `team-${g}`,
      seed: (Math.imul(20261124, 40503) + g) >>> 0,
      mode: MODES[g % 3],
      basesToWin: 2 + (g % 3),
      payOffNeutral: g % 2 === 1,
      empireSeat: 0,
      format: "2v2",
      players: "uniform",
    });
  }
  return out;
}

/** The uniform 2v2 games pinned (added after the 1v1 games; ENGINE_VERSION's fingerprint covers them since rules-2). */
export const TEAM_GAMES = 4;

/** JSON with object keys sorted (arrays keep their order); undefined members are left out like JSON does. */
export function canonical(x: unknown): string {
  if (x === null || typeof x !== "object") return JSON.stringify(x) ?? "null";
  if (Array.isArray(x)) {
    let s = "[";
    for (let i = 0; i < x.length; i++) {
      if (i) s += ",";
      s += x[i] === undefined ? "null" : canonical(x[i]);
    }
    return s + "]";
  }
  const o = x as Record<string, unknown>;
  const keys = Object.keys(o).filter((k) => o[k] !== undefined).sort();
  let s = "{";
  keys.forEach((k, i) => {
    if (i) s += ",";
    s += JSON.stringify(k) + ":" + canonical(o[k]);
  });
  return s + "}";
}

/** Most actions of a pinned game (a safety cap; every pinned game ends long before). */
const MAX_ACTIONS = 20_000;

/** Plays one pinned game and returns its summary. */
export function playPinned(spec: PinSpec): PinSummary {
  const s = setup({
    seed: spec.seed,
    mode: spec.mode,
    basesToWin: spec.basesToWin,
    payOffNeutral: spec.payOffNeutral,
    empireSeat: spec.empireSeat,
    ...(spec.format ? { format: spec.format } : {}),
  });
  const rules = createHash("sha256");
  const views = createHash("sha256");
  const text = createHash("sha256");
  const cast: Cast = { seats: s.seats, computers: spec.format ? [3] : [1] };
  const rng = seedRng(spec.seed ^ 0x5bd1e995);
  observe(s, [], rules, views, text, cast);
  let actions = 0;
  while (s.winner < 0 && actions < MAX_ACTIONS) {
    const seats = seatsToAct(s);
    const seat = seats.length === 1 ? seats[0] : seats[randInt(rng, seats.length)];
    const legal = legalActions(s, seat);
    rules.update(`L${seat}:${canonical(legal)}\n`);
    let action;
    if (spec.players === "uniform") action = legal[randInt(rng, legal.length)];
    else {
      // A clock that advances by one per reading: the strong bot's time budget is deterministic.
      let tick = 0;
      action = chooseAction(viewFor(s, seat), spec.players[seat], {
        seed: (spec.seed + actions * 7919) >>> 0,
        now: () => tick++,
        budgetMs: 60,
      });
    }
    rules.update(`A${seat}:${canonical(action)}\n`);
    const events: GameEvent[] = [];
    const err = applyInPlace(s, seat, action, events);
    if (err) throw new Error(`${spec.name}: action ${actions} refused: ${err.code} ${err.message}`);
    actions++;
    observe(s, events, rules, views, text, cast);
  }
  return {
    name: spec.name,
    actions,
    turns: s.turn.n,
    winner: s.winner,
    rules: rules.digest("hex").slice(0, 24),
    views: views.digest("hex").slice(0, 24),
    text: text.digest("hex").slice(0, 24),
  };
}

function observe(
  s: GameState,
  events: GameEvent[],
  rules: Hash,
  views: Hash,
  text: Hash,
  cast: Cast,
): void {
  rules.update(`S:${canonical(s)}\nE:${canonical(events)}\n`);
  for (let viewer = SPECTATOR; viewer < s.seats.length; viewer++) {
    const v = viewFor(s, viewer);
    views.update(`V${viewer}:${canonical(v)}\n`);
    for (const lang of ["en", "es"] as const) {
      for (const p of promptsFor(v, lang, cast.computers)) text.update(`P${viewer}${lang}:${canonical(p)}\n`);
      for (const e of events) {
        const shown = eventFor(e, viewer);
        if (shown) text.update(`G${viewer}${lang}:${logLine(shown, viewer, cast, lang) ?? "-"}\n`);
      }
    }
  }
}

/** Where the recorded summaries live. */
export const PINS_FILE = new URL("../engine/pinned_playouts.json", import.meta.url);

/** The recorded summaries as a file: one game per line, so a change reads as a diff of lines. */
export function formatPins(pins: PinSummary[]): string {
  return `[\n${pins.map((p) => `  ${JSON.stringify(p)}`).join(",\n")}\n]\n`;
}

/** The recorded summaries, as `deno task pin --write` left them. */
export async function recordedPins(): Promise<PinSummary[]> {
  return JSON.parse(await Deno.readTextFile(PINS_FILE));
}

/** One test step per pinned game whose name `pick` accepts: it plays out to its recorded summary. */
export async function checkPinned(t: Deno.TestContext, pick: (name: string) => boolean): Promise<void> {
  const recorded = await recordedPins();
  for (const spec of pinSpecs().filter((s) => pick(s.name))) {
    await t.step(spec.name, () => {
      assert.deepEqual(playPinned(spec), recorded.find((p) => p.name === spec.name));
    });
  }
}
