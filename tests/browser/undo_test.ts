/**
 * Undo at the table (issue 12): a misclicked purchase of an Outer Rim Pilot is taken back by the
 * bar's "Undo buying Outer Rim Pilot" button, then again by the keyboard (U, and Ctrl+Z), and the
 * other player's page follows.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { act, envelopeOf, rig, settle, SHOTS, shown } from "../support/browser.ts";

/** Buys the last Outer Rim Pilot by its button; returns the pilot's card id. */
async function buyPilot(a: Page): Promise<number> {
  const v = (await envelopeOf(a)).view;
  const pilot = v.regions[0].pilots.at(-1) as number;
  await a.locator(`[data-act="purchase:${pilot}"]`).click();
  return pilot;
}

Deno.test("browser: a misclicked Outer Rim Pilot purchase is undone by click and by keyboard", async () => {
  const r = await rig(21);
  try {
    const a = await (await r.context(1366, 768)).newPage();
    const errors: string[] = [];
    a.on("pageerror", (e) => errors.push(e.message));
    await a.goto(`${r.base}/?lang=en`);
    await a.check("input[name=faction][value=empire]");
    await a.click("form.newgame button.go");
    await a.waitForURL(/\/g\/\w+$/);
    const b = await (await r.context(360, 740)).newPage();
    await b.goto(await a.inputValue(".share input"));
    await b.waitForURL(/\/g\/\w+$/);
    await shown([a, b], 0);
    await act(a, "playAll", false);
    let seq = await settle([a, b], a, 0);
    const before = (await envelopeOf(a)).view;
    assert.ok(before.seats[0].resources >= 2, "the Empire can pay for a pilot (seed 21)");
    assert.equal(await a.locator('[data-act="undo"]').count(), 0, "nothing to undo after playing all");

    for (const how of ["click", "u", "Control+z"]) {
      const pilot = await buyPilot(a);
      seq = await settle([a, b], a, seq);
      const bought = (await envelopeOf(a)).view;
      assert.ok(bought.seats[0].discard.includes(pilot), `${how}: the pilot was bought`);
      const button = a.locator('[data-act="undo"]');
      await button.waitFor({ timeout: 5000 });
      assert.equal(await button.innerText(), "Undo buying Outer Rim Pilot");
      if (how === "click") {
        await a.screenshot({ path: new URL("undo-offered.png", SHOTS).pathname });
        await button.click();
      } else {
        await a.locator("body").click({ position: { x: 5, y: 5 } });
        await a.keyboard.press(how);
      }
      seq = await settle([a, b], a, seq);
      const after = (await envelopeOf(a)).view;
      assert.equal(after.seats[0].resources, before.seats[0].resources, `${how}: the resources are back`);
      assert.deepEqual(after.regions[0].pilots, before.regions[0].pilots, `${how}: the pilot is back`);
      assert.deepEqual(
        after.seats[0].discard,
        before.seats[0].discard,
        `${how}: the discard pile is as before`,
      );
      assert.equal(await a.locator('[data-act="undo"]').count(), 0, `${how}: no undo left to offer`);
      const theirs = (await envelopeOf(b)).view;
      assert.deepEqual(
        theirs.regions[0].pilots,
        before.regions[0].pilots,
        `${how}: the opponent sees it too`,
      );
      // Both logs show the purchase struck through and marked, then the undo's line (the opponent's log on
      // the phone is a section of the page: read its text as a reader would, visible and whole).
      for (
        const [p, undo] of [[a, "You take back your last move."], [
          b,
          /takes back their last move\./,
        ]] as const
      ) {
        await p.waitForFunction(
          (n) => document.querySelectorAll(".log li.undo").length >= n,
          ["click", "u", "Control+z"].indexOf(how) + 1,
        );
        const last = p.locator(".log li").last();
        await last.scrollIntoViewIfNeeded();
        assert.ok(await last.isVisible(), `${how}: the undo line is visible`);
        const text = await last.innerText();
        if (typeof undo === "string") assert.equal(text, undo, `${how}: the undo line`);
        else assert.match(text, undo, `${how}: the undo line for the other seat`);
        const bought = p.locator(".log li").nth(-2);
        assert.match(
          await bought.innerText(),
          /Outer Rim Pilot[\s\S]*\(taken back\)$/,
          `${how}: the purchase marked`,
        );
        assert.equal(
          await bought.locator(".lt").evaluate((e) => getComputedStyle(e).textDecorationLine),
          "line-through",
          `${how}: the purchase struck through`,
        );
      }
    }
    await a.screenshot({ path: new URL("undo-log.png", SHOTS).pathname });
    assert.deepEqual(errors, []);
  } finally {
    await r.close();
  }
});
