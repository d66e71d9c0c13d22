/**
 * A computer turn played while the page was hidden is summed up ("while you were away") when the page
 * shows again, until dismissed.
 */
import assert from "node:assert/strict";
import { act, envelopeOf, rig, settle } from "../support/browser.ts";
import { playerUp, versusBot } from "../support/motion_pages.ts";

Deno.test("browser: a computer turn played while the page was hidden is summed up when it shows again, until dismissed", async () => {
  const r = await rig(21, { botPaceMs: 40 });
  try {
    const p = await versusBot(r, 1366, 768);
    /** Makes the page hidden or visible as the browser would (headless pages are always visible). */
    const visible = (on: boolean) =>
      p.evaluate((on) => {
        Object.defineProperty(document, "hidden", { configurable: true, get: () => !on });
        Object.defineProperty(document, "visibilityState", {
          configurable: true,
          get: () => (on ? "visible" : "hidden"),
        });
        document.dispatchEvent(new Event("visibilitychange"));
      }, on);
    let seq = (await envelopeOf(p)).seq;
    await act(p, "playAll", false);
    seq = await settle([p], p, seq);
    await visible(false);
    await act(p, "endTurn", false);
    if (await p.locator('[data-act="endTurn!"]').count()) await act(p, "endTurn!", false);
    await playerUp(p, seq + 1);
    assert.equal(await p.locator(".away").count(), 0, "no summary while hidden");
    await visible(true);
    await p.waitForSelector(".away", { timeout: 5000 });
    const text = await p.locator(".away").innerText();
    assert.match(text, /While you were away[\s\S]*Computer \(normal\) · Rebels[\s\S]*Played: /);
    assert.doesNotMatch(text, /You ·/, "the player's own moves are not in it");
    await p.keyboard.press("Escape");
    await p.waitForSelector(".away", { state: "detached", timeout: 2000 });
  } finally {
    await r.close();
  }
});
