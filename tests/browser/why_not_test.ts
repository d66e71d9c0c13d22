/**
 * "Why not?" on the table and How to play over it, in Chromium: a dealt table placed in a game (the Empire's
 * turn, a Rebel capital ship in front of their base, enemy cards in the row); hovering (1366×768, English) or
 * tapping (360×740, Spanish) an enemy row card says it is an enemy card to attack for its reward, the enemy
 * base says the capital ship takes the damage first; How to play opens over the table and closes onto it.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { rig, SHOTS } from "../support/browser.ts";
import { dealt } from "../../engine/turn/deal.ts";
import { place } from "../support/placed.ts";

const table = () =>
  dealt({
    seed: 4,
    seats: [
      { hand: ["tie_fighter", "stormtrooper", "imperial_shuttle", "imperial_shuttle", "imperial_shuttle"] },
      { ships: ["mon_calamari_cruiser"] },
    ],
    row: ["x_wing", "tie_interceptor", "y_wing", "z95_headhunter", "at_st", "b_wing"],
    force: 3,
  });

async function open(r: Awaited<ReturnType<typeof rig>>, w: number, h: number, lang: string): Promise<Page> {
  const p = await (await r.context(w, h)).newPage();
  await p.goto(`${r.base}/?lang=${lang}`);
  await p.check("input[name=faction][value=empire]");
  await p.click("form.newgame button.go");
  await p.waitForURL(/\/g\/\w+$/);
  const id = new URL(p.url()).pathname.split("/").pop()!;
  await place(r.service!, id, table());
  await p.reload();
  await p.waitForSelector(".table");
  return p;
}

const cardOf = (p: Page, name: string) => p.locator(".card", { hasText: name }).first();

Deno.test("browser: why not? on an enemy row card and on a base behind a capital ship; How to play over the table", async () => {
  const r = await rig(4);
  try {
    for (const [w, h, lang] of [[1366, 768, "en"], [360, 740, "es"]] as const) {
      const p = await open(r, w, h, lang);
      const phone = w < 500;
      const show = async (name: string) => {
        const b = cardOf(p, name).locator("button").first();
        if (phone) await b.tap();
        else await b.hover();
        const box = p.locator(phone ? ".zoomfly .whynot" : ".zoompanel .whynot");
        await box.waitFor({ state: "visible" });
        return box;
      };
      const row = await show(lang === "en" ? "X-Wing" : "Ala-X");
      const rowText = await row.innerText();
      assert.match(
        rowText,
        lang === "en"
          ? /Why not\?\s+Enemy card: you cannot buy it\. Attack it for its reward\./
          : /¿Por qué no\?\s+Carta enemiga: no puedes adquirirla\. Atácala para recibir su recompensa\./,
      );
      await p.screenshot({ path: new URL(`learn-why-row-${lang}-${w}.png`, SHOTS).pathname });
      if (phone) await p.locator(".zoomfly").click();
      const base = await show("Dantooine");
      assert.match(
        await base.innerText(),
        lang === "en"
          ? /A capital ship stands in front of this base: .*\(6 damage destroys them\)/
          : /Una nave de línea protege esta base: .*\(6 de daño las destruye\)/,
      );
      await p.screenshot({ path: new URL(`learn-why-base-${lang}-${w}.png`, SHOTS).pathname });
      if (phone) await p.locator(".zoomfly").click();
      if (!phone) {
        // The capital ship itself can be attacked: it is not told that a ship stands in front of it.
        await cardOf(p, "Mon Calamari Cruiser").locator("button").first().hover();
        const zoomed = p.locator(".zoompanel");
        await zoomed.getByText("Mon Calamari Cruiser").first().waitFor();
        assert.equal(
          await zoomed.locator(".whynot").count(),
          0,
          "no 'why not?' under the enemy capital ship",
        );
      }
      // How to play over the table; closing gives the table back.
      await p.click(".htpbtn");
      const sheet = p.locator(".htpsheet");
      await sheet.locator("h2").first().waitFor({ state: "visible" });
      assert.match(
        await sheet.innerText(),
        lang === "en" ? /Capital ships before the base/ : /Las naves de línea antes que la base/,
      );
      assert.ok(p.url().includes("/g/"), "still on the table");
      await p.screenshot({ path: new URL(`learn-sheet-${lang}-${w}.png`, SHOTS).pathname });
      await sheet.locator("> button").click();
      assert.equal(await sheet.count(), 0);
      assert.ok(await p.locator(".galaxy").isVisible(), "the table is there");
    }
  } finally {
    await r.close();
  }
});
