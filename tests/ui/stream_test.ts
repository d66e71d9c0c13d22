/**
 * The table store's live updates (`ui/store.ts`), with a stand-in EventSource and fetch: it asks for
 * deltas, applies a delta onto exactly the envelope it holds, ignores one it is already past, and
 * fetches the envelope whole after a gap or while the later bundle (which applies deltas) is not loaded.
 */
import assert from "node:assert/strict";
import type { Envelope } from "../../api/contract.ts";
import { diff, patch } from "../../api/delta.ts";
import { setup } from "../../engine/mod.ts";
import { envelope } from "../../server/present.ts";
import type { GameHead } from "../../server/model/mod.ts";
import { MESSAGES } from "../../ui/i18n.ts";
import { createStore, later } from "../../ui/store.ts";

/** Envelopes of one viewer for seq 0, 1, 2, 3 (the same game, its `at` moving on). */
function envelopes(): Envelope[] {
  const state = setup({ seed: 12, mode: "beginner" });
  const head = { seq: 0, state, seats: ["a", "b"], rematch: null, at: 1, bots: [], last: null };
  return [0, 1, 2, 3].map((seq) =>
    JSON.parse(JSON.stringify(envelope({ ...head, seq, at: 1000 + seq } as unknown as GameHead, 1)))
  );
}

/** The stand-in EventSource: the URL it opened and its listeners, to fire events by hand. */
class FakeEventSource {
  static last: FakeEventSource;
  readyState = 1;
  onmessage: ((m: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  named = new Map<string, (m: MessageEvent) => void>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, f: (m: MessageEvent) => void) {
    this.named.set(type, f);
  }
  fire(type: "message" | "delta", data: unknown) {
    const m = new MessageEvent(type, { data: JSON.stringify(data) });
    (type === "message" ? this.onmessage : this.named.get(type))!(m);
  }
}

Deno.test("table store: deltas onto the envelope held, the envelope fetched whole after a gap", async () => {
  const [e0, e1, e2, e3] = envelopes();
  const fetched: string[] = [];
  const g = globalThis as unknown as Record<"EventSource" | "fetch" | "setInterval" | "document", unknown>;
  const saved = {
    EventSource: g.EventSource,
    fetch: g.fetch,
    setInterval: g.setInterval,
    document: g.document,
  };
  g.EventSource = FakeEventSource;
  g.setInterval = () => 0;
  g.document = { title: "" };
  g.fetch = (url: string) => {
    fetched.push(url);
    return Promise.resolve(new Response(JSON.stringify(e3), { headers: { etag: '"v3"' } }));
  };
  try {
    const s = createStore({
      id: "g1",
      env: e0,
      lang: "en",
      t: MESSAGES.en,
      cards: {},
      invite: null,
      join: null,
    });
    // The later bundle as the store uses it: deltas patched; versions shown as they come (no pacing, no motion).
    later.value = {
      patch,
      pullLog: () => {},
      signals: () => {},
      motion: () => {},
      keys: () => {},
      hear: () => {},
      pace: (st: { env: { value: unknown } }, e: unknown) => (st.env.value = e, true),
    } as unknown as NonNullable<typeof later.value>;
    s.start();
    const es = FakeEventSource.last;
    assert.equal(
      es.url,
      "/api/games/g1/events?delta=1&presence&chatAfter=0",
      "the store asks for deltas, who is online and the table talk",
    );
    es.fire("message", e0);
    es.fire("delta", diff(e0, e1));
    assert.deepEqual(s.env.value, e1, "a delta onto the envelope held makes the next one");
    const held = s.env.value;
    es.fire("delta", diff(e0, e1));
    assert.equal(s.env.value, held, "a delta the store is already past changes nothing");
    assert.deepEqual(fetched, [], "nothing fetched while the deltas apply");
    es.fire("delta", diff(e2, e3));
    assert.equal(s.env.value, held, "a delta from a version the store lacks is not applied");
    await new Promise((r) => setTimeout(r, 0));
    assert.deepEqual(fetched, ["/api/games/g1"], "after a gap the store fetches the envelope whole");
    assert.deepEqual(s.env.value, e3);
    later.value = null;
    es.fire("message", e2);
    es.fire("delta", diff(e2, e3));
    await new Promise((r) => setTimeout(r, 0));
    assert.equal(fetched.length, 2, "without the later bundle a delta is fetched whole");
  } finally {
    later.value = null;
    Object.assign(g, saved);
  }
});
