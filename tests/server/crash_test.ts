/**
 * Crash: the server runs as a child process on a KV file; it is killed with SIGKILL while moves are
 * in flight and started again on the same file: every acknowledged move is there and the game goes on.
 */
import assert from "node:assert/strict";
import { replay } from "../../engine/mod.ts";
import { ApiClient, httpFetch, randomAction, rng } from "../../tools/api_client.ts";
import { seatedGame } from "../support/server.ts";
import { isMove } from "../../server/model/mod.ts";
import { GameStore } from "../../server/store.ts";
import { type ServerProcess, startServer } from "../../tools/server_process.ts";

async function start(kvPath: string): Promise<ServerProcess & { client: ApiClient }> {
  const server = await startServer(kvPath);
  return { ...server, client: new ApiClient(httpFetch(server.base)) };
}

Deno.test("kill -9 mid-game: every acknowledged move survives and the game goes on", async () => {
  const dir = await Deno.makeTempDir();
  const kvPath = `${dir}/crash.kv`;
  let server = await start(kvPath);
  try {
    const g = await seatedGame(server.client, { faction: "empire", basesToWin: 4 });
    const acknowledged: { seq: number; actionId: string }[] = [];
    const rnd = rng(42);
    const play = async (client: ApiClient, moves: number, tag: string) => {
      for (let n = 0; n < moves; n++) {
        const views = await Promise.all([0, 1].map((s) => client.view(g.id, g.tokens[s])));
        if (views[0].body.view.winner >= 0) return;
        const seat = views[0].body.view.legal.length > 0 ? 0 : 1;
        const actionId = `${tag}${n}`;
        const r = await client.act(
          g.id,
          g.tokens[seat],
          views[seat].body.seq,
          randomAction(views[seat].body.view.legal, rnd),
          actionId,
        );
        assert.equal(r.status, 200, r.text);
        acknowledged.push({ seq: r.body.seq, actionId });
      }
    };
    await play(server.client, 30, "a");
    const inFlight = play(server.client, 10_000, "b").catch(() => {});
    await new Promise((r) => setTimeout(r, 150 + Math.random() * 100));
    server.child.kill("SIGKILL");
    await server.child.status;
    await inFlight;
    assert.ok(acknowledged.length > 30, "moves were acknowledged while the server ran");

    server = await start(kvPath);
    const after = await server.client.view(g.id, g.tokens[0]);
    assert.equal(after.status, 200);
    const last = acknowledged[acknowledged.length - 1].seq;
    assert.ok(after.body.seq >= last, `seq ${after.body.seq} keeps every acknowledged move (last ${last})`);
    const log = await server.client.log(g.id, g.tokens[0], 0, 500);
    const bySeq = new Map(log.body.entries.map((e) => [e.seq, e]));
    for (const a of acknowledged) assert.ok(bySeq.has(a.seq), `acknowledged move ${a.seq} is in the log`);
    await play(server.client, 20, "c");
    const final = await server.client.view(g.id, g.tokens[0]);
    assert.ok(final.body.seq >= last + 1, "the game goes on after the restart");
    server.child.kill("SIGTERM");
    await server.child.status;

    const kv = await Deno.openKv(kvPath);
    try {
      const store = new GameStore(kv);
      const head = (await store.get(g.id))!.head;
      const entries = (await store.log(g.id, 0, 10_000)).filter(isMove);
      const actions = entries.map(({ seat, action }) => ({ seat, action }));
      const ids = new Map(entries.map((e) => [e.seq, e.actionId]));
      for (const a of acknowledged) {
        assert.equal(ids.get(a.seq), a.actionId, `move ${a.seq} is the acknowledged one`);
      }
      assert.equal(actions.length, head.seq);
      assert.deepEqual(replay(head.state.options, actions), head.state);
    } finally {
      kv.close();
    }
  } finally {
    try {
      server.child.kill("SIGKILL");
    } catch { /* already gone */ }
    await server.child.status;
    await Deno.remove(dir, { recursive: true });
  }
});
