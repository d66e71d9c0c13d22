/**
 * How to play in a real browser: the page from the home page's link, readable without JavaScript (its card
 * list filtered by the GET form), live with it, at 1366 px in English and 360 px in Spanish, with no
 * sideways scroll; each card's whole text is the engine's generated text.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { rig, SHOTS } from "../support/browser.ts";
import { abilityText, cardDef, renderIcons } from "../../engine/mod.ts";

const sideways = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth > innerWidth);

Deno.test("browser: How to play, linked from home, reads and filters without JavaScript", async () => {
  const r = await rig(3);
  try {
    for (const [w, hgt, lang] of [[1366, 768, "en"], [360, 740, "es"]] as const) {
      const p = await (await r.context(w, hgt, false)).newPage();
      await p.goto(`${r.base}/?lang=${lang}`);
      await p.click(`.learnlinks a[href="/how-to-play"]`);
      await p.waitForURL(/\/how-to-play$/);
      const h1 = await p.locator("h1").innerText();
      assert.equal(h1, lang === "en" ? "How to play" : "Cómo se juega");
      const text = await p.locator(".htp").innerText();
      for (
        const word of lang === "en"
          ? ["The goal", "Capital ships before the base", "Choosing a new base", "The Force", "Exile", "2v2"]
          : [
            "El objetivo",
            "naves de línea antes que la base",
            "Elegir una base nueva",
            "La Fuerza",
            "Exiliar",
          ]
      ) {
        assert.ok(text.includes(word), `${lang}: ${word}`);
      }
      assert.equal(await sideways(p), false, `${lang}: no sideways scroll at ${w}px`);
      await p.screenshot({ path: new URL(`learn-htp-${lang}-${w}.png`, SHOTS).pathname });
      // The GET form: Empire capital ships costing 8.
      await p.selectOption("select[name=faction]", "empire");
      await p.selectOption("select[name=type]", "ship");
      await p.click(".cl-filter button");
      await p.waitForURL(/faction=empire/);
      const names = await p.locator(".cl-card:visible h3").allInnerTexts();
      assert.ok(
        names.length >= 3 && names.length < 10,
        `${lang}: a few Empire capital ships (${names.length})`,
      );
      assert.ok(
        names.some((n) => n.includes(lang === "en" ? "Star Destroyer" : "Destructor estelar")),
        names.join(),
      );
      // A search by words of the text.
      await p.goto(`${r.base}/how-to-play?q=${lang === "en" ? "Krennic" : "Krennic"}`);
      const one = p.locator(".cl-card:visible");
      assert.equal(await one.count(), 1);
      const krennic = cardDef("director_krennic");
      assert.ok(
        (await one.innerText()).includes(renderIcons(abilityText(krennic, lang), lang)),
        `${lang}: Krennic's whole text is the engine's`,
      );
    }
  } finally {
    await r.close();
  }
});

Deno.test("browser: the card list filters live as you type (JavaScript)", async () => {
  const r = await rig(3);
  try {
    const p = await (await r.context(360, 740)).newPage();
    await p.goto(`${r.base}/how-to-play?lang=es`);
    const all = await p.locator(".cl-card:visible").count();
    await p.fill("input[name=q]", "exilia");
    await p.waitForFunction((n) => document.querySelectorAll(".cl-card:not([hidden])").length < n, all);
    const shown = await p.locator(".cl-card:visible").count();
    assert.ok(shown > 0 && shown < all, `some cards exile (${shown} of ${all})`);
    assert.equal(await p.locator(".cl-count").innerText(), `${shown} cartas`);
    assert.ok(p.url().endsWith("/how-to-play?lang=es"), "no page load");
    await p.locator("#cards").scrollIntoViewIfNeeded();
    await p.screenshot({ path: new URL("learn-cards-es-360.png", SHOTS).pathname });
  } finally {
    await r.close();
  }
});
