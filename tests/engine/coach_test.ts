/**
 * The coach never reveals hidden information: it advises from the seat's own view like the bots, so two full
 * states that give the seat the same view (a random game's state, and one sampled from its view with other
 * hands, deck orders and generator) get the same advice, across many seeds; the cards it names are cards the
 * view shows; its reasons are read from the card data.
 */
import assert from "node:assert/strict";
import { applyLegal, defOf, legalActions, setup, viewFor } from "../../engine/mod.ts";
import { determinize } from "../../engine/bots/mod.ts";
import { adviceOf, coach, gainsOf } from "../../engine/bots/coach.ts";
import { randInt, seedRng } from "../../engine/state/rng.ts";
import { cardDef } from "../../engine/cards/catalog.ts";

/** Card ids an advice names. */
const named = (a: ReturnType<typeof coach>): number[] => {
  if (!a) return [];
  if ("card" in a) return [a.card];
  if (a.do === "attack") return [...a.cards, ...(a.target === "base" ? [] : [a.target])];
  if (a.do === "resolve") return a.target === "base" ? [] : [a.target];
  if (a.do === "answer") return [a.action.pick ?? -1, ...(a.action.picks ?? [])].filter((c) => c >= 0);
  return [];
};

Deno.test("coach: the same advice for two full states that give the seat the same view, over many seeds", () => {
  const games = Deno.env.get("HOLOTABLE_LANE") === "fast" ? 12 : 30;
  let hiddenDiffered = 0;
  for (let seed = 1; seed <= games; seed++) {
    const s = setup({ seed, mode: seed % 3 === 0 ? "fullGalaxy" : "beginner" });
    const rng = seedRng(seed * 7919);
    const steps = 5 + randInt(rng, 120);
    for (let i = 0; i < steps && s.winner < 0; i++) {
      const seat = s.pending.length ? s.pending[0].seat : s.turn.seat;
      const legal = legalActions(s, seat);
      applyLegal(s, seat, legal[randInt(rng, legal.length)]);
    }
    if (s.winner >= 0) continue;
    const seat = s.pending.length ? s.pending[0].seat : s.turn.seat;
    const v = viewFor(s, seat);
    const other = determinize(v, seedRng(seed + 100_000));
    assert.equal(JSON.stringify(viewFor(other, seat)), JSON.stringify(v), `seed ${seed}: the same view`);
    const opp = 1 - seat;
    if (
      JSON.stringify([other.seats[opp].hand, other.seats[seat].deck, other.rng]) !==
        JSON.stringify([s.seats[opp].hand, s.seats[seat].deck, s.rng])
    ) hiddenDiffered++;
    const a = coach(v, { seed: 9 }), b = coach(viewFor(other, seat), { seed: 9 });
    assert.deepEqual(b, a, `seed ${seed}: the same advice`);
    const shown = JSON.stringify(v);
    for (const c of named(a)) {
      assert.ok(shown.includes(String(c)), `seed ${seed}: it names card ${c}, which the view shows`);
    }
  }
  assert.ok(hiddenDiffered >= games / 2, `the hidden parts differed in ${hiddenDiffered} of ${games} pairs`);
});

Deno.test("coach: its reasons are what the card brings", () => {
  const id = (name: string) => {
    const d = cardDef(name);
    for (let c = 0; c < 400; c++) if (defOf(c) === d) return c;
    throw new Error(name);
  };
  assert.deepEqual(gainsOf(id("x_wing")), ["attack", "ability"]);
  assert.deepEqual(gainsOf(id("grand_moff_tarkin")), ["attack", "resources", "force", "ability"]);
  assert.deepEqual(gainsOf(id("star_destroyer")), ["attack", "shield"]);
  assert.deepEqual(adviceOf({ type: "purchase", card: id("imperial_shuttle") }), {
    do: "buy",
    card: id("imperial_shuttle"),
    gains: ["resources"],
  });
  assert.deepEqual(adviceOf({ type: "commit", cards: [1], target: "base" }), {
    do: "attack",
    cards: [1],
    target: "base",
    reward: false,
  });
});
