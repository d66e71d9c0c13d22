/**
 * One screen: at laptop, desktop and phone sizes, in English and Spanish, the hand and the action
 * bar are inside the viewport without scrolling (and on wide screens your whole side above them), during the player's turn, the opponent's turn and
 * the computer's turn; screenshots of each go to test-results/ (screen-<size>-<lang>-<moment>.png).
 * And a move of the opponent leaves a visible mark on the cards it changed, until the player acts.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { act, envelopeOf, type Rig, rig, settle, SHOTS, shown } from "../support/browser.ts";

const SIZES = [[1280, 800], [1366, 768], [1920, 1080], [360, 740]] as const;

/** Asserts the hand (when the viewer has one) and the action bar lie inside the viewport, unscrolled. */
async function inView(page: Page, what: string): Promise<void> {
  const r = await page.evaluate(() => {
    const box = (q: string) => {
      const el = document.querySelector(q);
      if (!el) return null;
      const b = el.getBoundingClientRect();
      return [b.left, b.top, b.right, b.bottom];
    };
    return {
      y: scrollY,
      w: innerWidth,
      h: innerHeight,
      hand: box(".hand"),
      play: box(".hand .card button:not(.face)"),
      bar: box(".bar"),
      me: box(".seat.me"),
      dock: box(".dock"),
      wide: innerWidth >= 1000,
    };
  });
  if (r.wide && r.me && r.dock) {
    assert.ok(
      r.me[3] <= r.dock[1] + 0.5,
      `${what}: your side (bottom ${Math.round(r.me[3])}) above the dock`,
    );
  }
  assert.equal(r.y, 0, `${what}: not scrolled`);
  for (const k of ["hand", "play", "bar"] as const) {
    const b = r[k];
    if (!b) continue;
    assert.ok(
      b[0] >= 0 && b[1] >= 0 && b[2] <= r.w + 0.5 && b[3] <= r.h + 0.5,
      `${what}: ${k} ${b.map(Math.round)} inside ${r.w}×${r.h}`,
    );
  }
}

/** A new game from the home page in `lang` against a friend or the computer; returns the page. */
async function create(r: Rig, w: number, h: number, lang: string, bot: boolean): Promise<Page> {
  const p = await (await r.context(w, h)).newPage();
  await p.goto(`${r.base}/?lang=${lang}`);
  if (bot) await p.check("input[name=opponent][value=bot]");
  await p.check(`input[name=faction][value=${bot ? "rebel" : "empire"}]`);
  await p.click("form.newgame button.go");
  await p.waitForURL(/\/g\/\w+$/);
  return p;
}

const shot = (p: Page, name: string) =>
  p.screenshot({ path: new URL(`${name}.png`, SHOTS).pathname, animations: "disabled" });

Deno.test("browser: one screen — hand and action bar in view at every size, your turn, theirs, the computer's", async () => {
  const r = await rig(21, { botPaceMs: 2500 });
  try {
    for (const [w, h] of SIZES) {
      for (const lang of ["en", "es"]) {
        const tag = `screen-${w}x${h}-${lang}`;
        const a = await create(r, w, h, lang, false);
        const b = await (await r.context(w, h)).newPage();
        await b.goto(`${await a.inputValue(".share input")}&lang=${lang}`);
        await b.waitForURL(/\/g\/\w+$/);
        await shown([a, b], 0);
        await act(a, "playAll", false);
        const seq = await settle([a, b], a, 0);
        await inView(a, `${tag} your turn`);
        await shot(a, `${tag}-your-turn`);
        await inView(b, `${tag} opponent's turn`);
        await shot(b, `${tag}-opponent-turn`);
        assert.ok(seq > 0);
        const c = await create(r, w, h, lang, true);
        await c.waitForFunction(() => Number(document.querySelector<HTMLElement>(".table")?.dataset.seq) > 0);
        await inView(c, `${tag} computer's turn`);
        await shot(c, `${tag}-computer-turn`);
        await Promise.all([a, b, c].map((p) => p.context().close()));
      }
    }
  } finally {
    await r.close();
  }
});

Deno.test("browser: the opponent's move is marked on the changed cards until the player acts", async () => {
  const r = await rig(21);
  try {
    const a = await create(r, 1280, 800, "en", false);
    const b = await (await r.context(1280, 800)).newPage();
    await b.goto(await a.inputValue(".share input"));
    await b.waitForURL(/\/g\/\w+$/);
    await shown([a, b], 0);
    const marked = (p: Page, c: number) =>
      p.locator(`.card[data-c="${c}"]`).evaluate((el) => {
        const s = getComputedStyle(el.querySelector(".face")!);
        return el.classList.contains("chg") && s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2;
      });
    let seq = 0;
    const move = async (p: Page, what: string) => {
      await act(p, what, false);
      seq = await settle([a, b], p, seq);
    };
    const card = (await envelopeOf(a)).view.seats[0].hand![0];
    await move(a, `play:${card}`);
    assert.equal(await marked(b, card), true, "the opponent sees the played card marked");
    assert.equal(await marked(a, card), false, "the player's own move is not marked for them");
    await b.locator(".face").first().hover();
    assert.equal(await marked(b, card), true, "still marked after looking around");

    await move(a, "playAll");
    const before = (await envelopeOf(a)).view;
    const buy = before.legal.find((x) => x.type === "purchase");
    await move(a, `purchase:${buy!.card}`);
    const row = (await envelopeOf(a)).view.regions[0].row as number[];
    const arrived = row.find((c) => !before.regions[0].row.includes(c))!;
    assert.equal(await marked(b, arrived), true, "the new row card is marked for the opponent");
    await act(a, "endTurn", false);
    if (await a.locator('[data-act="endTurn!"]').count()) await act(a, "endTurn!", false);
    seq = await settle([a, b], a, seq);
    assert.equal(await marked(b, arrived), true, "still marked when the player's turn begins");
    await move(b, `play:${(await envelopeOf(b)).view.seats[1].hand![0]}`);
    assert.equal(await marked(b, arrived), false, "the mark goes once the player acts");
  } finally {
    await r.close();
  }
});
