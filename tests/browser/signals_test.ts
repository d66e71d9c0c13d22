/**
 * The table's live marks in Chromium: the other player's online / away mark (their page open, then
 * closed; a spectator counts for nothing).
 */
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { ApiClient, httpFetch } from "../../tools/api_client.ts";
import { seatCookieName } from "../../server/tokens.ts";
import { type Rig, rig, SHOTS, shown } from "../support/browser.ts";
import { type SeatedGame, seatedGame } from "../support/server.ts";

/** A page holding `seat` of the game (its seat cookie), at desktop size. */
async function seated(r: Rig, g: SeatedGame, seat: number): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await r.context(1366, 768);
  await ctx.addCookies([{ name: seatCookieName(g.id), value: g.tokens[seat], url: r.base }]);
  return { ctx, page: await ctx.newPage() };
}

/** The mark on the opponent's seat ("online" / "away"), once shown. */
async function mark(p: Page, want: string): Promise<string | null> {
  const el = p.locator(`#opp .presence[data-presence="${want}"]`);
  await el.waitFor({ timeout: 10_000 });
  return await el.getAttribute("title");
}

Deno.test("browser: the opponent's mark is online while their page is open, away once it closes", async () => {
  const r = await rig(99);
  try {
    const g = await seatedGame(new ApiClient(httpFetch(r.base)), { faction: "empire" });
    const a = await seated(r, g, 0), b = await seated(r, g, 1);
    await a.page.goto(`${r.base}/g/${g.id}?lang=en`);
    await b.page.goto(`${r.base}/g/${g.id}?lang=es`);
    await shown([a.page, b.page], 0);
    assert.match((await mark(a.page, "online"))!, /^Has the table open since \d\d:\d\d/);
    assert.equal(await a.page.locator("#opp .presence").innerText(), "online");
    assert.match((await mark(b.page, "online"))!, /^Tiene la mesa abierta desde las/);
    assert.equal(await a.page.locator("#me .presence").count(), 0, "no mark on your own seat");

    const watcher = await (await r.context(1366, 768)).newPage();
    await watcher.goto(`${r.base}/g/${g.id}?lang=en`);
    await shown([watcher], 0);
    await watcher.waitForTimeout(500);
    assert.equal(await watcher.locator(".presence").count(), 0, "a spectator sees no marks");
    await watcher.close();

    await b.ctx.close();
    assert.match((await mark(a.page, "away"))!, /^Away since \d\d:\d\d/);
    assert.equal(await a.page.locator("#opp .presence").innerText(), "away");
    await a.page.screenshot({ path: new URL("presence-away.png", SHOTS).pathname });

    const back = await seated(r, g, 1);
    await back.page.goto(`${r.base}/g/${g.id}`);
    await mark(a.page, "online");
  } finally {
    await r.close();
  }
});
