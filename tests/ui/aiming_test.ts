/**
 * Aiming a base attack on the page (2v2): the enemy base to click is a base on the table, and it is the
 * one the attack damages, also while the opponent across has lost its base and not yet chosen a new one
 * (the attack then goes to the other enemy base).
 */
import assert from "node:assert/strict";
import {
  applyInPlace,
  cloneState,
  type GameEvent,
  legalActions,
  seatsToAct,
  setup,
  viewFor,
} from "../../engine/mod.ts";
import { randomSource } from "../../engine/rng.ts";
import { opponentInRegion, opponentsOf } from "../../engine/seats.ts";
import { aimsOf, attackOn, enemyBase, succeeds } from "../../ui/aiming.ts";

Deno.test("a 2v2 base attack is aimed at a base on the table, the other enemy's while the one across has none", () => {
  let aimed = 0, acrossGone = 0;
  for (let g = 0; g < 40 && acrossGone < 5; g++) {
    const rand = randomSource(g + 5);
    const s = setup({ seed: 300 + g, mode: "beginner", basesToWin: 3, format: "2v2" });
    while (s.winner < 0 && s.turn.n < 300) {
      const seats = seatsToAct(s);
      const seat = seats[rand(seats.length)];
      const legal = legalActions(s, seat);
      const action = legal[rand(legal.length)];
      if (action.type === "commit" && action.target === "base") {
        const v = viewFor(s, seat), a = attackOn(v, action.cards, "base");
        const bases = opponentsOf(s, seat).map((o) => s.seats[o].base).filter((b) => b >= 0);
        const gone = s.seats[opponentInRegion(s, seat)].base < 0;
        if (succeeds(a)) {
          const card = [...aimsOf(v, action.cards)].find(([, t]) => t === "base")?.[0];
          assert.ok(card !== undefined && bases.includes(card), `aimed at ${card}, enemy bases ${bases}`);
          const after = cloneState(s), ev: GameEvent[] = [];
          assert.equal(applyInPlace(after, seat, action), null);
          assert.equal(applyInPlace(after, seat, { type: "resolve", target: "base" }, ev), null);
          const hit = ev.flatMap((e) => e.k === "damageBase" ? [e.card] : []);
          if (!a!.split) assert.ok(hit.every((c) => c === card), `damaged ${hit}, aimed at ${card}`);
          aimed++;
          if (gone) acrossGone++;
        }
        assert.equal(enemyBase(v), gone ? bases[0] ?? -1 : s.seats[opponentInRegion(s, seat)].base);
      }
      applyInPlace(s, seat, action);
    }
  }
  assert.ok(aimed > 20 && acrossGone > 0, `aimed ${aimed}, with the base across gone ${acrossGone}`);
});
