/**
 * Fitting the evaluation: positions at the start of each turn of greedy self-play (with some random
 * purchases and actions, so that decks vary), labelled with who won, and a logistic regression of
 * the label on `features` (Newton's method with a small ridge penalty).
 */
import type { Mode } from "../state/types.ts";
import { applyLegal, legalActions, seatsToAct, setup } from "../mod.ts";
import { nextU32, randInt, seedRng } from "../state/rng.ts";
import { greedyAction } from "./greedy.ts";
import { FEATURES, features } from "./evaluate.ts";

export interface FitOptions {
  games: number;
  seed: number;
  /** Chance that a move is a random legal action other than ending the turn. */
  noise: number;
  /** Chance that a purchase is a random legal purchase. */
  buyNoise: number;
  /** Ridge penalty. */
  lambda: number;
  /** Newton steps. */
  steps: number;
}

export const FIT_DEFAULTS: FitOptions = {
  games: 8000,
  seed: 1,
  noise: 0.05,
  buyNoise: 0.3,
  lambda: 10,
  steps: 10,
};

export interface FitResult {
  weights: Record<string, number>;
  samples: number;
  logLoss: number;
  accuracy: number;
}

const MODES: Mode[] = ["beginner", "fullGalaxy", "secretBases"];

/** Feature rows (both seats at the start of every turn) and labels (1: that seat won). */
export function collectSamples(o: FitOptions): { x: Float32Array[]; y: number[] } {
  const rng = seedRng(o.seed);
  const chance = () => nextU32(rng) / 4294967296;
  const x: Float32Array[] = [], y: number[] = [];
  for (let g = 0; g < o.games; g++) {
    const mode = MODES[g % MODES.length];
    const s = setup({
      seed: (o.seed + g) >>> 0,
      mode,
      basesToWin: mode === "beginner" ? 3 : 4,
      empireSeat: (g % 2) as 0 | 1,
    });
    const rows: [Float32Array, number][] = [];
    let turn = s.turn.n;
    while (s.winner < 0 && s.turn.n < 200) {
      const seat = seatsToAct(s)[0];
      const legal = legalActions(s, seat);
      let a = greedyAction(s, seat, legal);
      if (a.type === "purchase" && chance() < o.buyNoise) {
        const buys = legal.filter((l) => l.type === "purchase");
        a = buys[randInt(rng, buys.length)];
      } else if (chance() < o.noise) {
        const other = legal.filter((l) => l.type !== "endTurn");
        if (other.length > 0) a = other[randInt(rng, other.length)];
      }
      applyLegal(s, seat, a);
      if (s.turn.n !== turn && s.turn.phase === "main") {
        turn = s.turn.n;
        rows.push([Float32Array.from(features(s, 0)), 0], [Float32Array.from(features(s, 1)), 1]);
      }
    }
    if (s.winner < 0) continue;
    for (const [f, seat] of rows) {
      x.push(f);
      y.push(s.winner === seat ? 1 : 0);
    }
  }
  return { x, y };
}

/** Logistic regression by Newton's method with a ridge penalty; returns the weight vector. */
export function fitLogistic(x: Float32Array[], y: number[], lambda: number, steps: number): number[] {
  const d = x[0].length;
  const w = new Float64Array(d);
  for (let step = 0; step < steps; step++) {
    const h = Array.from({ length: d }, () => new Float64Array(d));
    const g = new Float64Array(d);
    for (let i = 0; i < x.length; i++) {
      const xi = x[i];
      let z = 0;
      for (let j = 0; j < d; j++) z += w[j] * xi[j];
      const p = 1 / (1 + Math.exp(-z));
      const q = p * (1 - p);
      for (let j = 0; j < d; j++) {
        if (xi[j] === 0) continue;
        g[j] += (p - y[i]) * xi[j];
        const a = q * xi[j], hj = h[j];
        for (let k = 0; k < d; k++) hj[k] += a * xi[k];
      }
    }
    for (let j = 0; j < d; j++) {
      g[j] += lambda * w[j];
      h[j][j] += lambda;
    }
    const delta = solve(h, g);
    for (let j = 0; j < d; j++) w[j] -= delta[j];
  }
  return Array.from(w);
}

/** Solves h·v = g by Gaussian elimination with partial pivoting. */
function solve(h: Float64Array[], g: Float64Array): Float64Array {
  const n = h.length;
  const m = h.map((row, i) => {
    const r = new Float64Array(n + 1);
    r.set(row);
    r[n] = g[i];
    return r;
  });
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = c + 1; r < n; r++) {
      const f = m[r][c] / m[c][c];
      if (f !== 0) { for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k]; }
    }
  }
  const v = new Float64Array(n);
  for (let r = n - 1; r >= 0; r--) {
    let t = m[r][n];
    for (let k = r + 1; k < n; k++) t -= m[r][k] * v[k];
    v[r] = t / m[r][r];
  }
  return v;
}

/** Collects samples and fits the evaluation's weights, with the fit's log loss and accuracy. */
export function fitWeights(o: FitOptions = FIT_DEFAULTS): FitResult {
  const { x, y } = collectSamples(o);
  const w = fitLogistic(x, y, o.lambda, o.steps);
  let loss = 0, right = 0;
  for (let i = 0; i < x.length; i++) {
    let z = 0;
    for (let j = 0; j < w.length; j++) z += w[j] * x[i][j];
    const p = 1 / (1 + Math.exp(-z));
    loss -= y[i] ? Math.log(p + 1e-12) : Math.log(1 - p + 1e-12);
    if ((z > 0) === (y[i] === 1)) right++;
  }
  const weights: Record<string, number> = {};
  FEATURES.forEach((f, i) => weights[f] = +w[i].toFixed(3));
  return {
    weights,
    samples: x.length,
    logLoss: +(loss / x.length).toFixed(4),
    accuracy: +(right / x.length).toFixed(4),
  };
}
