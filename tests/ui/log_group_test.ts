/** The page's log groups a run of plays of the same card by the same seat into one line, in both languages. */
import assert from "node:assert/strict";
import { defOf, type GameEvent, logLine } from "../../engine/mod.ts";
import { duel } from "../support/cast.ts";
import { group } from "../../ui/Log.tsx";
import type { LogLine } from "../../ui/store.ts";
import { fmt, MESSAGES } from "../../ui/i18n.ts";

/** Instance ids of a card name (the first `n` found). */
function instances(id: string, n: number): number[] {
  const out: number[] = [];
  for (let c = 0; out.length < n && c < 400; c++) {
    try {
      if (defOf(c).id === id) out.push(c);
    } catch { /* not a card id */ }
  }
  return out;
}

for (const lang of ["en", "es"] as const) {
  Deno.test(`log (${lang}): four Imperial Shuttles read as one line with their count and total`, () => {
    const [s1, s2, s3, s4] = instances("imperial_shuttle", 4);
    const [trooper] = instances("stormtrooper", 1);
    const play = (card: number, seat = 0): GameEvent => ({ k: "play", seat, card, resources: 1, force: 0 });
    const events: GameEvent[] = [
      { k: "turn", seat: 0, n: 1 },
      play(s1),
      play(s2),
      play(s3),
      { k: "play", seat: 0, card: trooper, resources: 0, force: 0 },
      play(s4),
      play(s4, 1),
    ];
    const lines: LogLine[] = events.map((e) => ({ e, x: logLine(e, 0, duel(), lang)! }));
    const g = group(lines);
    assert.deepEqual(g.map((x) => [x.e?.k, x.n, x.r]), [
      ["turn", 1, 0],
      ["play", 3, 3],
      ["play", 1, 0],
      ["play", 1, 1],
      ["play", 1, 1],
    ], "a run is cut by another card and by another seat");
    const t = MESSAGES[lang];
    assert.equal(
      fmt(t.logTotal, { n: 3, g: fmt(t.resN, { n: g[1].r }) }),
      lang === "en" ? "×3: 3 resources in all" : "×3: 3 recursos en total",
    );
    assert.equal(g[1].x, lines[1].x, "the group keeps the first line's words (the server's phrasebook)");
  });
}
