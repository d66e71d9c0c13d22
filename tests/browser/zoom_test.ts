/**
 * Every card can be read whole (issue 21, item 1). At 1366×768 and 360×740, in English and Spanish, the
 * zoom of every card of the catalog (bases included) shows its ability and reward text visible and whole:
 * the text's box has height, nothing inside it is cut off, no ancestor clips it (a zoom that scrolls may hold
 * it below its fold), it is not faded out, and it says exactly the generated card text. The zoom is the
 * table's own: opened on a real table by hover (desktop) or tap (phone), its card then swapped for each
 * card of the catalog as the same component (`Big`) renders it, under the page's stylesheet. The ways to
 * open it are checked on the table too: hover, focus, tap, long-press and a card name in the log; and a tile
 * too small for its text says so.
 */
import assert from "node:assert/strict";
import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import type { Page } from "playwright-core";
import { abilityText, cardDef, CARDS, defOf, type Lang, rewardText } from "../../engine/mod.ts";
import { Big } from "../../ui/Card.tsx";
import { cardFaces } from "../../ui/faces.tsx";
import { MESSAGES } from "../../ui/i18n.ts";
import type { Store } from "../../ui/store.ts";
import { act, type Rig, rig, SHOTS } from "../support/browser.ts";

/** One instance id of each card of the catalog. */
const ONE_OF_EACH: number[] = (() => {
  const seen = new Map<string, number>();
  for (let c = 0; c < 140; c++) if (!seen.has(defOf(c).id)) seen.set(defOf(c).id, c);
  return [...seen.values()];
})();

/** What the zoom of a card must show: its zoom's HTML, ability and reward as plain words. */
interface Expected {
  name: string;
  html: string;
  ability: string;
  abilityIcons: number;
  reward: string;
  rewardIcons: number;
}

const words = (x: string) => x.replace(/\{[ARF]\}/g, "").replace(/\s+/g, " ").trim();
const icons = (x: string) => (x.match(/\{[ARF]\}/g) ?? []).length;

function expected(lang: Lang): Expected[] {
  const s = { p: { cards: cardFaces(lang), lang }, t: MESSAGES[lang] } as unknown as Store;
  return ONE_OF_EACH.map((c) => {
    const d = defOf(c), ab = abilityText(d, lang) ?? "", rw = d.targetValue ? rewardText(d, lang) ?? "" : "";
    return {
      name: d.name[lang],
      html: renderToString(h(Big, { s, c })),
      ability: words(ab),
      abilityIcons: icons(ab),
      reward: rw ? `${MESSAGES[lang].reward}: ${words(rw)}` : "",
      rewardIcons: icons(rw),
    };
  });
}

/**
 * In the page: puts each card's zoom in place of the open zoom's card and lists what cannot be read
 * (the text's box, cuts, clipping ancestors, fading, the words).
 */
function readEvery([where, cards]: [string, Expected[]]): string[] {
  const out: string[] = [];
  const holder = document.querySelector(where)!;
  let el = holder;
  const overflowing = (v: string) => v !== "visible";
  for (const x of cards) {
    const tmp = document.createElement("div");
    tmp.innerHTML = x.html;
    const big = tmp.firstElementChild!;
    el.replaceWith(big);
    el = big;
    const check = (q: string, want: string, nIcons: number) => {
      const t = big.querySelector<HTMLElement>(q);
      if (!want) return;
      if (!t) return out.push(`${x.name}: no ${q}`);
      const r = t.getBoundingClientRect();
      const cs = getComputedStyle(t);
      if (r.height < 8 || r.width < 40) out.push(`${x.name}: ${q} box ${r.width}×${r.height}`);
      if (cs.display === "none" || cs.visibility !== "visible" || Number(cs.opacity) < 0.9) {
        out.push(`${x.name}: ${q} hidden`);
      }
      if (t.scrollHeight > t.clientHeight + 1) {
        out.push(`${x.name}: ${q} cut inside (${t.scrollHeight} > ${t.clientHeight})`);
      }
      let scrolls = false;
      for (let a: HTMLElement | null = t; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.maskImage && s.maskImage !== "none") out.push(`${x.name}: ${q} faded by ${a.className}`);
        if (a === t) continue;
        const b = a.getBoundingClientRect();
        if (s.overflowY === "auto" || s.overflowY === "scroll") {
          scrolls = true;
          if (b.height < 40) out.push(`${x.name}: ${q} in a scrolling box ${b.height} px high`);
          break;
        }
        if (overflowing(s.overflowY) && (r.top < b.top - 1 || r.bottom > b.bottom + 1)) {
          out.push(`${x.name}: ${q} clipped by ${a.className}`);
        }
        if (overflowing(s.overflowX) && (r.left < b.left - 1 || r.right > b.right + 1)) {
          out.push(`${x.name}: ${q} clipped sideways by ${a.className}`);
        }
      }
      if (!scrolls && (r.top < 0 || r.bottom > innerHeight + 1 || r.left < 0 || r.right > innerWidth + 1)) {
        out.push(`${x.name}: ${q} outside the screen`);
      }
      const text = (t.textContent ?? "").replace(/\s+/g, " ").trim();
      if (text !== want) out.push(`${x.name}: ${q} says "${text}", not "${want}"`);
      const n = t.querySelectorAll(".ic").length;
      if (n !== nIcons) out.push(`${x.name}: ${q} has ${n} icons, not ${nIcons}`);
    };
    check(".tx", x.ability, x.abilityIcons);
    check(".rw", x.reward, x.rewardIcons);
  }
  return out;
}

/** A game against the computer from the home page, the player's turn. */
async function table(r: Rig, w: number, h: number, lang: string): Promise<Page> {
  const p = await (await r.context(w, h)).newPage();
  await p.goto(`${r.base}/?lang=${lang}`);
  await p.check("input[name=opponent][value=bot]");
  await p.check("input[name=faction][value=empire]");
  await p.click("form.newgame button.go");
  await p.waitForURL(/\/g\/\w+$/);
  await p.waitForSelector(".table[data-seq='0']");
  await p.waitForFunction(() => document.querySelector(".side .log"));
  return p;
}

const SIZES = [[1366, 768], [360, 740]] as const;

for (const [w, h] of SIZES) {
  Deno.test(`browser: every card of the catalog reads whole in the zoom at ${w}×${h}, English and Spanish`, async () => {
    const r = await rig(21);
    try {
      for (const lang of ["en", "es"] as const) {
        const p = await table(r, w, h, lang);
        const row = p.locator(".galaxy .inrow .face").first();
        if (w >= 1000) await row.hover();
        else await row.click();
        const where = w >= 1000 ? ".zoompanel .big" : ".zoomfly .big";
        await p.waitForSelector(where);
        const cards = expected(lang);
        assert.equal(cards.length, CARDS.length, "one of each card");
        const bad = await p.evaluate(readEvery, [where, cards] as [string, Expected[]]);
        assert.deepEqual(bad, [], `${lang} ${w}×${h}: every card's text whole in the zoom`);
        for (const id of ["grand_moff_tarkin", "director_krennic", "mon_calamari_cruiser", "mon_cala"]) {
          const one = cards.filter((x) => x.name === cardDef(id).name[lang]);
          await p.evaluate(readEvery, [where, one] as [string, Expected[]]);
          await p.screenshot({ path: new URL(`zoom-${id}-${w}-${lang}.png`, SHOTS).pathname });
        }
        await p.context().close();
      }
    } finally {
      await r.close();
    }
  });
}

/** The text box of the zoom now open, as a reader sees it: its height and whether all of it shows. */
async function zoomText(p: Page): Promise<{ name: string; text: string; height: number; whole: boolean }> {
  return await p.evaluate(() => {
    const big = document.querySelector<HTMLElement>(innerWidth < 1000 ? ".zoomfly .big" : ".zoompanel .big")!;
    const t = big.querySelector<HTMLElement>(".tx, .rw");
    return {
      name: big.querySelector<HTMLElement>(".nm")!.innerText,
      text: t?.textContent ?? "",
      height: t?.getBoundingClientRect().height ?? 0,
      whole: !t || t.scrollHeight <= t.clientHeight + 1,
    };
  });
}

Deno.test("browser: the zoom opens whole on hover, focus, tap, long-press and from the log; cut tiles say so", async () => {
  const r = await rig(21);
  try {
    for (const lang of ["en", "es"] as const) {
      const d = await table(r, 1366, 768, lang);
      const card = d.locator(".galaxy .inrow:has(.tx)").first();
      const name = defOf(Number(await card.getAttribute("data-c"))).name[lang];
      await card.locator(".face").hover();
      let z = await zoomText(d);
      assert.equal(z.name, name, "hover");
      assert.ok(z.height > 10 && z.whole, `hover: the text shows whole (${z.height} px)`);
      await d.locator(".hand .face:has(.tx)").first().focus();
      z = await zoomText(d);
      assert.ok(z.height > 10 && z.whole, "focus: the text shows whole");
      await act(d, "playAll", false);
      const named = d.locator(".log .cn").first();
      await named.waitFor();
      const logged = await named.innerText();
      await named.hover();
      z = await zoomText(d);
      assert.equal(z.name, logged, "a card named in the log zooms");
      assert.ok(z.whole, "from the log: the text shows whole");
      // A tile too small for its whole text says so, and says how to read the rest.
      const cut = d.locator(".face .more").first();
      await cut.waitFor();
      assert.ok(await cut.isVisible(), "a cut tile shows its cue");
      assert.match(await cut.innerText(), lang === "en" ? /more/i : /más/i);
      await d.screenshot({ path: new URL(`zoom-1366-${lang}.png`, SHOTS).pathname });
      await d.context().close();

      const m = await table(r, 360, 740, lang);
      await m.locator(".galaxy .inrow .face:has(.tx)").first().tap();
      await m.waitForSelector(".zoomfly .big");
      z = await zoomText(m);
      assert.ok(z.height > 10 && z.whole, "tap: the text shows whole");
      await m.click(".zoomfly button");
      await m.locator(".hand .face:has(.tx)").first().dispatchEvent("contextmenu");
      await m.waitForSelector(".zoomfly .big");
      z = await zoomText(m);
      assert.ok(z.height > 10 && z.whole, "long-press: the text shows whole");
      await m.screenshot({ path: new URL(`zoom-360-${lang}.png`, SHOTS).pathname });
      await m.context().close();
    }
  } finally {
    await r.close();
  }
});
