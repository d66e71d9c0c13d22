/**
 * Heads and log entries as the code before the game model stored them (`v: 1`: a 1v1 game's `bot` and
 * `invite` beside 2v2's `bots` and `invites`; `last`, `pace` and `transfers` absent until first
 * written; moves without `kind`) still load: written into KV as that code wrote them, they read through
 * the store in the current shape, and the games play on. The fixtures are literal copies of what that
 * code stored (ids, token hashes, invitations and seeds included); only the engine states, which this
 * change does not touch, are rebuilt from the options and the moves.
 */
import assert from "node:assert/strict";
import { type Action, apply, replay, setup } from "../../engine/mod.ts";
import { headKey, logKey } from "../../server/keys.ts";
import { type TestApp, testApp } from "../support/server.ts";

/** The time the fixtures were written at; the tests' clock starts there. */
const T0 = 1_800_000_000_000;

const RETENTION = { waitingMs: 172800000, idleMs: 2592000000, finishedMs: 604800000 };

/** A 1v1 game waiting for the friend: its creator (seat 0, the Empire) ended a turn. */
const INVITE_1V1 = {
  token: "Ubf3G3EA_a1gZi8ZMwnmHnvoqThS5BOipmPG0wl511A",
  invite: "55-mdwS9Xx5HX_LucoaGdlxgyGxD5oSZNr1q_kO-lyU",
  options: { seed: 3429651764, empireSeat: 0, mode: "beginner", basesToWin: 3, payOffNeutral: false },
  moves: [{ seat: 0, action: { type: "endTurn" } as Action }],
  head: {
    v: 1,
    id: "4wt4mmwsyrf3",
    seq: 1,
    seats: ["b23d5da3bd633e5e36fc72960b6fc33e3cef7498c49104ac9b223b1f18451f98", null],
    invite: {
      hash: "7148e32dc3126aa47e7ab8590decfc11bfff3154f54b8110a0086932ca9c5d7a",
      seat: 1,
      used: false,
    },
    created: 1800000000000,
    at: 1800000000000,
    retention: RETENTION,
    expiresAt: 1800172800000,
    expiryBucket: 1800172800000,
    recent: [["a1", 0, 1]],
    undoBase: { last: { seq: 1, seat: 0, action: { type: "endTurn" }, undoable: false }, moves: [] },
    rematch: null,
    lineage: [],
    bot: null,
    last: { seq: 1, seat: 0, action: { type: "endTurn" }, undoable: false },
    pace: [1800000000250, 0],
  },
  /** The log entry of the move, without the engine's events (added from the replay). */
  log: [{ seq: 1, seat: 0, action: { type: "endTurn" }, actionId: "a1", at: 1800000000000 }],
};

/** A 1v1 game against the computer (seat 1, the Empire, to move first), just created. */
const BOT_1V1 = {
  token: "beZza3EjL_IwKNHjKnB9NvbYis9HP7c01aJlkS9ZZIA",
  options: { seed: 642666496, empireSeat: 1, mode: "beginner", basesToWin: 3, payOffNeutral: false },
  moves: [],
  head: {
    v: 1,
    id: "ed3pgrrpxjtu",
    seq: 0,
    seats: ["164f4f4b0f3924994b1b34fe6338864b06f7f2f351ae76cda9f79097c4c7dea9", "bot"],
    invite: null,
    created: 1800000000000,
    at: 1800000000000,
    retention: RETENTION,
    expiresAt: 1802592000000,
    expiryBucket: 1802592000000,
    recent: [],
    undoBase: { last: null, moves: [] },
    rematch: null,
    lineage: [],
    bot: { seat: 1, level: "easy", seed: 196624384 },
  },
  log: [],
};

/** A 2v2 table: the creator (seat 0), a friend's seat (2) and two computers; the creator opened a transfer. */
const TEAM = {
  token: "m61KWlRb1T8-VXsdzwa4uE9lwUmRLMKthqTdImZJs9s",
  seatInvite: "5xwAee6vM8RZ5QwiapBVqBA4gzSUxZfzdWoIugAZMT8",
  transfer: "vzONCUsh7qzXNLonojhxsZJ6i1ePkQRXNh0cgyNQRls",
  options: {
    seed: 2700308544,
    empireSeat: 0,
    mode: "fullGalaxy",
    basesToWin: 3,
    payOffNeutral: false,
    format: "2v2",
  },
  moves: [],
  head: {
    v: 1,
    id: "u2qkju3qqh73",
    seq: 0,
    seats: ["2ccd4adac200b641f38f3a15a729f284e98ab2424c0752e2d8ce61d95c5e14fc", "bot", null, "bot"],
    invite: null,
    created: 1800000000000,
    at: 1800000000000,
    retention: RETENTION,
    expiresAt: 1800172800000,
    expiryBucket: 1800172800000,
    recent: [],
    undoBase: { last: null, moves: [] },
    rematch: null,
    lineage: [],
    bot: null,
    bots: [{ seat: 1, level: "easy", seed: 2169437184 }, { seat: 3, level: "easy", seed: 124353536 }],
    invites: [
      { hash: "5adfb0c2c6bc323a2a276500577bd29be13e0d38fb44de954f50fcea9bbe3489", seat: null },
      { hash: "6550b08e6885655736c11035e2a322f2fc2193f72f5fb601e49fba12c64db0f8", seat: 2 },
    ],
    transfers: [{
      hash: "9318ce461a7734efe40b71367b27f59a9ab6ea77651c151ea5236cbd217ef55f",
      seat: 0,
      until: 1800000900000,
      used: false,
    }],
  },
  log: [],
};

type Fixture = typeof INVITE_1V1 | typeof BOT_1V1 | typeof TEAM;

/** Writes a fixture into KV as the earlier code did: JSON text under its keys, the state replayed. */
async function store(t: TestApp, f: Fixture): Promise<void> {
  const options = f.options as Parameters<typeof setup>[0];
  const state = replay(setup(options).options, f.moves);
  let op = t.kv.atomic().set(headKey(f.head.id), JSON.stringify({ ...f.head, state }));
  let s = setup(options);
  for (const [i, e] of f.log.entries()) {
    const r = apply(s, f.moves[i].seat, f.moves[i].action);
    assert.ok(r.ok);
    s = r.state;
    op = op.set(logKey(f.head.id, e.seq), JSON.stringify({ ...e, events: r.events }));
  }
  assert.ok((await op.commit()).ok);
}

/** An app whose clock starts when the fixtures were written; the computer moves without pause. */
function app(): Promise<TestApp> {
  const start = performance.now();
  return testApp({ now: () => T0 + 1000 + performance.now() - start, botPaceMs: 0 });
}

Deno.test("a 1v1 head stored with `invite` and `bot: null` reads upgraded; the friend joins and the game plays on", async () => {
  const t = await app();
  try {
    const f = INVITE_1V1;
    await store(t, f);
    const head = (await t.service.store.get(f.head.id))!.head;
    const { state: _, ...rest } = head;
    assert.deepEqual(rest, {
      v: 2,
      id: f.head.id,
      seq: 1,
      seats: f.head.seats,
      bots: [],
      invites: [{ hash: f.head.invite.hash, seat: null }],
      created: f.head.created,
      at: f.head.at,
      retention: RETENTION,
      expiresAt: f.head.expiresAt,
      expiryBucket: f.head.expiryBucket,
      recent: [["a1", 0, 1]],
      rematch: null,
      lineage: [],
      last: f.head.last,
      transfers: [],
      undoBase: f.head.undoBase,
      pace: f.head.pace,
    });
    const [entry] = await t.service.store.log(f.head.id, 0, 10);
    assert.equal(entry.kind, "move", "a move stored without a kind reads as a move");

    const env = await t.client.view(f.head.id, f.token);
    assert.equal(env.status, 200);
    assert.deepEqual([env.body.seq, env.body.view.viewer, env.body.bots], [1, 0, []]);
    const joined = await t.client.join(f.head.id, f.invite);
    assert.equal(joined.status, 200, joined.text);
    assert.equal(joined.body.seat, 1);
    const again = await t.client.join(f.head.id, f.invite);
    assert.equal(again.status, 409, "the invite is used once its seat is taken");
    const guest = (await t.client.view(f.head.id, joined.body.token)).body;
    assert.deepEqual(guest.seated, [true, true]);
    const moved = await t.client.act(f.head.id, joined.body.token, guest.seq, { type: "endTurn" }, "b1");
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.body.seq, 2);
    const log = await t.client.log(f.head.id, f.token);
    assert.deepEqual(log.body.entries.map((e) => e.seq), [1, 2]);
    const stored = (await t.service.store.get(f.head.id))!.head;
    assert.equal(stored.v, 2, "the next change writes the current shape");
    assert.deepEqual(stored.state, replay(stored.state.options, await t.service.store.actions(f.head.id)));
  } finally {
    await t.close();
  }
});

Deno.test("a 1v1 head stored with `bot` reads with one computer seat in `bots`, which moves on", async () => {
  const t = await app();
  try {
    const f = BOT_1V1;
    await store(t, f);
    const head = (await t.service.store.get(f.head.id))!.head;
    assert.deepEqual(head.bots, [f.head.bot]);
    assert.deepEqual(head.invites, []);
    assert.deepEqual([head.last, head.transfers, head.pace], [null, [], [0, 0]]);
    const env = await t.client.view(f.head.id, f.token);
    assert.deepEqual(env.body.bots, [{ seat: 1, level: "easy" }]);
    await t.service.autopilot.idle();
    const after = (await t.client.view(f.head.id, f.token)).body;
    assert.ok(after.seq > 0, "the computer played its turn");
    assert.ok(after.view.legal.length > 0, "and it is the player's turn");
    const moved = await t.client.act(f.head.id, f.token, after.seq, after.view.legal[0], "p1");
    assert.equal(moved.status, 200, moved.text);
  } finally {
    await t.close();
  }
});

Deno.test("a 2v2 head stored beside `bot: null` and `invite: null` keeps its seats, invitations and transfer", async () => {
  const t = await app();
  try {
    const f = TEAM;
    await store(t, f);
    const head = (await t.service.store.get(f.head.id))!.head;
    assert.deepEqual(head.bots, f.head.bots);
    assert.deepEqual(head.invites, f.head.invites);
    assert.deepEqual(head.transfers, f.head.transfers);
    assert.ok(!("bot" in head) && !("invite" in head), "no 1v1 twins left");
    const friend = await t.client.join(f.head.id, f.seatInvite);
    assert.equal(friend.status, 200, friend.text);
    assert.equal(friend.body.seat, 2, "the seat's own invitation opens that seat");
    const claimed = await t.client.fetch(`/api/games/${f.head.id}/claim`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ transfer: f.transfer }),
    });
    assert.equal(claimed.status, 200, await claimed.clone().text());
    const token = ((await claimed.json()) as { token: string }).token;
    assert.equal(
      (await t.client.view(f.head.id, f.token)).body.view.viewer,
      -1,
      "the old token holds no seat",
    );
    const env = (await t.client.view(f.head.id, token)).body;
    assert.deepEqual(env.seated, [true, true, true, true]);
    const moved = await t.client.act(f.head.id, token, env.seq, env.view.legal[0], "t1");
    assert.equal(moved.status, 200, moved.text);
  } finally {
    await t.close();
  }
});
