/**
 * A standing answer that the committing process never played (it died, here: its autopilot is off) is
 * played by another process serving a stream of the game, on the stream's heartbeat: a game between two
 * people has no computer seat, and its decider may have closed every tab.
 */
import assert from "node:assert/strict";
import { cloneState, defOf } from "../../engine/mod.ts";
import { bWingTable } from "../support/b_wing_table.ts";
import { place } from "../support/placed.ts";
import { open } from "../support/sse.ts";
import { seatedGame, serveApp, testApp } from "../support/server.ts";

const EMPIRE = 0, REBEL = 1;

const TABLE = bWingTable();

Deno.test("a standing answer left unplayed by a process is played on another process's stream heartbeat", async () => {
  const kv = await Deno.openKv(":memory:");
  const dead = await testApp({ autopilot: false }, kv); // commits, then never plays the answer
  const live = await testApp({ heartbeatMs: 100 }, kv);
  const s = serveApp(live.app);
  try {
    const g = await seatedGame(dead.client, { faction: "empire" });
    await place(dead.service, g.id, cloneState(TABLE));
    const set = await dead.client.call("PUT", `/api/games/${g.id}/standing`, {
      opponentChoice: "discard",
      discard: "lowestCost",
    }, g.tokens[EMPIRE]);
    assert.equal(set.status, 200, set.text);
    // The Rebel's table is open on the live process before the move (only the Empire's tab is closed).
    const stream = await open(s.base, g.id, { authorization: `Bearer ${g.tokens[REBEL]}` });
    assert.ok(await stream.next(), "the stream's first table");
    const env = (await dead.client.view(g.id, g.tokens[REBEL])).body;
    const card = env.view.seats[REBEL].play.find((c) => defOf(c).id === "b_wing")!;
    const used = await dead.client.act(g.id, g.tokens[REBEL], env.seq, { type: "ability", card }, "b-wing");
    assert.equal(used.status, 200, used.text);
    assert.equal((await dead.service.store.get(g.id))!.head.state.pending.length > 0, true, "left waiting");
    const deadline = Date.now() + 20_000;
    for (;;) {
      const h = (await live.service.store.get(g.id))!.head;
      if (h.state.pending.length === 0) {
        assert.equal(h.seq, used.body.seq + 2, "the Empire's two answers, played by the live process");
        break;
      }
      assert.ok(Date.now() < deadline, "the live process played the standing answer on a heartbeat");
      await new Promise((r) => setTimeout(r, 50));
    }
    await stream.close();
  } finally {
    await s.shutdown();
    await live.close();
    await dead.close();
    kv.close();
  }
});
