/**
 * Standing answers (engine/bots/standing.ts): every off-turn decision the card pool can raise is listed
 * (random games in every mode and in 2v2 find no other), and the answer comes from the seat's view alone,
 * deterministically.
 */
import assert from "node:assert/strict";
import {
  type Action,
  apply,
  applyInPlace,
  defOf,
  type GameState,
  legalActions,
  type Mode,
  onTurn,
  seatsToAct,
  setup,
  viewFor,
} from "../../engine/mod.ts";
import { randomSource } from "../../engine/state/rng.ts";
import { OFF_TURN, offTurnKey, standingAnswer, type StandingAnswers } from "../../engine/bots/standing.ts";
import { buildTable, parseScenarios } from "../support/notation/mod.ts";
import { runStep } from "../support/notation/steps.ts";

/** The table of a scenario text, after its steps. */
function dealt(text: string): GameState {
  const sc = parseScenarios(text)[0];
  const s = buildTable(sc);
  for (const { kind, line } of sc.script) {
    if (kind !== "step") continue;
    const msg = runStep(s, line.text, []);
    if (msg) throw new Error(`${line.text}: ${msg}`);
  }
  return s;
}

const EMPIRE = 0;

const bWing = (empireHand: string, rebelDeck = "X-Wing, Y-Wing") =>
  dealt(`scenario: B-Wing asks the Empire
table:
  turn: rebel
  rebel play: B-Wing
  rebel deck: ${rebelDeck}
  empire hand: ${empireHand}
steps:
  rebel: use B-Wing
`);

/** Plays the seat's standing answers (as the server does) until none applies; the actions played. */
function playStanding(s: GameState, seat: number, answers: StandingAnswers): Action[] {
  const played: Action[] = [];
  for (let a = standingAnswer(viewFor(s, seat), answers); a; a = standingAnswer(viewFor(s, seat), answers)) {
    assert.equal(applyInPlace(s, seat, a), null);
    played.push(a);
  }
  return played;
}

Deno.test("every off-turn decision of random games (1v1 in each mode, 2v2) has an entry, and each entry occurs", () => {
  const seen = new Map<string, number>();
  const games: { mode: Mode; format?: "2v2"; n: number }[] = [
    { mode: "beginner", n: 40 },
    { mode: "fullGalaxy", n: 40 },
    { mode: "secretBases", n: 20 },
    { mode: "fullGalaxy", format: "2v2", n: 12 },
  ];
  for (const [gi, o] of games.entries()) {
    for (let g = 0; g < o.n; g++) {
      const rand = randomSource(1000 * gi + g);
      const s = setup({ seed: 500 + 1000 * gi + g, mode: o.mode, format: o.format });
      while (s.winner < 0 && s.turn.n < 200) {
        for (const d of s.pending) {
          if (onTurn(s, d.seat) && s.turn.phase !== "setup") continue;
          const key = offTurnKey(d);
          assert.ok(key in OFF_TURN, `off-turn decision ${key} (card ${d.src}) has no standing-answer entry`);
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
        const seats = seatsToAct(s);
        const seat = seats[rand(seats.length)];
        const legal = legalActions(s, seat);
        applyInPlace(s, seat, legal[rand(legal.length)]);
      }
    }
  }
  for (const key of Object.keys(OFF_TURN)) {
    assert.ok(seen.has(key), `${key} never occurred: ${[...seen.keys()]}`);
  }
});

Deno.test("B-Wing: 'discard' then 'lowest cost' answers both questions; the cheapest card goes", () => {
  const s = bWing("TIE Fighter, Stormtrooper, Imperial Shuttle");
  const played = playStanding(s, EMPIRE, { opponentChoice: "discard", discard: "lowestCost" });
  assert.equal(played.length, 2);
  assert.equal(s.pending.length, 0);
  const gone = s.seats[EMPIRE].discard.map((c) => defOf(c).id);
  assert.equal(gone.length, 1);
  assert.equal(defOf(s.seats[EMPIRE].discard[0]).cost, 0);
  assert.ok(
    s.seats[EMPIRE].hand.some((c) => defOf(c).id === "tie_fighter"),
    "the TIE Fighter (cost 1) stays",
  );
});

Deno.test("ties of cost go to the lowest card id", () => {
  const s = bWing("Stormtrooper, Stormtrooper, Imperial Shuttle");
  playStanding(s, EMPIRE, { opponentChoice: "discard" });
  const view = viewFor(s, EMPIRE);
  const hand = view.seats[EMPIRE].hand!;
  const a = standingAnswer(view, { discard: "lowestCost" });
  assert.deepEqual(a, { type: "answer", decision: s.pending[0].id, pick: Math.min(...hand) });
});

Deno.test("'bonus' leaves the hand alone and gives B-Wing its 2 attack", () => {
  const s = bWing("Stormtrooper, Imperial Shuttle");
  const played = playStanding(s, EMPIRE, { opponentChoice: "bonus", discard: "lowestCost" });
  assert.equal(played.length, 1);
  assert.equal(s.pending.length, 0);
  assert.equal(s.seats[EMPIRE].hand.length, 2);
});

Deno.test("'ask' (or no setting) answers nothing: the decision waits", () => {
  const s = bWing("Stormtrooper, TIE Fighter");
  assert.equal(standingAnswer(viewFor(s, EMPIRE), {}), null);
  assert.equal(standingAnswer(viewFor(s, EMPIRE), { opponentChoice: "ask", discard: "lowestCost" }), null);
  playStanding(s, EMPIRE, { opponentChoice: "discard" });
  assert.equal(s.pending[0].purpose, "discardHand");
  assert.equal(standingAnswer(viewFor(s, EMPIRE), { opponentChoice: "discard", discard: "ask" }), null);
});

Deno.test("on the seat's own turn nothing is answered: a discard from its own hand is its own choice", () => {
  const s = dealt(`scenario: own discard
table:
  turn: empire
  empire hand: Stormtrooper, TIE Fighter
`);
  const cards = s.seats[EMPIRE].hand.slice();
  s.pending.push({
    id: 99,
    seat: EMPIRE,
    kind: "pick",
    purpose: "discardHand",
    src: -1,
    cards,
    k: { op: "discardHand", seat: 0, src: -1 },
  });
  assert.equal(standingAnswer(viewFor(s, EMPIRE), { discard: "lowestCost" }), null);
});

Deno.test("the answer reads only the seat's view: two states with the same view give the same answer", () => {
  const a = bWing("TIE Fighter, Stormtrooper", "X-Wing, Y-Wing");
  const b = bWing("TIE Fighter, Stormtrooper", "Y-Wing, X-Wing");
  assert.notDeepEqual(a.seats[1].deck, b.seats[1].deck);
  const settings: StandingAnswers = { opponentChoice: "discard", discard: "lowestCost" };
  for (;;) {
    const va = viewFor(a, EMPIRE), vb = viewFor(b, EMPIRE);
    assert.deepEqual(va, vb);
    const x = standingAnswer(va, settings);
    assert.deepEqual(x, standingAnswer(vb, settings));
    if (!x) break;
    applyInPlace(a, EMPIRE, x);
    applyInPlace(b, EMPIRE, x);
  }
  assert.equal(a.seats[EMPIRE].discard.length, 1);
});

Deno.test("Lando Calrissian: the Empire's standing discard is legal for the engine and takes the cheapest card", () => {
  const lando = dealt(`scenario: Lando
table:
  turn: rebel
  force: rebel end
  rebel play: Lando Calrissian
  rebel deck: X-Wing
  empire hand: AT-ST, Stormtrooper
steps:
  rebel: use Lando Calrissian
`);
  const x = standingAnswer(viewFor(lando, EMPIRE), { discard: "lowestCost" });
  assert.ok(x && x.type === "answer" && x.pick !== undefined && defOf(x.pick).id === "stormtrooper");
  assert.ok(apply(lando, EMPIRE, x).ok);
});

Deno.test("2v2: the opponent in B-Wing's region is asked, and only that seat's standing answers give the answer", () => {
  const s = dealt(`scenario: B-Wing in region 2
options: format=2v2
table:
  turn: rebel
  rebel 2 play: B-Wing
  empire 2 hand: TIE Fighter, Stormtrooper
  empire 1 hand: Stormtrooper
steps:
  rebel 2: use B-Wing
`);
  const d = s.pending[0];
  assert.equal(s.pending.length, 1);
  assert.equal(s.seats[d.seat].faction, "empire");
  const mate = s.seats.findIndex((p, i) => i !== d.seat && p.faction === "empire");
  const settings: StandingAnswers = { opponentChoice: "discard", discard: "lowestCost" };
  assert.equal(standingAnswer(viewFor(s, mate), settings), null, "the teammate is not the one asked");
  const played = playStanding(s, d.seat, settings);
  assert.equal(played.length, 2);
  assert.deepEqual(s.seats[d.seat].discard.map((c) => defOf(c).id), ["stormtrooper"]);
  assert.equal(s.seats[mate].hand.length, 1, "the teammate's hand is untouched");
});
