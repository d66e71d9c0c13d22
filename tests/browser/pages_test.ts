/**
 * The pages in a real browser: the table without JavaScript (created, joined and shown by plain
 * forms and links), an axe-core accessibility run on the home and table pages at desktop and phone
 * sizes, the language (browser default, switch, remembered), and the card zoom.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { rig, SHOTS, shown } from "../support/browser.ts";
import { violations } from "../support/axe.ts";

/** Creates a game through the home page's form; returns the invitation link. */
async function create(page: Page, base: string, mode = "beginner"): Promise<string> {
  await page.goto(`${base}/`);
  await page.check("input[name=faction][value=empire]");
  await page.check(`input[name=mode][value=${mode}]`);
  await page.click("form.newgame button.go");
  await page.waitForURL(/\/g\/\w+$/);
  return await page.inputValue(".share input");
}

Deno.test("browser: without JavaScript the table is readable and the friend takes a seat by a form", async () => {
  const r = await rig(5);
  try {
    const a = await (await r.context(1280, 800, false)).newPage();
    const invite = await create(a, r.base);
    const b = await (await r.context(360, 740, false)).newPage();
    await b.goto(invite);
    await b.click("form.share button");
    await b.waitForURL(/\/g\/\w+$/);
    for (const p of [a, b]) {
      await p.reload();
      assert.equal(await p.locator(".seat").count(), 2, "both seats");
      assert.match(
        await p.locator(".board").innerText(),
        /Lothal[\s\S]*Dantooine|Dantooine[\s\S]*Lothal/,
        "both bases",
      );
      assert.equal(await p.locator(".galaxy .inrow").count(), 6, "the galaxy row");
      assert.equal(await p.locator(".hand .card").count(), 5, "the hand");
      assert.equal(await p.locator(".force li").count(), 7, "the Force track");
      assert.equal(await p.locator(".force li.on").count(), 1, "the Force marker");
      assert.match(await p.locator(".force").innerText(), /The Force is with the Rebels/);
      assert.match(await p.locator(".status").innerText(), /Turn 1/);
    }
    assert.equal(await a.locator('[data-act^="play:"]').count(), 5, "the Empire may play its hand");
    await b.screenshot({ path: new URL("nojs-phone.png", SHOTS).pathname, fullPage: true });
  } finally {
    await r.close();
  }
});

Deno.test("browser: axe-core finds no serious or critical violation on the home and table pages", async () => {
  const r = await rig(11);
  try {
    for (const [w, h] of [[1280, 800], [360, 740]]) {
      const a = await (await r.context(w, h, true, true)).newPage();
      await a.goto(`${r.base}/`);
      assert.deepEqual(await violations(a), [], `home ${w}px`);
      const invite = await create(a, r.base, "secretBases");
      const b = await (await r.context(w, h, true, true)).newPage();
      await b.goto(invite);
      await b.waitForURL(/\/g\/\w+$/);
      await shown([a, b], 0);
      await a.waitForSelector(".bar .dec");
      assert.deepEqual(await violations(a), [], `table with a decision ${w}px`);
      await b.locator('[data-act^="pick:"]').first().click();
      await b.waitForSelector(".bar .dec");
      await b.locator(".board .face").first().click();
      assert.deepEqual(await violations(b), [], `table with the card zoom ${w}px`);
    }
  } finally {
    await r.close();
  }
});

Deno.test("browser: the language follows the browser, switches by a link and is remembered", async () => {
  const r = await rig(3);
  try {
    const ctx = await r.browser.newContext({ locale: "es-ES" });
    const p = await ctx.newPage();
    await p.goto(`${r.base}/`);
    assert.match(await p.locator("form.newgame h2").first().innerText(), /Nueva partida/);
    assert.equal(await p.getAttribute("html", "lang"), "es");
    await p.click('a[hreflang="en"]');
    assert.match(await p.locator("form.newgame h2").first().innerText(), /New game/);
    await p.goto(`${r.base}/`);
    assert.match(
      await p.locator("form.newgame h2").first().innerText(),
      /New game/,
      "the choice is remembered",
    );
    await p.click('a[hreflang="es"]');
    await create(p, r.base);
    assert.match(await p.locator(".status").innerText(), /Turno 1 · Tu turno/);
    assert.match(await p.locator(".force p").innerText(), /La Fuerza está con/);
    assert.match(await p.locator('[data-act^="play:"]').first().innerText(), /Jugar/);
  } finally {
    await r.close();
  }
});

Deno.test("browser: a card zooms on hover and focus (side panel) and on long-press, away from the card (phone)", async () => {
  const r = await rig(3);
  try {
    const d = await (await r.context(1280, 800)).newPage();
    await create(d, r.base);
    await shown([d], 0);
    const name = (await d.locator(".galaxy .inrow .nm").first().innerText()).trim();
    await d.hover(".galaxy .inrow .face");
    assert.equal((await d.locator(".zoompanel .nm").innerText()).trim(), name);
    await d.focus(".hand .face");
    assert.equal(
      (await d.locator(".zoompanel .nm").innerText()).trim(),
      (await d.locator(".hand .nm").first().innerText()).trim(),
      "focus zooms too",
    );
    const m = await (await r.context(360, 740)).newPage();
    await create(m, r.base);
    await shown([m], 0);
    /** Long-presses (or taps) a card; the zoom must not cover it. */
    const zoomAway = async (face: ReturnType<Page["locator"]>, press: boolean) => {
      await face.scrollIntoViewIfNeeded();
      if (press) await face.dispatchEvent("contextmenu");
      else await face.click();
      const fly = await m.waitForSelector(".zoomfly", { timeout: 2000 });
      const [c, z] = [await face.boundingBox(), await fly.boundingBox()];
      assert.ok(
        c && z && (z.y + z.height <= c.y || z.y >= c.y + c.height),
        "the zoom leaves the card visible",
      );
      await m.click(".zoomfly button");
      assert.equal(await m.locator(".zoomfly").count(), 0, "a tap closes it");
    };
    await zoomAway(m.locator(".hand .face").first(), true);
    await m.evaluate(() => scrollTo(0, 0));
    await zoomAway(m.locator(".seat .face").first(), false);
    await m.locator(".hand .face").first().dispatchEvent("contextmenu");
    await m.screenshot({ path: new URL("phone-zoom.png", SHOTS).pathname });
  } finally {
    await r.close();
  }
});
