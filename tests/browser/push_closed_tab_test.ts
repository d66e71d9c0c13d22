/**
 * Two people at a 1v1 table, each in a browser of their own: A turns on "Notify me on this device", plays
 * and ends its turn by clicks, and closes the tab; B plays a whole turn by clicks and ends it. A's push
 * service (the loopback receiver, which decrypts with its own implementation) gets exactly one push for
 * B's whole turn, not one per move; delivered to A's service worker with the DevTools protocol, it shows
 * the notification, and its click opens the table of that game, where it is A's seat's turn.
 *
 * Headless Chromium has no push service, so A's `PushManager.subscribe` returns a subscription of the
 * loopback receiver (`push_device.ts`); the rest is the real thing. Seed 7: no card of B's turn makes A
 * decide during it (the test fails if one does, as that would be a second, decision push).
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { ApiClient, httpFetch } from "../../tools/api_client.ts";
import { seatCookieName } from "../../server/tokens.ts";
import { act, envelopeOf, rig, settle, shown } from "../support/browser.ts";
import { type Memory, memory, plan } from "../support/browser_policy.ts";
import { pushReceiver } from "../support/push_receiver.ts";
import { clickNotification, deliverPush, pushDevice, registrationId } from "../support/push_device.ts";
import { seatedGame } from "../support/server.ts";

/**
 * Plays the page's seat's turn by clicks until the turn passes; after each move `each(seq)` runs. Fails if
 * the page's seat is left with nothing to do while its turn goes on (a decision waits for the other seat).
 */
async function playTurn(
  page: Page,
  mem: Memory,
  from: number,
  each: (seq: number) => void = () => {},
): Promise<number> {
  let seq = from;
  const n = (await envelopeOf(page)).view.turn.n;
  for (let steps = 0;; steps++) {
    const v = (await envelopeOf(page)).view;
    if (v.turn.n !== n || v.winner >= 0) return seq;
    assert.ok(v.legal.length > 0, `turn ${n}: the other seat must decide (${JSON.stringify(v.pending)})`);
    const step = plan(v, mem)!;
    for (const c of step.clicks) await act(page, c, false);
    if (step.clicks[0] === "endTurn" && await page.locator('[data-act="endTurn!"]').count()) {
      await act(page, "endTurn!", false);
    }
    seq = await settle([page], page, seq);
    each(seq);
    assert.ok(steps < 60, "the turn ends");
  }
}

Deno.test("browser: A closes the tab after moving; B's whole turn makes one push to A, whose click opens A's table", async () => {
  const rx = pushReceiver();
  const r = await rig(7, { push: { allowedOrigins: [rx.origin] } });
  try {
    const client = new ApiClient(httpFetch(r.base));
    const g = await seatedGame(client, { faction: "empire" });
    const sub = rx.subscribe();
    const ctxA = await pushDevice(r, g.id, g.tokens[0], [1366, 768], sub);
    const ctxB = await r.context(1366, 768);
    await ctxB.addCookies([{ name: seatCookieName(g.id), value: g.tokens[1], url: r.base }]);
    const [a, b] = [await ctxA.newPage(), await ctxB.newPage()];
    await a.goto(`${r.base}/g/${g.id}?lang=en`);
    await b.goto(`${r.base}/g/${g.id}?lang=en`);
    await shown([a, b], 0);
    assert.equal((await envelopeOf(a)).view.viewer, 0);
    assert.equal((await envelopeOf(b)).view.viewer, 1);

    await a.locator('[data-act="push-on"]').click();
    await a.locator('.devpush[data-push="on"]').waitFor({ state: "visible" });

    // A (the Empire) plays turn 1 and ends it, then closes the tab.
    const mem = memory(1);
    let seq = await playTurn(a, mem, 0);
    await shown([b], seq);
    assert.equal((await envelopeOf(b)).view.turn.seat, 1, "B's turn");
    await a.close();
    assert.equal(rx.received.length, 0, "nothing for A while A played");

    // B plays a whole turn by clicks: no push while B moves, one when B's turn ends.
    const movesOfB: number[] = [];
    seq = await playTurn(b, mem, seq, () => movesOfB.push(rx.received.length));
    assert.ok(movesOfB.length >= 3, `B made several moves (${movesOfB.length})`);
    assert.deepEqual(movesOfB.slice(0, -1), movesOfB.slice(0, -1).map(() => 0), "no push while B moves");
    const [push] = await rx.waitFor(1);
    await new Promise((res) => setTimeout(res, 1000));
    assert.equal(rx.received.length, 1, `exactly one push for B's ${movesOfB.length} moves`);
    assert.equal(push.path, new URL(sub.endpoint).pathname, "to A's subscription");
    assert.ok(push.vapid.signatureValid, "signed by the server's VAPID key");
    const data = push.plaintext as string;
    const message = JSON.parse(data);
    assert.deepEqual(message, {
      v: 1,
      game: g.id,
      title: "Your turn in Holotable",
      body: "Turn 3. The Rebel player is waiting for your move.",
      url: `/g/${g.id}`,
      tag: `${g.id}:0:t3`,
    });

    // A's browser later: the push reaches A's service worker; its notification's click opens the table.
    const home = await ctxA.newPage();
    const cdp = await ctxA.newCDPSession(home);
    const regId = registrationId(cdp, `${r.base}/`);
    await home.goto(`${r.base}/?lang=en`);
    assert.deepEqual(await deliverPush(home, cdp, r.base, await regId, data), [{
      title: "Your turn in Holotable",
      body: "Turn 3. The Rebel player is waiting for your move.",
      tag: `${g.id}:0:t3`,
      data: { url: `/g/${g.id}`, game: g.id },
    }]);
    const sw = ctxA.serviceWorkers().find((w) => w.url() === `${r.base}/sw.js`)!;
    const click = await clickNotification(sw);
    assert.deepEqual(
      click,
      { focused: [], opened: [`${r.base}/g/${g.id}`], left: 0 },
      "no table open: opens one",
    );
    const table = await ctxA.newPage();
    await table.goto(click.opened[0]);
    await shown([table], seq);
    const env = await envelopeOf(table);
    assert.equal(env.view.viewer, 0, "A's seat");
    assert.equal(env.view.turn.seat, 0, "A's turn");
    assert.equal(env.view.turn.n, 3);
    assert.equal(await table.title(), "Your turn — Holotable");
    await table.locator('[data-act="endTurn"]').waitFor({ state: "visible" });
    await ctxA.close();
    await ctxB.close();
  } finally {
    await r.close();
    await rx.close();
  }
});
