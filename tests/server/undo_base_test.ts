/**
 * Undo from the head's undo base: the state and the judgement it rebuilds equal a replay of the whole
 * game, it reads no log, a head without a base still undoes (by replay), and moves and undos share one
 * pace per seat.
 */
import assert from "node:assert/strict";
import type { Envelope, ErrorBody } from "../../api/contract.ts";
import { apply, replay, undoable } from "../../engine/mod.ts";
import type { GameHead } from "../../server/model/mod.ts";
import { randomAction, rng } from "../../tools/api_client.ts";
import { seatedGame, seatedTable, type TestApp, testApp } from "../support/server.ts";

/** The state and last-move record of a replay of the whole game (the reference an undo must equal). */
async function fromScratch(t: TestApp, id: string) {
  const head = (await t.service.store.get(id))!.head;
  const moves = await t.service.store.moves(id);
  const state = replay(head.state.options, moves);
  const m = moves.at(-1);
  if (!m) return { head, state, last: null };
  const before = replay(head.state.options, moves.slice(0, -1));
  const after = apply(before, m.seat, m.action);
  assert.ok(after.ok);
  const mayUndo = !head.bots.some((b) => b.seat === m.seat) &&
    undoable(before, m.seat, m.action, after.state).ok;
  return { head, state, last: { seq: m.seq, seat: m.seat, action: m.action, undoable: mayUndo } };
}

/**
 * Plays random moves on a table (`tokens` by seat); after every undoable move takes back one or more of
 * the turn's moves (as far as the chain allows, at random), checking each undo against a full replay,
 * then plays on. Returns how many undos were checked and how many read the log.
 */
async function playWithUndos(t: TestApp, id: string, tokens: (string | null)[], seed: number, moves: number) {
  const rnd = rng(seed);
  let logReads = 0;
  const read = t.service.store.moves.bind(t.service.store);
  t.service.store.moves = (...a) => (logReads++, read(...a));
  let undos = 0;
  const seats = tokens.flatMap((tk, i) => tk ? [i] : []);
  try {
    for (let n = 0; n < moves; n++) {
      const envs = await Promise.all(seats.map(async (s) => (await t.client.view(id, tokens[s]!)).body));
      if (envs[0].view.winner >= 0) break;
      const ready = seats.filter((_, i) => envs[i].view.legal.length > 0);
      if (ready.length === 0) break;
      const seat = ready[Math.floor(rnd() * ready.length)];
      const env = envs[seats.indexOf(seat)];
      const r = await t.client.act(id, tokens[seat]!, env.seq, randomAction(env.view.legal, rnd), `m${n}`);
      assert.equal(r.status, 200, r.text);
      let offer: Envelope = r.body;
      while (offer.undo && rnd() < 0.7) {
        const reads = logReads;
        const u = await t.client.undo(id, tokens[seat]!, offer.undo.seq);
        assert.equal(u.status, 200, u.text);
        assert.equal(logReads, reads, "an undo from the base reads no log");
        const ref = await fromScratch(t, id);
        assert.deepEqual(
          ref.head.state,
          ref.state,
          `undo at seq ${u.body.seq}: the state equals a full replay`,
        );
        assert.deepEqual(ref.head.last ?? null, ref.last, `undo at seq ${u.body.seq}: the judgement equals`);
        undos++;
        offer = u.body;
      }
    }
  } finally {
    t.service.store.moves = read;
  }
  return undos;
}

Deno.test("undo base: undos rebuild from the turn's base, read no log, and equal a full replay (1v1)", async () => {
  const t = await testApp({ seeds: () => 424242 });
  try {
    let undos = 0;
    for (let k = 0; k < 3; k++) {
      const g = await seatedGame(t.client, { mode: k === 0 ? "beginner" : "fullGalaxy" });
      undos += await playWithUndos(t, g.id, g.tokens, 100 + k, 400);
    }
    assert.ok(undos >= 20, `undos checked: ${undos}`);
  } finally {
    await t.close();
  }
});

Deno.test("undo base: the same in 2v2, teammates' moves in one turn", async () => {
  const t = await testApp({ seeds: () => 515151 });
  try {
    const { id, tokens } = await seatedTable(t.client, { format: "2v2" });
    const undos = await playWithUndos(t, id, tokens, 7, 400);
    assert.ok(undos >= 10, `undos checked: ${undos}`);
  } finally {
    await t.close();
  }
});

Deno.test("undo base: a head stored without a base undoes by replay, then keeps a base from its next final move", async () => {
  const t = await testApp({ seeds: () => 99 });
  try {
    const g = await seatedGame(t.client);
    const rnd = rng(5);
    for (let n = 0; n < 2000; n++) {
      const views = await Promise.all([0, 1].map(async (s) => (await t.client.view(g.id, g.tokens[s])).body));
      const seat = [0, 1].find((s) => views[s].view.legal.length > 0)!;
      const r = await t.client.act(
        g.id,
        g.tokens[seat],
        views[seat].seq,
        randomAction(views[seat].view.legal, rnd),
        `o${n}`,
      );
      if (!r.body.undo) continue;
      // As a head written before the base existed would be: no undoBase.
      const stored = (await t.service.store.get(g.id))!;
      const { undoBase: _, ...old } = stored.head;
      assert.ok(
        await t.service.store.commit({ heads: [{ head: old as GameHead, from: stored }], entry: null }),
      );
      const u = await t.client.undo(g.id, g.tokens[seat], r.body.undo.seq);
      assert.equal(u.status, 200, u.text);
      const ref = await fromScratch(t, g.id);
      assert.deepEqual(ref.head.state, ref.state);
      assert.deepEqual(ref.head.last ?? null, ref.last);
      assert.ok(ref.head.undoBase || ref.last?.undoable, "a base again as soon as the last move is final");
      return;
    }
    assert.fail("no undoable move");
  } finally {
    await t.close();
  }
});

Deno.test("pace: moves and undos of a seat share one limit: a burst, then one per interval", async () => {
  let clock = 1.8e12;
  const t = await testApp({ now: () => clock, pace: { everyMs: 1000, burst: 3 } });
  try {
    const g = await seatedGame(t.client);
    const rnd = rng(3);
    for (let n = 0; n < 2000; n++) {
      clock += 10_000; // far apart: the pace never meets these moves
      const views = await Promise.all([0, 1].map(async (s) => (await t.client.view(g.id, g.tokens[s])).body));
      const seat = [0, 1].find((s) => views[s].view.legal.length > 0)!;
      const action = randomAction(views[seat].view.legal, rnd);
      const r = await t.client.act(g.id, g.tokens[seat], views[seat].seq, action, `s${n}`);
      assert.equal(r.status, 200, r.text);
      if (!r.body.undo) continue;
      // The move was the first of the burst of 3; the clock stands still from here.
      const undo = (seq: number) => t.client.undo(g.id, g.tokens[seat], seq);
      const u1 = await undo(r.body.undo.seq);
      assert.equal(u1.status, 200, "second");
      const again = await t.client.act(g.id, g.tokens[seat], u1.body.seq, action, `s${n}b`);
      assert.equal(again.status, 200, "third");
      const before = (await t.service.store.get(g.id))!.versionstamp;
      const refused = await undo(again.body.undo!.seq);
      assert.equal(refused.status, 429, "the fourth change, an undo, is over the pace");
      assert.equal((refused.body as unknown as ErrorBody).error, "rate-limited");
      assert.equal((await t.service.store.get(g.id))!.versionstamp, before, "a refusal writes nothing");
      clock += 1000;
      const u2 = await undo(again.body.undo!.seq);
      assert.equal(u2.status, 200, "one more after the interval");
      const late = await t.client.act(g.id, g.tokens[seat], u2.body.seq, action, `s${n}c`);
      assert.equal(late.status, 429, "and a move counts the same");
      const pace = (await t.service.store.get(g.id))!.head.pace!;
      assert.equal(pace[1 - seat] <= clock, true, "the other seat's pace is its own");
      return;
    }
    assert.fail("no undoable move");
  } finally {
    await t.close();
  }
});
