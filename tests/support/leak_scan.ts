/**
 * The leak scan: complete seeded games played through the HTTP API alone (random legal actions for
 * every seat), with an SSE listener per seat and one for a spectator, each taking deltas as the browser
 * does (`?delta=1`). Every response body and SSE event (a delta as sent, and the envelope it makes) is
 * checked against what its receiver may not see in the state of that moment (a mirror engine game kept
 * by the test), and never contains the seed, the generator or a token hash; every envelope a stream
 * makes is the viewer's view of the mirror at its seq. In 2v2
 * the seats also post table talk on both channels, and no team message may reach the other team or
 * a spectator. Some moves the server offers to take back are taken back: every other viewer's view after
 * the undo must be the view it had before the move (nothing learned), and is scanned like any other; the
 * move is then made again, so the games play out as they would have.
 */
import assert from "node:assert/strict";
import {
  applyInPlace,
  cloneState,
  type GameEvent,
  type GameState,
  replay,
  SPECTATOR,
  viewFor,
} from "../../engine/mod.ts";
import type { ChatPage, Envelope, LogPage } from "../../api/contract.ts";
import { randomAction, rng, sseEvents, streamed } from "../../tools/api_client.ts";
import { seatedGame, type TestApp, testApp } from "./server.ts";
import {
  addressedTo,
  cardsInEvent,
  cardsInView,
  hiddenFrom,
  secretIn,
  shuffledBack,
  stillKnown,
  whereIs,
} from "./leak_oracle.ts";

const MODES = ["beginner", "fullGalaxy", "secretBases"] as const;

/** Figures of a scan, for the test's message. */
export interface ScanStats {
  games: number;
  moves: number;
  responses: number;
  sseEvents: number;
  /** SSE events that were deltas (applied onto the envelope the stream sent before). */
  sseDeltas: number;
  logEvents: number;
  /** Chat messages posted and chat events received (2v2). */
  chats: number;
  /** Moves taken back (and made again). */
  undos: number;
}

interface GameRecord {
  states: GameState[];
  events: GameEvent[][];
  hashes: string[];
  /** Per viewer (0, 1, spectator) and seq: hidden cards, minus those it followed in public. */
  hidden: Map<number, Set<number>[]>;
  /** Per viewer and seq: the raw hidden set. */
  rawHidden: Map<number, Set<number>[]>;
  known: Map<number, Set<number>[]>;
}

function record(rec: GameRecord, state: GameState, events: GameEvent[]): void {
  const m = rec.states.length;
  rec.states.push(cloneState(state));
  rec.events.push(events);
  for (const v of rec.hidden.keys()) {
    const raw = hiddenFrom(state, v);
    const known = m === 0 ? new Set<number>() : stillKnown(
      rec.known.get(v)![m - 1],
      rec.states[m - 1],
      state,
      events,
      rec.rawHidden.get(v)![m - 1],
      raw,
    );
    const hidden = new Set(raw);
    for (const c of known) hidden.delete(c);
    rec.rawHidden.get(v)!.push(raw);
    rec.known.get(v)!.push(known);
    rec.hidden.get(v)!.push(hidden);
  }
}

function checkBody(rec: GameRecord, text: string, seq: number, what: string): void {
  const found = secretIn(text, rec.states[seq], rec.hashes);
  assert.equal(found, null, `${what}: the body shows a secret (${found})`);
}

function checkEnvelope(rec: GameRecord, env: Envelope, text: string, viewer: number, what: string): void {
  assert.equal(env.view.viewer, viewer, `${what}: view is for viewer ${env.view.viewer}, expected ${viewer}`);
  const state = rec.states[env.seq];
  assert.ok(state, `${what}: no state recorded for seq ${env.seq}`);
  const hidden = rec.hidden.get(viewer)![env.seq];
  for (const c of cardsInView(env.view)) {
    if (hidden.has(c)) {
      assert.fail(
        `${what} (seq ${env.seq}, viewer ${viewer}) shows hidden card ${c} (${whereIs(state, c)})\n` +
          `view: ${
            JSON.stringify({ pending: env.view.pending, legal: env.view.legal, turn: env.view.turn })
          }\n` +
          `state pending: ${JSON.stringify(state.pending)}\nmove events: ${
            JSON.stringify(rec.events[env.seq])
          }`,
      );
    }
  }
  checkBody(rec, text, env.seq, what);
}

async function listen(
  app: { request: (p: string, i?: RequestInit) => Response | Promise<Response> },
  id: string,
  token: string | undefined,
) {
  const res = await app.request(`/api/games/${id}/events?delta=1`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  assert.equal(res.status, 200);
  const got: { seq: number; data: string; env: Envelope; delta: boolean }[] = [];
  const chats: ChatPage[] = [];
  let waiters: (() => void)[] = [];
  const ac = new AbortController();
  const it = sseEvents(res.body!, ac.signal);
  const done = (async () => {
    for await (const e of it) {
      if (e.comment || !e.data) continue;
      if (e.event === "chat") {
        chats.push(JSON.parse(e.data));
        continue;
      }
      const env = streamed(got.at(-1)?.env ?? null, e);
      assert.ok(env, `a delta onto a version the stream did not send: ${e.data}`);
      assert.equal(env.seq, Number(e.id), "the event's id is the seq of the envelope it makes");
      got.push({ seq: env.seq, data: e.data, env, delta: e.event === "delta" });
      const w = waiters;
      waiters = [];
      w.forEach((f) => f());
    }
  })();
  return {
    got,
    chats,
    /** The newest event once one with seq ≥ `seq` arrived (fails after 5 s). */
    async until(seq: number): Promise<Envelope> {
      const deadline = Date.now() + 5000;
      while (got.length === 0 || got[got.length - 1].seq < seq) {
        if (Date.now() > deadline) throw new Error(`SSE never reached seq ${seq}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 50);
        });
      }
      return got[got.length - 1].env;
    },
    async close() {
      ac.abort();
      await done;
    },
  };
}

/** A seated game for the scan: its id, a token per seat, the hashes of its secrets. */
interface ScanGame {
  id: string;
  tokens: string[];
  hashes: string[];
}

/** A 1v1 game, or a 2v2 table with four people seated through their seats' invitations. */
async function newScanGame(t: TestApp, opts: Record<string, unknown>, team: boolean): Promise<ScanGame> {
  let id: string, tokens: string[];
  if (team) {
    const c = await t.client.create({ ...opts, format: "2v2" });
    assert.equal(c.status, 201, c.text);
    id = c.body.id;
    tokens = [];
    tokens[c.body.seat] = c.body.token;
    for (const i of c.body.seatInviteUrls) {
      const j = await t.client.join(id, new URL(i.url).searchParams.get("invite")!);
      assert.equal(j.status, 200, j.text);
      tokens[i.seat] = j.body.token;
    }
  } else ({ id, tokens } = await seatedGame(t.client, opts));
  const head = (await t.service.store.get(id))!.head;
  const hashes = [...head.seats as string[], ...head.invites.map((i) => i.hash)];
  return { id, tokens, hashes };
}

/** Plays games `from` … `to - 1` (1v1, or 2v2 tables of four) and checks every response; returns the figures. */
export async function leakScan(from: number, to: number, format: "1v1" | "2v2" = "1v1"): Promise<ScanStats> {
  let nextSeed = 0x1f2e3d4c ^ from ^ (format === "2v2" ? 0x2222 : 0);
  const t = await testApp({ seeds: () => (nextSeed = (Math.imul(nextSeed, 747796405) + 2891336453) >>> 0) });
  const stats: ScanStats = {
    games: 0,
    moves: 0,
    responses: 0,
    sseEvents: 0,
    sseDeltas: 0,
    logEvents: 0,
    chats: 0,
    undos: 0,
  };
  const team = format === "2v2";
  try {
    for (let g = from; g < to; g++) {
      const rnd = rng(0x5eed + g * 7919);
      const undoRnd = rng(0x0d0 + g * 104729);
      const opts = {
        faction: ["empire", "rebel", "random"][g % 3],
        mode: MODES[(g >> 1) % 3],
        basesToWin: 2 + (g % 2),
        payOffNeutral: g % 4 === 0,
      };
      const game = await newScanGame(t, opts, team);
      const SEATS = game.tokens.map((_, i) => i);
      const VIEWERS = [...SEATS, -1];
      const stored = (await t.service.store.get(game.id))!.head;
      let mirror = cloneState(stored.state);
      const rec: GameRecord = {
        states: [],
        events: [],
        hashes: game.hashes,
        hidden: new Map(VIEWERS.map((v) => [v, []])),
        rawHidden: new Map(VIEWERS.map((v) => [v, []])),
        known: new Map(VIEWERS.map((v) => [v, []])),
      };
      record(rec, mirror, []);
      const listeners = await Promise.all(VIEWERS.map((v) => listen(t.app, game.id, game.tokens[v])));
      const views: Envelope[] = [];
      for (const s of SEATS) {
        const r = await t.client.view(game.id, game.tokens[s]);
        checkEnvelope(rec, r.body, r.text, s, `GET seat ${s}`);
        views[s] = r.body;
        stats.responses++;
      }
      const etags: (string | undefined)[] = [];
      /** Team messages by their text (unique: it names the seq), with the team that wrote them. */
      const teamMessages: { text: string; team: number }[] = [];
      let seq = 0;
      while (mirror.winner < 0) {
        const ready = SEATS.filter((s) => views[s].view.legal.length > 0);
        assert.ok(ready.length > 0, `game ${g} seq ${seq}: nobody can act`);
        const seat = ready[Math.floor(rnd() * ready.length)];
        const action = randomAction(views[seat].view.legal, rnd);
        const r = await t.client.act(game.id, game.tokens[seat], seq, action, `g${g}m${seq}`);
        assert.equal(
          r.status,
          200,
          `game ${g} seq ${seq}: ${JSON.stringify(action)} → ${r.status} ${r.text}`,
        );
        const events: GameEvent[] = [];
        assert.equal(applyInPlace(mirror, seat, action, events), null);
        seq++;
        record(rec, mirror, events);
        assert.equal(r.body.seq, seq);
        checkEnvelope(rec, r.body, r.text, seat, `POST seat ${seat}`);
        views[seat] = r.body;
        for (const other of SEATS) {
          if (other === seat) continue;
          if (seq % 4 === 0) {
            const o = await t.client.view(game.id, game.tokens[other], etags[other]);
            if (o.status === 200) {
              checkEnvelope(rec, o.body, o.text, other, `GET seat ${other}`);
              views[other] = o.body;
              etags[other] = o.headers.get("etag") ?? undefined;
            } else assert.equal(o.status, 304);
            stats.responses++;
          } else {
            views[other] = await listeners[VIEWERS.indexOf(other)].until(seq);
          }
          assert.equal(views[other].seq, seq, "the other seat's view is current");
        }
        if (seq % 8 === 0) {
          const sp = await t.client.view(game.id);
          checkEnvelope(rec, sp.body, sp.text, -1, "GET spectator");
          stats.responses++;
        }
        if (team && seq % 25 === 0) {
          const channel = rnd() < 0.5 ? "team" : "table";
          const c = await t.client.chat(game.id, game.tokens[seat], {
            channel,
            text: `plan ${seq} <i>${channel}</i>`,
          });
          assert.ok(c.status === 201 || c.status === 429, c.text);
          if (c.status === 201 && channel === "team") {
            teamMessages.push({ text: c.body.text!, team: mirror.seats[seat].team });
          }
          if (c.status === 201) stats.chats++;
        }
        stats.responses++;
        stats.moves++;
        if (r.body.undo && undoRnd() < 0.3) {
          // Take the move back, check every view, then make it again: the game goes on as it would have.
          assert.equal(r.body.undo.seq, seq, "the offer names the move just made");
          const u = await t.client.undo(game.id, game.tokens[seat], seq);
          assert.equal(u.status, 200, `game ${g} undo of seq ${seq}: ${u.status} ${u.text}`);
          const restored = rec.states[seq - 1];
          const made = rec.states[seq];
          mirror = cloneState(restored);
          seq++;
          record(rec, mirror, []);
          checkEnvelope(rec, u.body, u.text, seat, `POST undo seat ${seat}`);
          for (const [i, viewer] of VIEWERS.entries()) {
            if (viewer === seat) continue;
            const env = await listeners[i].until(seq);
            const was = viewFor(restored, viewer >= 0 ? viewer : SPECTATOR);
            assert.deepEqual(env.view, was, `viewer ${viewer} sees the game as before the move`);
            const teammate = viewer >= 0 && mirror.seats[viewer].team === mirror.seats[seat].team;
            assert.ok(env.undo === null || teammate, `viewer ${viewer} is offered nothing of another's`);
          }
          const again = await t.client.act(game.id, game.tokens[seat], seq, action, `g${g}m${seq}again`);
          assert.equal(again.status, 200, `game ${g} move made again at seq ${seq}: ${again.text}`);
          const redone: GameEvent[] = [];
          assert.equal(applyInPlace(mirror, seat, action, redone), null);
          assert.deepEqual(mirror, made, "the same move on the restored state makes the same state");
          seq++;
          record(rec, mirror, redone);
          checkEnvelope(rec, again.body, again.text, seat, `POST again seat ${seat}`);
          views[seat] = again.body;
          for (const other of SEATS) {
            if (other !== seat) views[other] = await listeners[VIEWERS.indexOf(other)].until(seq);
          }
          stats.undos++;
        }
      }
      for (const l of listeners) await l.until(seq);
      for (const [i, l] of listeners.entries()) {
        await l.close();
        for (const e of l.got) {
          const what = `SSE viewer ${VIEWERS[i]}${e.delta ? " (delta)" : ""}`;
          checkEnvelope(rec, e.env, e.data, VIEWERS[i], what);
          checkBody(rec, JSON.stringify(e.env), e.seq, what);
          const mirrored = JSON.parse(JSON.stringify(viewFor(rec.states[e.seq], VIEWERS[i])));
          assert.deepEqual(e.env.view, mirrored, `${what} seq ${e.seq}: the view of the mirror`);
          stats.sseEvents++;
          if (e.delta) stats.sseDeltas++;
        }
      }
      if (team) {
        const teamOfMessage = new Map(teamMessages.map((m) => [m.text, m.team]));
        for (const [i, viewer] of VIEWERS.entries()) {
          const pages = [...listeners[i].chats];
          if (viewer >= 0) pages.push((await t.client.chatPage(game.id, game.tokens[viewer])).body);
          else assert.equal((await t.client.chatPage(game.id)).status, 401, "a spectator reads no chat");
          for (const m of pages.flatMap((p) => p.messages)) {
            const mt = teamOfMessage.get(m.text!);
            assert.ok(viewer >= 0, `a spectator got chat message ${m.n}`);
            if (mt !== undefined) {
              assert.equal(
                mirror.seats[viewer].team,
                mt,
                `seat ${viewer} got the other team's message ${m.n}`,
              );
            }
          }
          if (viewer >= 0) {
            const got = new Set(pages.flatMap((p) => p.messages.map((m) => m.text)));
            const mine = teamMessages.filter((m) => m.team === mirror.seats[viewer].team);
            assert.ok(mine.every((m) => got.has(m.text)), `seat ${viewer} got its team's messages`);
            // The cursor counts the viewer's own team channel only (nothing of the other team's talk).
            assert.equal(pages.at(-1)!.last.team, mine.length, `seat ${viewer}'s team channel count`);
          }
        }
      }
      for (const viewer of VIEWERS) {
        let after = 0;
        for (;;) {
          const page = await t.client.log(game.id, game.tokens[viewer], after, 500);
          assert.equal(page.status, 200);
          checkBody(rec, page.text, page.body.seq, `log viewer ${viewer}`);
          for (const entry of (page.body as LogPage).entries) {
            const before = rec.hidden.get(viewer)![entry.seq - 1];
            const afterMove = rec.hidden.get(viewer)![entry.seq];
            const addressed = addressedTo(rec.events[entry.seq], viewer);
            const shuffled = shuffledBack(rec.events[entry.seq], rec.states[entry.seq]);
            for (const { event } of entry.events) {
              for (const c of cardsInEvent(event)) {
                if (before.has(c) && afterMove.has(c) && !addressed.has(c) && !shuffled.has(c)) {
                  assert.fail(
                    `log (viewer ${viewer}, seq ${entry.seq}) shows hidden card ${c}: ${
                      JSON.stringify(event)
                    }\n` +
                      `raw events of the move: ${JSON.stringify(rec.events[entry.seq])}\n` +
                      `card before: ${whereIs(rec.states[entry.seq - 1], c)}; after: ${
                        whereIs(rec.states[entry.seq], c)
                      }\n` +
                      `previous moves: ${
                        JSON.stringify(rec.events.slice(Math.max(1, entry.seq - 3), entry.seq))
                      }\n` +
                      `pending before: ${JSON.stringify(rec.states[entry.seq - 1].pending)}`,
                  );
                }
              }
              stats.logEvents++;
            }
          }
          if (!page.body.more) break;
          after = page.body.next;
        }
      }
      const final = (await t.service.store.get(game.id))!.head;
      assert.deepEqual(final.state, mirror, "the stored state is the mirror's");
      assert.deepEqual(replay(final.state.options, await t.service.store.actions(game.id)), final.state);
      stats.games++;
    }
  } finally {
    await t.close();
  }
  assert.equal(t.hub.size, 0, "every SSE watch was released");
  assert.ok(stats.sseDeltas > stats.sseEvents / 2, `most SSE events were deltas (${stats.sseDeltas})`);
  return stats;
}
