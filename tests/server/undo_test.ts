/** `POST /api/games/:id/undo` through `app.request()`: who may take back what, and what everyone sees after. */
import assert from "node:assert/strict";
import type { Envelope, ErrorBody, LogPage } from "../../api/contract.ts";
import { replay, SPECTATOR, viewFor } from "../../engine/mod.ts";
import type { GameHead } from "../../server/model/mod.ts";
import { randomAction, rng } from "../../tools/api_client.ts";
import { type SeatedGame, seatedGame, type TestApp, testApp } from "../support/server.ts";

const errOf = (r: { body: unknown }) => r.body as ErrorBody;

/** Plays random moves until one seat's move comes back with an undo offer; the views before that move. */
async function untilOffer(t: TestApp, g: SeatedGame, seed: number) {
  const rnd = rng(seed);
  const views: Envelope[] = [];
  for (const s of [0, 1]) views[s] = (await t.client.view(g.id, g.tokens[s])).body;
  for (let n = 0; n < 2000; n++) {
    const seat = [0, 1].find((s) => views[s].view.legal.length > 0)!;
    const before = [...views];
    const action = randomAction(views[seat].view.legal, rnd);
    const r = await t.client.act(g.id, g.tokens[seat], views[seat].seq, action, `u${n}`);
    assert.equal(r.status, 200, r.text);
    views[seat] = r.body;
    views[1 - seat] = (await t.client.view(g.id, g.tokens[1 - seat])).body;
    if (r.body.undo) return { seat, before, after: [...views], action };
  }
  throw new Error("no undoable move in 2000 moves");
}

Deno.test("undo: the mover takes back its move; every view is as before, the log says so, replay agrees", async () => {
  const t = await testApp({ seeds: () => 77 });
  try {
    const g = await seatedGame(t.client, { faction: "empire" });
    const { seat, before, after, action } = await untilOffer(t, g, 11);
    const other = 1 - seat;
    assert.deepEqual(after[seat].undo, { seq: after[seat].seq, action });
    assert.equal(after[other].undo, null, "the other seat is offered nothing");
    const spectatorAfterMove = (await t.client.view(g.id)).body;
    const head0 = (await t.service.store.get(g.id))!.head;
    const restored = replay(head0.state.options, (await t.service.store.actions(g.id)).slice(0, -1));

    const stored = await t.service.store.get(g.id);
    const wrong = await t.client.undo(g.id, g.tokens[other], after[seat].seq);
    assert.equal(wrong.status, 422);
    assert.equal(errOf(wrong).error, "not-undoable");
    const stale = await t.client.undo(g.id, g.tokens[seat], after[seat].seq - 1);
    assert.equal(stale.status, 409);
    assert.equal(errOf(stale).error, "stale");
    const anon = await t.client.undo(g.id, undefined, after[seat].seq);
    assert.equal(anon.status, 401);
    const bad = await t.app.request(`/api/games/${g.id}/undo`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${g.tokens[seat]}` },
      body: JSON.stringify({ seq: "1" }),
    });
    assert.equal(bad.status, 400);
    assert.equal(
      (await t.service.store.get(g.id))!.versionstamp,
      stored!.versionstamp,
      "refusals write nothing",
    );

    const u = await t.client.undo(g.id, g.tokens[seat], after[seat].seq);
    assert.equal(u.status, 200, u.text);
    assert.equal(u.body.seq, after[seat].seq + 1, "the undo is a log entry of its own");
    assert.deepEqual(u.body.view, before[seat].view, "the mover's view is the one before the move");
    const o = (await t.client.view(g.id, g.tokens[other])).body;
    assert.deepEqual(o.view, before[other].view, "the other seat's view is the one before the move");
    const spectator = (await t.client.view(g.id)).body;
    assert.deepEqual(
      spectator.view,
      viewFor(restored, SPECTATOR),
      "a spectator's view is the one before the move",
    );
    assert.notDeepEqual(spectator.view, spectatorAfterMove.view, "(the move itself did show on the table)");
    assert.equal(o.undo, null);
    const again = await t.client.undo(g.id, g.tokens[seat], after[seat].seq);
    assert.equal(again.status, 409, "the same move cannot be taken back twice");

    const head = (await t.service.store.get(g.id))!.head;
    assert.deepEqual(replay(head.state.options, await t.service.store.actions(g.id)), head.state);
    const entries = await t.service.store.log(g.id, 0, 10_000);
    assert.equal(entries.length, head.seq, "the log kept the undone move");
    assert.deepEqual(entries[entries.length - 1].kind, "undo");
    for (
      const [lang, you, them] of [
        ["en", "You take back your last move.", "player takes back their last move."],
        ["es", "Deshaces tu última jugada.", "deshace su última jugada."],
      ]
    ) {
      // Every seat and a spectator: the move stays with its lines, the undo entry after it names it by seq.
      for (const [viewer, line] of [[seat, you], [other, them], [-1, them]] as const) {
        const page = await t.client.call<LogPage>(
          "GET",
          `/api/games/${g.id}/log?after=${head.seq - 2}&lang=${lang}`,
          undefined,
          viewer >= 0 ? g.tokens[viewer] : undefined,
        );
        const [move, entry] = page.body.entries;
        assert.equal(move.seq, after[seat].seq);
        assert.ok(move.events.some((e) => e.text), "the taken-back move keeps its lines");
        assert.equal(entry.seq, head.seq);
        assert.deepEqual(entry.events, []);
        assert.equal(entry.undo?.undoes, move.seq, "the undo names the move it took back");
        assert.ok(entry.undo!.text.endsWith(line), `${lang} viewer ${viewer}: ${entry.undo!.text}`);
      }
    }
  } finally {
    await t.close();
  }
});

Deno.test("undo: a move that showed a card is refused with not-undoable; undos chain back through a turn", async () => {
  const t = await testApp({ seeds: () => 2 }); // the Empire's opening hand makes 4 resources
  try {
    const g = await seatedGame(t.client, { faction: "empire", mode: "beginner" });
    const v = (await t.client.view(g.id, g.tokens[0])).body;
    const card = v.view.seats[0].hand![0];
    const played = await t.client.act(g.id, g.tokens[0], v.seq, { type: "play", card }, "p1");
    assert.equal(played.status, 200);
    assert.equal(played.body.undo, null, "a card played from the hand is not offered back");
    const r = await t.client.undo(g.id, g.tokens[0], played.body.seq);
    assert.equal(r.status, 422);
    assert.equal(errOf(r).error, "not-undoable");

    // Two undoable moves in a row (the Outer Rim Pilot is bought with the hand's resources), taken back in turn.
    let env = (await t.client.act(g.id, g.tokens[0], played.body.seq, { type: "playAll" }, "p2")).body;
    const start = env;
    const offers: number[] = [];
    for (let k = 0; k < 2; k++) {
      const pilot = env.view.legal.find((a) =>
        a.type === "purchase" && env.view.regions[0].pilots.includes(a.card)
      );
      if (!pilot) break;
      env = (await t.client.act(g.id, g.tokens[0], env.seq, pilot, `b${k}`)).body;
      assert.ok(env.undo, "buying a pilot is offered back");
      offers.push(env.undo.seq);
    }
    assert.equal(offers.length, 2, "the opening hand buys two pilots");
    for (const seq of offers.reverse()) {
      assert.equal(env.undo?.seq, seq);
      const u = await t.client.undo(g.id, g.tokens[0], seq);
      assert.equal(u.status, 200, u.text);
      env = u.body;
    }
    assert.deepEqual(env.view, start.view, "back to the turn before any purchase");
    assert.equal(env.undo, null, "playing the hand cannot be taken back");
  } finally {
    await t.close();
  }
});

Deno.test("undo: a bot's move is never offered nor taken back", async () => {
  const t = await testApp({ botPaceMs: 0, autopilot: false });
  try {
    const c = await t.client.create({ faction: "empire", opponent: "bot", botLevel: "easy" });
    const id = c.body.id;
    const env = (await t.client.view(id, c.body.token)).body;
    const end = await t.client.act(id, c.body.token, env.seq, { type: "endTurn" }, "e1");
    assert.equal(end.body.undo, null, "ending the turn is final");
    await t.service.botStep(id);
    const head = (await t.service.store.get(id))!.head;
    assert.equal(head.last?.seat, 1, "the bot moved");
    assert.equal(head.last?.undoable, false);
    const u = await t.client.undo(id, c.body.token, head.seq);
    assert.equal(u.status, 422);
  } finally {
    await t.close();
  }
});

Deno.test("undo: a head stored before undo existed (no `last`) loads, offers nothing and refuses an undo as stale", async () => {
  const t = await testApp({ seeds: () => 2 });
  try {
    const g = await seatedGame(t.client, { faction: "empire" });
    const v = (await t.client.view(g.id, g.tokens[0])).body;
    const moved = await t.client.act(g.id, g.tokens[0], v.seq, { type: "playAll" }, "old1");
    assert.equal(moved.status, 200);
    const stored = (await t.service.store.get(g.id))!;
    const { last: _, ...old } = stored.head;
    assert.ok(
      await t.service.store.commit({ heads: [{ head: old as GameHead, from: stored }], entry: null }),
      "the head is rewritten the old way",
    );
    const env = (await t.client.view(g.id, g.tokens[0])).body;
    assert.equal(env.undo, null);
    assert.equal(env.seq, moved.body.seq);
    const u = await t.client.undo(g.id, g.tokens[0], moved.body.seq);
    assert.equal(u.status, 409);
    assert.equal(errOf(u).error, "stale");
    const next = await t.client.act(g.id, g.tokens[0], env.seq, { type: "endTurn" }, "old2");
    assert.equal(next.status, 200, "moves go on, and record `last` again");
    assert.equal((await t.service.store.get(g.id))!.head.last?.seq, env.seq + 1);
  } finally {
    await t.close();
  }
});
