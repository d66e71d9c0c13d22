/**
 * The coach at the table against the computer, in Chromium: off by default (no line), one switch turns it on
 * and the line gives the strong computer's move with its reason; it is remembered in the browser (a reload keeps
 * it on); after playing the hand the line also says what the player could still do. A friend's game has no
 * coach. 1366×768 in English and 360×740 in Spanish, screenshots under test-results/.
 */
import assert from "node:assert/strict";
import { rig, SHOTS } from "../support/browser.ts";

const WORDS = {
  en: { label: "Coach", would: /^The coach would \S+ .+\./, still: /You could still: / },
  es: { label: "Entrenador", would: /^El entrenador (no )?\S+ría .+\./, still: /Aún podrías: / },
};

Deno.test("browser: the coach against the computer: off by default, one switch, remembered, says why and what is left", async () => {
  const r = await rig(8, { botPaceMs: 50 });
  try {
    for (const [w, h, lang] of [[1366, 768, "en"], [360, 740, "es"]] as const) {
      const t = WORDS[lang];
      const p = await (await r.context(w, h)).newPage();
      const errors: string[] = [];
      p.on("pageerror", (e) => errors.push(e.message));
      await p.goto(`${r.base}/?lang=${lang}`);
      await p.check("input[name=opponent][value=bot]");
      await p.check("input[name=faction][value=empire]");
      await p.click("form.newgame button.go");
      await p.waitForURL(/\/g\/\w+$/);
      const sw = p.locator(".coach .coachsw input");
      await sw.waitFor();
      assert.equal((await p.locator(".coach .coachsw").innerText()).trim(), t.label);
      assert.equal(await sw.isChecked(), false, "off by default");
      assert.equal(await p.locator(".coachline").count(), 0);
      await sw.check();
      const line = p.locator(".coachline");
      await p.waitForFunction(
        (re) => new RegExp(re).test(document.querySelector(".coachline")?.textContent ?? ""),
        t.would.source,
      );
      const text = await line.innerText();
      assert.match(text, t.would);
      assert.ok(await line.isVisible());
      await p.screenshot({ path: new URL(`coach-${lang}-${w}.png`, SHOTS).pathname });
      // Remembered: the page opens with the coach on.
      await p.reload();
      await p.waitForFunction(() =>
        (document.querySelector(".coach .coachsw input") as HTMLInputElement)?.checked
      );
      // With the hand played, the line adds what is left to do (a buy, an attack).
      await p.locator('[data-act="playAll"]').click();
      await p.waitForFunction(
        ([a, b]) =>
          [a, b].every((re) => new RegExp(re).test(document.querySelector(".coachline")?.textContent ?? "")),
        [t.would.source, t.still.source],
      );
      assert.match(await line.innerText(), t.would);
      await p.screenshot({ path: new URL(`coach-${lang}-${w}-still.png`, SHOTS).pathname });
      assert.deepEqual(errors, []);
      // Against a friend: no coach.
      await p.goto(`${r.base}/?lang=${lang}`);
      await p.check("input[name=opponent][value=human]");
      await p.click("form.newgame button.go");
      await p.waitForURL(/\/g\/\w+$/);
      await p.locator(".table[data-live]").waitFor();
      await p.waitForTimeout(500);
      assert.equal(await p.locator(".coach").count(), 0, "no coach against a friend");
      await p.context().close();
    }
  } finally {
    await r.close();
  }
});

Deno.test("browser: the coach's switch is drawn once when the page loads (the action bar does not jump twice)", async () => {
  const r = await rig(8, { botPaceMs: 50 });
  try {
    const ctx = await r.context(360, 740);
    // From the first byte of every page: each time a .coach element leaves the document, counted.
    await ctx.addInitScript(() => {
      const w = window as unknown as { coachGone: number };
      w.coachGone = 0;
      new MutationObserver((ms) => {
        for (const m of ms) {
          for (const n of m.removedNodes) {
            if (n instanceof Element && (n.matches(".coach") || n.querySelector(".coach"))) w.coachGone++;
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const p = await ctx.newPage();
    await p.goto(`${r.base}/?lang=en`);
    await p.check("input[name=opponent][value=bot]");
    await p.check("input[name=faction][value=empire]");
    await p.click("form.newgame button.go");
    await p.waitForURL(/\/g\/\w+$/);
    await p.locator(".coach .coachsw input").waitFor();
    assert.equal(await p.evaluate(() => (window as unknown as { coachGone: number }).coachGone), 0);
  } finally {
    await r.close();
  }
});
