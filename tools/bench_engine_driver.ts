/**
 * The driver of `deno task bench:engine`: plays seeded games with uniform random choices through an
 * engine's public API (`--engine <dir>/engine/mod.ts`) and prints one JSON line: the time taken, or
 * (with `--hash`) a hash of every state, legal-action list and event stream, to check that two
 * builds play identical games; or (with `--split`) how the time divides between listing legal actions
 * and carrying them out. The same driver runs both builds, so only the engine differs.
 */
import { parseArgs } from "node:util";
import process from "node:process";
import { createHash } from "node:crypto";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    engine: { type: "string" },
    games: { type: "string", default: "500" },
    seed: { type: "string", default: "1" },
    format: { type: "string", default: "1v1" },
    hash: { type: "boolean", default: false },
    split: { type: "boolean", default: false },
  },
});

const m = await import(new URL(values.engine!, `file://${Deno.cwd()}/`).href);
const games = Number(values.games);
const seed = Number(values.seed) >>> 0;
const team = values.format === "2v2";
const MODES = ["beginner", "fullGalaxy", "secretBases"];

/** The players' own generator (xorshift32), the same whatever engine is measured. */
function chooser(g: number): (n: number) => number {
  let x = (Math.imul(seed ^ 0x9e3779b9, 2246822519) + Math.imul(g + 1, 3266489917)) >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return Math.floor((x / 4294967296) * n);
  };
}

function newGame(g: number) {
  const o = {
    seed: (Math.imul(seed, 2654435761) + g) >>> 0,
    mode: MODES[g % 3],
    basesToWin: 2 + (g % 4),
    payOffNeutral: (g >> 1) % 2 === 1,
  };
  return team ? m.setup({ ...o, format: "2v2" }) : m.setup({ ...o, empireSeat: g % 2 });
}

/** JSON with object keys sorted (hashes do not depend on key order). */
function canonical(x: unknown): string {
  if (x === null || typeof x !== "object") return JSON.stringify(x) ?? "null";
  if (Array.isArray(x)) return `[${x.map((v) => (v === undefined ? "null" : canonical(v))).join(",")}]`;
  const o = x as Record<string, unknown>;
  return `{${
    Object.keys(o).filter((k) => o[k] !== undefined).sort().map((k) =>
      `${JSON.stringify(k)}:${canonical(o[k])}`
    )
      .join(",")
  }}`;
}

/** A game's state as the driver reads it; the rest is whatever the measured engine build keeps. */
type Game = { winner: number; turn: { n: number } };
type Step = (s: Game, seat: number, legal: unknown[], action: unknown) => void;
const applyLegal: Step = (s, seat, _legal, action) => m.applyLegal(s, seat, action);

/**
 * Plays game `g` (from `s`, its start) with the random players, `step` carrying out each chosen action;
 * returns the number of actions.
 */
function play(g: number, step: Step = applyLegal, s = newGame(g)): number {
  const rand = chooser(g);
  let n = 0;
  while (s.winner < 0 && s.turn.n < 1000) {
    const seats = m.seatsToAct(s);
    const seat = seats[seats.length === 1 ? 0 : rand(seats.length)];
    const legal = m.legalActions(s, seat);
    step(s, seat, legal, legal[rand(legal.length)]);
    n++;
  }
  return n;
}

/** One game's moves as the random players chose them. */
function record(g: number): { seat: number; action: unknown }[] {
  const out: { seat: number; action: unknown }[] = [];
  play(g, (s, seat, _legal, action) => {
    out.push({ seat, action });
    m.applyLegal(s, seat, action);
  });
  return out;
}

/**
 * The whole loop (choose among the legal actions, carry one out) against carrying out the same
 * recorded actions alone, in alternating rounds in this process, after one warm-up round: what is
 * left when listing costs nothing bounds what a faster listing alone can give.
 */
function split(): Record<string, number> {
  const moves = Array.from({ length: games }, (_, g) => record(g));
  const loop = () => {
    for (let g = 0; g < games; g++) play(g);
  };
  const carryOut = () => {
    for (let g = 0; g < games; g++) {
      const s = newGame(g);
      for (const { seat, action } of moves[g]) m.applyLegal(s, seat, action);
    }
  };
  const time = (f: () => void) => {
    const t0 = performance.now();
    f();
    return performance.now() - t0;
  };
  const rounds = 3;
  // A warm-up round for the JIT, not counted.
  time(loop);
  time(carryOut);
  const sum = { loopMs: 0, applyMs: 0 };
  for (let r = 0; r < rounds; r++) {
    sum.loopMs += time(loop);
    sum.applyMs += time(carryOut);
  }
  const n = moves.reduce((k, g) => k + g.length, 0) * rounds;
  return {
    actions: n,
    loopNsPerAction: Math.round((sum.loopMs * 1e6) / n),
    applyNsPerAction: Math.round((sum.applyMs * 1e6) / n),
    applyShare: +(sum.applyMs / sum.loopMs).toFixed(3),
  };
}

let actions = 0;
if (values.split) {
  console.log(JSON.stringify(split()));
} else if (values.hash) {
  const h = createHash("sha256");
  for (let g = 0; g < games; g++) {
    const s = newGame(g);
    h.update(canonical(s));
    actions += play(g, (s, seat, legal, action) => {
      h.update(canonical(legal));
      const events: unknown[] = [];
      m.applyInPlace(s, seat, action, events);
      h.update(canonical(events));
      h.update(canonical(s));
    }, s);
  }
  console.log(JSON.stringify({ games, actions, hash: h.digest("hex") }));
} else {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let g = 0; g < games; g++) actions += play(g);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  console.log(JSON.stringify({ games, actions, ms, cpuMs: (cpu.user + cpu.system) / 1000 }));
}
