/**
 * Turn clocks at the table: both sides' clocks in the status line, the running one marked and counting
 * down, at 1366×768 in English and 360×740 in Spanish; once the Empire's clock ran out (the server's clock
 * is set back while the game starts, so no one waits minutes), the Rebel is offered to claim the win or
 * keep waiting; keeping waiting closes the offer on that device and leaves a button; the claim ends the
 * game for both. Screenshots: test-results/clock-*.png.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { Created, Joined } from "../../api/contract.ts";
import { type Rig, rig, SHOTS } from "../support/browser.ts";

const MIN = 60_000;

/** A live-clock game: the creator plays the Empire (on turn first); the tokens by seat. */
async function liveGame(r: Rig): Promise<{ id: string; tokens: string[] }> {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${r.base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    assert.ok(res.ok, `${path}: ${res.status}`);
    return await res.json();
  };
  const c = await post<Created>("/api/games", { faction: "empire", clock: "live" });
  const j = await post<Joined>(`/api/games/${c.id}/join`, {
    invite: new URL(c.inviteUrl!).searchParams.get("invite"),
  });
  return { id: c.id, tokens: [c.token, j.token] };
}

/** A seat's table page at a size and language, once its clocks are shown. */
async function table(r: Rig, id: string, token: string, w: number, h: number, lang: string): Promise<Page> {
  const ctx = await r.context(w, h);
  await ctx.addCookies([{ name: `ht_${id}`, value: token, url: r.base }]);
  const p = await ctx.newPage();
  await p.goto(`${r.base}/g/${id}?lang=${lang}`);
  await p.waitForSelector(".clocks .clock");
  return p;
}

/** Presses a button with the keyboard. */
async function press(p: Page, selector: string): Promise<void> {
  await p.locator(selector).focus();
  await p.keyboard.press("Enter");
}

/** The whole text of a visible element that lies within the page's width. */
async function seen(p: Page, selector: string): Promise<string> {
  const el = p.locator(selector).first();
  assert.ok(await el.isVisible(), `${selector} is visible`);
  const box = (await el.boundingBox())!;
  const width = p.viewportSize()!.width;
  assert.ok(box.x >= 0 && box.x + box.width <= width + 0.5, `${selector} lies within the ${width} px page`);
  return (await el.textContent())!.replace(/\s+/g, " ").trim();
}

Deno.test("browser: both clocks on the table, counting down; the claim offer once the other side's ran out", async () => {
  let offset = 0;
  const r = await rig(7, { now: () => Date.now() + offset });
  try {
    const a = await liveGame(r);
    const empire = await table(r, a.id, a.tokens[0], 1366, 768, "en");
    const rebel = await table(r, a.id, a.tokens[1], 360, 740, "es");
    assert.match(await seen(empire, '.clock[data-clock="empire"]'), /^Empire (9:[0-5]\d|10:00) running$/);
    assert.equal(await seen(empire, '.clock[data-clock="rebel"]'), "Rebels 10:00");
    assert.match(await seen(rebel, '.clock[data-clock="empire"]'), /^Imperio (9:[0-5]\d|10:00) corre$/);
    assert.equal(await seen(rebel, '.clock[data-clock="rebel"]'), "Rebeldes 10:00");
    assert.equal(await empire.locator(".clock.run").count(), 1, "one clock runs: the side on turn");
    const before = await seen(empire, '.clock[data-clock="empire"] b');
    await empire.waitForTimeout(2100);
    assert.notEqual(
      await seen(empire, '.clock[data-clock="empire"] b'),
      before,
      "the running clock counts down",
    );
    assert.equal(await rebel.locator('[data-act="claimWin"]').count(), 0, "no offer while time is left");
    await rebel.waitForTimeout(1500);
    await empire.screenshot({ path: new URL("clock-1366-en.png", SHOTS).pathname });
    await rebel.screenshot({ path: new URL("clock-360-es.png", SHOTS).pathname });

    // Your games: each seat's own clock left, its side's running or not.
    for (
      const [seat, w, h, lang, text] of [[0, 360, 740, "es", /^Tu reloj: quedan 9:[0-5]\d$/], [
        1,
        1366,
        768,
        "en",
        /^Your clock: 10:00 left$/,
      ]] as const
    ) {
      const ctx = await r.context(w, h);
      await ctx.addCookies([{ name: `ht_${a.id}`, value: a.tokens[seat], url: r.base }]);
      const home = await ctx.newPage();
      await home.goto(`${r.base}/?lang=${lang}`);
      assert.match(await seen(home, ".mygames .clockleft"), text);
      await home.screenshot({ path: new URL(`clock-yourgames-${w}-${lang}.png`, SHOTS).pathname });
      await ctx.close();
    }

    offset = -11 * MIN; // the game starts 11 minutes ago: the Empire's 10 minutes are gone by now
    const b = await liveGame(r);
    offset = 0;
    const late = await table(r, b.id, b.tokens[0], 1366, 768, "en");
    const waiting = await table(r, b.id, b.tokens[1], 360, 740, "es");
    assert.equal(await seen(late, '.clock[data-clock="empire"]'), "Empire 0:00 time is up");
    assert.equal(await late.locator('[data-act="claimWin"]').count(), 0, "the late side is offered nothing");
    await waiting.waitForSelector(".offer");
    assert.equal(
      await seen(waiting, ".offer p"),
      "Al Imperio se le acabó el tiempo. Puedes reclamar la victoria o seguir esperando.",
    );
    assert.equal(await seen(waiting, '.offer [data-act="claimWin"]'), "Reclamar la victoria");
    assert.equal(await seen(waiting, '.offer [data-act="keepWaiting"]'), "Seguir esperando");
    assert.equal(await seen(waiting, '.clock[data-clock="empire"]'), "Imperio 0:00 sin tiempo");
    await waiting.waitForTimeout(1500); // the hand's cards arrive first (ui/motion.ts)
    await waiting.screenshot({ path: new URL("clock-offer-360-es.png", SHOTS).pathname });

    // Pressed from the keyboard: on a phone the sticky section links may cover a button scrolled to the top.
    await press(waiting, '[data-act="keepWaiting"]');
    await waiting.waitForSelector(".offer p", { state: "detached" });
    await waiting.reload();
    // The page remembers it once its script runs (the server knows nothing of it): the kept offer.
    await waiting.waitForSelector('.offer.kept [data-act="claimWin"]');
    assert.equal(
      await waiting.locator(".offer p").count(),
      0,
      "kept waiting: this device is not asked again",
    );
    assert.equal(
      await seen(waiting, '[data-act="claimWin"]'),
      "Reclamar la victoria",
      "the claim stays available",
    );
    await waiting.waitForTimeout(1500);
    await waiting.screenshot({ path: new URL("clock-kept-360-es.png", SHOTS).pathname });

    await press(waiting, '[data-act="claimWin"]');
    await waiting.waitForSelector(".claimed");
    assert.equal(
      await seen(waiting, ".claimed"),
      "Los Rebeldes ganaron por tiempo: al Imperio se le acabó el reloj.",
    );
    await late.waitForSelector(".claimed", { timeout: 10_000 });
    assert.equal(await seen(late, ".claimed"), "The Rebels won on time: the Empire's clock ran out.");
    assert.equal(
      await late.locator(".signals").count(),
      0,
      "the game is over: no signals or answers during their turn to set",
    );
    assert.match(await seen(late, ".status span"), /The Rebels win!/);
    await late.waitForTimeout(500);
    await late.screenshot({ path: new URL("clock-claimed-1366-en.png", SHOTS).pathname });
    await waiting.screenshot({ path: new URL("clock-claimed-360-es.png", SHOTS).pathname });
  } finally {
    await r.close();
  }
});
