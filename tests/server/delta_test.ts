/**
 * The SSE delta (`api/delta.ts`): over seeded random playouts (1v1 and 2v2), for every viewer and the
 * spectator, the delta from one envelope to the next applied onto the first makes the next, leaves the
 * first untouched, and applies only onto its base; the same for random JSON trees.
 */
import assert from "node:assert/strict";
import type { Delta, Envelope } from "../../api/contract.ts";
import { diff, patch } from "../../api/delta.ts";
import { applyInPlace, legalActions, type OptionsInput, seatsToAct, setup } from "../../engine/mod.ts";
import { envelope } from "../../server/present.ts";
import type { GameHead } from "../../server/model/mod.ts";
import { randomAction, rng } from "../../tools/api_client.ts";

/** Plays a seeded random game, calling `each` with every viewer's envelope (as JSON) after every move. */
function playout(options: OptionsInput, seed: number, each: (viewer: number, env: Envelope) => void): number {
  const rnd = rng(seed);
  const state = setup(options);
  const seats = state.seats.map((_, i) => i);
  const head = { seq: 0, state, seats: seats.map(() => "x"), rematch: null, at: 1, bots: [], last: null };
  const g = head as unknown as GameHead;
  const all = () => [...seats, -1].forEach((v) => each(v, JSON.parse(JSON.stringify(envelope(g, v)))));
  all();
  while (state.winner < 0 && head.seq < 600) {
    const toAct = seatsToAct(state);
    const seat = toAct[Math.floor(rnd() * toAct.length)];
    const action = randomAction(legalActions(state, seat), rnd);
    assert.equal(applyInPlace(state, seat, action, []), null);
    head.seq++;
    head.at += 1000 * rnd();
    Object.assign(head, { last: { seq: head.seq, seat, action, undoable: rnd() < 0.5 } });
    all();
  }
  return head.seq;
}

/**
 * A JSON value written with its keys sorted: equal for equal JSON values. (The random trees have keys named
 * `constructor`, which the node:assert of Deno 2.5 compares wrongly.)
 */
function canonical(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonical).join()}]`;
  if (x === null || typeof x !== "object") return JSON.stringify(x);
  const keys = Object.keys(x).sort();
  return `{${
    keys.map((k) => `${JSON.stringify(k)}:${canonical((x as Record<string, unknown>)[k])}`).join()
  }}`;
}

/** Checks a delta between two envelopes: it applies onto the first only, makes the second, changes nothing else. */
function check(prev: Envelope, next: Envelope, what: string): Delta {
  const before = structuredClone(prev);
  const d = diff(prev, next);
  assert.equal(canonical(patch(prev, d)), canonical(next), `${what}: the delta makes the next envelope`);
  assert.equal(canonical(prev), canonical(before), `${what}: the envelope held is not changed`);
  assert.equal(patch({ ...prev, seq: prev.seq - 1 }, d), null, `${what}: not onto another version`);
  assert.equal(patch(next, d), next, `${what}: a client already there keeps what it has`);
  return d;
}

for (
  const [name, options] of [
    [
      "1v1",
      (i: number) => ({ mode: (["beginner", "fullGalaxy", "secretBases"] as const)[i % 3], basesToWin: 3 }),
    ],
    ["2v2", () => ({ format: "2v2" as const, basesToWin: 2 })],
  ] as const
) {
  Deno.test(`delta: a delta applied onto a viewer's envelope makes the next one (${name}, every viewer)`, () => {
    let moves = 0, bytes = 0, whole = 0;
    for (let i = 0; i < 6; i++) {
      const held = new Map<number, Envelope>();
      moves += playout({ seed: 400 + i, ...options(i) }, 90 + i, (viewer, env) => {
        const prev = held.get(viewer);
        if (prev) {
          const d = check(prev, env, `game ${i} seq ${env.seq} viewer ${viewer}`);
          bytes += JSON.stringify(d).length;
          whole += JSON.stringify(env).length;
        }
        held.set(viewer, env);
      });
    }
    assert.ok(moves > 300, `the games were played (${moves} moves)`);
    assert.ok(bytes * 4 < whole, `deltas weigh much less than envelopes (${bytes} B vs ${whole} B)`);
  });
}

/** A random JSON value of depth at most `depth`, keys from a small set (some a path cannot name, `a/b` and `__proto__`, and `constructor`). */
function randomJson(rnd: () => number, depth: number): unknown {
  const r = rnd();
  if (depth === 0 || r < 0.3) return [null, true, 0, 7, "a", "b/c", ""][Math.floor(rnd() * 7)];
  const n = Math.floor(rnd() * 4);
  if (r < 0.6) return Array.from({ length: n }, () => randomJson(rnd, depth - 1));
  const keys = ["x", "y", "0", "a/b", "__proto__", "constructor", "z"];
  return Object.fromEntries(
    Array.from({ length: n }, () => [keys[Math.floor(rnd() * 7)], randomJson(rnd, depth - 1)]),
  );
}

/** A copy of `x` with some values changed, added or removed. */
function mutate(rnd: () => number, x: unknown, depth: number): unknown {
  if (rnd() < 0.15) return randomJson(rnd, depth);
  if (Array.isArray(x)) {
    const out = x.map((v) => mutate(rnd, v, depth - 1));
    if (rnd() < 0.2) out.push(randomJson(rnd, depth - 1));
    return out;
  }
  if (x !== null && typeof x === "object") {
    const out = Object.entries(x).filter(() => rnd() > 0.15).map(([k, v]) => [k, mutate(rnd, v, depth - 1)]);
    if (rnd() < 0.2) {
      out.push([["k0", "constructor", "__proto__"][Math.floor(rnd() * 3)], randomJson(rnd, depth - 1)]);
    }
    return Object.fromEntries(out);
  }
  return x;
}

Deno.test("delta: random JSON trees (arrays changing length, keys added and removed, keys a path cannot name)", () => {
  const named = [
    ['{"seq":1,"t":{"x":[1,2,3,4,5,6,7,8]}}', '{"seq":2,"t":{"x":[1,2,3,4,5,6,7,8],"__proto__":{"y":1}}}'],
    ['{"seq":1,"t":{"x":[1,2,3,4,5,6,7,8],"a/b":1}}', '{"seq":2,"t":{"x":[1,2,3,4,5,6,7,8]}}'],
  ];
  for (const [a, b] of named) check(JSON.parse(a), JSON.parse(b), `${a} → ${b}`);
  const rnd = rng(77);
  for (let i = 0; i < 3000; i++) {
    const a = { seq: 1, t: randomJson(rnd, 4), u: randomJson(rnd, 3) };
    const b = { seq: 2, t: mutate(rnd, a.t, 4), ...rnd() < 0.8 && { u: mutate(rnd, a.u, 3) }, v: rnd() };
    check(a as unknown as Envelope, b as unknown as Envelope, `tree ${i}: ${JSON.stringify([a, b])}`);
  }
});
