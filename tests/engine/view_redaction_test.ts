/** The view's turn record names no card the viewer cannot see (Ord Mantell's bounty after a reshuffle). */
import assert from "node:assert/strict";
import { setup, SPECTATOR, viewFor } from "../../engine/mod.ts";

Deno.test("a bounty-hunted neutral unit now hidden in the galaxy deck is not named in any view", () => {
  const s = setup({ seed: 5 });
  const g = s.regions[0];
  const hidden = g.deck[0];
  s.turn.bountyNeutral = hidden;
  for (const viewer of [0, 1, SPECTATOR]) {
    const v = viewFor(s, viewer);
    assert.equal(v.turn.bountyNeutral, -2, `viewer ${viewer}: used, on a card it cannot see`);
    assert.ok(!(hidden in v.cards));
  }
  const shown = g.row[0];
  s.turn.bountyNeutral = shown;
  assert.equal(viewFor(s, SPECTATOR).turn.bountyNeutral, shown, "a card in the row stays named");
});
