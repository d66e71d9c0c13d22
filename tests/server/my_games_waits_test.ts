/**
 * "Your games" tells what waits and since when: each game's wait (for this browser's seat, its friend, the
 * computer, or a friend to join), in words on the home page in English and Spanish, games that wait for
 * the seat first (longest wait first), then the others newest change first.
 */
import assert from "node:assert/strict";
import type { MyGames } from "../../api/contract.ts";
import { playRandom, seatedGame, testApp } from "../support/server.ts";

const MIN = 60_000, HOUR = 60 * MIN;

/** The home page's list: per game, its id and what its line says it waits for. */
async function listed(
  app: { request: (p: string, i: RequestInit) => Response | Promise<Response> },
  cookie: string,
  lang: string,
) {
  const html = await (await app.request(`/?lang=${lang}`, { headers: { cookie } })).text();
  return [...html.matchAll(/<li data-game="(\w+)"[^>]*>.*?<span class="waits[^"]*">([^<]*)<\/span>/g)]
    .map((m) => [m[1], m[2]]);
}

Deno.test("your games: what each game waits for and since when, in words, games that wait for you first", async () => {
  let clock = 1.8e12;
  const t = await testApp({ now: () => clock, autopilot: false, seeds: () => 7 });
  try {
    // Your turn since the game began (the Empire moves first): 2 h 30 min by the end, said "2 h".
    const mine = await seatedGame(t.client, { faction: "empire" });
    clock += 30 * MIN;
    // Your turn since the friend ended theirs (a move of the log), not since your own later move: 90 min.
    const passed = await seatedGame(t.client, { faction: "empire" });
    clock += 30 * MIN;
    const e1 = await t.client.act(passed.id, passed.tokens[0], 0, { type: "endTurn" }, "p1");
    assert.equal(e1.status, 200);
    clock += 20 * MIN;
    const v = (await t.client.view(passed.id, passed.tokens[1])).body;
    const play = v.view.legal.find((a) => a.type === "play" || a.type === "playAll")!;
    assert.equal((await t.client.act(passed.id, passed.tokens[1], v.seq, play, "p2")).status, 200);
    // Waiting for the computer (it moves first; the test's computer does not move).
    clock += 10 * MIN;
    const bot = (await t.client.create({ faction: "rebel", opponent: "bot" })).body;
    // Waiting for a friend to join: 45 min.
    clock += 15 * MIN;
    const open = (await t.client.create({ faction: "empire" })).body;
    // A decision of yours during your friend's turn, found by playing at random.
    clock += 15 * MIN;
    const decides = await seatedGame(t.client, { faction: "empire" });
    const found = await playRandom( // every move at the same time: the decision waits 30 min
      t.client,
      decides,
      5,
      (env, seat) => env.view.turn.seat !== seat && env.view.pending.some((d) => d.seat === seat),
    );
    const decider = [0, 1].find((s) => found.views[s].view.pending.some((d) => d.seat === s))!;
    assert.ok(decider !== undefined, "a decision during the other side's turn");
    // Waiting for your friend: 5 min.
    clock += 25 * MIN;
    const theirs = await seatedGame(t.client, { faction: "rebel" });
    clock += 5 * MIN;

    const cookie = [
      `ht_${theirs.id}=${theirs.tokens[0]}`,
      `ht_${open.id}=${open.token}`,
      `ht_${bot.id}=${bot.token}`,
      `ht_${mine.id}=${mine.tokens[0]}`,
      `ht_${decides.id}=${decides.tokens[decider]}`,
      `ht_${passed.id}=${passed.tokens[1]}`,
    ].join("; ");
    const api = (await t.client.call<MyGames>("GET", "/api/my-games", undefined, undefined, { cookie })).body;
    const byId = Object.fromEntries(api.games.map((g) => [g.id, g]));
    assert.deepEqual(byId[mine.id].wait, { for: "you", what: "turn", since: 1.8e12 });
    assert.equal(byId[passed.id].wait?.for, "you");
    assert.equal(byId[decides.id].wait?.for, "you");
    assert.deepEqual(byId[theirs.id].wait, { for: "friend", seats: 1, since: clock - 5 * MIN });

    const order = [mine.id, passed.id, decides.id, theirs.id, open.id, bot.id];
    assert.deepEqual(
      api.games.map((g) => g.id),
      order,
      "yours first, longest wait first; then newest change",
    );
    assert.deepEqual(await listed(t.app, cookie, "en"), [
      [mine.id, "Your turn for 2 h"],
      [passed.id, "Your turn for 90 min"],
      [decides.id, "A decision has been waiting for you for 30 min"],
      [theirs.id, "Waiting 5 min for your friend"],
      [open.id, "Waiting 45 min for your friend to join"],
      [bot.id, "Waiting 60 min for the computer"],
    ]);
    assert.deepEqual(await listed(t.app, cookie, "es"), [
      [mine.id, "Tu turno desde hace 2 h"],
      [passed.id, "Tu turno desde hace 90 min"],
      [decides.id, "Una decisión te espera desde hace 30 min"],
      [theirs.id, "Esperando a tu amigo desde hace 5 min"],
      [open.id, "Esperando desde hace 45 min a que tu amigo se siente"],
      [bot.id, "Esperando al ordenador desde hace 60 min"],
    ]);

    clock += 2 * 24 * HOUR;
    const later = await listed(t.app, `ht_${theirs.id}=${theirs.tokens[0]}`, "en");
    assert.deepEqual(later, [[theirs.id, "Waiting 2 days for your friend"]]);
  } finally {
    await t.close();
  }
});
