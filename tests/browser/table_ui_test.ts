/**
 * The table's interface defects of issue 10, each with the check that would have caught it, and
 * attacks chosen on the board: only targets the selected attack can defeat or damage are outlined,
 * an attack that cannot succeed needs an explicit confirmation saying what is lost, "Select all"
 * shows only with more than one attacker, and the opponent sees the damaged base marked.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { defOf } from "../../engine/mod.ts";
import { act, envelopeOf, type Rig, rig, settle, shown } from "../support/browser.ts";

/** A friend game created by `a` (Empire) and joined by `b`, both at this size and language. */
async function pair(r: Rig, w: number, h: number, lang = "en"): Promise<[Page, Page, string]> {
  const ctx = await r.context(w, h);
  await ctx.grantPermissions(["clipboard-read", "clipboard-write"], { origin: r.base });
  const a = await ctx.newPage();
  await a.goto(`${r.base}/?lang=${lang}`);
  await a.check("input[name=faction][value=empire]");
  await a.click("form.newgame button.go");
  await a.waitForURL(/\/g\/\w+$/);
  const invite = await a.inputValue(".share input");
  const url = a.url();
  await a.locator(".share button").click();
  await a.waitForFunction(
    (word) => document.querySelector(".share button")?.textContent === word,
    lang === "es" ? "Copiado" : "Copied",
    { timeout: 3000 },
  );
  const b = await (await r.context(w, h)).newPage();
  await b.goto(`${invite}&lang=${lang}`);
  await b.waitForURL(/\/g\/\w+$/);
  await shown([a, b], 0);
  return [a, b, url];
}

/** Script errors of the pages, collected. */
function errorsOf(pages: Page[]): string[] {
  const out: string[] = [];
  for (const p of pages) p.on("pageerror", (e) => out.push(e.message));
  return out;
}

Deno.test("browser: attacks on the board, Copy link, the zoom drops a card gone from the row, spectators", async () => {
  const r = await rig(21);
  try {
    const [a, b, url] = await pair(r, 1280, 800);
    const errors = errorsOf([a, b]);
    let seq = 0;
    const step = async (what: string) => {
      await act(a, what, false);
      seq = await settle([a, b], a, seq);
    };
    // The zoom panel shows a row card; the card is bought; the panel no longer shows it.
    await step("playAll");
    const v = (await envelopeOf(a)).view;
    const buy = v.legal.find((x: { type: string }) => x.type === "purchase") as { card: number };
    assert.ok(buy, "the Empire can buy a row card on turn 1 (seed 21)");
    await a.hover(`.galaxy .card[data-c="${buy.card}"] .face`);
    assert.equal(await a.locator(".zoompanel .nm").innerText(), defOf(buy.card).name.en);
    await a.locator(`[data-act="purchase:${buy.card}"]`).click();
    seq = await settle([a, b], a, seq);
    assert.equal(await a.locator(".zoompanel .nm").count(), 0, "the bought card left the zoom panel");

    // One attacker (the Inquisitor, given 1 attack by its ability): no "Select all"; only the
    // enemy base is outlined; the Rebel row cards it cannot defeat are listed apart, with a warning.
    const inq = v.seats[0].play.find((c: number) => defOf(c).name.en === "Inquisitor");
    await step(`ability:${inq}`);
    await step("opt:0");
    await act(a, `atk:${inq}`, false);
    assert.equal(await a.locator('[data-act="all"]').count(), 0, "no Select all with one attacker");
    const base = (await envelopeOf(a)).view.seats[1].base;
    assert.deepEqual(
      await a.locator(".card.aim").evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.c)),
      [String(base)],
      "only the enemy base is outlined",
    );
    const outline = await a.locator(".card.aim .face").evaluate((e) => getComputedStyle(e).outlineStyle);
    assert.notEqual(outline, "none");
    const weak = (await envelopeOf(a)).view.regions[0].row.filter((c: number) =>
      c >= 0 && defOf(c).faction === "rebel"
    );
    assert.ok(weak.length > 0, "a Rebel card in the row");
    await a.locator(".atk summary").click();
    await act(a, `tgt:${weak[0]}`, false);
    assert.match(await a.locator(".atk").innerText(), /Not enough[\s\S]*Lost: Inquisitor attack for nothing/);
    assert.equal(await a.locator('[data-act="confirm"]').innerText(), "Attack anyway");
    await a.locator(`.card[data-c="${base}"] .face`).click();
    assert.match(await a.locator(".atk .pv").innerText(), /1 damage to Dantooine/);
    assert.equal(await a.locator('[data-act="confirm"]').innerText(), "Attack");
    await step("confirm");
    assert.match(await b.locator(`.card[data-c="${base}"]`).getAttribute("class") ?? "", /\bchg\b/);
    assert.equal(await a.locator(`.card[data-c="${base}"].chg`).count(), 0);

    // A spectator (no invitation) sees no empty action bar.
    const s = await (await r.context(1280, 800)).newPage();
    await s.goto(url);
    await s.waitForSelector(".table");
    assert.equal(await s.locator(".dock").isVisible(), false, "no empty bar for a spectator");
    assert.deepEqual(errors, []);
  } finally {
    await r.close();
  }
});

Deno.test("browser: 'Connection lost' clears once the connection is back", async () => {
  const r = await rig(21);
  try {
    const [a] = await pair(r, 1280, 800);
    const card = (await envelopeOf(a)).view.seats[0].hand![0];
    await a.context().setOffline(true);
    await act(a, `play:${card}`, false);
    // The bar's note (the device's notification settings have notes of their own).
    await a.waitForSelector(".bar .note", { timeout: 5000 });
    assert.match(await a.locator(".bar .note").innerText(), /Connection lost/);
    await a.context().setOffline(false);
    await a.waitForSelector(".bar .note", { state: "detached", timeout: 10_000 });
  } finally {
    await r.close();
  }
});

Deno.test("browser: at 360 px and on desktops, in English and Spanish, stat icons and the reward label stay inside the cards, upright", async () => {
  const r = await rig(21);
  try {
    for (
      const [lang, w, h] of [["en", 360, 740], ["es", 360, 740], ["es", 1280, 800], [
        "en",
        1920,
        1080,
      ]] as const
    ) {
      const [a] = await pair(r, w, h, lang);
      await act(a, "playAll", false);
      await a.waitForSelector(".table:not([data-busy])");
      const bad = await a.evaluate(() => {
        const out: string[] = [];
        for (const f of document.querySelectorAll<HTMLElement>(".board .face, .hand .face")) {
          const box = f.getBoundingClientRect();
          for (const el of f.querySelectorAll<HTMLElement>(".st > *, .tv, .tv .rw, .nm")) {
            const b = el.getBoundingClientRect();
            if (b.width === 0) continue;
            const name = f.querySelector(".nm")?.textContent;
            if (b.left < box.left - 0.5 || b.right > box.right + 0.5 || b.bottom > box.bottom + 0.5) {
              out.push(`${name}: ${el.className} ${el.textContent}`);
            }
            if (el.scrollWidth > el.clientWidth + 1) out.push(`${name}: ${el.className} cut`);
            if (getComputedStyle(el).transform !== "none") out.push(`${name}: ${el.className} turned`);
          }
        }
        return out;
      });
      assert.deepEqual(bad, [], `${lang} ${w}px: everything inside its card`);
      const reward = lang === "es" ? /Recompensa:/ : /Reward:/;
      assert.match(await a.locator(".galaxy .inrow:not(.own) .tv").first().innerText(), reward);
    }
  } finally {
    await r.close();
  }
});
