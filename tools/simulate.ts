/**
 * `deno task simulate --games N --seed S [--mode M|all] [--bases-to-win N] [--pay-off-neutral] [--check step|end|none]`
 * Plays seeded games choosing uniformly among legal actions, checks invariants after every step,
 * and prints one JSON line last.
 */
import { parseArgs } from "node:util";
import { applyInPlace, legalActions, type Mode, seatsToAct, setup } from "../engine/mod.ts";
import type { GameState } from "../engine/types.ts";
import { checkJson, checkState, checkViews } from "../engine/invariants.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    games: { type: "string", default: "100" },
    seed: { type: "string", default: "1" },
    mode: { type: "string", default: "all" },
    "bases-to-win": { type: "string" },
    "pay-off-neutral": { type: "boolean", default: false },
    check: { type: "string", default: "step" },
    "max-turns": { type: "string", default: "1000" },
    quiet: { type: "boolean", default: false },
  },
});

const games = Number(values.games);
const seed = Number(values.seed) >>> 0;
const maxTurns = Number(values["max-turns"]);
const check = values.check as "step" | "end" | "none";
const MODES: Mode[] = ["beginner", "fullGalaxy", "secretBases"];
if (values.mode !== "all" && !MODES.includes(values.mode as Mode)) {
  console.error(`--mode must be one of ${MODES.join(", ")} or all`);
  Deno.exit(2);
}
if (!["step", "end", "none"].includes(check)) {
  console.error("--check must be step, end or none");
  Deno.exit(2);
}

/** The random player's own generator (xorshift32), separate from the games' seeds. */
let r = (seed ^ 0x9e3779b9) >>> 0 || 1;
function rand(n: number): number {
  r ^= r << 13;
  r >>>= 0;
  r ^= r >>> 17;
  r ^= r << 5;
  r >>>= 0;
  return Math.floor((r / 4294967296) * n);
}

let completed = 0, violations = 0, empireWins = 0, rebelWins = 0, turns = 0, actions = 0, maxStateBytes = 0;
const examples: string[] = [];

function report(game: number, step: number, problems: string[], s: GameState) {
  violations += problems.length;
  if (examples.length < 10) {
    examples.push(`game ${game} step ${step} (turn ${s.turn.n}): ${problems.slice(0, 3).join("; ")}`);
  }
}

function checkAll(game: number, step: number, s: GameState) {
  const problems = [...checkState(s), ...checkViews(s)];
  const j = checkJson(s);
  problems.push(...j.problems);
  if (j.bytes > maxStateBytes) maxStateBytes = j.bytes;
  if (problems.length > 0) report(game, step, problems, s);
  return problems.length === 0;
}

const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const mode = values.mode === "all" ? MODES[g % 3] : values.mode as Mode;
  const basesToWin = values["bases-to-win"]
    ? Number(values["bases-to-win"])
    : values.mode === "all"
    ? 2 + (g % 4)
    : mode === "beginner"
    ? 3
    : 4;
  const payOffNeutral = values["pay-off-neutral"] || (values.mode === "all" && g % 2 === 1);
  const s = setup({
    seed: (Math.imul(seed, 2654435761) + g) >>> 0,
    mode,
    basesToWin,
    payOffNeutral,
    empireSeat: (g % 2) as 0 | 1,
  });
  let step = 0;
  let ok = check === "none" || checkAll(g, 0, s);
  while (ok && s.winner < 0 && s.turn.n <= maxTurns) {
    const seats = seatsToAct(s);
    const seat = seats[seats.length === 1 ? 0 : rand(seats.length)];
    const legal = legalActions(s, seat);
    if (legal.length === 0) {
      report(g, step, ["no legal action"], s);
      break;
    }
    const err = applyInPlace(s, seat, legal[rand(legal.length)]);
    step++;
    if (err) {
      report(g, step, [`legal action refused: ${err.code} ${err.message}`], s);
      break;
    }
    if (check === "step") ok = checkAll(g, step, s);
  }
  if (check === "end") checkAll(g, step, s);
  actions += step;
  turns += s.turn.n;
  if (s.winner >= 0) {
    completed++;
    if (s.seats[s.winner].faction === "empire") empireWins++;
    else rebelWins++;
  }
}
const secs = (performance.now() - t0) / 1000;
if (!values.quiet) { for (const e of examples) console.error(e); }
console.log(JSON.stringify({
  games,
  completed,
  violations,
  empireWins,
  rebelWins,
  avgTurns: +(turns / games).toFixed(2),
  avgActions: +(actions / games).toFixed(2),
  gamesPerSecond: +(games / secs).toFixed(2),
  actionsPerSecond: Math.round(actions / secs),
  maxStateBytes,
  check,
}));
Deno.exit(violations > 0 || completed < games ? 1 : 0);
