/**
 * Standing answers on the server (server/standing.ts): set by a seat, applied by the server as the seat's
 * own moves in the log the moment the other side's card asks (and at once for a question already waiting),
 * replayed exactly, undone by the same rules as a hand-made answer; "ask" leaves the decision waiting; only
 * the seat's own credentials read or change them, and a bad body changes nothing.
 */
import assert from "node:assert/strict";
import { type Action, applyInPlace, cloneState, defOf, type GameState } from "../../engine/mod.ts";
import type { Envelope } from "../../api/contract.ts";
import { bWingTable } from "../support/b_wing_table.ts";
import { place } from "../support/placed.ts";
import { seatedGame, type TestApp, testApp } from "../support/server.ts";
import { noticesFor } from "../../server/push/notices.ts";
import { noticeText } from "../../server/push/text.ts";
import { moveWrite } from "../../server/moves.ts";

const EMPIRE = 0, REBEL = 1;

const TABLE = bWingTable();

/** A game between two people at the B-Wing table: id, tokens by seat, the seq placed. */
async function bWingGame(t: TestApp) {
  const g = await seatedGame(t.client, { faction: "empire" });
  await place(t.service, g.id, cloneState(TABLE));
  const env = (await t.client.view(g.id, g.tokens[EMPIRE])).body;
  assert.equal(env.view.seats[EMPIRE].faction, "empire");
  return { ...g, seq: env.seq };
}

const standing = (t: TestApp, id: string, token?: string, body?: unknown) =>
  t.client.call<Record<string, string>>(
    body === undefined ? "GET" : "PUT",
    `/api/games/${id}/standing`,
    body,
    token,
  );

/** The Rebels use B-Wing (its card from their view); the envelope after the move. */
async function useBWing(t: TestApp, g: { id: string; tokens: string[]; seq: number }): Promise<Envelope> {
  const env = (await t.client.view(g.id, g.tokens[REBEL])).body;
  const card = env.view.seats[REBEL].play.find((c) => defOf(c).id === "b_wing")!;
  const r = await t.client.act(g.id, g.tokens[REBEL], env.seq, { type: "ability", card }, "use-b-wing");
  assert.equal(r.status, 200, r.text);
  return r.body;
}

async function head(t: TestApp, id: string) {
  return (await t.service.store.get(id))!.head;
}

Deno.test("a standing answer set before the question answers it at once, as the seat's own moves in the log", async () => {
  const t = await testApp();
  try {
    const g = await bWingGame(t);
    const set = await standing(t, g.id, g.tokens[EMPIRE], {
      opponentChoice: "discard",
      discard: "lowestCost",
    });
    assert.equal(set.status, 200, set.text);
    assert.deepEqual(set.body, { opponentChoice: "discard", discard: "lowestCost" });
    await useBWing(t, g);
    await t.service.autopilot.idle();
    const h = await head(t, g.id);
    assert.deepEqual(h.state.pending, [], "nothing waits for the Empire");
    assert.equal(h.seq, g.seq + 3, "the Rebels' move, then the Empire's two answers");
    const free = TABLE.seats[EMPIRE].hand.filter((c) => defOf(c).cost === 0);
    assert.deepEqual(
      h.state.seats[EMPIRE].discard,
      [Math.min(...free)],
      "the cheapest card, lowest id first",
    );
    assert.ok(h.state.seats[EMPIRE].hand.some((c) => defOf(c).id === "tie_fighter"));
    // The log holds them as the Empire's moves, with their lines; the moves replay onto the table exactly.
    const moves = await t.service.store.log(g.id, g.seq, 10);
    assert.deepEqual(moves.map((e) => [e.seq, e.seat, e.kind === "move" && e.actionId]), [
      [g.seq + 1, REBEL, "use-b-wing"],
      [g.seq + 2, EMPIRE, `standing.${g.seq + 1}`],
      [g.seq + 3, EMPIRE, `standing.${g.seq + 2}`],
    ]);
    const replayed: GameState = cloneState(TABLE);
    for (const e of moves) {
      if (e.kind === "move") assert.equal(applyInPlace(replayed, e.seat, e.action), null);
    }
    assert.deepEqual(replayed, h.state);
    const log = await t.client.log(g.id, g.tokens[REBEL], g.seq);
    const answered = log.body.entries.filter((e) => e.events.some((x) => x.event.k === "answer"));
    assert.equal(answered.length, 2);
    assert.ok(answered.every((e) => e.events.every((x) => x.text !== "")), "each answer has its log line");
    // The Rebels see the discarded card, never the Empire's settings.
    const rebelView = JSON.stringify((await t.client.view(g.id, g.tokens[REBEL])).body);
    assert.ok(!rebelView.includes("lowestCost"));
  } finally {
    await t.close();
  }
});

Deno.test("undo is judged as for the same answers made by hand", async () => {
  const t = await testApp();
  try {
    const auto = await bWingGame(t);
    await standing(t, auto.id, auto.tokens[EMPIRE], { opponentChoice: "discard", discard: "lowestCost" });
    await useBWing(t, auto);
    await t.service.autopilot.idle();
    const byHand = await bWingGame(t);
    await useBWing(t, byHand);
    for (const e of await t.service.store.log(auto.id, auto.seq + 1, 10)) {
      const env = (await t.client.view(byHand.id, byHand.tokens[EMPIRE])).body;
      const r = await t.client.act(
        byHand.id,
        byHand.tokens[EMPIRE],
        env.seq,
        e.kind === "move" ? e.action : {} as Action,
        `h${e.seq}`,
      );
      assert.equal(r.status, 200, r.text);
    }
    const [a, b] = [await head(t, auto.id), await head(t, byHand.id)];
    assert.deepEqual(a.state, b.state);
    assert.deepEqual(a.last, b.last);
    assert.equal(a.last?.seat, EMPIRE);
    assert.equal(
      a.last?.undoable,
      false,
      "an answer made during the other side's turn is final, by hand or not",
    );
    for (const seat of [REBEL, EMPIRE]) {
      const ra = await t.client.undo(auto.id, auto.tokens[seat], a.seq);
      const rb = await t.client.undo(byHand.id, byHand.tokens[seat], b.seq);
      assert.equal(ra.status, rb.status, `${seat}: ${ra.text} / ${rb.text}`);
      assert.equal(
        (ra.body as unknown as { error?: string }).error,
        (rb.body as unknown as { error?: string }).error,
      );
    }
  } finally {
    await t.close();
  }
});

Deno.test("'ask' leaves the question waiting; a standing answer set while it waits answers it at once", async () => {
  const t = await testApp();
  try {
    const g = await bWingGame(t);
    assert.equal(
      (await standing(t, g.id, g.tokens[EMPIRE], { opponentChoice: "ask", discard: "lowestCost" })).status,
      200,
    );
    await useBWing(t, g);
    await t.service.autopilot.idle();
    let h = await head(t, g.id);
    assert.equal(h.state.pending.length, 1);
    assert.equal(h.state.pending[0].purpose, "choose");
    assert.equal(h.seq, g.seq + 1);
    assert.equal((await standing(t, g.id, g.tokens[EMPIRE], { opponentChoice: "bonus" })).status, 200);
    await t.service.autopilot.idle();
    h = await head(t, g.id);
    assert.deepEqual(h.state.pending, []);
    assert.equal(h.seq, g.seq + 2);
    assert.equal(h.state.seats[EMPIRE].hand.length, 3, "the bonus went to B-Wing: no card discarded");
  } finally {
    await t.close();
  }
});

Deno.test("only the seat's own credentials read or set its answers; a bad body is 400 and changes nothing", async () => {
  const t = await testApp();
  try {
    const g = await bWingGame(t);
    const other = await seatedGame(t.client);
    const mine = { opponentChoice: "discard", discard: "lowestCost" };
    assert.equal((await standing(t, g.id, g.tokens[EMPIRE], mine)).status, 200);
    const before = await head(t, g.id);
    // The other seat reads its own answers (all "ask"), not the Empire's; a stranger's token is 403, none 401.
    assert.deepEqual((await standing(t, g.id, g.tokens[REBEL])).body, {
      opponentChoice: "ask",
      discard: "ask",
    });
    assert.equal((await standing(t, g.id, other.tokens[0])).status, 403);
    assert.equal((await standing(t, g.id, other.tokens[0], { discard: "ask" })).status, 403);
    assert.equal((await standing(t, g.id)).status, 401);
    assert.equal((await standing(t, g.id, undefined, { discard: "ask" })).status, 401);
    for (const bad of [{ discard: "highestCost" }, { opponentChoice: 1 }, { cards: "all" }, [], "ask"]) {
      const r = await standing(t, g.id, g.tokens[EMPIRE], bad);
      assert.equal(r.status, 400, `${JSON.stringify(bad)}: ${r.text}`);
    }
    const after = await head(t, g.id);
    assert.deepEqual(after, before, "nothing changed");
    assert.deepEqual((await standing(t, g.id, g.tokens[EMPIRE])).body, mine);
  } finally {
    await t.close();
  }
});

Deno.test("push: a decision a standing answer gives at once is not announced; one left to the player is, 'during their turn'", async () => {
  const t = await testApp();
  try {
    const g = await bWingGame(t);
    const before = await head(t, g.id);
    await useBWing(t, g);
    const asked = await head(t, g.id);
    const told = noticesFor(before, asked).filter((n) => n.kind === "decision");
    assert.deepEqual(told.map((n) => n.seat), [EMPIRE]);
    assert.equal(
      noticeText(told[0], "en").body,
      "The Rebel player is waiting for your decision during their turn.",
    );
    assert.equal(noticeText(told[0], "es").body, "El jugador rebelde espera tu decisión durante su turno.");
    // With "discard" standing, the choice is answered at once: no notice; the discard left to the player is told.
    const standing = [{ opponentChoice: "discard" as const }, null];
    const covered = { ...asked, standing };
    assert.deepEqual(noticesFor({ ...before, standing }, covered), []);
    const choice = covered.state.pending[0];
    const option = choice.kind === "option"
      ? choice.options.findIndex((o) => "effect" in o && "discard" in o.effect)
      : -1;
    const r = moveWrite(
      { head: covered, versionstamp: "" },
      EMPIRE,
      { type: "answer", decision: choice.id, option },
      "x",
      0,
    );
    assert.ok(r.ok);
    const next = r.write.heads[0].head;
    assert.equal(next.state.pending[0].purpose, "discardHand");
    assert.deepEqual(noticesFor(covered, next).map((n) => [n.kind, n.seat]), [["decision", EMPIRE]]);
  } finally {
    await t.close();
  }
});
