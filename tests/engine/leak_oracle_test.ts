/**
 * The leak oracle (tests/support/leak_oracle.ts) catches leaks: a view that shows a hidden card in any
 * of its places (an opponent's hand, a deck card, a secret base), the order of a deck, an unknown view
 * field, an engine internal, the generator's state; real views pass; and it draws the line of what each viewer
 * may see where the rules put it (teammates' hands, deck tops known to the seats, public galaxy tops).
 */
import assert from "node:assert/strict";
import {
  applyLegal,
  type GameState,
  legalActions,
  seatsToAct,
  setup,
  SPECTATOR,
  type View,
  viewFor,
} from "../../engine/mod.ts";
import { randomSource } from "../../engine/state/rng.ts";
import { MODES } from "../../engine/turn/setup.ts";
import { cardsInView, checkViews, hiddenMask, viewLeaks } from "../support/leak_oracle.ts";

const fresh = (format?: "2v2") => setup({ seed: 7, format });
const copy = (v: View) => structuredClone(v);

Deno.test("leak oracle: a fresh game's views show nothing hidden", () => {
  for (const s of [fresh(), fresh("2v2")]) assert.deepEqual(checkViews(s), []);
});

Deno.test("leak oracle: another seat's hand card is caught wherever a view shows it", () => {
  const s = fresh();
  const secret = s.seats[1].hand[0];
  const places: ((v: View) => void)[] = [
    (v) => v.seats[0].discard.push(secret),
    (v) => v.regions[0].row.push(secret),
    (v) => v.turn.used.push(secret),
    (v) => v.turn.bountyNeutral = secret,
    (v) => v.legal.push({ type: "answer", decision: 1, picks: [secret] }),
    (v) => v.cards[secret] = "x",
  ];
  for (const put of places) {
    const v = copy(viewFor(s, 0));
    put(v);
    assert.ok(cardsInView(v).includes(secret));
    const found = viewLeaks(s, 0, v);
    assert.equal(found.length, 1, `${put}: ${found}`);
    assert.match(found[0], new RegExp(`sees hidden card ${secret}`));
  }
});

Deno.test("leak oracle: an unknown view field is an error, an engine internal a leak", () => {
  const s = fresh();
  const v = copy(viewFor(s, 0)) as View & { extra?: number };
  v.extra = 1;
  assert.throws(() => viewLeaks(s, 0, v), /unknown view fields/);
  const w = copy(viewFor(s, 0));
  (w.options as Record<string, unknown>).seed = 7;
  assert.match(viewLeaks(s, 0, w).join(), /seed is secret/);
  const q = copy(viewFor(s, 0)) as View & { queue?: unknown[] };
  q.queue = [];
  assert.deepEqual(viewLeaks(s, 0, q), ["viewer 0: view.queue is an engine internal"]);
});

Deno.test("leak oracle: the generator's state is caught as a field and as a number anywhere", () => {
  const s = fresh();
  const word = s.rng!.find((n) => n >= 1_000_000)!;
  const v = copy(viewFor(s, 0)) as View & { rng?: number[] };
  v.rng = s.rng!.slice();
  const found = viewLeaks(s, 0, v);
  assert.ok(found.includes("viewer 0: view.rng is an engine internal"), found.join("; "));
  const w = copy(viewFor(s, 0));
  w.cards[w.seats[0].hand![0]] = `x${word}`;
  assert.match(viewLeaks(s, 0, w).join(), new RegExp(`shows ${word}, the seed or a word of the generator`));
  const f = copy(viewFor(s, 1));
  f.force = word;
  assert.equal(viewLeaks(s, 1, f).length, 1);
  // simulate's cheaper check leaves the number scan out, and only that.
  assert.deepEqual(viewLeaks(s, 1, f, { text: false }), []);
});

Deno.test("leak oracle: the deck's order is caught, as a card and as the order of unseen names", () => {
  const s = fresh();
  const own = s.seats[0].deck;
  const v = copy(viewFor(s, 0));
  v.seats[0].deckTop = [own.at(-1)!];
  assert.match(
    viewLeaks(s, 0, v).join(),
    new RegExp(`sees hidden card ${own.at(-1)} .* at seats\\[0\\]\\.deckTop`),
  );
  // Unseen names in deck order rather than catalog order say where each hidden card lies.
  const w = copy(viewFor(s, 0));
  const unseen = w.seats[0].unseen;
  assert.ok(new Set(unseen).size > 1, "a starting deck holds more than one card name");
  w.seats[0].unseen = unseen.slice().reverse();
  assert.deepEqual(viewLeaks(s, 0, w), ["viewer 0: seats[0].unseen is not in catalog order"]);
  const g = copy(viewFor(s, SPECTATOR));
  g.regions[0].unseen = g.regions[0].unseen.slice().reverse();
  assert.deepEqual(viewLeaks(s, SPECTATOR, g), ["viewer -1: regions[0].unseen is not in catalog order"]);
});

Deno.test("leak oracle: another seat's secret base is caught; its own and its teammate's are not", () => {
  for (const format of [undefined, "2v2"] as const) {
    const s = setup({ seed: 9, mode: "secretBases", format });
    const theirs = s.seats[1].bases[0];
    assert.equal(hiddenMask(s, 0)[theirs], 1);
    const v = copy(viewFor(s, 0));
    v.seats[1].bases = [theirs];
    assert.match(
      viewLeaks(s, 0, v).join(),
      new RegExp(`sees hidden card ${theirs} .* at seats\\[1\\]\\.bases`),
    );
    assert.equal(hiddenMask(s, 1)[theirs], 0);
    if (format) assert.equal(hiddenMask(s, 3)[theirs], 0, "seat 3 is seat 1's teammate");
  }
});

Deno.test("leak oracle: real views of seeded random games pass, every viewer, every step", () => {
  const games = [
    ...MODES.map((mode, g) => setup({ seed: 100 + g, mode })),
    setup({ seed: 200, format: "2v2" }),
    setup({ seed: 201, mode: "secretBases", format: "2v2" }),
  ];
  let checked = 0;
  for (const [g, s] of games.entries()) {
    const pick = randomSource(g + 1);
    for (let step = 0; step < 150 && s.winner < 0; step++) {
      assert.deepEqual(checkViews(s), [], `game ${g} step ${step}`);
      const seat = seatsToAct(s)[0];
      const actions = legalActions(s, seat);
      applyLegal(s, seat, actions[pick(actions.length)]);
      checked++;
    }
  }
  assert.ok(checked > 500, `${checked} states checked`);
});

Deno.test("leak oracle: what each viewer may see", () => {
  const s: GameState = fresh("2v2");
  // 2v2: a teammate's hand is seen (table talk), an opponent's is not.
  const mask = hiddenMask(s, 0);
  assert.equal(mask[s.seats[2].hand[0]], 0);
  assert.equal(mask[s.seats[1].hand[0]], 1);
  assert.equal(hiddenMask(s, SPECTATOR)[s.seats[0].hand[0]], 1);
  // A card placed face up on a deck is known to the seats, not to spectators.
  s.seats[1].knownTop = 1;
  const top = s.seats[1].deck.at(-1)!;
  assert.equal(hiddenMask(s, 0)[top], 0);
  assert.equal(hiddenMask(s, SPECTATOR)[top], 1);
  // A galaxy top every seat knows was shown in public; one seat's look is its own.
  const g = s.regions[0];
  const gtop = g.deck.at(-1)!;
  g.knownTop = g.knownTop.map((_, i) => i === 0 ? 1 : 0);
  assert.equal(hiddenMask(s, 0)[gtop], 0);
  assert.equal(hiddenMask(s, 1)[gtop], 1);
  assert.equal(hiddenMask(s, SPECTATOR)[gtop], 1);
  g.knownTop = g.knownTop.map(() => 1);
  assert.equal(hiddenMask(s, SPECTATOR)[gtop], 0);
  // The engine shows a spectator no deck's top at all: a view that did would be caught.
  const v = copy(viewFor(s, SPECTATOR));
  v.regions[0].deckTop = [gtop];
  assert.match(viewLeaks(s, SPECTATOR, v).join(), new RegExp(`sees hidden card ${gtop}`));
});
