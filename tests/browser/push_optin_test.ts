/**
 * "Notify me on this device" on the table, in Chromium: the browser is asked for permission only after the
 * tap; the device subscribes with the server's key and gives the subscription to the server for its seat,
 * whose next turn then reaches the device's push service; the switch stays on after a reload and turns off.
 * Screenshots at 1366×768 and 360×740, English and Spanish, under test-results/.
 *
 * Headless Chromium has no push service to subscribe with, so `PushManager.subscribe` is replaced in the
 * page by one that returns a subscription of the loopback push service (its keys and endpoint); everything
 * else (permission, the worker, the key, the PUT, the pushes) is the real thing.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { ApiClient, httpFetch } from "../../tools/api_client.ts";
import { WORDS } from "../../ui/words.ts";
import { pushReceiver } from "../support/push_receiver.ts";
import { type Probe, pushDevice } from "../support/push_device.ts";
import { rig, SHOTS, shown } from "../support/browser.ts";
import { seatedGame } from "../support/server.ts";

/** Shows the switch and saves the screen there. */
async function shot(page: Page, sel: string, name: string): Promise<void> {
  const el = page.locator(sel);
  await el.scrollIntoViewIfNeeded();
  await page.screenshot({ path: new URL(name, SHOTS).pathname });
}

Deno.test("browser: Notify me on this device asks only after the tap, subscribes the seat, and turns off", async () => {
  const rx = pushReceiver();
  const r = await rig(7, { push: { allowedOrigins: [rx.origin] } });
  try {
    const client = new ApiClient(httpFetch(r.base));
    const g = await seatedGame(client, { faction: "empire" });
    const key = (await client.call<{ publicKey: string }>("GET", "/api/push/key")).body.publicKey;
    const en = WORDS.en;
    const ctx = await pushDevice(r, g.id, g.tokens[1], [1366, 768], rx.subscribe());
    const page = await ctx.newPage();
    await page.goto(`${r.base}/g/${g.id}?lang=en`);
    await shown([page], 0);
    const on = page.locator('[data-act="push-on"]');
    await on.waitFor({ state: "visible" });
    assert.equal(await on.innerText(), en.pushOn);
    assert.equal(await page.locator(".devpush .hint").innerText(), en.pushOnHint);
    assert.equal(
      await page.evaluate(() => (globalThis as unknown as Probe).permissionRequests()),
      0,
      "nothing asked before",
    );
    await shot(page, ".devpush", "push-optin-1366-en.png");

    await on.click();
    const done = page.locator('.devpush[data-push="on"]');
    await done.waitFor({ state: "visible" });
    assert.equal(await done.locator("p").innerText(), en.pushIsOn);
    assert.equal(await page.locator('[data-act="push-off"]').innerText(), en.pushOff);
    assert.equal(
      await page.evaluate(() => (globalThis as unknown as Probe).permissionRequests()),
      1,
      "asked on the tap",
    );
    assert.equal(
      await page.evaluate(() => sessionStorage.getItem("sub")),
      key,
      "subscribed with the server's key",
    );
    await shot(page, ".devpush", "push-on-1366-en.png");

    // The seat is subscribed: seat 0's end of turn reaches this device's push service, in English.
    assert.equal((await client.act(g.id, g.tokens[0], 0, { type: "endTurn" }, "e1")).status, 200);
    const [push] = await rx.waitFor(1);
    assert.equal(JSON.parse(push.plaintext as string).title, "Your turn in Holotable");

    await page.reload();
    await done.waitFor({ state: "visible" });
    await page.locator('[data-act="push-off"]').click();
    await on.waitFor({ state: "visible" });
    assert.equal(await page.evaluate(() => sessionStorage.getItem("sub")), null, "the device unsubscribed");
    assert.equal((await client.act(g.id, g.tokens[1], 1, { type: "endTurn" }, "e2")).status, 200);
    assert.equal((await client.act(g.id, g.tokens[0], 2, { type: "endTurn" }, "e3")).status, 200);
    await new Promise((res) => setTimeout(res, 300));
    assert.equal(rx.received.length, 1, "no push once turned off");
    await ctx.close();

    // Spanish and the phone: the words and the screens.
    for (const [lang, size] of [["es", [1366, 768]], ["en", [360, 740]], ["es", [360, 740]]] as const) {
      const c = await pushDevice(r, g.id, g.tokens[1], size, rx.subscribe());
      const p = await c.newPage();
      await p.goto(`${r.base}/g/${g.id}?lang=${lang}`);
      await shown([p], 3);
      const b = p.locator('[data-act="push-on"]');
      await b.waitFor({ state: "visible" });
      assert.equal(await b.innerText(), WORDS[lang].pushOn);
      const box = (await b.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= size[0], `the button fits the ${size[0]} px screen`);
      await shot(p, ".devpush", `push-optin-${size[0]}-${lang}.png`);
      await b.click();
      await p.locator('.devpush[data-push="on"] p').waitFor({ state: "visible" });
      assert.equal(await p.locator('.devpush[data-push="on"] p').innerText(), WORDS[lang].pushIsOn);
      await shot(p, ".devpush", `push-on-${size[0]}-${lang}.png`);
      await c.close();
    }
  } finally {
    await r.close();
    await rx.close();
  }
});
