/** Undo: which moves may be taken back, and that taking one back restores the game for every viewer. */
import assert from "node:assert/strict";
import {
  type Action,
  apply,
  type GameState,
  legalActions,
  seatsToAct,
  setup,
  undoable,
  type UndoCheck,
} from "../../engine/mod.ts";
import { scanUndo } from "../../tools/undo_scan.ts";

/** A beginner game at the first main phase of the Empire's first turn, with every hand card played. */
function firstTurn(): { s: GameState; seat: number } {
  let s = setup({ seed: 4242, mode: "beginner", empireSeat: 0 });
  const seat = s.turn.seat;
  assert.equal(s.turn.phase, "main");
  const r = apply(s, seat, { type: "playAll" });
  assert.ok(r.ok);
  s = r.state;
  return { s, seat };
}

function judge(s: GameState, seat: number, action: Action): { check: UndoCheck; after: GameState } {
  const r = apply(s, seat, action);
  assert.ok(r.ok, `${JSON.stringify(action)} refused: ${!r.ok && r.error.code}`);
  return { check: undoable(s, seat, action, r.state), after: r.state };
}

Deno.test("undo: buying an Outer Rim Pilot may be taken back; buying from the galaxy row may not", () => {
  const { s, seat } = firstTurn();
  const pilot = s.regions[0].pilots[s.regions[0].pilots.length - 1];
  assert.ok(s.seats[seat].resources >= 2, "the opening hand pays for a pilot");
  assert.deepEqual(judge(s, seat, { type: "purchase", card: pilot }).check, { ok: true });
  const row = legalActions(s, seat).find((a) => a.type === "purchase" && a.card !== pilot);
  assert.ok(row, "some galaxy row card is affordable");
  assert.deepEqual(
    judge(s, seat, row).check,
    { ok: false, reason: "revealed" },
    "the row refills from the deck",
  );
});

Deno.test("undo: playing a card from a hidden hand and ending the turn are final", () => {
  const s = setup({ seed: 4242, mode: "beginner", empireSeat: 0 });
  const seat = s.turn.seat;
  const card = s.seats[seat].hand[0];
  assert.deepEqual(judge(s, seat, { type: "play", card }).check, { ok: false, reason: "revealed" });
  assert.deepEqual(judge(s, seat, { type: "endTurn" }).check, { ok: false, reason: "end-turn" });
});

/** Plays every hand and ends turns until the seat on turn can commit an attacker. */
function untilCommit(): { s: GameState; seat: number; commit: Action } {
  let s = setup({ seed: 4242, mode: "beginner", empireSeat: 0 });
  for (let n = 0; n < 200; n++) {
    const seat = seatsToAct(s)[0];
    const legal = legalActions(s, seat);
    const commit = legal.find((a) => a.type === "commit");
    if (commit && s.pending.length === 0) return { s, seat, commit };
    const next = legal.find((a) => a.type === "playAll") ?? legal.find((a) => a.type === "endTurn") ??
      legal[0];
    const r = apply(s, seat, next);
    assert.ok(r.ok);
    s = r.state;
  }
  throw new Error("no attacker in 200 moves");
}

Deno.test("undo: committing attackers may be taken back; only the mover's side's turn counts", () => {
  const { s, seat, commit } = untilCommit();
  const { check } = judge(s, seat, commit);
  assert.deepEqual(check, { ok: true });
  const other = s.seats.findIndex((_, i) => s.seats[i].team !== s.seats[seat].team);
  assert.deepEqual(undoable(s, other, commit, s), { ok: false, reason: "not-own-turn" });
  const shuffled = { ...s, rng: s.rng!.map((x) => x ^ 1) };
  assert.deepEqual(undoable(s, seat, commit, shuffled), { ok: false, reason: "randomness" });
  assert.deepEqual(undoable(s, seat, commit, { ...s, winner: seat }), { ok: false, reason: "game-over" });
});

/** The fast lane (`deno task test:fast`) scans 600 of the games; `deno task test` scans all 3,000. */
const SCANNED = Deno.env.get("HOLOTABLE_LANE") === "fast" ? 600 : 3000;

Deno.test("undo scan: early turns of 3,000 seeded games (600 in the fast lane), every judgement checked, some undos replayed", () => {
  const r = scanUndo({ games: SCANNED, seed: 20261125, undoRate: 0.05, maxActions: 150 });
  assert.deepEqual(r.failures, []);
  assert.equal(r.games, SCANNED);
  assert.ok(r.undone > SCANNED / 6, `${r.undone} moves taken back`);
  for (const kind of ["purchase outer_rim_pilot", "commit", "resolve base"]) {
    assert.ok(r.undoable[kind] > 0, `no "${kind}" judged undoable in ${r.moves} moves`);
  }
  for (const reason of ["end-turn", "revealed", "randomness", "other-side-decides"]) {
    assert.ok(r.refused[reason] > 0, `no refusal "${reason}" in ${r.moves} moves`);
  }
});

Deno.test("undo scan: 12 complete seeded games (late turns: empty decks, destroyed bases)", () => {
  const r = scanUndo({ games: 12, seed: 7, undoRate: 0.02, maxActions: 20_000 });
  assert.deepEqual(r.failures, []);
  assert.ok(r.undone > 0 && r.refused["game-over"] === 12, JSON.stringify(r.refused));
});
