/**
 * Aiming a base attack on the page (2v2): the enemy base to click is a base on the table, and it is the
 * one the attack damages, also while the opponent across has lost its base and not yet chosen a new one
 * (the attack then goes to the other enemy base).
 */
import assert from "node:assert/strict";
import { applyInPlace, cloneState, type GameEvent, viewFor } from "../../engine/mod.ts";
import { opponentInRegion, opponentsOf } from "../../engine/state/seats.ts";
import { aimsOf, attackOn, enemyBase, splitsBases, succeeds } from "../../ui/aiming.ts";
import { randomTeamGames } from "../support/random_team_games.ts";

Deno.test("a 2v2 base attack is aimed at a base on the table, the other enemy's while the one across has none", () => {
  let aimed = 0, acrossGone = 0;
  const games = { games: 40, seed: 300, randSeed: 5, mode: "beginner", basesToWin: 3 } as const;
  randomTeamGames({ ...games, enough: () => acrossGone >= 5 }, (s, seat, action) => {
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
  });
  assert.ok(aimed > 20 && acrossGone > 0, `aimed ${aimed}, with the base across gone ${acrossGone}`);
});

Deno.test("a 2v2 base attack's preview says whether its damage will be split between the enemy bases or among ships", () => {
  const seen = { bases: 0, ships: 0 };
  const games = { games: 60, seed: 400, randSeed: 9, mode: "fullGalaxy", basesToWin: 3 } as const;
  randomTeamGames({ ...games, enough: () => seen.bases >= 5 && seen.ships >= 3 }, (s, seat, action) => {
    if (action.type !== "commit" || action.target !== "base") return;
    const v = viewFor(s, seat), a = attackOn(v, action.cards, "base");
    if (!a?.split) return;
    const after = cloneState(s);
    assert.equal(applyInPlace(after, seat, action), null);
    assert.equal(applyInPlace(after, seat, { type: "resolve", target: "base" }), null);
    const split = after.pending.find((d) => d.kind === "damage");
    assert.ok(split && split.kind === "damage", "the preview foresaw a split");
    assert.equal(splitsBases(v, a), split.purpose === "splitBases", `${split.purpose}`);
    seen[split.purpose === "splitBases" ? "bases" : "ships"]++;
  });
  assert.ok(
    seen.bases >= 5 && seen.ships >= 3,
    `splits between bases ${seen.bases}, among ships ${seen.ships}`,
  );
});
