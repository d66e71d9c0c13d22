/**
 * The 2v2 team mode (multiplayer-2v2 document): setup of four seats in two regions, the shared team
 * turn, the Force bonus per teammate, `seatsToAct`, and what each seat sees of its teammate.
 */
import assert from "node:assert/strict";
import {
  applyInPlace,
  type GameState,
  legalActions,
  normalizeOptions,
  seatsToAct,
  setup,
  SPECTATOR,
  viewFor,
  winningSeats,
} from "../../engine/mod.ts";
import { SET_SIZE } from "../../engine/cards/catalog.ts";

const regionOfCard = (c: number) => Math.floor(c / SET_SIZE);

function endPart(s: GameState, seat: number): void {
  const err = applyInPlace(s, seat, { type: "endTurn" });
  assert.equal(err, null, err?.message);
}

Deno.test("2v2 setup: four seats region-major, a copy of the game per region, Full Galaxy by default", () => {
  const s = setup({ seed: 11, format: "2v2" });
  assert.equal(s.options.format, "2v2");
  assert.equal(s.options.mode, "fullGalaxy");
  assert.equal(s.options.empireSeat, 0);
  assert.deepEqual(s.seats.map((p) => [p.faction, p.team, p.region]), [
    ["empire", 0, 0],
    ["rebel", 1, 0],
    ["empire", 0, 1],
    ["rebel", 1, 1],
  ]);
  assert.equal(s.regions.length, 2);
  s.regions.forEach((g, r) => {
    assert.equal(g.row.filter((c) => c >= 0).length, 6);
    assert.equal(g.knownTop.length, 4);
    for (const c of [...g.row, ...g.deck, ...g.pilots]) assert.equal(regionOfCard(c), r);
  });
  s.seats.forEach((p) => {
    assert.equal(p.hand.length, 5);
    for (const c of [...p.hand, ...p.deck, p.base, ...p.bases]) assert.equal(regionOfCard(c), p.region);
  });
  assert.deepEqual(s.turn.ended, []);
  assert.equal("format" in setup({ seed: 11 }).options, false, "1v1 options carry no format");
  assert.equal("ended" in setup({ seed: 11 }).turn, false, "1v1 turns carry no ended list");
  const bad = normalizeOptions({ seed: 1, format: "3v3" as "2v2" });
  assert.ok("code" in bad);
});

Deno.test("2v2 setup: a seeded draw picks the first team; the other starts with the Force at its end", () => {
  const firsts = new Set<string>();
  for (let seed = 1; seed <= 12; seed++) {
    const s = setup({ seed, format: "2v2", mode: "beginner" });
    const first = s.seats[s.turn.seat].faction;
    firsts.add(first);
    assert.equal(s.force, first === "empire" ? 6 : 0);
    assert.deepEqual(seatsToAct(s), first === "empire" ? [0, 2] : [1, 3]);
    assert.deepEqual(setup({ seed, format: "2v2", mode: "beginner" }), s, "same seed, same game");
  }
  assert.deepEqual([...firsts].sort(), ["empire", "rebel"]);
});

Deno.test("2v2 shared turn: both teammates act, each ends its part, then each cleans up and draws", () => {
  const s = setup({ seed: 3, format: "2v2", mode: "beginner" });
  const [a, b] = seatsToAct(s);
  const opp = s.seats.map((_, i) => i).filter((i) => i !== a && i !== b);
  assert.ok(legalActions(s, a).length > 0 && legalActions(s, b).length > 0);
  assert.deepEqual(legalActions(s, opp[0]), []);
  assert.equal(applyInPlace(s, opp[0], { type: "endTurn" })?.code, "not-your-turn");
  const played = s.seats[b].hand[0];
  assert.equal(applyInPlace(s, b, { type: "play", card: played }), null);
  endPart(s, a);
  assert.deepEqual(s.turn.ended, [a]);
  assert.deepEqual(seatsToAct(s), [b]);
  assert.deepEqual(legalActions(s, a), []);
  assert.equal(applyInPlace(s, a, { type: "playAll" })?.code, "not-your-turn");
  assert.ok(s.seats[b].play.includes(played), "the teammate's cards stay in play until both have ended");
  const turn = s.turn.n;
  endPart(s, b);
  assert.equal(s.turn.n, turn + 1);
  assert.deepEqual(seatsToAct(s), opp);
  assert.deepEqual(s.turn.ended, []);
  for (const t of [a, b]) {
    assert.equal(s.seats[t].hand.length, 5);
    assert.deepEqual(s.seats[t].play, []);
    assert.equal(s.seats[t].resources, 0);
  }
  assert.ok(s.seats[b].discard.includes(played) || s.seats[b].hand.includes(played));
});

Deno.test("2v2 Force bonus: with the Force all the way to a team, each teammate gains 1 resource", () => {
  // The team that goes second starts with the Force at its end.
  const s = setup({ seed: 3, format: "2v2", mode: "beginner" });
  const first = seatsToAct(s);
  for (const t of first) endPart(s, t);
  const second = seatsToAct(s);
  for (const t of second) assert.equal(s.seats[t].resources, 1, `seat ${t} gains the Force bonus`);
  for (const t of first) assert.equal(s.seats[t].resources, 0);
});

Deno.test("2v2 views: a seat sees its teammate's hand and secret bases, never the opponents'", () => {
  const s = setup({ seed: 5, format: "2v2", mode: "secretBases" });
  for (let viewer = 0; viewer < 4; viewer++) {
    const v = viewFor(s, viewer);
    v.seats.forEach((p, i) => {
      const mate = s.seats[i].team === s.seats[viewer].team;
      assert.equal(p.hand !== null, mate, `viewer ${viewer} seat ${i} hand`);
      assert.equal(p.bases !== null, mate, `viewer ${viewer} seat ${i} secret bases`);
    });
    assert.equal(v.options.format, "2v2");
  }
  const spectator = viewFor(s, SPECTATOR);
  assert.ok(spectator.seats.every((p) => p.hand === null && p.bases === null));
  assert.equal(spectator.waitingFor, undefined);
  assert.equal("waitingFor" in viewFor(setup({ seed: 5 }), 0), false, "1v1 views carry no waitingFor");
});

Deno.test("2v2 views: a seat whose teammate is answering a decision is told whom it waits for", () => {
  const s = setup({ seed: 5, format: "2v2", mode: "secretBases" });
  // Every seat picks its secret bases; answer all but seat 2's.
  for (const seat of [0, 1, 3]) {
    while (s.pending.some((d) => d.seat === seat)) {
      const a = legalActions(s, seat)[0];
      assert.equal(applyInPlace(s, seat, a), null);
    }
  }
  assert.deepEqual(viewFor(s, 0).waitingFor, [2]);
  assert.deepEqual(viewFor(s, 2).waitingFor, []);
  assert.deepEqual(winningSeats(s), []);
});
