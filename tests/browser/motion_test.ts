/**
 * Moves you can see: a move of the opponent makes its cards travel on the other player's page (a
 * copy of each card flies over the page) and leaves the mark on the changed cards; with reduced
 * motion nothing travels and the mark stays. Versions of the computer's moves arriving quickly are
 * shown one after another, each held, and a key skips to the latest. A player coming back after the
 * other side moved gets a "while you were away" summary, dismissable (a computer turn played while the
 * page was hidden: away_test.ts). Screenshots of a frame of the travel and of the summary (1366×768 and
 * 360×740, English and Spanish) go to test-results/.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { defOf } from "../../engine/mod.ts";
import { GLANCE } from "../../ui/pace.ts";
import { act, envelopeOf, type Rig, rig, settle, SHOTS, shown } from "../support/browser.ts";
import { handOver, open, playerUp, ready, type Recorded, versusBot } from "../support/motion_pages.ts";

/** A friend game: the Empire's page `a` (created in `lang`) and the Rebels' page `b` (joined). */
async function friends(r: Rig, w: number, h: number, lang: string, reduce = false): Promise<[Page, Page]> {
  const a = await open(r, w, h, `${r.base}/?lang=${lang}`);
  await a.check("input[name=faction][value=empire]");
  await a.click("form.newgame button.go");
  await a.waitForURL(/\/g\/\w+$/);
  const b = await open(r, w, h, `${await a.inputValue(".share input")}&lang=${lang}`, reduce);
  await b.waitForURL(/\/g\/\w+$/);
  await shown([a, b], 0);
  await ready([a, b]);
  return [a, b];
}

/** Starts recording the cards that fly over the page (their ids, in order). */
const record = (p: Page) =>
  p.evaluate(() => {
    const w = window as unknown as Recorded;
    w.flown = [];
    new MutationObserver((ms) => {
      for (const m of ms) {
        for (const n of m.addedNodes) {
          if (n instanceof HTMLElement && n.matches(".flight > .card")) w.flown.push(Number(n.dataset.f));
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });

const flown = (p: Page): Promise<number[]> => p.evaluate(() => (window as unknown as Recorded).flown);

/** Whether the card carries the mark of a change (class and a visible outline). */
const marked = (p: Page, c: number) =>
  p.locator(`.card[data-c="${c}"]`).evaluate((el) => {
    const s = getComputedStyle(el.querySelector(".face")!);
    return el.classList.contains("chg") && s.outlineStyle !== "none";
  });

/** Holds every animation a fifth of the way as soon as cards start travelling, for a screenshot of a frame. */
const freezeOnFlight = (p: Page) =>
  p.evaluate(() => {
    const o = new MutationObserver(() => {
      if (!document.querySelector(".flight > .card")) return;
      o.disconnect();
      for (const a of document.getAnimations()) {
        const t = a.effect!.getComputedTiming();
        a.pause();
        a.currentTime = Number(t.delay ?? 0) + Number(t.duration) * 0.2;
      }
      (window as unknown as Recorded).frozen = true;
    });
    o.observe(document.body, { childList: true, subtree: true });
  });

const shot = (p: Page, name: string) => p.screenshot({ path: new URL(`${name}.png`, SHOTS).pathname });

Deno.test("browser: the opponent's cards travel to where they went (none with reduced motion), and stay marked", async () => {
  const r = await rig(21);
  try {
    const [a, b] = await friends(r, 1280, 800, "en");
    const c = await open(r, 1280, 800, b.url(), true);
    await c.waitForSelector(".table[data-seq]");
    await ready([c]);
    await Promise.all([record(b), record(c)]);
    const hand = (await envelopeOf(a)).view.seats[0].hand as number[];
    await act(a, "playAll", false);
    const seq = await settle([a, b, c], a, 0);
    await b.waitForFunction(() => !document.querySelector(".flight > .card"), null, { timeout: 5000 });
    const went = await flown(b);
    for (const card of hand) {
      assert.ok(went.includes(card), `card ${card} travelled on the opponent's page (${went})`);
      assert.equal(await marked(b, card), true, `card ${card} is marked on the opponent's page`);
      assert.equal(await marked(c, card), true, `card ${card} is marked with reduced motion`);
    }
    assert.deepEqual(await flown(c), [], "nothing travels with reduced motion");

    // The Inquisitor (1 attack by its ability) hits the Rebel base: the hit rises from it on the Rebels' page.
    await b.evaluate(() => {
      const w = window as unknown as Recorded;
      w.hits = [];
      new MutationObserver((ms) => {
        for (const m of ms) {
          for (const n of m.addedNodes) {
            if (n instanceof HTMLElement && n.matches(".hit")) w.hits.push(n.textContent);
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const inq = (await envelopeOf(a)).view.seats[0].play.find((x: number) =>
      defOf(x).name.en === "Inquisitor"
    );
    const base = (await envelopeOf(a)).view.seats[1].base;
    let at = seq;
    for (const step of [`ability:${inq}`, "opt:0"]) {
      await act(a, step, false);
      at = await settle([a, b], a, at);
    }
    await act(a, `atk:${inq}`, false);
    await a.locator(`.card[data-c="${base}"] .face`).click();
    await act(a, "confirm", false);
    await settle([a, b, c], a, at);
    await b.waitForFunction(() => (window as unknown as Recorded).hits.length > 0, null, { timeout: 5000 });
    assert.deepEqual(
      await b.evaluate(() => (window as unknown as Recorded).hits),
      ["−1"],
      "the damage rises from the base",
    );
    assert.equal(await marked(c, base), true, "the damaged base is marked with reduced motion");
  } finally {
    await r.close();
  }
});

Deno.test("browser: a frame of the travel and the summary after coming back, 1366×768 and 360×740, English and Spanish", async () => {
  const r = await rig(21);
  try {
    for (const [w, h] of [[1366, 768], [360, 740]]) {
      for (const lang of ["en", "es"]) {
        const tag = `motion-${w}x${h}-${lang}`;
        const [a, b] = await friends(r, w, h, lang);
        await freezeOnFlight(b);
        await act(a, "playAll", false);
        await b.waitForFunction(() => (window as unknown as Recorded).frozen, null, { timeout: 10_000 });
        await shot(b, `${tag}-travel`);
        await b.evaluate(() => document.getAnimations().forEach((x) => x.finish()));
        let seq = await settle([a, b], a, 0);

        const game = b.url(), ctx = b.context();
        await b.close();
        const buy = (await envelopeOf(a)).view.legal.find((x) => x.type === "purchase");
        await act(a, `purchase:${buy!.card}`, false);
        seq = await settle([a], a, seq);
        await act(a, "endTurn", false);
        if (await a.locator('[data-act="endTurn!"]').count()) await act(a, "endTurn!", false);
        seq = await settle([a], a, seq);
        const back = await ctx.newPage();
        await back.goto(game);
        await back.waitForSelector(".away", { timeout: 10_000 });
        const text = await back.locator(".away").innerText();
        assert.match(
          text,
          lang === "es" ? /Mientras no estabas[\s\S]*Adquiridas: / : /While you were away[\s\S]*Bought: /,
        );
        await shot(back, `${tag}-away`);
        await act(back, "away-close", false);
        await back.waitForSelector(".away", { state: "detached", timeout: 2000 });
        await Promise.all([a, back].map((p) => p.context().close()));
      }
    }
  } finally {
    await r.close();
  }
});

Deno.test("browser: the computer's quick moves are shown one after another, each held; a key skips to the latest", async () => {
  const r = await rig(21, { botPaceMs: 120 });
  try {
    const p = await versusBot(r, 1280, 800);
    await p.evaluate(() => {
      const w = window as unknown as Recorded, t = document.querySelector<HTMLElement>(".table")!;
      w.shows = [];
      w.flights = [];
      new MutationObserver(() => {
        if (!t.dataset.busy && Number(t.dataset.seq) !== w.shows[w.shows.length - 1]?.[0]) {
          w.shows.push([Number(t.dataset.seq), performance.now()]);
        }
      }).observe(t, { attributes: true, attributeFilter: ["data-seq", "data-busy"] });
      new MutationObserver((ms) => {
        const flew = ms.some((m) =>
          [...m.addedNodes].some((n) => n instanceof HTMLElement && n.matches(".flight > .card, .hit"))
        );
        if (flew) w.flights.push(performance.now());
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Versions waiting to be shown still take the stream's deltas: the page fetches no whole game.
    const whole: string[] = [];
    p.on("request", (q) => /\/api\/games\/\w+$/.test(new URL(q.url()).pathname) && whole.push(q.method()));
    const from = await handOver(p);
    const end = await playerUp(p, from);
    assert.deepEqual(whole, [], "no whole game fetched during the computer's turn");
    const [all, flights]: [[number, number][], number[]] = await p.evaluate(() => [
      (window as unknown as Recorded).shows,
      (window as unknown as Recorded).flights,
    ]);
    const shows = all.filter(([q]) => q > from);
    assert.ok(shows.length >= 3, `several of the computer's versions were shown (${shows.map((x) => x[0])})`);
    assert.equal(shows[shows.length - 1][0], end);
    let travelled = 0;
    for (let k = 1; k < shows.length; k++) {
      const [seq, t0] = shows[k - 1], held = shows[k][1] - t0;
      const moved = flights.some((t) => t >= t0 && t < shows[k][1]);
      if (moved) travelled++;
      assert.ok(
        held >= (moved ? 200 : GLANCE - 15),
        `version ${seq} (${moved ? "cards travelled" : "nothing travelled"}) was shown ${
          Math.round(held)
        } ms`,
      );
    }
    assert.ok(travelled > 0, "cards travelled in some of the computer's versions");
    const lag = Math.max(...shows.map(([q], k) => q - (k ? shows[k - 1][0] : from)));
    console.log(
      `computer's turn: versions ${from + 1}–${end}, ${shows.length} shown, at most ${lag} at once`,
    );

    // A later computer turn: once the page is behind what it received, a key shows the newest at once.
    // The key is pressed in the page once it holds 2 or more versions it has not shown yet, right where
    // the versions shown so far are counted, so that no paced version can fall between the count and
    // the key. Paced, the next version shown would be the one after the page's; skipped, it is the
    // newest the page had. On a loaded machine the computer may move slower than the page shows its
    // moves, so the page may keep up for a whole turn: then the next turn is tried (up to 5).
    let pressed: [number, number, number] | null = null;
    for (let turn = 0; !pressed && turn < 5; turn++) {
      const next = await handOver(p);
      pressed = await p.evaluate(() =>
        new Promise<[number, number, number] | null>((done) => {
          const w = window as unknown as Recorded, t0 = performance.now();
          let was = -1, still = 0;
          const look = () => {
            const at = Number(document.querySelector<HTMLElement>(".table")!.dataset.seq);
            // The version the page shows has stayed for 3 frames (none is on its way to the screen).
            still = at === was ? still + 1 : 0;
            was = at;
            if (still >= 3 && w.received - at >= 2) {
              const n = w.shows.length, newest = w.received;
              document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Shift", bubbles: true }));
              return done([n, at, newest]);
            }
            if (performance.now() - t0 > 8000) return done(null);
            requestAnimationFrame(look);
          };
          look();
        })
      );
      if (!pressed) await playerUp(p, next);
    }
    assert.ok(pressed, "the page fell 2 versions behind the computer's quick moves in one of 5 turns");
    const [mark, at, newest] = pressed;
    await p.waitForFunction(
      (n) => Number(document.querySelector<HTMLElement>(".table")!.dataset.seq) >= n,
      newest,
      { timeout: 5000 },
    );
    const after: number[] = await p.evaluate(
      (m) => (window as unknown as Recorded).shows.slice(m).map(([q]) => q),
      mark,
    );
    assert.ok(
      after[0] >= newest,
      `the key skipped from version ${at} to the newest the page had, ${newest} (shown after it: ${after})`,
    );
  } finally {
    await r.close();
  }
});
