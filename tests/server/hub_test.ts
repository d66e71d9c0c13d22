/**
 * The hub's two paths to listeners: versions this process commits (`publish`, at once) and the game's
 * watch (every process's writes, later). Whichever brings a version last, a listener never gets one
 * older than, or the same as, one it already got.
 */
import assert from "node:assert/strict";
import { type Delivery, Hub } from "../../server/hub.ts";
import type { GameHead } from "../../server/model/mod.ts";
import type { GameStore, Watched } from "../../server/store.ts";
import type { Versioned } from "../../server/write.ts";

/** A store whose only watch is driven by the test: `emit` stands for what KV's watch would read. */
function fakeStore() {
  let out!: ReadableStreamDefaultController<Watched>;
  const store = {
    watch: () => new ReadableStream<Watched>({ start: (c) => void (out = c) }),
  } as unknown as GameStore;
  const emit = (g: Versioned | null) =>
    out.enqueue({ versionstamp: g?.versionstamp ?? null, head: () => structuredClone(g!.head), chat: null });
  /** A read of version `g` whose chat head changed to `chat` (a chat change reaches listeners whatever the version). */
  const emitChat = (g: Versioned, chat: string) =>
    out.enqueue({ versionstamp: g.versionstamp, head: () => structuredClone(g.head), chat });
  return { store, emit, emitChat };
}

/** Version `seq` of game "g" with a versionstamp that sorts by seq, as KV's do. */
const version = (seq: number): Versioned => ({
  head: { id: "g", seq } as unknown as GameHead,
  versionstamp: String(seq).padStart(20, "0"),
});

/**
 * Resolves once every version published before has been delivered or dropped: `publish` hands a version
 * over in a 0 ms timer, and a timer set later fires later (equal delays keep their order). An ordering
 * of events, not a wait for time to pass.
 */
const published = () => new Promise((r) => setTimeout(r, 0));

Deno.test("hub: a published commit reaches listeners before the watch; older or repeated versions are dropped", async () => {
  const { store, emit, emitChat } = fakeStore();
  const hub = new Hub(store, (g, viewer) => `${g.head.seq}@${viewer}`);
  const got: Delivery[] = [], chats: number[] = [];
  let wake = () => {};
  const stop = hub.subscribe("g", 0, (d) => (got.push(d), wake()), () => {}, () => (chats.push(1), wake()));
  const data = () => got.map((d) => d?.data);
  /** Waits for the delivery (or chat count) that `ok` looks for: a later one that must come. */
  const until = async (ok: () => boolean) => {
    while (!ok()) await new Promise<void>((r) => (wake = r));
  };
  hub.publish(version(1));
  await published();
  assert.equal(
    got.length,
    0,
    "nothing is published before the watch's first read (it brings the current one)",
  );
  emit(version(1));
  await until(() => got.length === 1);
  assert.deepEqual(data(), ["1@0"]);

  hub.publish(version(3));
  await until(() => got.length === 2);
  assert.deepEqual(data(), ["1@0", "3@0"], "the commit arrives without the watch");
  emit(version(2));
  emit(version(3));
  emit(version(4));
  await until(() => data().includes("4@0"));
  assert.deepEqual(
    data(),
    ["1@0", "3@0", "4@0"],
    "the watch's late reads of versions 2 and 3 are dropped; another process's write (4) comes by the watch",
  );
  hub.publish(version(4));
  hub.publish(version(5));
  await until(() => data().includes("5@0"));
  assert.deepEqual(
    data(),
    ["1@0", "3@0", "4@0", "5@0"],
    "a commit the watch brought first (4) is not sent again; the next one (5) is",
  );

  emit(null);
  await until(() => got.at(-1) === null);
  assert.equal(got.at(-1), null, "the game is gone");
  emit(version(3));
  emitChat(version(2), "c1");
  await until(() => chats.length === 1);
  assert.equal(got.at(-1), null, "an old version read before the deletion does not bring the game back");
  stop();
});
