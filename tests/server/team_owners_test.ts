/**
 * 2v2 names owners: a base or capital ship offered by a decision (damage split, ability damage, repairs,
 * destroying a ship) is labelled, in the envelope's prompts, with whose it is and its region, and every log
 * line about one says the same; 1v1 keeps its plain names where nothing needs telling apart.
 */
import assert from "node:assert/strict";
import { eventFor, type GameEvent, type GameState, type Lang, logLine } from "../../engine/mod.ts";
import { buildTable, parseScenarios } from "../support/notation/mod.ts";
import { runStep } from "../support/notation/steps.ts";
import { envelope } from "../../server/present.ts";
import type { GameHead } from "../../server/model/mod.ts";

/** Sets the table of a scenario text and runs its steps: the state and every event. */
function play(text: string): { s: GameState; events: GameEvent[] } {
  const sc = parseScenarios(`scenario: t\n${text}`)[0];
  const s = buildTable(sc);
  const events: GameEvent[] = [];
  for (const { kind, line } of sc.script) {
    if (kind === "step") assert.equal(runStep(s, line.text, events), null, line.text);
  }
  return { s, events };
}

/** The prompt of the first pending decision as `viewer` receives it. */
function prompt(s: GameState, viewer: number, lang: Lang) {
  const head = {
    seats: s.seats.map(() => "x"),
    rematch: null,
    at: 0,
    bots: [],
    last: null,
    state: s,
    seq: 0,
  };
  return envelope(head as unknown as GameHead, viewer, s).prompts[lang][0];
}

/** The log lines of the events for `viewer`. */
function lines(s: GameState, events: GameEvent[], viewer: number, lang: Lang): string[] {
  const cast = { seats: s.seats, computers: [] };
  return events.flatMap((e) => {
    const shown = eventFor(e, viewer);
    const line = shown && logLine(shown, viewer, cast, lang);
    return line ? [line] : [];
  });
}

const SPLIT = `options: format=2v2
table:
  turn: empire
  empire 1 play: Stormtrooper, Death Trooper
  empire 2 play: AT-ST
steps:
  empire 1: commit Stormtrooper, Death Trooper to base
  empire 2: commit AT-ST to base
  empire 2: resolve base
`;

Deno.test("2v2 damage split: the two enemy bases of the same name are offered with their owner and region", () => {
  const { s } = play(SPLIT);
  assert.equal(s.pending[0].purpose, "splitBases");
  const en = prompt(s, 2, "en");
  assert.equal(en.title, "Assign 9 damage among the enemy bases.");
  assert.deepEqual(en.cards, ["Dantooine — Rebels, region 1", "Dantooine — Rebels, region 2"]);
  assert.deepEqual(prompt(s, 2, "es").cards, [
    "Dantooine — Rebeldes, región 1",
    "Dantooine — Rebeldes, región 2",
  ]);
});

Deno.test("2v2 log: damage to a base names whose base it is and its region, for each reader", () => {
  const { s, events } = play(
    `${SPLIT}  empire 2: assign 3 to rebel 1 base\n  empire 2: assign 6 to rebel 2 base\n`,
  );
  const damage = (viewer: number, lang: Lang) =>
    lines(s, events, viewer, lang).filter((l) => /takes|sufre/.test(l));
  assert.deepEqual(damage(2, "en"), [
    "Dantooine (Rebels, region 1) takes 3 damage.",
    "Dantooine (Rebels, region 2) takes 6 damage.",
  ]);
  assert.deepEqual(damage(1, "en"), [
    "Dantooine (yours, region 1) takes 3 damage.",
    "Dantooine (your teammate's, region 2) takes 6 damage.",
  ]);
  assert.deepEqual(damage(3, "es"), [
    "Dantooine (de tu compañero, región 1) sufre 3 de daño.",
    "Dantooine (tuya, región 2) sufre 6 de daño.",
  ]);
});

Deno.test("2v2 repairs: the player's base and its teammate's are told apart, in the choice and in the log", () => {
  const { s, events } = play(`options: format=2v2
table:
  turn: rebel
  force: rebel end
  rebel 1 hand: U-Wing
  rebel 1 base: Dantooine (damage 3)
  rebel 2 base: Dantooine (damage 4)
steps:
  rebel 1: play U-Wing
  rebel 1: use U-Wing
`);
  assert.equal(s.pending[0].purpose, "repair");
  assert.deepEqual(prompt(s, 1, "en").cards, [
    "Dantooine — yours, region 1",
    "Dantooine — your teammate's, region 2",
  ]);
  runStep(s, "rebel 1: pick rebel 2 base", events);
  const repaired = (viewer: number, lang: Lang) =>
    lines(s, events, viewer, lang).filter((l) => /repair|repar/i.test(l));
  assert.deepEqual(repaired(1, "en"), ["3 damage is repaired on your teammate's base (region 2)."]);
  assert.deepEqual(repaired(0, "en"), ["3 damage is repaired on the Rebel base in region 2."]);
  assert.deepEqual(repaired(3, "es"), ["Se reparan 3 de daño en tu base (región 2)."]);
});

Deno.test("2v2 capital ships: two ships of the same name are offered with their owner, and the log names each", () => {
  const { s, events } = play(`options: format=2v2
table:
  turn: empire
  rebel 1 play: Mon Calamari Cruiser
  rebel 2 play: Mon Calamari Cruiser
  empire 1 play: Death Trooper
steps:
  empire 1: attack base with Death Trooper
`);
  assert.equal(s.pending[0].purpose, "split");
  assert.deepEqual(prompt(s, 0, "en").cards, [
    "Mon Calamari Cruiser — Rebels, region 1",
    "Mon Calamari Cruiser — Rebels, region 2",
  ]);
  assert.deepEqual(prompt(s, 0, "es").cards, [
    "Crucero Mon Calamari — Rebeldes, región 1",
    "Crucero Mon Calamari — Rebeldes, región 2",
  ]);
  assert.equal(runStep(s, "empire 1: assign 1 to Mon Calamari Cruiser", events), null);
  assert.deepEqual(lines(s, events, 3, "en").filter((l) => /takes/.test(l)), [
    `Mon Calamari Cruiser (${
      s.seats[1].ships.length ? "your teammate's, region 1" : "yours, region 2"
    }) takes 1 damage.`,
  ]);
  const { s: t, events: e2 } = play(`options: format=2v2
table:
  turn: empire
  rebel 1 play: Rebel Transport
  rebel 2 play: Mon Calamari Cruiser
  empire 1 play: Star Destroyer, Death Trooper
  empire 2 play: AT-ST, Stormtrooper
steps:
  empire 1: commit Star Destroyer, Death Trooper to base
  empire 2: commit AT-ST, Stormtrooper to base
  empire 1: resolve base
`);
  const destroyed = lines(t, e2, 2, "en").filter((l) => /destroyed/.test(l));
  assert.deepEqual(destroyed, [
    "Rebel Transport (Rebels, region 1) is destroyed.",
    "Mon Calamari Cruiser (Rebels, region 2) is destroyed.",
  ]);
});

Deno.test("1v1 keeps its plain names where one opponent holds every card offered, and tells apart a ship in play from one in the row", () => {
  const { s, events } = play(`table:
  turn: rebel
  rebel play: Y-Wing, X-Wing
  empire play: Star Destroyer
steps:
  rebel: attack base with X-Wing
  rebel: use Y-Wing
`);
  assert.deepEqual(lines(s, events, 1, "en").filter((l) => /takes/.test(l)), [
    "Star Destroyer takes 3 damage.",
  ]);
  assert.equal(s.pending[0].purpose, "damageTarget");
  assert.equal(prompt(s, 1, "en").cards, undefined);
  const { s: t } = play(`table:
  turn: rebel
  rebel play: Hammerhead Corvette
  empire play: Star Destroyer
  row: Star Destroyer
steps:
  rebel: use Hammerhead Corvette
`);
  assert.equal(t.pending[0].purpose, "destroy");
  assert.deepEqual(prompt(t, 1, "en").cards?.toSorted(), [
    "Star Destroyer — Empire",
    "Star Destroyer — galaxy row",
  ]);
  assert.deepEqual(prompt(t, 1, "es").cards?.toSorted(), [
    "Destructor estelar — Imperio",
    "Destructor estelar — fila de la galaxia",
  ]);
});

Deno.test("2v2 ability damage to a base (Rodia): the title offers the enemy bases, not capital ships they may not be", () => {
  const { s } = play(`options: format=2v2 mode=fullGalaxy
table:
  turn: rebel
  empire 1 base: none
  empire 1 bases: Rodia
  region 1 row: X-Wing
  region 2 row: Y-Wing, Rebel Commando, TIE Fighter
  rebel 1 play: Nebulon-B Frigate
steps:
  rebel 1: end turn
  rebel 2: end turn
  empire 1: no
`);
  assert.equal(s.pending[0].purpose, "damageTarget");
  const decider = s.pending[0].seat;
  assert.equal(
    prompt(s, decider, "en").title,
    "Your teammate's Rodia: choose the enemy base to deal the damage to.",
  );
  assert.equal(
    prompt(s, decider, "es").title,
    "Rodia de tu compañero: elige la base enemiga que recibe el daño.",
  );
  assert.deepEqual(prompt(s, decider, "en").cards, [
    "Dantooine — Rebels, region 1",
    "Dantooine — Rebels, region 2",
  ]);
});
