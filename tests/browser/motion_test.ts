/**
 * Moves you can see: a move of the opponent makes its cards travel on the other player's page (a
 * copy of each card flies over the page) and leaves the mark on the changed cards; with reduced
 * motion nothing travels and the mark stays. Versions of the computer's moves arriving quickly are
 * shown one after another, each held, and a key skips to the latest. A player coming back after the
 * other side moved gets a "while you were away" summary, dismissable. Screenshots of a frame of the
 * travel and of the summary (1366×768 and 360×740, English and Spanish) go to test-results/.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { defOf } from "../../engine/mod.ts";
import { GLANCE } from "../../ui/pace.ts";
import { act, envelopeOf, type Rig, rig, settle, SHOTS, shown } from "../support/browser.ts";

/** A page in a new context of its own, maybe preferring reduced motion. */
async function open(r: Rig, w: number, h: number, url: string, reduce = false): Promise<Page> {
  const ctx = await (r.browser as Browser).newContext({
    viewport: { width: w, height: h },
    hasTouch: w < 500,
    reducedMotion: reduce ? "reduce" : "no-preference",
  });
  await ctx.addInitScript(received);
  const p = await ctx.newPage();
  await p.goto(url);
  return p;
}

/**
 * Records in the page the newest version its stream has brought (`received`), shown or not: the
 * page's own EventSource, wrapped before the page's scripts run.
 */
function received() {
  const w = window as unknown as Recorded, Source = EventSource;
  w.received = 0;
  globalThis.EventSource = class extends Source {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      const note = (m: MessageEvent) => {
        const seq = JSON.parse(m.data)?.seq;
        if (typeof seq === "number") w.received = Math.max(w.received, seq);
      };
      this.addEventListener("message", note);
      this.addEventListener("delta", note as EventListener);
    }
  };
}

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

/** Waits until the page's second bundle (motion) is running. */
const ready = (ps: Page[]) =>
  Promise.all(ps.map((p) => p.waitForFunction(() => document.documentElement.classList.contains("flip"))));

/** What this file's scripts record in the page, as properties of its window. */
type Recorded = {
  flown: number[];
  frozen: boolean;
  hits: (string | null)[];
  shows: [number, number][];
  flights: number[];
  received: number;
};

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
          lang === "es" ? /Mientras no estabas[\s\S]*Compras: / : /While you were away[\s\S]*Bought: /,
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

/** A game against the computer (the player is the Empire, so they move first), its page ready. */
async function versusBot(r: Rig, w: number, h: number, lang = "en"): Promise<Page> {
  const p = await open(r, w, h, `${r.base}/?lang=${lang}`);
  await p.check("input[name=opponent][value=bot]");
  await p.check("input[name=faction][value=empire]");
  await p.click("form.newgame button.go");
  await p.waitForURL(/\/g\/\w+$/);
  await shown([p], 0);
  await ready([p]);
  return p;
}

/** Plays the player's cards and ends the turn (not waiting for the page); returns the version it makes. */
async function handOver(p: Page): Promise<number> {
  const seq = await settle([p], p, (await envelopeOf(p)).seq - 1);
  await act(p, "playAll", false);
  const played = await settle([p], p, seq);
  await act(p, "endTurn", false);
  if (await p.locator('[data-act="endTurn!"]').count()) await act(p, "endTurn!", false);
  return played + 1;
}

/**
 * Waits until the computer's turn that the player's version `from` handed over is over (the player has
 * something to do at a later version) and the page shows it. `from` keeps a read made before the hand-over
 * reached the server (the player still on turn) from passing for the end of the computer's turn.
 */
async function playerUp(p: Page, from: number): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    const env = await envelopeOf(p);
    if (env.seq >= from && env.view.legal.length) {
      await shown([p], env.seq);
      return env.seq;
    }
    assert.ok(Date.now() - t0 < 20_000, "the computer's turn ends");
    await new Promise((res) => setTimeout(res, 50));
  }
}

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

    // The next computer turn: once the page is behind what it received, a key shows the newest at once.
    const next = await handOver(p);
    // The key is pressed in the page once it holds 2 or more versions it has not shown yet, right where
    // the versions shown so far are counted, so that no paced version can fall between the count and
    // the key. Paced, the next version shown would be the one after the page's; skipped, it is the
    // newest the page had.
    const [mark, from2, newest] = await p.evaluate(() =>
      new Promise<[number, number, number]>((done, fail) => {
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
          if (performance.now() - t0 > 15_000) {
            return fail(new Error(`the page kept up (${at}, ${w.received})`));
          }
          requestAnimationFrame(look);
        };
        look();
      })
    );
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
      `the key skipped from version ${from2} to the newest the page had, ${newest} (shown after it: ${after})`,
    );
    await playerUp(p, next);
  } finally {
    await r.close();
  }
});

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
