/** The engine API over seeded random games: no leaks, determinism, immutability, previews that match. */
import assert from "node:assert/strict";
import {
  apply,
  applyInPlace,
  cloneState,
  defOf,
  type GameState,
  legalActions,
  preview,
  previewAttack,
  replay,
  type SeatAction,
  seatsToAct,
  setup,
  SPECTATOR,
  viewFor,
} from "../../engine/mod.ts";
import { checkJson, checkState } from "../support/invariants.ts";
import { checkViews, hiddenFrom } from "../support/leak_oracle.ts";
import { eventFor } from "../../engine/view/events.ts";
import type { GameEvent, Mode } from "../../engine/state/types.ts";
import type { View } from "../../engine/view/view.ts";
import { randomSource } from "../../engine/state/rng.ts";

const MODES: Mode[] = ["beginner", "fullGalaxy", "secretBases"];

/** Plays a seeded random game, calling `each` after every action. */
function play(seed: number, each: (s: GameState, done: SeatAction) => void, maxTurns = 400): GameState {
  const rand = randomSource(seed * 7919 + 1);
  const s = setup({ seed, mode: MODES[seed % 3], basesToWin: 2 + (seed % 3), payOffNeutral: seed % 2 === 0 });
  while (s.winner < 0 && s.turn.n < maxTurns) {
    const seats = seatsToAct(s);
    const seat = seats[rand(seats.length)];
    const legal = legalActions(s, seat);
    const action = legal[rand(legal.length)];
    const err = applyInPlace(s, seat, action);
    assert.equal(err, null, `legal action refused: ${JSON.stringify(action)}`);
    each(s, { seat, action });
  }
  return s;
}

Deno.test("no view or event ever shows a card its viewer may not see (seeded random games)", () => {
  for (let g = 0; g < 12; g++) {
    const rand = randomSource(g + 100);
    const s = setup({ seed: 1000 + g, mode: MODES[g % 3], basesToWin: 2 });
    let steps = 0;
    while (s.winner < 0 && s.turn.n < 300) {
      const seats = seatsToAct(s);
      const seat = seats[rand(seats.length)];
      const legal = legalActions(s, seat);
      const events: GameEvent[] = [];
      applyInPlace(s, seat, legal[rand(legal.length)], events);
      steps++;
      assert.deepEqual(checkViews(s), [], `game ${g} step ${steps}`);
      // Independent check: the other seat's hand never appears in a view's JSON as a card id.
      for (const viewer of [0, 1, SPECTATOR]) {
        const hidden = hiddenFrom(s, viewer);
        const v = viewFor(s, viewer);
        for (const id of Object.keys(v.cards).map(Number)) {
          assert.ok(!hidden.has(id), `viewer ${viewer} card table shows ${id}`);
        }
        if (viewer !== SPECTATOR) {
          const other = s.seats[1 - viewer];
          assert.equal(v.seats[1 - viewer].hand, null);
          assert.equal(v.seats[1 - viewer].handCount, other.hand.length);
        }
        for (const e of events) {
          const seen = eventFor(e, viewer);
          if (!seen) continue;
          const shown = seen as { cards?: unknown };
          if (e.k === "draw" && e.seat !== viewer) assert.equal(shown.cards, undefined, "drawn cards hidden");
          if ("to" in e && e.to && !e.to.includes(viewer)) {
            assert.equal(shown.cards, undefined, "private cards hidden");
          }
        }
      }
    }
  }
});

Deno.test("a game is its options plus its actions: replay reproduces the state exactly", () => {
  for (let g = 0; g < 6; g++) {
    const actions: SeatAction[] = [];
    const s = play(g, (_s, a) => actions.push(a));
    const options = s.options;
    const again = replay(options, actions);
    assert.deepEqual(again, s);
    assert.equal(JSON.stringify(again), JSON.stringify(s));
  }
});

Deno.test("apply never changes its input, returns errors with the state untouched, and states stay small JSON", () => {
  let maxBytes = 0;
  for (let g = 0; g < 4; g++) {
    const rand = randomSource(g + 55);
    let s = setup({ seed: 77 + g, mode: MODES[g % 3] });
    while (s.winner < 0 && s.turn.n < 200) {
      const before = JSON.stringify(s);
      const seats = seatsToAct(s);
      const seat = seats[rand(seats.length)];
      // An illegal action: wrong seat or a card that is not in hand.
      const bad = apply(s, 1 - seat, { type: "endTurn" });
      if (!bad.ok) assert.equal(JSON.stringify(s), before);
      const bad2 = apply(s, seat, { type: "play", card: 9999 });
      assert.equal(bad2.ok, false);
      const legal = legalActions(s, seat);
      const r = apply(s, seat, legal[rand(legal.length)]);
      assert.ok(r.ok);
      assert.equal(JSON.stringify(s), before, "input unchanged");
      s = r.state;
      const j = checkJson(s);
      assert.deepEqual(j.problems, []);
      maxBytes = Math.max(maxBytes, j.bytes);
      assert.deepEqual(checkState(s), []);
    }
  }
  assert.ok(maxBytes <= 16384, `state reached ${maxBytes} bytes`);
});

/** A view as a preview predicts it: nothing legal yet, decisions not numbered (the server numbers them). */
function predictable(v: View): View {
  return { ...v, legal: [], pending: v.pending.map((d) => ({ ...d, id: 0 })) };
}

Deno.test("preview from a view predicts the view apply leads to, or says unknown", () => {
  let known = 0, unknown = 0, attacks = 0, rowAttacks = 0, wins = 0;
  for (let g = 0; g < 6; g++) {
    const rand = randomSource(g + 9);
    const s = setup({ seed: 300 + g, mode: MODES[g % 3], basesToWin: 2 });
    while (s.winner < 0 && s.turn.n < 200) {
      const seats = seatsToAct(s);
      const seat = seats[rand(seats.length)];
      const legal = legalActions(s, seat);
      const action = legal[rand(legal.length)];
      const v = viewFor(s, seat);
      const p = preview(v, action);
      const after = cloneState(s);
      assert.equal(applyInPlace(after, seat, action), null);
      assert.ok(p.ok, `preview refused a legal action ${JSON.stringify(action)}`);
      if (p.known) {
        known++;
        assert.deepEqual(predictable(p.view), predictable(viewFor(after, seat)), JSON.stringify(action));
        assert.deepEqual(p.view.legal, []);
      } else unknown++;
      if (action.type === "commit" && after.pending.length === 0) {
        const pa = previewAttack(v, action.cards, action.target);
        const resolved = cloneState(after);
        const resolvedEvents: GameEvent[] = [];
        assert.equal(
          applyInPlace(resolved, seat, { type: "resolve", target: action.target }, resolvedEvents),
          null,
        );
        if (pa.ok && pa.known) {
          attacks++;
          assert.deepEqual(
            predictable(pa.view),
            predictable(viewFor(resolved, seat)),
            JSON.stringify(action),
          );
          if (pa.view.winner >= 0) wins++;
        }
        if (pa.ok && !pa.known && action.target !== "base") {
          // The row refills from the hidden galaxy deck, but the attack itself is known.
          rowAttacks++;
          const target = action.target;
          assert.ok(pa.attack, "a row attack's preview keeps its attack summary");
          // (Not "the target left the row": a refill that reshuffles the galaxy discard pile may deal it again.)
          const defeated = resolvedEvents.some((e) => e.k === "defeat" && e.card === target);
          assert.equal(pa.attack.defeated, defeated);
          assert.equal(pa.attack.total >= pa.attack.targetValue!, pa.attack.defeated);
        }
        if (pa.ok && pa.attack?.baseDestroyed) {
          assert.ok(pa.known, "a base attack that destroys the base is predicted, win or not");
        }
      }
      applyInPlace(s, seat, action);
    }
  }
  assert.ok(
    known > 500 && unknown > 20 && attacks > 20 && rowAttacks > 5 && wins > 0,
    `known ${known}, unknown ${unknown}, attacks ${attacks}, row attacks ${rowAttacks}, wins ${wins}`,
  );
});

Deno.test("previews: playing a card shows pools and Force; a draw is unknown; an illegal action is refused", () => {
  const s = setup({ seed: 4 });
  const seat = s.turn.seat;
  const v = viewFor(s, seat);
  const card = s.seats[seat].hand[0];
  const p = preview(v, { type: "play", card });
  assert.ok(p.ok && p.known);
  assert.equal(p.view.seats[seat].resources, s.seats[seat].resources + defOf(card).resources);
  const inquisitor = s.seats[seat].hand.find((c) => defOf(c).id === "inquisitor");
  if (inquisitor !== undefined) {
    const pi = preview(v, { type: "play", card: inquisitor });
    assert.ok(pi.ok && pi.known);
    assert.equal(pi.view.seats[seat].resources, s.seats[seat].resources);
  }
  const bad = preview(v, { type: "play", card: 9999 });
  assert.equal(bad.ok, false);
  const end = preview(v, { type: "endTurn" });
  assert.ok(end.ok && !end.known, "ending the turn draws hidden cards");
});
