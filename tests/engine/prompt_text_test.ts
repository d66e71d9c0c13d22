/**
 * Prompts worded for their reader: a decision another side's card asks names whose card it is and words
 * its options for the seat that answers; every other reader reads who is choosing what (1v1 and 2v2, in
 * English and Spanish). The generated check over every decision kind is tests/server/reader_prompts_test.ts.
 */
import assert from "node:assert/strict";
import { promptsFor, promptText } from "../../engine/text/prompts.ts";
import { buildTable, parseScenarios } from "../support/notation/mod.ts";
import { runStep } from "../support/notation/steps.ts";
import { type GameState, SPECTATOR, viewFor } from "../../engine/mod.ts";

/** A table set and played by scenario steps. */
function table(text: string): GameState {
  const sc = parseScenarios(`scenario: t\n${text}`)[0];
  const s = buildTable(sc);
  for (const { kind, line } of sc.script) if (kind === "step") assert.equal(runStep(s, line.text, []), null);
  return s;
}

Deno.test("a choice the Rebels' card gives the Empire is worded for the Empire; the other readers read who is choosing", () => {
  const s = table(`table:
  turn: rebel
  rebel play: B-Wing, Duros Spy
  empire hand: Stormtrooper
steps:
  rebel: use B-Wing
`);
  const read = (viewer: number, lang: "en" | "es") => promptsFor(viewFor(s, viewer), lang)[0];
  assert.deepEqual(read(0, "en"), {
    title: "The Rebels' B-Wing: choose one.",
    options: ["Discard 1 card from your hand.", "Their B-Wing gains 2 attack."],
    pass: undefined,
  });
  assert.deepEqual(read(0, "es").options, ["Descarta 1 carta de tu mano.", "Su Ala-B gana 2 de Ataque."]);
  assert.equal(read(0, "es").title, "Ala-B de los Rebeldes: elige una opción.");
  assert.deepEqual(read(1, "en"), {
    title: "Your B-Wing: the Empire player is choosing one option.",
    options: [],
  });
  assert.equal(read(1, "es").title, "Tu Ala-B: el jugador Imperial está eligiendo una opción.");
  assert.equal(read(SPECTATOR, "en").title, "The Rebels' B-Wing: the Empire player is choosing one option.");
  assert.equal(
    promptsFor(viewFor(s, 1), "en", [0])[0].title,
    "Your B-Wing: the computer is choosing one option.",
  );
  const spy = table(`table:
  turn: rebel
  force: center
  rebel play: Duros Spy
  empire hand: Stormtrooper
steps:
  rebel: use Duros Spy
`);
  const duros = (lang: "en" | "es") => promptsFor(viewFor(spy, 0), lang)[0].options;
  assert.deepEqual(duros("en"), ["Discard 1 card from your hand.", "The Rebels gain 1 Force."]);
  assert.deepEqual(duros("es"), ["Descarta 1 carta de tu mano.", "Los Rebeldes ganan 1 de Fuerza."]);
  // Without a reader (the scenario notation's view of a decision), the card's own words.
  assert.deepEqual(promptText(spy.pending[0], "en").options, [
    "Your opponent discards 1 card from their hand.",
    "Gain 1 Force.",
  ]);
});

Deno.test("2v2: a card of another seat names its owner (teammate, or side and region) in the decider's title", () => {
  const s = table(`options: format=2v2 mode=fullGalaxy
table:
  turn: rebel
  rebel 2 base: Yavin IV
  rebel 1 play: Snowspeeder
  empire 1 hand: Stormtrooper, TIE Fighter
steps:
  rebel 1: use Snowspeeder
`);
  assert.equal(
    promptsFor(viewFor(s, 0), "en")[0].title,
    "The Rebels' Snowspeeder (region 1): discard a card from your hand.",
  );
  assert.equal(
    promptsFor(viewFor(s, 2), "es")[0].title,
    "Deslizador de nieve de los Rebeldes (región 1): tu compañero está eligiendo la carta de su mano que descarta.",
  );
  runStep(s, "empire 1: pick Stormtrooper", []);
  assert.equal(
    promptsFor(viewFor(s, 1), "en")[0].title,
    "Your teammate's Yavin IV: choose the enemy base to deal the damage to.",
  );
  assert.equal(
    promptsFor(viewFor(s, 3), "en")[0].title,
    "Your Yavin IV: your teammate is choosing where to deal the damage.",
  );
});
