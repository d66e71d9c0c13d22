/**
 * The standing answers' sheet at the table, in Chromium: opened from the signals beside the log, one row per
 * question with its choices, saved with PUT; then the other side's B-Wing is answered for the seat at once
 * and the page shows it. Every text whole and within the screen at 1366×768 (English) and 360×740 (Spanish);
 * screenshots under test-results/.
 */
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { cloneState, defOf, type Lang } from "../../engine/mod.ts";
import { STANDING_CHOICES, STANDING_KINDS } from "../../engine/bots/standing.ts";
import { ApiClient, httpFetch } from "../../tools/api_client.ts";
import { WORDS } from "../../ui/words.ts";
import { seatCookieName } from "../../server/tokens.ts";
import { bWingTable } from "../support/b_wing_table.ts";
import { place } from "../support/placed.ts";
import { rig, SHOTS, shown } from "../support/browser.ts";
import { violations } from "../support/axe.ts";
import { seatedGame } from "../support/server.ts";

const TABLE = bWingTable();

/** Asserts the element is shown whole: its text as given, inside the screen's width, nothing cut off. */
async function whole(el: Locator, text: string, width: number): Promise<void> {
  await el.scrollIntoViewIfNeeded();
  assert.ok(await el.isVisible(), `${text}: visible`);
  assert.equal((await el.innerText()).trim(), text);
  const box = (await el.boundingBox())!;
  assert.ok(
    box.x >= 0 && box.x + box.width <= width + 0.5,
    `${text}: within ${width} px (${box.x}+${box.width})`,
  );
  const cut = await el.evaluate((e) =>
    e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1
  );
  assert.ok(!cut, `${text}: not cut off`);
}

/** Opens the sheet and checks every text of it in `lang` at `width`. */
async function openSheet(page: Page, lang: Lang, width: number): Promise<Locator> {
  const w = WORDS[lang];
  const button = page.locator('[data-act="standing"]');
  await whole(button, w.standingOpen, width);
  await page.screenshot({ path: new URL(`standing-button-${width}-${lang}.png`, SHOTS).pathname });
  await button.click();
  const sheet = page.locator(".standing-sheet");
  await sheet.waitFor({ state: "visible" });
  await page.locator('.standing-sheet input[type="radio"]:checked').first().waitFor({ state: "attached" });
  await whole(sheet.locator("h2"), w.standingTitle, width);
  await whole(sheet.locator("form").locator("xpath=preceding-sibling::p[1]"), w.standingIntro, width);
  for (const k of STANDING_KINDS) {
    const row = sheet.locator(`[data-q="${k}"]`);
    await whole(row.locator("legend"), w.standing[k].q, width);
    for (const c of STANDING_CHOICES[k]) {
      const label = row.locator("label").filter({ has: page.locator(`input[value="${c}"]`) });
      await whole(label, (w.standing[k].choices as Record<string, string>)[c], width);
    }
  }
  await whole(sheet.locator('[data-act="standing-save"]'), w.standingSave, width);
  return sheet;
}

Deno.test("browser: the standing answers' sheet reads whole on desktop and phone, saves, and the server answers for the seat", async () => {
  const r = await rig(7);
  try {
    const client = new ApiClient(httpFetch(r.base));
    const g = await seatedGame(client, { faction: "empire" });
    await place(r.service!, g.id, cloneState(TABLE));
    const seq = (await client.view(g.id, g.tokens[0])).body.seq;

    // Desktop, English: every row "Ask me" at first; choose, save.
    const ctx = await r.context(1366, 768, true, true);
    await ctx.addCookies([{ name: seatCookieName(g.id), value: g.tokens[0], url: r.base }]);
    const page = await ctx.newPage();
    await page.goto(`${r.base}/g/${g.id}?lang=en`);
    await shown([page], seq);
    const sheet = await openSheet(page, "en", 1366);
    for (const k of STANDING_KINDS) {
      assert.equal(await sheet.locator(`[data-q="${k}"] input:checked`).getAttribute("value"), "ask");
    }
    await page.screenshot({ path: new URL("standing-1366-en.png", SHOTS).pathname });
    assert.deepEqual(await violations(page), [], "axe, the sheet open at 1366 px");
    await sheet.locator('input[value="discard"]').check();
    await sheet.locator('input[value="lowestCost"]').check();
    assert.equal(
      await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value),
      "lowestCost",
      "focus stays on the choice made (the sheet's re-render does not move it back to Close)",
    );
    await sheet.locator('[data-act="standing-save"]').click();
    await sheet.locator('[role="status"]', { hasText: WORDS.en.standingSaved }).waitFor({ state: "visible" });
    await page.screenshot({ path: new URL("standing-saved-1366-en.png", SHOTS).pathname });
    const stored = await client.call("GET", `/api/games/${g.id}/standing`, undefined, g.tokens[0]);
    assert.deepEqual(stored.body, { opponentChoice: "discard", discard: "lowestCost" });
    await sheet.locator("button", { hasText: "Close" }).first().click();
    await sheet.waitFor({ state: "detached" });

    // The Rebels use B-Wing: the server answers for the Empire at once; its page shows the discard.
    const rebel = (await client.view(g.id, g.tokens[1])).body;
    const bWing = rebel.view.seats[1].play.find((c) => defOf(c).id === "b_wing")!;
    const moved = await client.act(g.id, g.tokens[1], rebel.seq, { type: "ability", card: bWing }, "b1");
    assert.equal(moved.status, 200, moved.text);
    await shown([page], seq + 3);
    await page.screenshot({ path: new URL("standing-answered-1366-en.png", SHOTS).pathname });
    await ctx.close();

    // Phone, Spanish: the saved choices, every text whole at 360 px.
    const phone = await r.context(360, 740, true, true);
    await phone.addCookies([{ name: seatCookieName(g.id), value: g.tokens[0], url: r.base }]);
    const p = await phone.newPage();
    await p.goto(`${r.base}/g/${g.id}?lang=es`);
    await shown([p], seq + 3);
    const s2 = await openSheet(p, "es", 360);
    assert.equal(
      await s2.locator('[data-q="opponentChoice"] input:checked').getAttribute("value"),
      "discard",
    );
    await s2.locator("h2").scrollIntoViewIfNeeded();
    await p.screenshot({ path: new URL("standing-360-es.png", SHOTS).pathname });
    assert.deepEqual(await violations(p), [], "axe, the sheet open at 360 px");
    await s2.locator('[data-act="standing-save"]').scrollIntoViewIfNeeded();
    await p.screenshot({ path: new URL("standing-360-es-end.png", SHOTS).pathname });
    await phone.close();
  } finally {
    await r.close();
  }
});
