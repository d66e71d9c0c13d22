/**
 * The table's live marks in Chromium: the other player's online / away mark (their page open, then
 * closed; a spectator counts for nothing), and the your-turn signals once the game is over (the
 * favicon mark and the title switch to the result; no sound or notification fires for a finished game).
 */
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import type { GameRecord } from "../../api/contract.ts";
import { ApiClient, httpFetch } from "../../tools/api_client.ts";
import { seatCookieName } from "../../server/tokens.ts";
import { MESSAGES } from "../../ui/i18n.ts";
import { type Rig, rig, SHOTS, shown } from "../support/browser.ts";
import { playRandom, type SeatedGame, seatedGame } from "../support/server.ts";

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
    const client = new ApiClient(httpFetch(r.base));
    const g = await seatedGame(client, { faction: "empire" });
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
    // Later events the spectator's page must get: its second bundle (which draws the marks) running, then a
    // move, which its stream carries after anything the server sent it before.
    await watcher.waitForFunction(() => document.documentElement.classList.contains("flip"));
    assert.equal((await client.act(g.id, g.tokens[0], 0, { type: "endTurn" }, "e1")).status, 200);
    await shown([watcher, a.page, b.page], 1);
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

/** Counts chimes (AudioContexts made) and notifications, says the tab is hidden and the player opted in. */
const SPY = `(() => {
  const spy = { chimes: 0, notes: 0, closed: 0 };
  globalThis.__spy = spy;
  const Real = globalThis.AudioContext;
  globalThis.AudioContext = class extends Real { constructor() { super(); spy.chimes++; } };
  globalThis.Notification = class {
    static permission = "granted";
    static requestPermission() { return Promise.resolve("granted"); }
    constructor() { spy.notes++; }
    close() { spy.closed++; }
  };
  Object.defineProperty(Document.prototype, "hidden", { get: () => true });
  try { localStorage.setItem("ht_signals", JSON.stringify({ sound: true, notify: true })); } catch {}
})();`;

type Spy = { chimes: number; notes: number; closed: number };
const spied = (p: Page): Promise<Spy> => p.evaluate(() => (globalThis as unknown as { __spy: Spy }).__spy);
const favicon = (p: Page) => p.locator("link[rel=icon]").getAttribute("data-mine");

Deno.test("browser: once the game is over the your-turn signals switch off, show the result and never fire", async () => {
  const r = await rig(99);
  try {
    const client = new ApiClient(httpFetch(r.base));
    const options = { faction: "empire", basesToWin: 2 } as const;
    const first = await seatedGame(client, options);
    await playRandom(client, first, 17);
    const record = (await client.call<GameRecord>("GET", `/api/games/${first.id}/record`)).body;
    const acts = record.actions, last = acts.length - 1, winner = acts[last].seat;
    // The same deal (the rig gives every game one seed), played again up to the winner's last turn.
    const g = await seatedGame(client, options);
    let seq = 0;
    const move = async (i: number) => {
      const res = await client.act(g.id, g.tokens[acts[i].seat], seq, acts[i].action, `again${i}`);
      assert.equal(res.status, 200, `move ${i}: ${res.text}`);
      seq = res.body.seq;
    };
    const turnStart = acts.findLastIndex((a, i) => i < last && a.action.type === "endTurn");
    assert.ok(
      turnStart > 0 && acts[turnStart].seat !== winner,
      "the winner's last turn follows an end of turn",
    );
    for (let i = 0; i < turnStart; i++) await move(i);

    const { ctx, page } = await seated(r, g, winner);
    await ctx.addInitScript(SPY);
    const refused: string[] = []; // what the page's Content Security Policy blocked (the favicon was)
    page.on("console", (m) => /Content.Security.Policy/i.test(m.text()) && refused.push(m.text()));
    await page.goto(`${r.base}/g/${g.id}?lang=en`);
    await shown([page], seq);
    await page.waitForFunction(() =>
      document.querySelector("link[rel=icon]")?.getAttribute("data-mine") === "0"
    );
    await move(turnStart);
    await shown([page], seq);
    await page.waitForFunction(() =>
      document.querySelector("link[rel=icon]")?.getAttribute("data-mine") === "1"
    );
    assert.equal(await page.title(), "Your turn — Holotable");
    // The marked favicon is loaded (a data: URL); its load is done when the page's images are.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    assert.deepEqual(refused, [], "the page's policy lets the your-turn favicon show");
    const onTurn = await spied(page);
    assert.equal(onTurn.chimes, 1, "the chime sounds when the turn comes");
    assert.equal(onTurn.notes, 1, "a notification while the tab is hidden");

    for (let i = turnStart + 1; i < last; i++) await move(i);
    await shown([page], seq);
    const before = await spied(page);
    await move(last);
    await shown([page], seq);
    await page.waitForSelector(".bar .over");
    await page.waitForFunction(() =>
      document.querySelector("link[rel=icon]")?.getAttribute("data-mine") === "0"
    );
    assert.equal(await page.title(), `${MESSAGES.en.win} — Holotable`, "the title shows the result");

    const loser = await seated(r, g, 1 - winner);
    await loser.ctx.addInitScript(SPY);
    await loser.page.goto(`${r.base}/g/${g.id}?lang=es`);
    await loser.page.waitForSelector(".bar .over");
    assert.equal(await loser.page.title(), `${MESSAGES.es.lose} — Holotable`, "in the page's language");
    // The loser's second bundle signals (or not) before it starts the motion, which marks the page.
    await loser.page.waitForFunction(() => document.documentElement.classList.contains("flip"));
    assert.equal(await favicon(loser.page), "0", "a finished game's page has no your-turn mark");
    assert.deepEqual(await spied(loser.page), { chimes: 0, notes: 0, closed: 0 }, "and signals nothing");

    // A later event that must reach the winner's page: the loser's table open, its mark turns online.
    await page.waitForSelector('#opp .presence[data-presence="online"]');
    const after = await spied(page);
    assert.equal(after.chimes, before.chimes, "no chime for the game's end");
    assert.equal(after.notes, before.notes, "no notification for the game's end");
    assert.equal(after.closed, after.notes, "the your-turn notification is closed");
  } finally {
    await r.close();
  }
});
