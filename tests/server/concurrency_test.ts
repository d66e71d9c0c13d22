/**
 * 64 concurrent clients posting conflicting moves on one game (each move sent twice with the same
 * action id, as a double click would): every accepted move is applied exactly once, the rest get
 * 409, and the stored state equals the replay of the accepted moves. Once through one server over
 * real sockets, once through two app instances sharing one KV (the cross-process versionstamp guard).
 */
import assert from "node:assert/strict";
import { type Action, replay } from "../../engine/mod.ts";
import { isMove } from "../../server/model/mod.ts";
import type { GameStore } from "../../server/store.ts";
import { type ApiClient, randomAction, rng } from "../../tools/api_client.ts";
import { seatedGame, serveApp, testApp } from "../support/server.ts";

const CLIENTS = 64;
const TARGET = 100;

interface Accepted {
  seq: number;
  seat: number;
  action: Action;
  actionId: string;
}

async function storm(clients: ApiClient[], game: { id: string; tokens: [string, string] }) {
  const accepted: Accepted[] = [];
  const statuses: Record<number, number> = {};
  let done = false;
  await Promise.all(clients.map(async (client, i) => {
    const seat = i % 2;
    const rnd = rng(1000 + i);
    for (let n = 0; !done; n++) {
      const v = await client.view(game.id, game.tokens[seat]);
      assert.equal(v.status, 200);
      if (v.body.view.winner >= 0 || accepted.length >= TARGET) break;
      if (v.body.view.legal.length === 0) {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      const action = randomAction(v.body.view.legal, rnd);
      const actionId = `c${i}-${n}`;
      const [a, b] = await Promise.all([
        client.act(game.id, game.tokens[seat], v.body.seq, action, actionId),
        client.act(game.id, game.tokens[seat], v.body.seq, action, actionId),
      ]);
      assert.equal(a.status, b.status, `a double post gets one answer: ${a.text} / ${b.text}`);
      for (const r of [a, b]) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      if (a.status === 200) {
        assert.equal(a.body.seq, b.body.seq);
        assert.equal(a.body.seq, v.body.seq + 1);
        accepted.push({ seq: a.body.seq, seat, action, actionId });
      } else {
        assert.equal(a.status, 409, `${a.status} ${a.text}`);
        assert.equal((a.body as unknown as { error: string }).error, "stale");
      }
    }
    done = true;
  }));
  return { accepted, statuses };
}

async function verify(store: GameStore, id: string, accepted: Accepted[], statuses: Record<number, number>) {
  accepted.sort((a, b) => a.seq - b.seq);
  assert.deepEqual(
    accepted.map((a) => a.seq),
    accepted.map((_, i) => i + 1),
    "each seq accepted exactly once",
  );
  const head = (await store.get(id))!.head;
  assert.equal(head.seq, accepted.length);
  const logged = await store.actions(id);
  assert.deepEqual(
    logged,
    accepted.map(({ seat, action }) => ({ seat, action })),
    "the log is the accepted moves",
  );
  const entries = (await store.log(id, 0, 1000)).filter(isMove);
  assert.deepEqual(entries.map((e) => e.actionId), accepted.map((a) => a.actionId));
  assert.deepEqual(
    replay(head.state.options, logged),
    head.state,
    "the state is the replay of the accepted log",
  );
  assert.ok((statuses[409] ?? 0) > accepted.length, `conflicts happened: ${JSON.stringify(statuses)}`);
}

Deno.test("64 concurrent clients on one server: accepted moves applied once, the rest 409", async () => {
  const t = await testApp();
  const s = serveApp(t.app);
  try {
    const g = await seatedGame(s.client, { faction: "empire", basesToWin: 5 });
    const { accepted, statuses } = await storm(Array.from({ length: CLIENTS }, () => s.client), g);
    await verify(t.service.store, g.id, accepted, statuses);
    console.log(JSON.stringify({ accepted: accepted.length, statuses }));
  } finally {
    await s.shutdown();
    await t.close();
  }
});

Deno.test("64 concurrent clients on two app instances sharing one KV: the versionstamp guards", async () => {
  const a = await testApp();
  const b = await testApp({}, a.kv);
  try {
    const g = await seatedGame(a.client, { faction: "empire", basesToWin: 5 });
    const clients = Array.from({ length: CLIENTS }, (_, i) => (i % 4 < 2 ? a.client : b.client));
    const { accepted, statuses } = await storm(clients, g);
    await verify(a.service.store, g.id, accepted, statuses);
    const conflicts = a.service.conflicts + b.service.conflicts;
    console.log(JSON.stringify({ accepted: accepted.length, statuses, versionstampConflicts: conflicts }));
  } finally {
    await b.close();
    await a.close();
  }
});

Deno.test("an instance moving from a stale cached head loses the versionstamp check and answers 409", async () => {
  const a = await testApp();
  const b = await testApp({}, a.kv);
  try {
    const g = await seatedGame(a.client, { faction: "empire" });
    const r0 = await b.client.act(g.id, g.tokens[0], 0, { type: "endTurn" }, "b0");
    assert.equal(r0.status, 200, "b caches the game at seq 1");
    const rebel = (await a.client.view(g.id, g.tokens[1])).body;
    const play = rebel.view.legal.find((x) => x.type === "play")!;
    const r1 = await a.client.act(g.id, g.tokens[1], 1, play, "a1");
    assert.equal(r1.status, 200, "a moves the game to seq 2 (still the Rebels' turn)");
    const race = await b.client.act(g.id, g.tokens[1], 1, { type: "endTurn" }, "b1");
    assert.equal(
      race.status,
      409,
      "the move is legal on b's cached head, but the commit check catches a's move",
    );
    assert.equal((race.body as unknown as { seq: number }).seq, 2);
    assert.equal(b.service.conflicts, 1);
    const ok = await b.client.act(g.id, g.tokens[1], 2, { type: "endTurn" }, "b2");
    assert.equal(ok.status, 200, "b goes on from the fresh head");
    assert.equal((await a.service.store.get(g.id))!.head.seq, 3);
  } finally {
    await b.close();
    await a.close();
  }
});
