/** The store's group commit: moves of several games in one atomic operation, each checked on its own. */
import assert from "node:assert/strict";
import { GameService } from "../../server/games.ts";
import type { LogEntry } from "../../server/model/mod.ts";
import type { Versioned, Write } from "../../server/write.ts";

function moveOf(g: Versioned): Write {
  const head = { ...g.head, seq: g.head.seq + 1 };
  const entry: LogEntry = {
    kind: "move",
    seq: head.seq,
    seat: 0,
    action: { type: "endTurn" },
    actionId: "x",
    events: [],
    at: 0,
  };
  return { heads: [{ head, from: g }], entry };
}

Deno.test("moves waiting for a commit go out together; a failed check fails only its own move", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const service = new GameService(kv);
    const store = service.store;
    const heads: Versioned[] = [];
    for (let i = 0; i < 6; i++) {
      const created = await service.create({
        faction: "empire",
        mode: "beginner",
        basesToWin: 3,
        payOffNeutral: false,
        opponent: "human",
        botLevel: "normal",
        format: "1v1",
        players: { teammate: "human", opponent: "human", teammateOpponent: "human" },
      });
      assert.ok(created.ok);
      heads.push((await store.get(created.value.head.id))!);
    }
    const changed = await store.commit({
      heads: [{ head: { ...heads[3].head, seq: 99 }, from: heads[3] }],
      entry: null,
    });
    const commits: number[] = [];
    const atomic = kv.atomic.bind(kv);
    kv.atomic = () => {
      const op = atomic();
      const commit = op.commit.bind(op);
      let checks = 0;
      const check = op.check.bind(op);
      op.check = (...c) => (checks += c.length, check(...c));
      op.commit = () => (commits.push(checks), commit());
      return op;
    };
    const results = await Promise.all(heads.map((g) => store.commit(moveOf(g))));
    assert.deepEqual(
      commits.slice(0, 2),
      [1, 5],
      "the first move went alone, the five waiting ones together",
    );
    assert.equal(commits.length, 2 + 5, "the group failed a check, so its moves were retried one by one");
    assert.equal(results.filter((r) => r === null).length, 1, "only the changed game's move failed");
    assert.equal(results[3], null);
    for (const [i, g] of heads.entries()) {
      const now = (await store.get(g.head.id))!;
      if (i === 3) assert.equal(now.versionstamp, changed);
      else {
        assert.equal(now.head.seq, 1);
        assert.equal((await store.log(g.head.id, 0, 10)).length, 1);
      }
    }
    commits.length = 0;
    const fresh = await Promise.all(
      heads.filter((_, i) => i !== 3).map(async (g) => (await store.get(g.head.id))!),
    );
    const timings = fresh.map(() => ({ waitMs: -1, writeMs: -1, group: 0 }));
    const again = await Promise.all(fresh.map((g, i) => store.commit(moveOf(g), timings[i])));
    assert.ok(again.every((r) => r !== null));
    assert.deepEqual(commits, [1, 4], "one alone, then the four that waited, together");
    assert.deepEqual(
      timings.map((t) => t.group),
      [1, 4, 4, 4, 4],
      "each move's timing names its group's size",
    );
    assert.ok(timings.every((t) => t.waitMs >= 0 && t.writeMs >= 0));
  } finally {
    kv.close();
  }
});
