/**
 * Motion's pure parts: where cards lie and come from, the "while you were away" summary read from
 * events (English and Spanish), and the pacing of the other seats' versions (a fake table's store,
 * mocked timers).
 */
import assert from "node:assert/strict";
import { mock } from "node:test";
import { signal } from "@preact/signals";
import { defOf, type GameEvent, setup, viewFor } from "../../engine/mod.ts";
import { recap, recapLines } from "../../ui/recap.ts";
import { RECAP_WORDS } from "../../ui/recap_words.ts";
import { cameFrom, spots, wentTo } from "../../ui/spots.ts";
import { holdFor, hurry, MOST_WAITING, pace, travelFor } from "../../ui/pace.ts";
import type { Store } from "../../ui/store.ts";
import type { Envelope } from "../../api/contract.ts";

/** Instance ids of a card name. */
const ids = (id: string) => Array.from({ length: 140 }, (_, c) => c).filter((c) => defOf(c).id === id);

Deno.test("spots: every card a view shows, by zone and seat; where unseen cards come from and go", () => {
  const v = viewFor(setup({ seed: 21 }), 1);
  const at = spots(v);
  for (const c of v.seats[1].hand!) assert.deepEqual(at.get(c), { z: "h", i: 1 });
  for (const c of v.regions[0].row) assert.deepEqual(at.get(c), { z: "r", i: 0 });
  assert.deepEqual(at.get(v.seats[0].base), { z: "b", i: 0 });
  assert.equal(at.has(v.seats[0].hand?.[0] ?? -1), false, "the opponent's hand is not shown");
  assert.deepEqual(cameFrom({ z: "p", i: 0 }), { z: "h", i: 0 }, "a card in play came from its hand");
  assert.deepEqual(cameFrom({ z: "h", i: 1 }), { z: "t", i: 1 }, "a card in hand came from the deck");
  assert.deepEqual(cameFrom({ z: "r", i: 0 }), { z: "k", i: 0 }, "a row card came from the galaxy deck");
  assert.deepEqual(wentTo({ z: "r", i: 0 }), { z: "k", i: 0 });
  assert.deepEqual(wentTo({ z: "p", i: 1 }), { z: "t", i: 1 });
  assert.equal(wentTo({ z: "x", i: 0 }), null);
});

Deno.test("recap: what the other seats did, per seat, in English and Spanish; the viewer's own moves left out", () => {
  const [s1, s2, s3] = ids("imperial_shuttle"), [tie] = ids("tie_fighter"), [xw] = ids("x_wing");
  const [lothal] = ids("lothal"), [dantooine] = ids("dantooine"), [ywing] = ids("y_wing");
  const play = (card: number, seat = 0, force = 0): GameEvent => ({
    k: "play",
    seat,
    card,
    resources: 1,
    force,
  });
  const events: GameEvent[] = [
    { k: "turn", seat: 0, n: 3 },
    play(s1),
    play(s2),
    play(tie, 0, 1),
    play(s3),
    { k: "purchase", seat: 0, card: xw, from: "row", free: false, src: -1 },
    { k: "gain", seat: 0, src: tie, attack: 0, resources: 0, force: 1 },
    { k: "attack", seat: 0, target: -1, cards: [tie], n: 5 },
    { k: "damageBase", seat: 1, card: dantooine, n: 3, by: 0, src: tie },
    { k: "damageBase", seat: 1, card: dantooine, n: 2, by: 0, src: tie },
    { k: "baseDestroyed", seat: 1, card: dantooine, by: 0 },
    { k: "defeat", seat: 0, card: ywing, cards: [tie] },
    { k: "endTurn", seat: 0 },
    play(ids("alliance_shuttle")[0], 1),
    { k: "damageBase", seat: 0, card: lothal, n: 1, by: 1, src: -1 },
  ];
  const rs = recap(events, 1);
  assert.deepEqual(rs.map((r) => r.seat), [0], "only the other seat");
  assert.deepEqual(recapLines(rs[0], "en", RECAP_WORDS.en), [
    "Played: 3 × Imperial Shuttle, TIE Fighter",
    "Bought: X-Wing",
    "Damage: 5 to Dantooine",
    "Defeated in the galaxy row: Y-Wing",
    "Destroyed: Dantooine",
    "Force gained: 2",
  ]);
  assert.deepEqual(recapLines(rs[0], "es", RECAP_WORDS.es), [
    "Jugadas: 3 × Lanzadera imperial, Caza TIE",
    "Adquiridas: Ala-X",
    "Daño: 5 a Dantooine",
    "Derrotadas en la fila galáctica: Ala-Y",
    "Destruidas: Dantooine",
    "Fuerza ganada: 2",
  ]);
  const seat1 = recap(events, 0);
  assert.deepEqual(seat1.map((r) => r.seat), [1]);
  assert.deepEqual(recapLines(seat1[0], "en", RECAP_WORDS.en), [
    "Played: Alliance Shuttle",
    "Damage: 1 to Lothal",
  ]);
  assert.equal(recap(events, -1).length, 2, "a spectator is told both seats");
  assert.deepEqual(recap([{ k: "endTurn", seat: 0 }, { k: "shuffle", seat: 0 }], 1), [], "nothing to tell");
});

Deno.test("recap words: Spanish has every English phrase, with the same slots", () => {
  const slots = (m: string) => m.match(/\{\w+/g)?.sort() ?? [];
  const { en, es } = RECAP_WORDS;
  assert.deepEqual(Object.keys(es).sort(), Object.keys(en).sort());
  for (const k of Object.keys(en) as (keyof typeof en)[]) assert.deepEqual(slots(es[k]), slots(en[k]), k);
});

Deno.test("pacing: a version is held 550 ms, less when more wait (never under 250); cards travel within it", () => {
  assert.equal(holdFor(0), 550);
  for (let n = 1; n < 8; n++) assert.ok(holdFor(n) <= holdFor(n - 1) && holdFor(n) >= 250);
  for (let n = 0; n < 8; n++) assert.ok(travelFor(holdFor(n)) < holdFor(n));
});

/** The global scope as pacing reads it: the page's `document` (only `hidden`) stood in by the tests. */
const world = globalThis as { document?: unknown };

/** A fake table: just the store's signals pacing uses. */
function table() {
  const at = (seq: number) => ({ seq }) as Envelope;
  const s = { env: signal(at(0)), local: signal<object | null>(null) } as unknown as Store;
  const shown: number[] = [];
  s.env.subscribe((e) => shown.push(e.seq));
  return { s, at, shown };
}

Deno.test("pacing: quick versions of others are shown one after another; the player's own move and a skip show at once", () => {
  world.document = { hidden: false };
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    const { s, at, shown } = table();
    pace(s, at(1));
    pace(s, at(2));
    pace(s, at(3));
    pace(s, at(2));
    assert.deepEqual(
      shown,
      [0, 1],
      "the first at once (held as nothing waited), the others wait; an older one is dropped",
    );
    mock.timers.tick(holdFor(0) - 1);
    assert.deepEqual(shown, [0, 1]);
    mock.timers.tick(1);
    assert.deepEqual(shown, [0, 1, 2]);
    mock.timers.tick(holdFor(1));
    assert.deepEqual(shown, [0, 1, 2, 3]);
    mock.timers.tick(holdFor(0));

    for (let q = 4; q < 6 + MOST_WAITING + 2; q++) pace(s, at(q));
    assert.equal(s.env.value.seq, 4);
    assert.equal(hurry(s), true, "a click or key skips the waiting versions");
    assert.equal(s.env.value.seq, 5 + MOST_WAITING + 2, "to the latest");
    mock.timers.tick(5000);
    assert.equal(s.env.value.seq, 5 + MOST_WAITING + 2, "and nothing older comes after");

    s.local.value = s.env.value.view ?? ({} as Store["local"]["value"]);
    pace(s, at(20));
    pace(s, at(21));
    assert.equal(s.env.value.seq, 21, "while the player's move is in flight, every version shows at once");
  } finally {
    mock.timers.reset();
    delete world.document;
  }
});

Deno.test("pacing: a long burst drops its oldest waiting versions", () => {
  world.document = { hidden: false };
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    const { s, at, shown } = table();
    for (let q = 1; q <= 10; q++) pace(s, at(q));
    mock.timers.tick(10_000);
    assert.deepEqual(shown, [0, 1, ...Array.from({ length: MOST_WAITING }, (_, k) => 11 - MOST_WAITING + k)]);
  } finally {
    mock.timers.reset();
    delete world.document;
  }
});
