/**
 * 2v2 on the server: creating a table of four, seating by the table's invitation or a seat's own,
 * the game waiting for every seat, teammates moving at the same time, computer seats, the rematch.
 */
import assert from "node:assert/strict";
import { apply, replay, teammateOf } from "../../engine/mod.ts";
import type { Created, Envelope, ErrorBody } from "../../api/contract.ts";
import { randomAction, rng } from "../../tools/api_client.ts";
import { isMove } from "../../server/model/mod.ts";
import { testApp } from "../support/server.ts";

type App = Awaited<ReturnType<typeof testApp>>;

const secretOf = (url: string) => new URL(url).searchParams.get("invite")!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A 2v2 table with every person seated: the tokens by seat (null for the computer's seats). */
async function seatedTable(
  t: App,
  body: Record<string, unknown>,
): Promise<{ id: string; tokens: (string | null)[] }> {
  const c = await t.client.create({ format: "2v2", ...body });
  assert.equal(c.status, 201, c.text);
  const tokens: (string | null)[] = [null, null, null, null];
  tokens[c.body.seat] = c.body.token;
  for (const i of c.body.seatInviteUrls!) {
    const j = await t.client.join(c.body.id, secretOf(i.url));
    assert.equal(j.status, 200, j.text);
    assert.equal(j.body.seat, i.seat);
    tokens[i.seat] = j.body.token;
  }
  return { id: c.body.id, tokens };
}

/** The stored game equals the replay of its log, and every seq appears once. */
async function assertReplays(t: App, id: string): Promise<void> {
  const g = (await t.service.store.get(id))!;
  const log = await t.service.store.log(id, 0, 100_000);
  assert.deepEqual(log.map((e) => e.seq), Array.from({ length: g.head.seq }, (_, i) => i + 1));
  assert.deepEqual(replay(g.head.state.options, await t.service.store.actions(id)), g.head.state);
}

Deno.test("2v2: the table's invitation seats each guest where they choose; the game waits for every seat", async () => {
  const t = await testApp();
  try {
    const c = await t.client.create({ format: "2v2", faction: "rebel" });
    assert.equal(c.status, 201, c.text);
    const created: Created = c.body;
    assert.equal(created.seat, 1, "the Rebel seat of region 0");
    assert.deepEqual(
      created.seatInviteUrls!.map((i) => i.seat),
      [3, 0, 2],
      "teammate, opponent, teammate's opponent",
    );
    assert.deepEqual(created.bots, []);
    const env = (await t.client.view(created.id, created.token)).body;
    assert.deepEqual(env.seated, [false, true, false, false]);
    assert.equal(env.view.options.format, "2v2");
    assert.equal(env.view.options.mode, "fullGalaxy", "Full Galaxy by default, as the document recommends");

    const first = env.view.legal[0];
    if (first) {
      const early = await t.client.act(created.id, created.token, env.seq, first, "early");
      assert.equal(early.status, 409);
      assert.equal((early.body as unknown as ErrorBody).error, "waiting-for-players");
    }

    const table = secretOf(created.inviteUrl!);
    const none = await t.client.call<ErrorBody>(
      "POST",
      `/api/games/${created.id}/join`,
      { invite: table },
      undefined,
    );
    assert.equal(none.status, 422);
    assert.equal(none.body.error, "seat-required");
    const taken = await t.client.call<ErrorBody>("POST", `/api/games/${created.id}/join`, {
      invite: table,
      seat: 1,
    });
    assert.equal(taken.status, 409);
    assert.equal(taken.body.error, "seat-taken");
    const a = await t.client.call<{ seat: number }>("POST", `/api/games/${created.id}/join`, {
      invite: table,
      seat: 2,
    });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.body.seat, 2);
    const own2 = created.seatInviteUrls!.find((i) => i.seat === 2)!.url;
    const used = await t.client.join(created.id, secretOf(own2));
    assert.equal(used.status, 409, "seat 2's own invitation is used up once seat 2 is taken");
    const own3 = created.seatInviteUrls!.find((i) => i.seat === 3)!.url;
    const wrong = await t.client.call<ErrorBody>("POST", `/api/games/${created.id}/join`, {
      invite: secretOf(own3),
      seat: 0,
    });
    assert.equal(wrong.status, 403, "a seat's own invitation opens only that seat");
    assert.equal((await t.client.join(created.id, secretOf(own3))).status, 200);
    const last = await t.client.call<{ seat: number }>("POST", `/api/games/${created.id}/join`, {
      invite: table,
    });
    assert.equal(last.status, 200, "the one free seat needs no choice");
    assert.equal(last.body.seat, 0);
    const full = await t.client.call<ErrorBody>("POST", `/api/games/${created.id}/join`, {
      invite: table,
      seat: 0,
    });
    assert.equal(full.status, 409);
    assert.equal(full.body.error, "invite-used");
    assert.deepEqual((await t.client.view(created.id, created.token)).body.seated, [true, true, true, true]);
  } finally {
    await t.close();
  }
});

Deno.test("2v2: four people play a whole game over the API, teammates at once; the log replays the game", async () => {
  const t = await testApp();
  try {
    const { id, tokens } = await seatedTable(t, { faction: "empire", basesToWin: 2 });
    const rnd = rng(2222);
    let moves = 0, concurrent = 0;
    for (let n = 0; n < 6000; n++) {
      const envs = await Promise.all(tokens.map((tk) => t.client.view(id, tk!).then((r) => r.body)));
      if (envs[0].view.winner >= 0) break;
      const ready = [0, 1, 2, 3].filter((s) => envs[s].view.legal.length > 0);
      assert.ok(ready.length > 0, "someone can act");
      const pair = ready.length > 1 && rnd() < 0.5
        ? ready.slice(0, 2)
        : [ready[Math.floor(rnd() * ready.length)]];
      if (pair.length > 1) concurrent++;
      const sent = pair.map((s) => ({ s, action: randomAction(envs[s].view.legal, rnd) }));
      const rs = await Promise.all(
        sent.map(({ s, action }) => t.client.act(id, tokens[s]!, envs[s].seq, action, `m${n}.${s}`)),
      );
      for (const r of rs) {
        if (r.status === 200) moves++;
        else {
          assert.equal(r.status, 409, r.text);
          assert.match(r.text, /no longer possible/);
          assert.notEqual(pair.length, 1, `a lone move was refused: ${r.text}`);
        }
      }
    }
    const end = (await t.client.view(id, tokens[0]!)).body;
    assert.ok(end.view.winner >= 0, "the game ended");
    assert.ok(concurrent > 50, `teammates moved at the same time (${concurrent})`);
    assert.ok(moves > 100);
    await assertReplays(t, id);
  } finally {
    await t.close();
  }
});

Deno.test("2v2: teammates posting at the same instant: every legal move applied once, none refused for staleness alone", async () => {
  const t = await testApp();
  try {
    const { id, tokens } = await seatedTable(t, { faction: "rebel" });
    const rnd = rng(77);
    let pairs = 0, applied = 0;
    for (let n = 0; n < 4000 && pairs < 150; n++) {
      const envs: Envelope[] = await Promise.all(
        tokens.map((tk) => t.client.view(id, tk!).then((r) => r.body)),
      );
      if (envs[0].view.winner >= 0) break;
      const ready = [0, 1, 2, 3].filter((s) => envs[s].view.legal.length > 0);
      const both = ready.length === 2 && teammateOf(envs[ready[0]].view, ready[0]) === ready[1];
      if (!both) {
        const s = ready[Math.floor(rnd() * ready.length)];
        const r = await t.client.act(
          id,
          tokens[s]!,
          envs[s].seq,
          randomAction(envs[s].view.legal, rnd),
          `x${n}`,
        );
        assert.equal(r.status, 200, r.text);
        continue;
      }
      pairs++;
      const before = (await t.service.store.get(id))!.head;
      const sent = ready.map((s) => ({ s, action: randomAction(envs[s].view.legal, rnd) }));
      const rs = await Promise.all(
        sent.map(({ s, action }) => t.client.act(id, tokens[s]!, envs[s].seq, action, `p${n}.${s}`)),
      );
      const after = (await t.service.store.get(id))!.head;
      const log = (await t.service.store.log(id, before.seq, 10)).filter(isMove);
      for (const [i, r] of rs.entries()) {
        const { s, action } = sent[i];
        const mine = log.filter((e) => e.actionId === `p${n}.${s}`);
        if (r.status === 200) {
          applied++;
          assert.equal(mine.length, 1, "applied exactly once");
          continue;
        }
        assert.equal(mine.length, 0, "a refused move left nothing");
        const other = log.find((e) => e.seat !== s);
        assert.ok(other, `refused with no other move in between: ${r.text}`);
        const mid = replay(before.state.options, [
          ...(await t.service.store.actions(id)).slice(0, before.seq),
          { seat: other.seat, action: other.action },
        ]);
        assert.equal(apply(mid, s, action).ok, false, `a still-legal move was refused: ${r.text}`);
      }
      assert.equal(after.seq, before.seq + rs.filter((r) => r.status === 200).length);
    }
    assert.ok(pairs >= 100, `pairs of simultaneous moves: ${pairs}`);
    assert.ok(applied > pairs, `both moves of most pairs were applied (${applied} of ${2 * pairs})`);
    await assertReplays(t, id);
  } finally {
    await t.close();
  }
});

Deno.test("2v2: two people and two computers play to a winner; the rematch keeps them, sides swapped", async () => {
  const t = await testApp({ botPaceMs: 0, botBudgetMs: 10 });
  try {
    const c = await t.client.create({
      format: "2v2",
      faction: "empire",
      basesToWin: 2,
      players: { teammate: "easy", opponent: "human", teammateOpponent: "easy" },
    });
    assert.equal(c.status, 201, c.text);
    assert.deepEqual(c.body.bots, [{ seat: 2, level: "easy" }, { seat: 3, level: "easy" }]);
    assert.deepEqual(c.body.seatInviteUrls!.map((i) => i.seat), [1]);
    const friend = await t.client.join(c.body.id, secretOf(c.body.seatInviteUrls![0].url));
    assert.equal(friend.status, 200);
    const tokens = [c.body.token, friend.body.token];
    const rnd = rng(9);
    const deadline = Date.now() + 60_000;
    let env: Envelope;
    for (let n = 0;; n++) {
      assert.ok(Date.now() < deadline, "the game ended in time");
      const envs = await Promise.all(tokens.map((tk) => t.client.view(c.body.id, tk).then((r) => r.body)));
      env = envs[0];
      assert.deepEqual(env.bots.map((b) => b.seat), [2, 3]);
      if (env.view.winner >= 0) break;
      const s = [0, 1].find((i) => envs[i].view.legal.length > 0);
      if (s === undefined) {
        await sleep(1);
        continue;
      }
      const r = await t.client.act(
        c.body.id,
        tokens[s],
        envs[s].seq,
        randomAction(envs[s].view.legal, rnd),
        `h${n}`,
      );
      assert.ok(r.status === 200 || r.status === 409, r.text);
    }
    await t.service.autopilot.idle();
    const log = await t.service.store.log(c.body.id, 0, 100_000);
    assert.ok(log.some((e) => e.seat === 2) && log.some((e) => e.seat === 3), "both computer seats moved");
    await assertReplays(t, c.body.id);

    const re = await t.client.rematch(c.body.id, tokens[0]);
    assert.equal(re.status, 201, re.text);
    assert.equal(re.body.seat, 1, "the Empire player of region 0 plays the Rebels there");
    const next = (await t.client.view(re.body.id, tokens[0])).body;
    assert.equal(next.view.viewer, 1);
    assert.deepEqual(next.bots.map((b) => b.seat), [2, 3].map((s) => s ^ 1).sort());
    assert.equal((await t.client.view(re.body.id, tokens[1])).body.view.viewer, 0);
  } finally {
    await t.service.autopilot.idle();
    await t.close();
  }
});

Deno.test("2v2 pages: the home page's 2v2 form creates a table; the table's invitation lets the guest choose a seat", async () => {
  const t = await testApp({ botPaceMs: 10_000 });
  try {
    const home = await (await t.app.request("/?lang=en")).text();
    assert.match(home, /New 2v2 game/);
    const form = new FormData();
    for (const [k, v] of Object.entries({ format: "2v2", faction: "rebel", "players.teammate": "human" })) {
      form.set(k, v);
    }
    form.set("players.opponent", "human");
    form.set("players.teammateOpponent", "easy");
    form.set("basesToWin", "2");
    const made = await t.app.request("/new", {
      method: "POST",
      body: form,
      headers: { origin: "http://localhost" },
    });
    assert.equal(made.status, 303);
    const id = made.headers.get("location")!.split("/")[2];
    const cookies = made.headers.getSetCookie();
    const seatCookie = cookies.find((c) => c.startsWith(`ht_${id}=`))!.split(";")[0];
    // The creator's cookie: the table's invitation, then `.<seat><secret>` per seat left to a friend.
    const kept = cookies.find((c) => c.startsWith(`hti_${id}=`))!.split(";")[0].split("=")[1];
    const [invite, ...perSeat] = kept.split(".");
    assert.equal(perSeat.length, 2, "the two seats left to friends");
    const head = (await t.service.store.get(id))!.head;
    assert.equal(head.state.options.format, "2v2");
    assert.equal(head.state.options.mode, "fullGalaxy");
    assert.deepEqual(head.bots!.map((b) => [b.seat, b.level]), [[2, "easy"]]);

    const cookie = `${seatCookie}; hti_${id}=${kept}`;
    const table = await (await t.app.request(`/g/${id}`, { headers: { cookie } })).text();
    assert.ok(table.includes(invite), "the creator's table shows the table's invitation link");
    for (const p of perSeat) {
      assert.ok(table.includes(`?invite=${p.slice(1)}`), "and each free seat's own link");
    }
    const guest = await (await t.app.request(`/g/${id}?invite=${invite}&lang=en`)).text();
    assert.match(guest, /<form class="share seats"[^>]*><p>Choose your seat at this table:<\/p>/);
    assert.deepEqual([...guest.matchAll(/name="seat" value="(\d)"/g)].map((m) => m[1]), ["0", "3"]);
    const join = new FormData();
    join.set("invite", invite);
    join.set("seat", "3");
    const sat = await t.app.request(`/g/${id}/join`, {
      method: "POST",
      body: join,
      headers: { origin: "http://localhost" },
    });
    assert.equal(sat.status, 303);
    assert.ok(sat.headers.getSetCookie().some((c) => c.startsWith(`ht_${id}=`)));
    assert.deepEqual((await t.service.store.get(id))!.head.seats.map((s) => s !== null), [
      false,
      true,
      true,
      true,
    ]);
    const last = await (await t.app.request(`/g/${id}?invite=${invite}&lang=en`)).text();
    assert.doesNotMatch(last, /name="seat"/, "one free seat left: no choice to make");
    assert.match(last, /Take your seat/);
  } finally {
    await t.close();
  }
});
