/** Game records, replays and the end-of-game summary, over seeded random games played to the end. */
import assert from "node:assert/strict";
import {
  apply,
  applyInPlace,
  ENGINE_VERSION,
  type GameEvent,
  type GameState,
  legalActions,
  makeRecord,
  readRecord,
  replay,
  replayView,
  type SeatAction,
  seatsToAct,
  setup,
  stepper,
  summarize,
  viewFor,
} from "../../engine/mod.ts";
import { randomSource } from "../../engine/state/rng.ts";

/** A seeded random game played to the end: its options, actions and final state. */
function playOut(seed: number) {
  const options = {
    seed,
    mode: (["beginner", "fullGalaxy", "secretBases"] as const)[seed % 3],
    basesToWin: 2,
  };
  const rand = randomSource(seed ^ 0xabc);
  const s = setup(options);
  const actions: SeatAction[] = [];
  while (s.winner < 0) {
    const seats = seatsToAct(s);
    const seat = seats[rand(seats.length)];
    const legal = legalActions(s, seat);
    const action = legal[rand(legal.length)];
    assert.equal(applyInPlace(s, seat, action), null);
    actions.push({ seat, action });
  }
  return { options: s.options, actions, final: s };
}

Deno.test("a game record is checked, replays to the same final state and steps back and forth", () => {
  for (const seed of [1, 2, 3]) {
    const { options, actions, final } = playOut(seed);
    const record = JSON.parse(JSON.stringify(makeRecord(options, actions)));
    assert.equal(record.engine, ENGINE_VERSION);
    const r = readRecord(record);
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
    assert.deepEqual(r.value.final, final);
    const at = stepper(r.value.record);
    for (const k of [actions.length, 0, 130, 129, 64, actions.length - 1, 1, 200]) {
      assert.deepEqual(at(k), replay(options, actions.slice(0, k)), `seed ${seed}, state after move ${k}`);
    }
  }
});

Deno.test("records are refused: another engine version, an illegal action, an unfinished game, a bad shape", () => {
  const { options, actions } = playOut(4);
  const record = makeRecord(options, actions);
  const other = readRecord({ ...record, engine: "holotable-rules-0" });
  assert.ok(!other.ok && other.error.code === "engine-version");
  assert.match(!other.ok ? other.error.message : "", new RegExp(`holotable-rules-0.*${ENGINE_VERSION}`));
  const broken = actions.slice();
  broken[5] = { seat: broken[5].seat, action: { type: "purchase", card: 9999 } };
  const illegal = readRecord({ ...record, actions: broken });
  assert.ok(!illegal.ok && illegal.error.code === "illegal-action" && illegal.error.index === 5);
  const unfinished = readRecord({ ...record, actions: actions.slice(0, -1) });
  assert.ok(!unfinished.ok && unfinished.error.code === "not-finished");
  for (
    const bad of [null, [], { engine: ENGINE_VERSION }, { ...record, options: { seed: -1 } }, {
      ...record,
      actions: [{ seat: 7, action: { type: "endTurn" } }],
    }]
  ) {
    const r = readRecord(bad);
    assert.ok(
      !r.ok && (r.error.code === "bad-record" || r.error.code === "illegal-action"),
      JSON.stringify(bad),
    );
  }
});

Deno.test("a replay shows a seat's view, or every hand once the game is over", () => {
  const { final } = playOut(5);
  const seat = replayView(final, { seat: 0 });
  assert.deepEqual({ ...seat, legal: [] }, { ...viewFor(final, 0), legal: [] });
  assert.equal(seat.seats[1].hand, null);
  const open = replayView(final, "open");
  for (let i = 0; i < final.seats.length; i++) {
    assert.deepEqual(open.seats[i].hand, final.seats[i].hand);
    for (const c of final.seats[i].hand) assert.ok(c in open.cards);
    assert.equal(open.seats[i].unseen.length, final.seats[i].deck.length);
  }
});

Deno.test("the summary counts turns, purchases, damage and destroyed bases, and tracks the Force", () => {
  for (const seed of [6, 7, 8]) {
    const { options, actions, final } = playOut(seed);
    const sum = summarize(options, actions);
    assert.equal(sum.turns, final.turn.n);
    assert.equal(sum.winner, final.winner);
    const ends = actions.filter((a) => a.action.type === "endTurn").length;
    assert.equal(sum.force.length, ends + 2, "the start, every turn's end, the end of the game");
    assert.equal(sum.force[0], setup(options).force);
    assert.equal(sum.force.at(-1), final.force);
    assert.ok(sum.force.every((f) => f >= 0 && f <= 6));
    for (let i = 0; i < final.seats.length; i++) {
      const victory = final.seats[i].victory;
      const mine = sum.basesDestroyed.filter((b) => b.by === i);
      assert.equal(sum.seats[i].basesDestroyed, victory.length);
      assert.deepEqual(
        mine.map((b) => b.card).sort(),
        victory.slice().sort(),
        "each destroyed base is in the victory pile",
      );
      assert.ok(mine.every((b) => b.owner !== i && b.turn >= 1 && b.turn <= final.turn.n));
      assert.ok(sum.seats[i].damageToBases >= 0 && sum.seats[i].damageToShips >= 0);
    }
    assert.equal(
      sum.seats.reduce((n, p) => n + p.bought.length, 0),
      actions.filter((a) => a.action.type === "purchase").length +
        countFreePurchases(options, actions),
      "every purchase is counted once",
    );
  }
  // A scripted start: the Empire plays its hand and buys an Outer Rim Pilot.
  let s: GameState = setup({ seed: 2, empireSeat: 0 });
  const r = apply(s, 0, { type: "playAll" });
  assert.ok(r.ok);
  s = r.state;
  const pilot = s.regions[0].pilots.at(-1)!;
  const summary = summarize({ seed: 2, empireSeat: 0 }, [
    { seat: 0, action: { type: "playAll" } },
    { seat: 0, action: { type: "purchase", card: pilot } },
  ]);
  assert.deepEqual(summary.seats[0].bought, ["outer_rim_pilot"]);
  assert.deepEqual(summary.seats[1].bought, []);
});

/** Purchases made by effects (free, or picked as an answer), found by comparing each move's states. */
function countFreePurchases(options: Parameters<typeof setup>[0], actions: SeatAction[]): number {
  const s = setup(options);
  let n = 0;
  for (const { seat, action } of actions) {
    const events: GameEvent[] = [];
    applyInPlace(s, seat, action, events);
    if (action.type !== "purchase") n += events.filter((e) => e.k === "purchase").length;
  }
  return n;
}
