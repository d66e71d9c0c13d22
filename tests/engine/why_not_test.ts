/**
 * "Why not?": every refusal code of the engine (ERROR_CODES, the list its ErrorCode type is made of) is met in
 * a dealt situation, `whyNot` gives the same code as the engine's check with its cause, and every cause has
 * words in English and Spanish (a new code or cause fails here until it has both).
 */
import assert from "node:assert/strict";
import { apply, defOf, legalActions } from "../../engine/mod.ts";
import type { Action, GameState } from "../../engine/mod.ts";
import { dealt } from "../../engine/turn/deal.ts";
import { checkState } from "../support/invariants.ts";
import { ERROR_CODES, type Refusal, refusal, shipsFirst, whyNot, WHYS } from "../../engine/turn/why_not.ts";
import { WHY_WORDS } from "../../ui/learn/why_words.ts";

const id = (name: string, where: number[]) => where.find((c) => c >= 0 && defOf(c).id === name)!;

/** The Empire (seat 0) on turn: cards in hand and play, a Star Destroyer; the Rebels with a capital ship. */
function table(): GameState {
  return dealt({
    seed: 7,
    seats: [
      {
        hand: ["tie_fighter", "stormtrooper", "imperial_shuttle"],
        play: ["imperial_shuttle", "tie_bomber"],
        ships: ["star_destroyer"],
      },
      { hand: ["x_wing"], ships: ["mon_calamari_cruiser"] },
    ],
    row: ["x_wing", "y_wing", "tie_interceptor", "z95_headhunter", "darth_vader", "b_wing"],
    force: 6,
  });
}

/** One situation per cause: [expected refusal, the state, seat, action]. */
function cases(): [Refusal, GameState, number, Action][] {
  const s = table(), p = s.seats[0], row = s.regions[0].row;
  const out: [Refusal, GameState, number, Action][] = [];
  const add = (r: Refusal, st: GameState, seat: number, a: Action) => out.push([r, st, seat, a]);
  const over = structuredClone(s);
  over.winner = 0;
  add({ code: "game-over", why: "game-over" }, over, 0, { type: "endTurn" });
  add({ code: "not-your-turn", why: "not-your-turn" }, s, 1, { type: "playAll" });
  add({ code: "bad-action", why: "bad-action" }, s, 0, { type: "dance" } as unknown as Action);
  add({ code: "not-in-hand", why: "not-in-hand" }, s, 0, { type: "play", card: row[0] });
  const fighter = id("tie_fighter", p.hand);
  add({ code: "not-in-play", why: "not-in-play" }, s, 0, { type: "ability", card: fighter });
  add({ code: "cannot-purchase", why: "enemy-card" }, s, 0, { type: "purchase", card: row[0] });
  add({ code: "cannot-purchase", why: "not-for-sale" }, s, 0, { type: "purchase", card: fighter });
  add({ code: "cannot-afford", why: "short", n: 8 }, s, 0, { type: "purchase", card: row[4] });
  add({ code: "cannot-commit", why: "ship-row" }, s, 0, {
    type: "commit",
    cards: [p.ships[0]],
    target: row[0],
  });
  add({ code: "cannot-commit", why: "neutral-target" }, s, 0, {
    type: "commit",
    cards: [p.play[1]],
    target: row[3],
  });
  add({ code: "cannot-commit", why: "not-target" }, s, 0, {
    type: "commit",
    cards: [p.play[1]],
    target: row[2],
  });
  add({ code: "cannot-commit", why: "no-attack" }, s, 0, {
    type: "commit",
    cards: [p.play[0]],
    target: "base",
  });
  add({ code: "nothing-committed", why: "nothing-committed" }, s, 0, { type: "resolve", target: "base" });
  // Committed once: a second commit of the same card.
  const c1 = apply(s, 0, { type: "commit", cards: [p.play[1]], target: "base" });
  assert.ok(c1.ok);
  add({ code: "cannot-commit", why: "attacked" }, c1.state, 0, {
    type: "commit",
    cards: [p.play[1]],
    target: "base",
  });
  // TIE Bomber's ability asks which row card to discard: a decision for the Empire.
  const ab = apply(s, 0, { type: "ability", card: p.play[1] });
  assert.ok(ab.ok && ab.state.pending.length === 1, "TIE Bomber asks");
  const dec = ab.state.pending[0];
  add({ code: "decision-pending", why: "answer-first" }, ab.state, 0, { type: "endTurn" });
  add({ code: "decision-pending", why: "wait-decision" }, ab.state, 1, { type: "endTurn" });
  add({ code: "no-such-decision", why: "no-such-decision" }, ab.state, 0, {
    type: "answer",
    decision: dec.id + 99,
  });
  add({ code: "bad-answer", why: "bad-answer" }, ab.state, 0, {
    type: "answer",
    decision: dec.id,
    pick: fighter,
  });
  const answer = legalActions(ab.state, 0)[0];
  const done = apply(ab.state, 0, answer);
  assert.ok(done.ok && !done.state.pending.length);
  add({ code: "ability-used", why: "ability-used" }, done.state, 0, { type: "ability", card: p.play[1] });
  // The Rebels' turn with the Force on the Empire's side: X-Wing's "if the Force is with you".
  const rebel = dealt({
    seed: 7,
    seats: [{}, { play: ["x_wing", "alliance_shuttle"] }],
    force: 0,
    turn: 1,
  });
  const xw = rebel.seats[1].play[0];
  add({ code: "ability-unusable", why: "needs-force" }, rebel, 1, { type: "ability", card: xw });
  add({ code: "ability-unusable", why: "nothing-to-do" }, rebel, 1, {
    type: "ability",
    card: rebel.seats[1].play[1],
  });
  return out;
}

Deno.test("why not: every refusal code of the engine is met, with its cause, and agrees with the engine's check", () => {
  const seen = new Set<string>();
  for (const [want, s, seat, a] of cases()) {
    if (s.winner < 0) assert.deepEqual(checkState(s), [], "the dealt table keeps the invariants");
    const r = apply(s, seat, a);
    assert.ok(
      !r.ok && r.error.code === want.code,
      `the engine refuses ${JSON.stringify(a)} with ${want.code}`,
    );
    assert.deepEqual(refusal(s, seat, a, r.error), want, `${JSON.stringify(a)} by seat ${seat}`);
    if (a.type !== "answer") assert.deepEqual(whyNot(s, seat, a), want, "the same from the turn's check");
    seen.add(want.code);
  }
  for (const code of ERROR_CODES) assert.ok(seen.has(code), `a situation for ${code}`);
});

Deno.test("why not: a capital ship in front of the base says how much damage it takes first", () => {
  const s = table();
  assert.deepEqual(shipsFirst(s, 0), {
    code: "cannot-commit",
    why: "ships-first",
    n: defOf(s.seats[1].ships[0]).hitPoints,
  });
  assert.equal(shipsFirst(dealt({ seed: 7, seats: [{}, {}] }), 0), null);
});

Deno.test("why not: every cause of every code has words in English and Spanish", () => {
  for (const code of ERROR_CODES) {
    assert.ok(WHYS[code].length > 0, code);
    for (const why of [...WHYS[code], "ships-first" as const]) {
      const en = WHY_WORDS.en[why], es = WHY_WORDS.es[why];
      assert.ok(en?.trim() && es?.trim(), `${code}/${why} has words`);
      assert.notEqual(en, es, `${why}: Spanish is not the English`);
      assert.equal(en.includes("{n}"), es.includes("{n}"), `${why}: both say the number or neither`);
    }
  }
  assert.deepEqual(
    Object.keys(WHY_WORDS.en).sort(),
    [...new Set([...Object.values(WHYS).flat(), "ships-first"])].sort(),
    "no words for a cause that does not exist",
  );
});
