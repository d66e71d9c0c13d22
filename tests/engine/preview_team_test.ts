/**
 * 2v2 attack previews: a base attack reaches the whole opposing shared zone, so the preview must count
 * the ships and bases of both opponents, not only the opponent in the attacker's region.
 */
import assert from "node:assert/strict";
import { applyInPlace, cloneState, type GameEvent, previewAttack, viewFor } from "../../engine/mod.ts";
import { opponentInRegion, opponentsOf } from "../../engine/state/seats.ts";
import { randomTeamGames } from "../support/random_team_games.ts";

Deno.test("a 2v2 base attack's preview counts every enemy ship and base, in both regions", () => {
  let compared = 0, otherRegion = 0;
  const games = { games: 12, seed: 900, randSeed: 77, mode: "fullGalaxy", basesToWin: 2 } as const;
  randomTeamGames({ ...games, enough: () => otherRegion >= 5 }, (s, seat, action) => {
    const v = viewFor(s, seat);
    const after = cloneState(s);
    assert.equal(applyInPlace(after, seat, action), null);
    if (action.type === "commit" && action.target === "base" && after.pending.length === 0) {
      const pa = previewAttack(v, action.cards, "base");
      const resolved = cloneState(after);
      const ev: GameEvent[] = [];
      assert.equal(applyInPlace(resolved, seat, { type: "resolve", target: "base" }, ev), null);
      assert.ok(pa.ok && pa.attack, "a base attack is always previewed");
      const enemies = opponentsOf(s, seat);
      const destroyed = enemies.flatMap((o) =>
        s.seats[o].ships.filter((c) => !resolved.seats[o].ships.includes(c))
      );
      assert.deepEqual([...pa.attack.shipsDestroyed].sort(), destroyed.sort(), JSON.stringify(action));
      const baseDamage = ev.reduce(
        (n, e) => n + (e.k === "damageBase" && enemies.includes(e.seat) ? e.n : 0),
        0,
      );
      // Damage left to split between the two bases is a decision: the preview stops there as the game does.
      assert.equal(pa.attack.baseDamage, baseDamage, JSON.stringify(action));
      assert.equal(pa.attack.split, resolved.pending.some((d) => d.kind === "damage"));
      compared++;
      const far = s.seats[opponentsOf(s, seat).find((o) => o !== opponentInRegion(s, seat))!];
      if (destroyed.some((c) => far.ships.includes(c))) otherRegion++;
    }
  });
  assert.ok(
    compared > 20 && otherRegion > 0,
    `compared ${compared}, other region ships destroyed ${otherRegion}`,
  );
});
