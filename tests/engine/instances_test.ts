/**
 * Rules that need card instances picked by id (each copy's own ability, each card attacks once, cards
 * out of reach refused) and what a view shows (open discard piles, hidden hands and deck orders);
 * setup and options: setup_test.ts.
 */
import assert from "node:assert/strict";
import { applyInPlace, defOf, setup, SPECTATOR, viewFor } from "../../engine/mod.ts";
import { act, ids, seatOf, table } from "../support/acting.ts";

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
