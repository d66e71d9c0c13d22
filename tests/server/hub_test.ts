/**
 * The hub's two paths to listeners: versions this process commits (`publish`, at once) and the game's
 * watch (every process's writes, later). Whichever brings a version last, a listener never gets one
 * older than, or the same as, one it already got.
 */
import assert from "node:assert/strict";
import { type Delivery, Hub } from "../../server/hub.ts";
import type { GameHead, GameStore, Versioned, Watched } from "../../server/store.ts";

/** A store whose only watch is driven by the test: `emit` stands for what KV's watch would read. */
function fakeStore() {
  let out!: ReadableStreamDefaultController<Watched>;
  const store = {
    watch: () => new ReadableStream<Watched>({ start: (c) => void (out = c) }),
  } as unknown as GameStore;
  const emit = (g: Versioned | null) =>
    out.enqueue({ versionstamp: g?.versionstamp ?? null, head: () => structuredClone(g!.head), chat: null });
  return { store, emit };
}

/** Version `seq` of game "g" with a versionstamp that sorts by seq, as KV's do. */
const version = (seq: number): Versioned => ({
  head: { id: "g", seq } as unknown as GameHead,
  versionstamp: String(seq).padStart(20, "0"),
});

const tick = () => new Promise((r) => setTimeout(r, 5));

Deno.test("hub: a published commit reaches listeners before the watch; older or repeated versions are dropped", async () => {
  const { store, emit } = fakeStore();
  const hub = new Hub(store, (g, viewer) => `${g.head.seq}@${viewer}`);
  const got: Delivery[] = [];
  const stop = hub.subscribe("g", 0, (d) => got.push(d), () => {});
  hub.publish(version(1));
  await tick();
  assert.equal(
    got.length,
    0,
    "nothing is published before the watch's first read (it brings the current one)",
  );
  emit(version(1));
  await tick();
  assert.deepEqual(got.map((d) => d?.data), ["1@0"]);

  hub.publish(version(3));
  await tick();
  assert.deepEqual(got.map((d) => d?.data), ["1@0", "3@0"], "the commit arrives without the watch");
  emit(version(2));
  emit(version(3));
  await tick();
  assert.equal(got.length, 2, "the watch's late reads of versions 2 and 3 are dropped");
  emit(version(4));
  await tick();
  assert.deepEqual(
    got.map((d) => d?.data),
    ["1@0", "3@0", "4@0"],
    "another process's write comes by the watch",
  );
  hub.publish(version(4));
  await tick();
  assert.equal(got.length, 3, "a commit the watch brought first is not sent again");

  emit(null);
  await tick();
  assert.equal(got.at(-1), null, "the game is gone");
  emit(version(3));
  await tick();
  assert.equal(got.at(-1), null, "an old version read before the deletion does not bring the game back");
  stop();
});
