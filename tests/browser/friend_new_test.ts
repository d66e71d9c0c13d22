/**
 * "My friend is new" (issue 23 item 5), in Chromium: the host ticks it when creating a game for a friend; the
 * friend's table (360×740, Spanish) opens with a short introduction, then the coach's line is on for them; the
 * host's table (1366×768, English) has no coach and its envelope says nothing of it. Screenshots under
 * test-results/.
 */
import assert from "node:assert/strict";
import { envelopeOf, rig, SHOTS } from "../support/browser.ts";

Deno.test("browser: my friend is new: the friend's table opens with an introduction and the coach on, for them only", async () => {
  const r = await rig(9);
  try {
    const host = await (await r.context(1366, 768)).newPage();
    await host.goto(`${r.base}/?lang=en`);
    await host.check("input[name=opponent][value=human]");
    const tick = host.locator("label.newcomer");
    assert.match(await tick.innerText(), /My friend is new to the game/);
    await tick.locator("input").check();
    await host.check("input[name=faction][value=rebel]");
    await host.selectOption("select[name=basesToWin]", "2");
    await host.click("form.newgame button.go");
    await host.waitForURL(/\/g\/\w+$/);
    const link = await host.locator(".share input").inputValue();
    const friend = await (await r.context(360, 740)).newPage();
    await friend.goto(`${link}${link.includes("?") ? "&" : "?"}lang=es`);
    const intro = friend.locator(".intro");
    await intro.waitFor({ state: "visible", timeout: 15_000 });
    const text = await intro.innerText();
    assert.match(text, /Tu amigo ha preparado esta partida para ti/);
    assert.match(text, /El objetivo: destruir 2 bases/, "the game's own number of bases to win");
    assert.match(text, /Cómo se juega/);
    await friend.screenshot({ path: new URL("friend-new-es-360-intro.png", SHOTS).pathname });
    await intro.locator("button").click();
    await intro.waitFor({ state: "detached" });
    assert.equal(
      await friend.locator(".coach .coachsw input").isChecked(),
      true,
      "the coach is on for the friend",
    );
    await friend.waitForFunction(() =>
      /^El entrenador (no )?\S+ría /.test(document.querySelector(".coachline")?.textContent ?? "")
    );
    await friend.screenshot({ path: new URL("friend-new-es-360-coach.png", SHOTS).pathname });
    assert.equal((await envelopeOf(friend)).coach, true);
    // The host: no coach, no introduction, nothing in its envelope.
    await host.reload();
    await host.locator(".table[data-live]").waitFor();
    assert.equal(await host.locator(".coach, .intro").count(), 0);
    assert.equal((await envelopeOf(host)).coach, undefined);
    // The introduction shows once: the friend's reload goes straight to the table.
    await friend.reload();
    await friend.locator(".table[data-live]").waitFor();
    await friend.locator(".coach").waitFor();
    assert.equal(await friend.locator(".intro").count(), 0);
  } finally {
    await r.close();
  }
});
