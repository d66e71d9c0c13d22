/**
 * The installable app in Chromium: the manifest is installable (no installability errors), the service
 * worker keeps only the app shell, and a push the server sent (to a loopback push service, decrypted there)
 * is handed to the service worker with the DevTools protocol (`ServiceWorker.deliverPushMessage`): its
 * notification shows the push's title, text and tag, and a click focuses the game's open table or opens it.
 *
 * Headless Chromium lets a service worker open or focus a window only inside a real notification click,
 * which nothing in a test can make: the click is dispatched to the worker's own `notificationclick`
 * handler with `clients.openWindow` and `WindowClient.focus` recorded instead of refused; the URL it
 * opens is then loaded and must show that game's table to its seat.
 */
import assert from "node:assert/strict";
import { type BrowserContext, chromium } from "playwright-core";
import { ApiClient, httpFetch } from "../../tools/api_client.ts";
import { seatCookieName } from "../../server/tokens.ts";
import { pushReceiver } from "../support/push_receiver.ts";
import { clickNotification, deliverPush, registrationId } from "../support/push_device.ts";
import { ARGS, rig } from "../support/browser.ts";
import { seatedGame } from "../support/server.ts";

Deno.test("browser: the app installs, its worker keeps no game, and a push shows the notification whose click opens the table", async () => {
  const rx = pushReceiver();
  const r = await rig(7, { push: { allowedOrigins: [rx.origin] } });
  let ctx: BrowserContext | undefined, profile: string | undefined;
  try {
    const client = new ApiClient(httpFetch(r.base));
    const g = await seatedGame(client, { faction: "empire" });
    const sub = rx.subscribe();
    assert.equal((await client.call("PUT", `/api/games/${g.id}/push`, sub, g.tokens[1])).status, 204);

    // A profile of its own: Chromium installs no app from an incognito context (the rig's contexts).
    profile = await Deno.makeTempDir();
    ctx = await chromium.launchPersistentContext(profile, {
      executablePath: Deno.env.get("CHROMIUM") ?? "/usr/bin/chromium",
      args: ARGS,
      viewport: { width: 1366, height: 768 },
    });
    await ctx.grantPermissions(["notifications"], { origin: r.base });
    await ctx.addCookies([{ name: seatCookieName(g.id), value: g.tokens[1], url: r.base }]);
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    const regId = registrationId(cdp, `${r.base}/`);
    await page.goto(`${r.base}/g/${g.id}?lang=en`);
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope), `${r.base}/`);

    const manifest = await cdp.send("Page.getAppManifest");
    assert.deepEqual(manifest.errors, [], "the manifest parses");
    assert.equal(manifest.url, `${r.base}/static/manifest.webmanifest`);
    const parsed = JSON.parse(manifest.data!);
    assert.equal(parsed.display, "standalone");
    assert.equal(parsed.start_url, "/");
    for (const icon of parsed.icons) {
      const res = await page.request.get(r.base + icon.src);
      assert.equal(res.status(), 200, icon.src);
      assert.equal(res.headers()["content-type"], icon.type, icon.src);
    }
    const installable = await cdp.send("Page.getInstallabilityErrors");
    assert.deepEqual(installable.installabilityErrors, [], "Chromium finds the app installable");

    // Seat 0 ends its turn: the server pushes to seat 1's push service, which decrypts it.
    assert.equal((await client.act(g.id, g.tokens[0], 0, { type: "endTurn" }, "e1")).status, 200);
    const [push] = await rx.waitFor(1);
    const data = push.plaintext as string;
    const message = JSON.parse(data);
    assert.equal(message.url, `/g/${g.id}`);
    assert.deepEqual(await deliverPush(page, cdp, r.base, await regId, data), [{
      title: "Your turn in Holotable",
      body: "Turn 2. The Empire player is waiting for your move.",
      tag: `${g.id}:1:t2`,
      data: { url: `/g/${g.id}`, game: g.id },
    }]);

    const sw = ctx.serviceWorkers().find((w) => w.url() === `${r.base}/sw.js`)!;
    const cached = await sw.evaluate(async () => {
      const out: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) out.push(new URL(req.url).pathname);
      }
      return out;
    });
    assert.ok(cached.length >= 3, `the app shell is kept: ${cached.join(", ")}`);
    assert.deepEqual(cached.filter((p) => !p.startsWith("/static/")), [], "no page, no game, no API answer");

    // A click while the table of that game is open focuses it.
    let click = await clickNotification(sw);
    assert.deepEqual(click, { focused: [`${r.base}/g/${g.id}?lang=en`], opened: [], left: 0 });

    // With no table of that game open, a click opens it; the page opened shows that game to its seat.
    await page.goto(`${r.base}/`);
    assert.equal((await deliverPush(page, cdp, r.base, await regId, data)).length, 1);
    click = await clickNotification(sw);
    assert.deepEqual(click, { focused: [], opened: [`${r.base}/g/${g.id}`], left: 0 });
    const table = await ctx.newPage();
    await table.goto(click.opened[0]);
    await table.waitForSelector(`.table[data-seq="1"]`);
    const env = await (await table.request.get(`${r.base}/api/games/${g.id}`)).json();
    assert.equal(env.view.viewer, 1, "the table opens as the notified seat");
    assert.ok(env.view.legal.length > 0, "whose turn it is");
  } finally {
    await ctx?.close();
    if (profile) await Deno.remove(profile, { recursive: true });
    await r.close();
    await rx.close();
  }
});
