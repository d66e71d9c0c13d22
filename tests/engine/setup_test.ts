/**
 * Rules the scenario notation cannot express: setup from options (rulebook pp. 4-5, 28-29; rules
 * summary "Setup"), option validation, seeded setup, the Secret Bases choice, views (open discard
 * piles, hidden hands and secret bases) and a few rules that need card instances picked by id.
 */
import assert from "node:assert/strict";
import {
  type Action,
  applyInPlace,
  defOf,
  type GameState,
  legalActions,
  normalizeOptions,
  type OptionsInput as Input,
  setup,
  SPECTATOR,
  TABLE,
  viewFor,
} from "../../engine/mod.ts";
import { buildTable, parseScenarios } from "../support/notation/mod.ts";
import { cardsOf } from "../../engine/mod.ts";

const ids = (cards: number[]) => cards.map((c) => defOf(c).id).sort();
const countBy = (cards: number[]) => {
  const m: Record<string, number> = {};
  for (const c of cards) m[defOf(c).id] = (m[defOf(c).id] ?? 0) + 1;
  return m;
};
const seatOf = (s: GameState, faction: "empire" | "rebel") => s.seats.findIndex((p) => p.faction === faction);

function act(s: GameState, seat: number, a: Action): void {
  const err = applyInPlace(s, seat, a);
  assert.equal(err, null, `action ${JSON.stringify(a)} refused: ${JSON.stringify(err)}`);
}

/** Answers every Secret Bases decision by taking the first offered base, seat by seat. */
function chooseSecretBases(s: GameState): void {
  for (let guard = 0; guard < 20 && s.pending.length > 0; guard++) {
    const d = s.pending[0];
    act(s, d.seat, { type: "answer", decision: d.id, pick: cardsOf(d)[0] });
  }
}

/** A table set with the scenario notation (for rules needing several copies of a card). */
function table(text: string): GameState {
  return buildTable(parseScenarios(`scenario: t\ntable:\n${text}`)[0]);
}

// --- Setup ---------------------------------------------------------------------------------------

Deno.test("Setup: options default to Empire in seat 0, beginner mode, 3 bases to win, no pay-off", () => {
  const s = setup({ seed: 1 });
  assert.deepEqual(s.options, {
    seed: 1,
    empireSeat: 0,
    mode: "beginner",
    basesToWin: 3,
    payOffNeutral: false,
  });
  assert.equal(s.seats[0].faction, "empire");
  assert.equal(s.seats[1].faction, "rebel");
});

Deno.test("Setup: the galaxy row has 6 cards dealt from the 90 shuffled galaxy cards", () => {
  for (const seed of [1, 2, 3, 99, 123456]) {
    const s = setup({ seed });
    const g = s.regions[0];
    assert.equal(g.row.length, 6);
    assert.ok(g.row.every((c) => c >= 0), "no empty slot");
    assert.equal(g.deck.length, 84);
    assert.equal(g.discard.length, 0);
    assert.deepEqual(
      [...g.row, ...g.deck].sort((a, b) => a - b),
      TABLE.sets[0].galaxy.slice().sort((a, b) => a - b),
    );
    assert.equal(TABLE.sets[0].galaxy.length, 90);
  }
});

Deno.test("Setup: the Outer Rim Pilot stack has 10 cards", () => {
  const s = setup({ seed: 5 });
  assert.equal(s.regions[0].pilots.length, 10);
  assert.ok(s.regions[0].pilots.every((c) => defOf(c).id === "outer_rim_pilot"));
});

Deno.test("Setup: each player draws 5 cards from a shuffled 10-card starter deck", () => {
  for (const seed of [1, 2, 3]) {
    const s = setup({ seed });
    const e = s.seats[seatOf(s, "empire")];
    const r = s.seats[seatOf(s, "rebel")];
    for (const p of [e, r]) {
      assert.equal(p.hand.length, 5);
      assert.equal(p.deck.length, 5);
      assert.equal(p.discard.length, 0);
      assert.equal(p.play.length + p.ships.length, 0);
    }
    assert.deepEqual(countBy([...e.hand, ...e.deck]), {
      imperial_shuttle: 7,
      stormtrooper: 2,
      inquisitor: 1,
    });
    assert.deepEqual(countBy([...r.hand, ...r.deck]), {
      alliance_shuttle: 7,
      rebel_trooper: 2,
      temple_guardian: 1,
    });
  }
});

Deno.test("Setup: the starter decks are shuffled (different seeds give different orders)", () => {
  const orders = new Set<string>();
  for (let seed = 1; seed <= 12; seed++) {
    const s = setup({ seed });
    orders.add(JSON.stringify([...s.seats[0].hand, ...s.seats[0].deck].map((c) => defOf(c).id)));
  }
  assert.ok(orders.size > 1);
});

Deno.test("Setup: the Force marker starts all the way to the Rebel side", () => {
  for (const mode of ["beginner", "fullGalaxy"] as const) {
    assert.equal(setup({ seed: 3, mode }).force, 6);
  }
});

Deno.test("Setup: the Empire takes the first turn", () => {
  const s = setup({ seed: 4 });
  assert.equal(s.turn.seat, 0);
  assert.equal(s.turn.phase, "main");
  assert.equal(s.turn.n, 1);
  assert.equal(s.pending.length, 0);
  assert.ok(legalActions(s, 0).some((a) => a.type === "endTurn"));
  assert.deepEqual(legalActions(s, 1), []);
  assert.equal(applyInPlace(s, 1, { type: "endTurn" })?.code, "not-your-turn");
});

Deno.test("Setup: with empireSeat=1 the Empire sits in seat 1 and still takes the first turn", () => {
  const s = setup({ seed: 4, empireSeat: 1 });
  assert.equal(s.seats[1].faction, "empire");
  assert.equal(s.seats[0].faction, "rebel");
  assert.equal(s.turn.seat, 1);
  assert.deepEqual(legalActions(s, 0), []);
  assert.ok(legalActions(s, 1).length > 0);
});

Deno.test("Setup: the Empire's first turn starts with no resources (the Force is at the Rebel end)", () => {
  const s = setup({ seed: 8 });
  assert.equal(s.seats[0].resources, 0);
  assert.equal(s.seats[1].resources, 0);
});

Deno.test("Setup: the Rebels' first turn begins with the Force bonus when the Force is still at their end", () => {
  const s = setup({ seed: 8 });
  act(s, 0, { type: "endTurn" });
  assert.equal(s.turn.seat, 1);
  assert.equal(s.force, 6);
  assert.equal(s.seats[1].resources, 1);
});

Deno.test("Setup: the starting bases Lothal and Dantooine begin the game face up", () => {
  for (const mode of ["beginner", "fullGalaxy", "secretBases"] as const) {
    const s = setup({ seed: 2, mode });
    assert.equal(defOf(s.seats[seatOf(s, "empire")].base).id, "lothal");
    assert.equal(defOf(s.seats[seatOf(s, "rebel")].base).id, "dantooine");
    assert.equal(s.seats[0].baseDamage, 0);
    assert.equal(s.seats[1].baseDamage, 0);
  }
});

Deno.test("Setup (beginner): each base deck holds the four beginner bases; the other five are out", () => {
  const s = setup({ seed: 2 });
  const e = s.seats[seatOf(s, "empire")];
  const r = s.seats[seatOf(s, "rebel")];
  assert.deepEqual(ids(e.bases), ["corellia", "coruscant", "death_star", "endor"]);
  assert.deepEqual(ids(r.bases), ["hoth", "mon_cala", "sullust", "yavin_4"]);
  assert.equal(e.unused.length, 5);
  assert.equal(r.unused.length, 5);
  assert.deepEqual(ids(e.unused), ["kafrene", "kessel", "mustafar", "ord_mantell", "rodia"]);
  assert.deepEqual(ids(r.unused), ["alderaan", "bespin", "dagobah", "jedha", "tatooine"]);
});

Deno.test("Setup (full galaxy): each base deck holds all nine other bases of the faction", () => {
  const s = setup({ seed: 2, mode: "fullGalaxy", basesToWin: 4 });
  for (const p of s.seats) {
    assert.equal(p.bases.length, 9);
    assert.equal(p.unused.length, 0);
    assert.ok(p.bases.every((b) => defOf(b).faction === p.faction && !defOf(b).startingBase));
  }
  assert.equal(s.turn.phase, "main");
  assert.equal(s.pending.length, 0);
});

// --- Secret Bases --------------------------------------------------------------------------------

Deno.test("Secret Bases: both players choose their bases at the same time, after drawing, before the first turn", () => {
  const s = setup({ seed: 6, mode: "secretBases", basesToWin: 4 });
  assert.equal(s.turn.phase, "setup");
  assert.equal(s.pending.length, 2);
  assert.deepEqual(s.pending.map((d) => d.seat).sort(), [0, 1]);
  for (const d of s.pending) {
    assert.equal(d.purpose, "secretBase");
    assert.equal(d.cards!.length, 9);
    assert.ok(d.cards!.every((b) => defOf(b).faction === s.seats[d.seat].faction && !defOf(b).startingBase));
  }
  for (const p of s.seats) assert.equal(p.hand.length, 5);
  // Nobody can do anything else meanwhile.
  assert.equal(applyInPlace(s, 0, { type: "endTurn" })?.code, "decision-pending");
  // The Rebels may answer before the Empire.
  const dr = s.pending.find((d) => d.seat === 1)!;
  act(s, 1, { type: "answer", decision: dr.id, pick: cardsOf(dr)[0] });
  assert.ok(s.pending.some((d) => d.seat === 0));
});

Deno.test("Secret Bases: each player keeps exactly four chosen bases; the other five go back to the box", () => {
  const s = setup({ seed: 6, mode: "secretBases", basesToWin: 4 });
  const offered = new Map(s.pending.map((d) => [d.seat, cardsOf(d).slice()]));
  const chosen: Record<number, number[]> = { 0: [], 1: [] };
  for (let guard = 0; guard < 20 && s.pending.length > 0; guard++) {
    const d = s.pending[0];
    // Take the last offered base each time; a chosen base is not offered again.
    const pick = cardsOf(d)[cardsOf(d).length - 1];
    assert.ok(!chosen[d.seat].includes(pick));
    chosen[d.seat].push(pick);
    act(s, d.seat, { type: "answer", decision: d.id, pick });
  }
  for (const seat of [0, 1]) {
    const p = s.seats[seat];
    assert.equal(chosen[seat].length, 4);
    assert.deepEqual(p.bases.slice().sort(), chosen[seat].slice().sort());
    assert.equal(p.unused.length, 5);
    assert.deepEqual([...p.bases, ...p.unused].sort(), offered.get(seat)!.slice().sort());
  }
});

Deno.test("Secret Bases: the first turn (the Empire's) begins once both players have chosen", () => {
  const s = setup({ seed: 7, mode: "secretBases", basesToWin: 4 });
  chooseSecretBases(s);
  assert.equal(s.pending.length, 0);
  assert.equal(s.turn.phase, "main");
  assert.equal(s.turn.seat, 0);
  assert.equal(s.force, 6);
  assert.ok(legalActions(s, 0).some((a) => a.type === "endTurn"));
});

Deno.test("Secret Bases: a player's chosen bases are hidden from the opponent and spectators", () => {
  const s = setup({ seed: 7, mode: "secretBases", basesToWin: 4 });
  // While choosing: the opponent does not see the offered bases of the other seat's decision.
  const v0 = viewFor(s, 0);
  assert.equal(v0.seats[1].bases, null);
  const other = v0.pending.find((d) => d.seat === 1)!;
  assert.deepEqual(cardsOf(other), []);
  chooseSecretBases(s);
  for (const viewer of [0, 1]) {
    const v = viewFor(s, viewer);
    const opp = 1 - viewer;
    assert.deepEqual(v.seats[viewer].bases!.slice().sort(), s.seats[viewer].bases.slice().sort());
    assert.equal(v.seats[opp].bases, null);
    assert.equal(v.seats[opp].unused, null);
    assert.equal(v.seats[opp].basesCount, 4);
    for (const b of [...s.seats[opp].bases, ...s.seats[opp].unused]) assert.equal(v.cards[b], undefined);
  }
  const spec = viewFor(s, SPECTATOR);
  assert.equal(spec.seats[0].bases, null);
  assert.equal(spec.seats[1].bases, null);
});

Deno.test("Beginner and Full Galaxy base decks are open information", () => {
  for (const mode of ["beginner", "fullGalaxy"] as const) {
    const s = setup({ seed: 9, mode });
    const v = viewFor(s, 1);
    assert.deepEqual(v.seats[0].bases!.slice().sort(), s.seats[0].bases.slice().sort());
  }
});

// --- Options -------------------------------------------------------------------------------------

Deno.test("Options: basesToWin accepts 2, 3, 4 and 5", () => {
  for (const n of [2, 3, 4, 5]) {
    const o = normalizeOptions({ seed: 1, basesToWin: n });
    assert.ok(!("code" in o), `basesToWin ${n}`);
    assert.equal(setup({ seed: 1, basesToWin: n }).options.basesToWin, n);
  }
});

Deno.test("Options: basesToWin outside 2-5 is refused", () => {
  for (const n of [0, 1, 6, 10, 2.5, -3]) {
    const o = normalizeOptions({ seed: 1, basesToWin: n });
    assert.ok("code" in o, `basesToWin ${n} accepted`);
    assert.throws(() => setup({ seed: 1, basesToWin: n }));
  }
});

Deno.test("Options: unknown modes are refused; the three modes are accepted", () => {
  for (const mode of ["beginner", "fullGalaxy", "secretBases"] as const) {
    assert.ok(!("code" in normalizeOptions({ seed: 1, mode })));
  }
  for (const mode of ["full", "2v2", "", "Beginner"]) {
    const o = normalizeOptions({ seed: 1, mode: mode as Input["mode"] });
    assert.ok("code" in o, `mode ${mode} accepted`);
  }
});

Deno.test("Options: the seed must be an unsigned 32-bit integer", () => {
  for (const seed of [0, 1, 4294967295]) assert.ok(!("code" in normalizeOptions({ seed })));
  for (const seed of [-1, 1.5, 4294967296, Number.NaN]) {
    assert.ok("code" in normalizeOptions({ seed }), `seed ${seed} accepted`);
    assert.throws(() => setup({ seed }));
  }
});

Deno.test("Options: empireSeat must be 0 or 1 and payOffNeutral a boolean", () => {
  assert.ok("code" in normalizeOptions({ seed: 1, empireSeat: 2 as unknown as Input["empireSeat"] }));
  assert.ok(
    "code" in normalizeOptions({ seed: 1, payOffNeutral: "on" as unknown as Input["payOffNeutral"] }),
  );
  const o = normalizeOptions({ seed: 1, payOffNeutral: true });
  assert.ok(!("code" in o) && o.payOffNeutral === true);
});

Deno.test("Options: the pay-off rule is offered only when it is on", () => {
  // Find a seeded setup whose row holds a neutral card the Empire can afford after playing its hand.
  for (const payOffNeutral of [false, true]) {
    let checked = false;
    for (let seed = 1; seed < 200 && !checked; seed++) {
      const s = setup({ seed, payOffNeutral });
      act(s, 0, { type: "playAll" });
      const res = s.seats[0].resources;
      const neutral = s.regions[0].row.find((c) => defOf(c).faction === "neutral" && defOf(c).cost <= res);
      if (neutral === undefined) continue;
      checked = true;
      const offered = legalActions(s, 0).some((a) => a.type === "payOff");
      assert.equal(offered, payOffNeutral);
      const err = applyInPlace(s, 0, { type: "payOff", card: neutral });
      if (payOffNeutral) assert.equal(err, null);
      else assert.equal(err?.code, "bad-action");
    }
    assert.ok(checked);
  }
});

// --- Seeded setup --------------------------------------------------------------------------------

Deno.test("Seeded setup: the same options give the same game", () => {
  for (const mode of ["beginner", "fullGalaxy", "secretBases"] as const) {
    assert.deepEqual(setup({ seed: 42, mode }), setup({ seed: 42, mode }));
  }
});

Deno.test("Seeded setup: different seeds give different galaxy rows", () => {
  const rows = new Set<string>();
  for (let seed = 1; seed <= 10; seed++) rows.add(JSON.stringify(setup({ seed }).regions[0].row));
  assert.ok(rows.size > 1);
});

// --- Views ---------------------------------------------------------------------------------------

Deno.test("FAQ: Can I look at any discard pile whenever I want to? (yes: all three are open, in order)", () => {
  const s = setup({ seed: 11 });
  act(s, 0, { type: "playAll" });
  act(s, 0, { type: "endTurn" });
  const empireDiscard = s.seats[0].discard.slice();
  assert.ok(empireDiscard.length > 0);
  // A galaxy discard pile with known contents.
  s.regions[0].discard.push(s.regions[0].deck.pop()!);
  for (const viewer of [0, 1, SPECTATOR]) {
    const v = viewFor(s, viewer);
    assert.deepEqual(v.seats[0].discard, empireDiscard, `viewer ${viewer}`);
    assert.deepEqual(v.seats[1].discard, s.seats[1].discard);
    assert.deepEqual(v.regions[0].discard, s.regions[0].discard);
    for (const c of [...empireDiscard, ...s.regions[0].discard]) assert.equal(v.cards[c], defOf(c).id);
  }
});

Deno.test("Views: the opponent's hand and every deck order are hidden", () => {
  const s = setup({ seed: 12 });
  const v = viewFor(s, 1);
  assert.equal(v.seats[0].hand, null);
  assert.equal(v.seats[0].handCount, 5);
  assert.deepEqual(v.seats[1].hand, s.seats[1].hand);
  assert.equal(v.seats[1].deckCount, 5);
  for (const c of s.seats[0].hand) assert.equal(v.cards[c], undefined);
  for (const c of s.seats[1].deck) assert.equal(v.cards[c], undefined);
  for (const c of s.regions[0].deck) assert.equal(v.cards[c], undefined);
  for (const c of s.regions[0].row) assert.equal(v.cards[c], defOf(c).id);
});

// --- Rules needing two copies of a card (the notation always names the first copy) ---------------

Deno.test("Abilities: each copy of a card in play has its own once-per-turn ability", () => {
  const s = table(`  turn: rebel
  force: rebel end
  rebel play: X-Wing, X-Wing
  rebel deck: Rebel Trooper, Alliance Shuttle, U-Wing`);
  const r = seatOf(s, "rebel");
  const [a, b] = s.seats[r].play;
  act(s, r, { type: "ability", card: a });
  assert.equal(applyInPlace(s, r, { type: "ability", card: a })?.code, "ability-used");
  act(s, r, { type: "ability", card: b });
  assert.equal(applyInPlace(s, r, { type: "ability", card: b })?.code, "ability-used");
  assert.deepEqual(ids(s.seats[r].hand), ["alliance_shuttle", "rebel_trooper"]);
});

Deno.test("Attacks: a second copy can attack after the first one did (each card attacks once)", () => {
  const s = table(`  empire play: Stormtrooper, Stormtrooper
  row: X-Wing`);
  const e = seatOf(s, "empire");
  const [a, b] = s.seats[e].play;
  act(s, e, { type: "commit", cards: [a], target: "base" });
  act(s, e, { type: "resolve", target: "base" });
  assert.equal(applyInPlace(s, e, { type: "commit", cards: [a], target: "base" })?.code, "cannot-commit");
  act(s, e, { type: "commit", cards: [b], target: "base" });
  act(s, e, { type: "resolve", target: "base" });
  assert.equal(s.seats[seatOf(s, "rebel")].baseDamage, 4);
});

Deno.test("Attacks: a card cannot be listed twice in one commit", () => {
  const s = table(`  empire play: Stormtrooper`);
  const e = seatOf(s, "empire");
  const [a] = s.seats[e].play;
  assert.equal(applyInPlace(s, e, { type: "commit", cards: [a, a], target: "base" })?.code, "cannot-commit");
});

// --- Refusals the notation cannot reach (it fails to read a step naming a card that is elsewhere) --

Deno.test("Playing: a card that is not in your hand is refused with not-in-hand", () => {
  const s = table(`  empire hand: Imperial Shuttle
  empire discard: Stormtrooper
  empire play: TIE Fighter`);
  const e = seatOf(s, "empire");
  assert.equal(applyInPlace(s, e, { type: "play", card: s.seats[e].discard[0] })?.code, "not-in-hand");
  assert.equal(applyInPlace(s, e, { type: "play", card: s.seats[e].play[0] })?.code, "not-in-hand");
  assert.equal(applyInPlace(s, e, { type: "play", card: s.regions[0].deck[0] })?.code, "not-in-hand");
});

Deno.test("Abilities: a card in hand or in the opponent's play area cannot use its ability (not-in-play)", () => {
  const s = table(`  empire hand: Director Krennic
  empire deck: Stormtrooper
  rebel play: X-Wing`);
  const e = seatOf(s, "empire");
  const r = seatOf(s, "rebel");
  assert.equal(applyInPlace(s, e, { type: "ability", card: s.seats[e].hand[0] })?.code, "not-in-play");
  assert.equal(applyInPlace(s, e, { type: "ability", card: s.seats[r].play[0] })?.code, "not-in-play");
});

Deno.test("Attacks: cards in hand or of the opponent cannot be committed", () => {
  const s = table(`  empire hand: Stormtrooper
  rebel play: Rebel Trooper`);
  const e = seatOf(s, "empire");
  const r = seatOf(s, "rebel");
  assert.equal(
    applyInPlace(s, e, { type: "commit", cards: [s.seats[e].hand[0]], target: "base" })?.code,
    "cannot-commit",
  );
  assert.equal(
    applyInPlace(s, e, { type: "commit", cards: [s.seats[r].play[0]], target: "base" })?.code,
    "cannot-commit",
  );
});

Deno.test("Purchasing: the Outer Rim Pilot stack is separate from the row; cards elsewhere cannot be purchased", () => {
  const s = table(`  empire resources: 10
  empire discard: TIE Fighter
  galaxy discard: Dengar
  pilots: 0`);
  const e = seatOf(s, "empire");
  assert.equal(
    applyInPlace(s, e, { type: "purchase", card: s.seats[e].discard[0] })?.code,
    "cannot-purchase",
  );
  assert.equal(
    applyInPlace(s, e, { type: "purchase", card: s.regions[0].discard[0] })?.code,
    "cannot-purchase",
  );
  assert.equal(applyInPlace(s, e, { type: "purchase", card: s.regions[0].deck[0] })?.code, "cannot-purchase");
  assert.equal(s.seats[e].resources, 10);
});
