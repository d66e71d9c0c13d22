/**
 * A seat's live streams follow its credentials: once a seat moved to another device (transfer +
 * claim), a stream opened with the old token shows nothing of the seat any more: no view of the seat,
 * no team or table talk, no presence; it goes on as a spectator's stream.
 */
import assert from "node:assert/strict";
import type { Envelope, TransferLink } from "../../api/contract.ts";
import { teammateOf } from "../../engine/mod.ts";
import { type SseEvent, streamed } from "../../tools/api_client.ts";
import { seatedGame, seatedTable, serveApp, testApp } from "../support/server.ts";
import { open } from "../support/sse.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A stream that keeps every event and the envelope its events make (whole or by delta). */
async function recorder(base: string, id: string, token: string) {
  const s = await open(base, id, { authorization: `Bearer ${token}` }, "?delta=1&presence&chatAfter=0");
  const events: { e: SseEvent; env: Envelope | null }[] = [];
  let held: Envelope | null = null;
  let closed = false;
  const pump = (async () => {
    for (;;) {
      const e = await s.next(60_000, true);
      if (e === null) break;
      if (e.event === undefined || e.event === "delta") held = streamed(held, e);
      events.push({ e, env: e.event === undefined || e.event === "delta" ? held : null });
    }
    closed = true;
  })();
  return {
    events,
    get closed() {
      return closed;
    },
    /** Waits until `ok` holds for the events (fails after 20 s: a loaded machine is slow, not wrong). */
    async until(ok: () => boolean, what: string) {
      const deadline = Date.now() + 20_000;
      while (!ok()) {
        if (Date.now() > deadline) throw new Error(`never: ${what}`);
        await sleep(10);
      }
    },
    /** The events received since `from`, once nothing new came for `quietMs`. */
    async settle(from: number, quietMs = 300) {
      let n = -1;
      while (n !== events.length) {
        n = events.length;
        await sleep(quietMs);
      }
      return events.slice(from);
    },
    async close() {
      await s.close();
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([pump, new Promise((r) => (timer = setTimeout(r, 100)))]);
      clearTimeout(timer);
    },
  };
}

type Recorder = Awaited<ReturnType<typeof recorder>>;

/** Opens a transfer of `token`'s seat; `claim()` takes it on "another device" and returns the new token. */
async function transfer(t: ReturnType<typeof serveApp>, id: string, token: string) {
  const link = await t.client.call<TransferLink>("POST", `/api/games/${id}/transfer`, undefined, token);
  assert.equal(link.status, 201, link.text);
  return async () => {
    const claim = await t.client.call<{ token: string }>("POST", `/api/games/${id}/claim`, {
      transfer: link.body.transfer,
    });
    assert.equal(claim.status, 200, claim.text);
    return claim.body.token;
  };
}

/** What the old stream showed of the seat after the claim (every event must show a spectator's table). */
function leaks(after: { e: SseEvent; env: Envelope | null }[], seat: number): string[] {
  const out: string[] = [];
  for (const { e, env } of after) {
    if (e.event === "chat") out.push(`table talk: ${e.data}`);
    if (e.event === "presence") out.push(`presence: ${e.data}`);
    if (e.event !== undefined && e.event !== "delta") continue;
    if (!env) {
      out.push(`a delta onto a version the stream did not send: ${e.data}`);
      continue;
    }
    if (env.view.viewer !== -1) out.push(`seq ${env.seq}: the view of seat ${env.view.viewer}`);
    if (env.view.legal.length > 0) out.push(`seq ${env.seq}: ${env.view.legal.length} legal actions`);
    if (env.undo !== null) out.push(`seq ${env.seq}: an undo offer`);
    env.view.seats.forEach((s, i) =>
      s.hand !== null && out.push(`seq ${env.seq}: seat ${i}'s hand (old seat ${seat})`)
    );
  }
  return out;
}

Deno.test("2v2: after a claim on another device, the old device's stream shows neither the team's talk nor the seat", async () => {
  const t = await testApp({ heartbeatMs: 100 });
  const s = serveApp(t.app);
  const streams: Recorder[] = [];
  try {
    const { id, tokens } = await seatedTable(s.client, { format: "2v2" });
    const envs = await Promise.all(tokens.map(async (tk) => (await s.client.view(id, tk!)).body));
    const mate = envs.findIndex((e) => e.view.legal.length > 0);
    const seat = teammateOf(envs[mate].view, mate);
    const old = await recorder(s.base, id, tokens[seat]!);
    streams.push(old);
    await old.until(() => old.events.some((x) => x.env?.view.viewer === seat), "the seat's view");
    assert.ok(
      old.events.at(-1)!.env!.view.seats[mate].hand !== null,
      "the old stream showed the teammate's hand",
    );
    await s.client.chat(id, tokens[mate]!, { channel: "team", text: "before the move" });
    await old.until(() => old.events.some((x) => x.e.event === "chat"), "the team message before the claim");

    const claim = await transfer(s, id, tokens[seat]!);
    await old.settle(0);
    const mark = old.events.length;
    const fresh = await claim();

    const device = await recorder(s.base, id, fresh);
    streams.push(device);
    const other = await recorder(s.base, id, tokens[(seat + 1) % 4]!); // a presence change for every listener
    streams.push(other);
    const said = await s.client.chat(id, tokens[mate]!, {
      channel: "team",
      text: "the plan after the claim",
    });
    assert.equal(said.status, 201);
    await s.client.chat(id, tokens[mate]!, { channel: "table", text: "hello table" });
    const env = (await s.client.view(id, tokens[mate]!)).body;
    const moved = await s.client.act(id, tokens[mate]!, env.seq, env.view.legal[0], "mate-1");
    assert.equal(moved.status, 200, moved.text);

    const chats = () => device.events.filter((x) => x.e.event === "chat").map((x) => x.e.data).join();
    await device.until(() => chats().includes("the plan after the claim"), "the new device hears its team");
    await device.until(
      () => device.events.some((x) => x.env?.seq === moved.body.seq),
      "the new device's view",
    );
    assert.equal(device.events.at(-1)!.env?.view.viewer ?? seat, seat);
    // The move must reach the old stream as a spectator's (or the stream has ended): whatever the seat
    // could still have been shown (the team message, its hand) would have come before it.
    await old.until(() => old.closed || old.events.some((x) => x.env?.seq === moved.body.seq), "the move");
    const after = old.events.slice(mark);
    assert.deepEqual(leaks(after, seat), [], "2v2: what the old stream showed after the claim");
    if (!old.closed) {
      const last = after.filter((x) => x.env).at(-1)?.env;
      assert.equal(
        last?.seq,
        moved.body.seq,
        "a stream that goes on shows the teammate's move as a spectator",
      );
    }
  } finally {
    for (const r of streams) await r.close();
    await s.shutdown();
    await t.close();
  }
});

Deno.test("1v1: after a claim on another device, the old device's stream shows neither the talk nor the seat", async () => {
  const t = await testApp({ heartbeatMs: 100 });
  const s = serveApp(t.app);
  const streams: Recorder[] = [];
  try {
    const g = await seatedGame(s.client);
    const envs = await Promise.all(g.tokens.map(async (tk) => (await s.client.view(g.id, tk)).body));
    const mover = envs.findIndex((e) => e.view.legal.length > 0);
    const seat = 1 - mover;
    const old = await recorder(s.base, g.id, g.tokens[seat]);
    streams.push(old);
    await old.until(() => old.events.some((x) => x.env?.view.viewer === seat), "the seat's view");
    const claim = await transfer(s, g.id, g.tokens[seat]);
    await old.settle(0);
    const mark = old.events.length;
    const fresh = await claim();

    const device = await recorder(s.base, g.id, fresh);
    streams.push(device);
    const other = await recorder(s.base, g.id, g.tokens[mover]);
    streams.push(other);
    assert.equal(
      (await s.client.chat(g.id, g.tokens[mover], { channel: "table", text: "your move" })).status,
      201,
    );
    const moved = await s.client.act(
      g.id,
      g.tokens[mover],
      envs[mover].seq,
      envs[mover].view.legal[0],
      "m-1",
    );
    assert.equal(moved.status, 200, moved.text);
    await device.until(
      () => device.events.some((x) => x.e.data.includes("your move")),
      "the new device hears",
    );
    await device.until(
      () => device.events.some((x) => x.env?.seq === moved.body.seq),
      "the new device's view",
    );
    await old.until(() => old.closed || old.events.some((x) => x.env?.seq === moved.body.seq), "the move");
    const after = old.events.slice(mark);
    assert.deepEqual(leaks(after, seat), [], "1v1: what the old stream showed after the claim");
    assert.ok(
      old.closed || after.some((x) => x.env?.seq === moved.body.seq),
      "closed, or a spectator's stream",
    );
  } finally {
    for (const r of streams) await r.close();
    await s.shutdown();
    await t.close();
  }
});

Deno.test("a seat's transfer and claim show the other seats nothing: no event, the same ETag", async () => {
  const t = await testApp({ heartbeatMs: 100 });
  const s = serveApp(t.app);
  const streams: Recorder[] = [];
  try {
    const g = await seatedGame(s.client);
    const other = await recorder(s.base, g.id, g.tokens[1]);
    streams.push(other);
    await other.until(() => other.events.some((x) => x.env?.view.viewer === 1), "the view");
    const before = await s.client.view(g.id, g.tokens[1]);
    const spectator = await s.client.view(g.id);
    const mark = (await other.settle(0)).length;
    const claim = await transfer(s, g.id, g.tokens[0]);
    await claim();
    // A table message after the claim must reach the other stream; an event of the claim would come first.
    await s.client.chat(g.id, g.tokens[1], { channel: "table", text: "after the claim" });
    await other.until(() => other.events.some((x) => x.e.event === "chat"), "the table message");
    assert.deepEqual(
      other.events.slice(mark).filter((x) => !x.e.comment).map((x) => x.e.event),
      ["chat"],
      "no event on the other stream but the later table message",
    );
    assert.equal((await s.client.view(g.id, g.tokens[1], before.headers.get("etag")!)).status, 304);
    assert.equal((await s.client.view(g.id, undefined, spectator.headers.get("etag")!)).status, 304);
  } finally {
    for (const r of streams) await r.close();
    await s.shutdown();
    await t.close();
  }
});
