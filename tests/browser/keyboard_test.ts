/**
 * The table by keyboard (issue 21, items 2 and 9): a typical turn (play all, buy a card, attack the enemy
 * base, end the turn) in at most 20 key presses, with the focus landing on the next likely action after each
 * step; the skip links, Z for the focused card large, and the help sheet (?) with the icons' legend in words;
 * the galaxy row's cards say why they cannot be bought.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { defOf } from "../../engine/mod.ts";
import { envelopeOf, type Rig, rig, settle, SHOTS, shown } from "../support/browser.ts";

/** A friend game created by the Empire at this size and language, the guest seated; the Empire's page. */
async function pair(r: Rig, w: number, h: number, lang: string): Promise<[Page, Page]> {
  const a = await (await r.context(w, h)).newPage();
  await a.goto(`${r.base}/?lang=${lang}`);
  await a.check("input[name=faction][value=empire]");
  await a.click("form.newgame button.go");
  await a.waitForURL(/\/g\/\w+$/);
  const b = await (await r.context(w, h)).newPage();
  await b.goto(`${await a.inputValue(".share input")}&lang=${lang}`);
  await b.waitForURL(/\/g\/\w+$/);
  await shown([a, b], 0);
  await a.waitForFunction(() => document.querySelector(".table[data-live] .log"));
  return [a, b];
}

/** What has the focus: its `data-act`, or its tag and class. */
const focused = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.dataset.act ?? `${el?.tagName.toLowerCase()}.${el?.className}`;
  });

Deno.test("browser: a typical turn by keyboard in at most 20 presses, the focus on the next action each time", async () => {
  const r = await rig(1);
  try {
    const [a, b] = await pair(r, 1366, 768, "en");
    let presses = 0, seq = 0;
    const press = async (key: string) => {
      presses++;
      await a.keyboard.press(key);
    };
    const moved = async () => (seq = await settle([a, b], a, seq));
    const hand = (await envelopeOf(a)).view.seats[0].hand as number[];
    assert.ok(hand.some((c) => defOf(c).attack > 0), "the Empire's hand can attack (seed 1)");

    await press("p");
    await moved();
    // Focus moves on the frame after the new table is drawn (ui/keys.ts): a loaded machine may take a while.
    await a.waitForFunction(() =>
      /^purchase:/.test((document.activeElement as HTMLElement)?.dataset.act ?? "")
    )
      .catch(() => {});
    const buy = await focused(a);
    assert.match(buy, /^purchase:/, "after Play all: a card to buy");
    await a.waitForTimeout(150);
    await press("Enter");
    await moved();
    const bought = Number(buy.split(":")[1]);
    assert.ok((await envelopeOf(a)).view.seats[0].discard.includes(bought), "bought");

    await press("a");
    await a.waitForFunction(() => (document.activeElement as HTMLElement)?.dataset.act === "tgt:base");
    await press("Enter");
    await a.waitForFunction(() => (document.activeElement as HTMLElement)?.dataset.act === "confirm");
    assert.match(await a.locator(".bar .atk .pv").innerText(), /damage to/, "the preview says what it does");
    await press("Enter");
    await moved();
    assert.ok((await envelopeOf(a)).view.seats[1].baseDamage > 0, "the enemy base was hit");

    await press("e");
    if (await a.locator('[data-act="endTurn!"]').count()) {
      await a.waitForFunction(() => (document.activeElement as HTMLElement)?.dataset.act === "endTurn!");
      await press("Enter");
    }
    await moved();
    assert.equal((await envelopeOf(a)).view.turn.seat, 1, "the turn passed to the Rebels");
    assert.ok(presses <= 20, `${presses} key presses`);
    console.log(`a whole turn in ${presses} key presses`);
  } finally {
    await r.close();
  }
});

Deno.test("browser: skip links, Z shows the focused card large, ? the help with every icon named; row cards say why not", async () => {
  const r = await rig(21);
  try {
    for (const [w, h, lang] of [[1366, 768, "en"], [360, 740, "es"]] as const) {
      const [a, b] = await pair(r, w, h, lang);
      // The first Tab reaches the skip links, visible; one of them takes the focus to the hand and the bar.
      await a.keyboard.press("Tab");
      const skip = a.locator(".skip a").first();
      assert.ok(await skip.isVisible(), "a skip link shows on the first Tab");
      assert.match(
        await skip.innerText(),
        lang === "en" ? /Skip to your hand and actions/ : /Saltar a tu mano/,
      );
      await a.keyboard.press("Enter");
      assert.equal(await focused(a), "div.dock", "the hand and the bar");
      await a.keyboard.press("Tab");
      const card = Number(
        await a.evaluate(() => document.activeElement?.closest<HTMLElement>(".card")?.dataset.c),
      );
      assert.equal(
        defOf(card).id,
        defOf((await envelopeOf(a)).view.seats[0].hand![0]).id,
        "the hand's first card",
      );
      await a.keyboard.press("z");
      const zoom = a.locator(".zoomfly .big");
      await zoom.waitFor();
      assert.equal(
        (await zoom.locator(".nm").innerText()).trim(),
        defOf(card).name[lang],
        "Z shows it large",
      );
      await a.keyboard.press("Escape");
      await zoom.waitFor({ state: "detached" });
      assert.equal(
        await a.evaluate(() => document.activeElement?.closest<HTMLElement>(".card")?.dataset.c),
        String(card),
        "the focus is back on the card",
      );

      // The help: by its button and by ?, with each icon named and explained in words.
      await a.keyboard.press("?");
      const help = a.locator(".sheet.help");
      await help.waitFor();
      const text = await help.innerText();
      const names = lang === "en"
        ? [
          "Cost",
          "Attack",
          "Resources",
          "Force",
          "Target value",
          "Hit points",
          "Unique",
          "Fighter",
          "Bounty Hunter",
        ]
        : [
          "Coste",
          "Ataque",
          "Recursos",
          "Fuerza",
          "Objetivo",
          "Resistencia",
          "Carta única",
          "Caza",
          "Cazarrecompensas",
        ];
      for (const n of names) assert.ok(text.includes(n), `the legend names ${n}`);
      assert.match(text, lang === "en" ? /P\s+Play all/ : /P\s+Jugar todas/);
      const box = (await help.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= w, "the help fits the screen");
      await a.screenshot({ path: new URL(`help-${w}-${lang}.png`, SHOTS).pathname });
      await a.keyboard.press("Escape");
      await help.waitFor({ state: "detached" });
      await a.locator(".helpbtn").click();
      await help.waitFor();
      await help.locator("button").first().click();

      // The icons' names on hover (titles) on every stat of the table's tiles.
      const untitled = await a.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>(".face .st > .ic, .face .tv > .ic")]
          .filter((e) => !e.title).length
      );
      assert.equal(untitled, 0, "every stat icon has its name on hover");

      // An enemy card in the row says what to do with it; after Play all, a card too dear says what it needs.
      const foe = a.locator(".galaxy .card.enemy .foe").first();
      if (await foe.count()) {
        assert.ok(await foe.isVisible());
        assert.equal(await foe.innerText(), lang === "en" ? "Enemy: attack it" : "Enemiga: atácala");
      }
      await a.keyboard.press("p");
      await settle([a, b], a, 0);
      const v = (await envelopeOf(a)).view;
      const dear = v.regions[0].row.find((c: number) =>
        c >= 0 && defOf(c).faction !== "rebel" && defOf(c).cost > v.seats[0].resources
      );
      if (dear !== undefined) {
        const n = defOf(dear).cost - v.seats[0].resources;
        const why = a.locator(`.galaxy .card[data-c="${dear}"] .why`);
        await why.scrollIntoViewIfNeeded();
        assert.ok(await why.isVisible());
        assert.equal(
          await why.innerText(),
          lang === "en"
            ? `Needs ${n} more resource${n > 1 ? "s" : ""}`
            : `Necesitas ${n} recurso${n > 1 ? "s" : ""} más`,
        );
      }
      await a.context().close();
      await b.context().close();
    }
  } finally {
    await r.close();
  }
});
