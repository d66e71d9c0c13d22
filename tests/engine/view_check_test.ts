/**
 * The browser's first paint asks `checkFromView` which moves are allowed and the second bundle's
 * `preview` carries them out: over random games, both answer the same for legal and illegal moves.
 */
import assert from "node:assert/strict";
import {
  type Action,
  applyLegal,
  checkFromView,
  legalActions,
  preview,
  seatsToAct,
  setup,
  viewFor,
} from "../../engine/mod.ts";
import { randomSource } from "../../engine/state/rng.ts";

/** Moves the viewer might click: the legal ones and others on every card it sees. */
function candidates(s: ReturnType<typeof setup>, seat: number): Action[] {
  const out: Action[] = [...legalActions(s, seat), { type: "endTurn" }, { type: "playAll" }];
  const p = s.seats[seat], row = s.regions[p.region].row.filter((c) => c >= 0);
  for (const card of p.hand) out.push({ type: "play", card });
  for (const card of [...p.play, ...p.ships, p.base, ...p.discard]) {
    out.push({ type: "ability", card }, { type: "commit", cards: [card], target: "base" });
    for (const target of row) out.push({ type: "commit", cards: [card], target });
  }
  for (const card of row) {
    out.push({ type: "purchase", card }, { type: "payOff", card }, { type: "resolve", target: card });
  }
  out.push({ type: "resolve", target: "base" });
  return out;
}

Deno.test("checkFromView allows exactly the moves preview accepts", () => {
  let allowed = 0, refused = 0;
  for (let g = 0; g < 6; g++) {
    const rand = randomSource(g + 41);
    const s = setup({ seed: 900 + g, mode: g % 2 ? "fullGalaxy" : "beginner", payOffNeutral: g % 3 === 0 });
    while (s.winner < 0 && s.turn.n < 60) {
      const seats = seatsToAct(s);
      const seat = seats[rand(seats.length)];
      const v = viewFor(s, seat);
      for (const a of candidates(s, seat)) {
        const ok = checkFromView(v, a) === null;
        assert.equal(ok, preview(v, a).ok, JSON.stringify(a));
        ok ? allowed++ : refused++;
      }
      const legal = legalActions(s, seat);
      applyLegal(s, seat, legal[rand(legal.length)]);
    }
  }
  assert.ok(allowed > 1000 && refused > 1000, `${allowed} allowed, ${refused} refused`);
});
