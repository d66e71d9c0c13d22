/** Bots: legal choices in every kind of state, blind to hidden information, and determinization faithful to the view. */
import assert from "node:assert/strict";
import {
  type Action,
  applyInPlace,
  cloneState,
  type GameState,
  legalActions,
  type Mode,
  seatsToAct,
  setup,
  viewFor,
} from "../../engine/mod.ts";
import {
  type BotLevel,
  chooseAction,
  determinize,
  determinizeChecked,
  greedyAction,
} from "../../engine/bots/mod.ts";
import { checkState } from "../support/invariants.ts";
import { randomSource, seedRng, shuffleInPlace } from "../../engine/state/rng.ts";
import { TABLE } from "../../engine/cards/catalog.ts";
import { playoutTurns, STRONG } from "../../engine/bots/strong.ts";
import { evaluate, FEATURES, features } from "../../engine/bots/evaluate.ts";

const MODES: Mode[] = ["beginner", "fullGalaxy", "secretBases"];

/** A seeded game in which the seats play greedy and random moves by turns; `each` sees every state. */
function play(g: number, each: (s: GameState, seat: number) => void, maxTurns = 120): void {
  const rand = randomSource(g * 7919 + 3);
  const s = setup({
    seed: 100 + g,
    mode: MODES[g % 3],
    basesToWin: 2 + (g % 3),
    payOffNeutral: g % 4 === 1,
    empireSeat: ((g >> 1) % 2) as 0 | 1,
  });
  let step = 0;
  while (s.winner < 0 && s.turn.n < maxTurns) {
    const seats = seatsToAct(s);
    const seat = seats[rand(seats.length)];
    each(s, seat);
    const level: BotLevel = rand(3) === 0 ? "random" : "greedy";
    const action = chooseAction(viewFor(s, seat), level, { seed: step++ });
    assert.equal(applyInPlace(s, seat, action), null);
  }
}

function isLegal(legal: Action[], a: Action): boolean {
  const key = JSON.stringify(a);
  return legal.some((x) => JSON.stringify(x) === key);
}

Deno.test("every bot answers with one of the view's legal actions, in every kind of decision", () => {
  const purposes = new Set<string>();
  const passes = { offered: 0 };
  let strongCalls = 0;
  for (let g = 0; g < 12; g++) {
    let k = 0;
    play(g, (s, seat) => {
      const view = viewFor(s, seat);
      const d = view.pending.find((x) => x.seat === seat);
      if (d) {
        purposes.add(`${d.kind}:${d.purpose}:${view.seats[seat].faction}`);
        if (d.kind === "pick" && d.canPass) passes.offered++;
      }
      for (const level of ["random", "greedy"] as const) {
        const a = chooseAction(view, level, { seed: k });
        assert.ok(isLegal(view.legal, a), `${level} chose ${JSON.stringify(a)} (game ${g})`);
      }
      const own = greedyAction(determinize(view, seedRng(k)), seat, view.legal);
      assert.ok(view.legal.includes(own), `greedy chose ${JSON.stringify(own)} (game ${g})`);
      if (d || k % 7 === 0) {
        strongCalls++;
        const a = chooseAction(view, "strong", { seed: k, iterations: 2 });
        assert.ok(isLegal(view.legal, a), `strong chose ${JSON.stringify(a)} (game ${g})`);
      }
      k++;
    });
  }
  for (const faction of ["empire", "rebel"]) {
    for (
      const p of [
        "option:choose",
        "option:reward",
        "pick:newBase",
        "pick:secretBase",
        "damage:split",
        "pick:exile",
      ]
    ) {
      assert.ok(purposes.has(`${p}:${faction}`), `no ${p} decision for the ${faction} was met`);
    }
  }
  assert.ok(purposes.size >= 25, `only ${purposes.size} kinds of decisions met: ${[...purposes].join(", ")}`);
  assert.ok(passes.offered > 0 && strongCalls > 500);
});

/** The same game with every hidden card moved somewhere the viewer could not tell apart, and another generator. */
function scramble(s: GameState, viewer: number, seed: number): GameState {
  const x = cloneState(s);
  const r = seedRng(seed);
  x.rng = seedRng(seed + 1);
  for (let i = 0; i < x.seats.length; i++) {
    const p = x.seats[i];
    const known = p.deck.slice(p.deck.length - p.knownTop);
    let hidden = p.deck.slice(0, p.deck.length - p.knownTop);
    if (i !== viewer && !s.pending.some((d) => d.seat === i)) {
      hidden = [...hidden, ...p.hand];
      shuffleInPlace(r, hidden);
      p.hand = hidden.splice(0, p.hand.length);
    } else shuffleInPlace(r, hidden);
    p.deck = [...hidden, ...known];
    if (i !== viewer && s.options.mode === "secretBases" && s.turn.phase !== "setup") {
      const all = [...p.bases, ...p.unused];
      shuffleInPlace(r, all);
      p.bases = all.splice(0, p.bases.length);
      p.unused = all;
    }
  }
  for (const g of x.regions) {
    const known = g.deck.slice(g.deck.length - g.knownTop[viewer]);
    const hidden = g.deck.slice(0, g.deck.length - g.knownTop[viewer]);
    shuffleInPlace(r, hidden);
    g.deck = [...hidden, ...known];
    for (let i = 0; i < g.knownTop.length; i++) if (i !== viewer) g.knownTop[i] = 0;
  }
  return x;
}

Deno.test("a bot's choice depends on its view only: hidden cards and the generator shuffled, same action", () => {
  let compared = 0, changed = 0;
  for (let g = 0; g < 6; g++) {
    let k = 0;
    play(g, (s, seat) => {
      if (k++ % 5 !== 0) return;
      const view = viewFor(s, seat);
      const other = scramble(s, seat, k);
      const view2 = viewFor(other, seat);
      assert.deepEqual(view2, view, "the scramble changed what the seat sees");
      if (JSON.stringify(other.seats) !== JSON.stringify(s.seats)) changed++;
      for (const level of ["random", "greedy", "strong"] as const) {
        const opts = { seed: k, iterations: 3 };
        assert.deepEqual(
          chooseAction(view2, level, opts),
          chooseAction(view, level, opts),
          `${level}, game ${g}`,
        );
      }
      compared++;
    }, 60);
  }
  assert.ok(compared > 300 && changed > compared / 2, `${compared} states compared, ${changed} scrambled`);
});

Deno.test("determinize builds a valid full state that shows the seat exactly its view", () => {
  let n = 0;
  for (let g = 0; g < 9; g++) {
    play(g, (s) => {
      for (const viewer of [0, 1]) {
        const view = viewFor(s, viewer);
        const d = determinizeChecked(view, seedRng(n++));
        assert.deepEqual(checkState(d.state), [], `game ${g}, viewer ${viewer}`);
        assert.deepEqual(viewFor(d.state, viewer), view, `game ${g}, viewer ${viewer}`);
        assert.ok(d.exact, `game ${g}, viewer ${viewer}: decisions not rebuilt`);
        assert.ok(d.state.rng && d.state.rng.length === 4);
      }
    });
  }
  assert.ok(n > 2000);
});

/** Puts the viewer's hidden cards (and the generator) of the real state into a determinized one. */
function graft(d: GameState, real: GameState): void {
  d.seats.forEach((p, i) => {
    const r = real.seats[i];
    p.hand = r.hand.slice();
    p.deck = r.deck.slice();
    p.bases = r.bases.slice();
    p.unused = r.unused.slice();
  });
  d.regions.forEach((g, i) => {
    g.deck = real.regions[i].deck.slice();
    g.knownTop = real.regions[i].knownTop.slice();
  });
  d.rng = real.rng!.slice();
  d.options = { ...real.options };
  d.nextId = real.nextId;
}

/** Decisions whose continuation the determinization rebuilds exactly (the others are approximations, see determinize.ts). */
const EXACT = new Set([
  "choose",
  "trigger",
  "newBase",
  "split",
  "discardHand",
  "discardRow",
  "destroy",
  "move",
  "keep",
  "spendAttack",
  "damageTarget",
  "swapTop",
  "sullust",
]);

Deno.test("rebuilt decisions continue exactly like the real ones", () => {
  const seen = new Set<string>();
  const strip = (s: GameState) =>
    JSON.stringify({ ...s, pending: s.pending.map((d) => ({ ...d, k: null })) });
  for (let g = 0; g < 12; g++) {
    play(g, (s, seat) => {
      const d = s.pending.find((x) => x.seat === seat);
      if (!d || !EXACT.has(d.purpose)) return;
      seen.add(d.purpose);
      const det = determinize(viewFor(s, seat), seedRng(g));
      graft(det, s);
      for (const a of legalActions(s, seat)) {
        const real = cloneState(s), rebuilt = cloneState(det);
        applyInPlace(real, seat, a);
        applyInPlace(rebuilt, seat, a);
        assert.equal(
          strip(rebuilt),
          strip(real),
          `${d.purpose} from ${TABLE.def[d.src]?.id}, answer ${JSON.stringify(a)}`,
        );
      }
    });
  }
  assert.ok(seen.size >= 8, [...seen].join(", "));
});

Deno.test("greedy and strong take the attack that wins the game", () => {
  for (const level of ["greedy", "strong"] as const) {
    const s = setup({ seed: 3, basesToWin: 2 });
    const me = s.turn.seat, opp = 1 - me;
    const p = s.seats[me], o = s.seats[opp];
    // The Empire has destroyed one base and the Rebel base has 1 hit point left.
    p.victory.push(o.bases.shift()!);
    o.baseDamage = TABLE.def[o.base].hitPoints! - 1;
    let k = 0;
    while (s.winner < 0 && s.turn.seat === me) {
      const a = chooseAction(viewFor(s, me), level, { seed: k++, iterations: 4 });
      assert.equal(applyInPlace(s, me, a), null);
    }
    assert.equal(s.winner, me, level);
  }
});

Deno.test("the strong bot keeps to its clock", () => {
  let t = 0;
  const now = () => (t += 5);
  const s = setup({ seed: 11 });
  const seat = s.turn.seat;
  let calls = 0;
  while (s.turn.seat === seat && s.winner < 0) {
    const view = viewFor(s, seat);
    const before = t;
    const a = chooseAction(view, "strong", { seed: calls++, now, budgetMs: 40 });
    assert.ok(isLegal(view.legal, a));
    assert.ok(t - before <= 40 + 5 * (view.legal.length + 4), `took ${t - before} fake ms`);
    applyInPlace(s, seat, a);
  }
  assert.ok(calls > 1);
});

Deno.test("2v2: every bot level plays any seat from its view; determinization keeps cards in their region", () => {
  let checked = 0;
  for (let g = 0; g < 3; g++) {
    const s = setup({ seed: 500 + g, format: "2v2", mode: MODES[g % 3] });
    const levels: BotLevel[] = ["greedy", "strong", "random", "greedy"];
    for (let step = 0; s.winner < 0 && s.turn.n < 40; step++) {
      const seats = seatsToAct(s);
      const seat = seats[step % seats.length];
      const view = viewFor(s, seat);
      if (step % 7 === 0) {
        const d = determinizeChecked(view, seedRng(step));
        assert.deepEqual(checkState(d.state), [], `game ${g} step ${step} seat ${seat}`);
        assert.deepEqual(viewFor(d.state, seat), view, `game ${g} step ${step} seat ${seat}`);
        checked++;
      }
      const a = chooseAction(view, levels[seat], { seed: step, iterations: 2 });
      assert.ok(view.legal.includes(a));
      assert.equal(applyInPlace(s, seat, a), null);
    }
  }
  assert.ok(checked > 50, `${checked} determinizations checked`);
});

Deno.test("the strong bot plays out longer once either side is close to winning", () => {
  const s = setup({ seed: 5, basesToWin: 2 });
  const me = s.turn.seat, opp = 1 - me;
  assert.equal(playoutTurns(s, me), STRONG.extraTurns);
  assert.equal(playoutTurns(s, opp), STRONG.extraTurns);
  for (const [winner, loser] of [[me, opp], [opp, me]]) {
    const t = cloneState(s);
    // One base down, and the last base has as many hit points left as an endgame allows.
    t.seats[winner].victory.push(t.seats[loser].bases.shift()!);
    t.seats[loser].baseDamage = Math.max(0, TABLE.def[t.seats[loser].base].hitPoints! - STRONG.endgameDamage);
    assert.equal(playoutTurns(t, me), STRONG.endgameTurns);
    assert.equal(playoutTurns(t, opp), STRONG.endgameTurns);
  }
});

Deno.test("the evaluation's features, and so its value, change sign with the seats", () => {
  let checked = 0;
  for (let g = 0; g < 6; g++) {
    play(g, (s) => {
      if (s.turn.n % 3 !== 0) return;
      const a = features(s, 0), b = features(s, 1);
      assert.equal(a.length, FEATURES.length);
      a.forEach((x, i) => assert.ok(Math.abs(x + b[i]) < 1e-9, `game ${g} ${FEATURES[i]}: ${x} vs ${b[i]}`));
      assert.ok(Math.abs(evaluate(s, 0) + evaluate(s, 1)) < 1e-9);
      checked++;
    });
  }
  assert.ok(checked > 20, `${checked} positions checked`);
});
