/**
 * "Your games" on the home page in Chromium: each game's line says what it waits for and since when, the
 * games that wait for this browser first, legible whole on a desktop (1366×768) and a phone (360×740), in
 * English and Spanish. Screenshots under test-results/ (your-games-<width>-<lang>.png).
 */
import assert from "node:assert/strict";
import { chromium } from "playwright-core";
import { ARGS, SHOTS } from "../support/browser.ts";
import { playRandom, seatedGame, serveApp, testApp } from "../support/server.ts";
import { build } from "../../tools/build.ts";

const MIN = 60_000;

const EXPECTED = {
  en: [
    "Your turn for 2 h",
    "Waiting 5 min for your friend",
    "Waiting 45 min for your friend to join",
    "Waiting 60 min for the computer",
  ],
  es: [
    "Tu turno desde hace 2 h",
    "Esperando a tu amigo desde hace 5 min",
    "Esperando desde hace 45 min a que tu amigo se siente",
    "Esperando al ordenador desde hace 60 min",
  ],
} as const;

Deno.test("browser: your games say what waits and since when, yours first, on desktop and phone, EN and ES", async () => {
  if (!await Deno.stat("static/build/table.js").catch(() => null)) await build();
  let clock = 1.8e12;
  const t = await testApp({ now: () => clock, autopilot: false, seeds: () => 7 });
  const { base, shutdown } = serveApp(t.app);
  const browser = await chromium.launch({
    executablePath: Deno.env.get("CHROMIUM") ?? "/usr/bin/chromium",
    args: ARGS,
  });
  try {
    const done = await seatedGame(t.client, { faction: "empire", basesToWin: 2 });
    await playRandom(t.client, done, 3);
    const mine = await seatedGame(t.client, { faction: "empire" });
    clock += 60 * MIN;
    const bot = (await t.client.create({ faction: "rebel", opponent: "bot" })).body;
    clock += 15 * MIN;
    const open = (await t.client.create({ faction: "empire" })).body;
    clock += 40 * MIN;
    const theirs = await seatedGame(t.client, { faction: "rebel" });
    clock += 5 * MIN;
    const cookies = [
      [done.id, done.tokens[0]],
      [theirs.id, theirs.tokens[0]],
      [open.id, open.token],
      [bot.id, bot.token],
      [mine.id, mine.tokens[0]],
    ].map(([id, token]) => ({ name: `ht_${id}`, value: token, url: base }));
    for (const [w, h] of [[1366, 768], [360, 740]]) {
      for (const lang of ["en", "es"] as const) {
        const ctx = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: w < 500 });
        await ctx.addCookies(cookies);
        const page = await ctx.newPage();
        await page.goto(`${base}/?lang=${lang}`);
        const lines = page.locator(".mygames li");
        assert.deepEqual(
          await lines.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.game)),
          [mine.id, theirs.id, open.id, bot.id, done.id],
          "the game that waits for you first, then newest change first",
        );
        const waits = page.locator(".mygames li .waits");
        for (let i = 0; i < EXPECTED[lang].length; i++) {
          const el = waits.nth(i);
          assert.ok(await el.isVisible(), `${EXPECTED[lang][i]} is visible`);
          assert.equal(await el.innerText(), EXPECTED[lang][i]);
          const box = (await el.boundingBox())!;
          assert.ok(box.x >= 0 && box.x + box.width <= w, `${EXPECTED[lang][i]}: whole within ${w} px`);
        }
        assert.match(
          await waits.nth(4).innerText(),
          lang === "en" ? /^you (won|lost)$/ : /^(ganaste|perdiste)$/,
        );
        assert.equal(
          await waits.first().evaluate((e) => getComputedStyle(e).fontWeight),
          "700",
          "what waits for you stands out",
        );
        assert.equal(await waits.nth(1).evaluate((e) => getComputedStyle(e).fontWeight), "400");
        await page.locator(".yourgames").scrollIntoViewIfNeeded();
        await page.screenshot({ path: new URL(`your-games-${w}-${lang}.png`, SHOTS).pathname });
        await ctx.close();
      }
    }
  } finally {
    await browser.close();
    await shutdown();
    await t.close();
  }
});
