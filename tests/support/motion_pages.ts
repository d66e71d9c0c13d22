/**
 * Pages of the motion tests (tests/browser/motion_test.ts, away_test.ts): a page in a context of its own
 * that records the versions its stream brings, a game against the computer, the player's hand-over and
 * the end of the computer's turn.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { act, envelopeOf, type Rig, settle, shown } from "./browser.ts";

/** A page in a new context of its own, maybe preferring reduced motion. */
export async function open(r: Rig, w: number, h: number, url: string, reduce = false): Promise<Page> {
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

/** Waits until the page's second bundle (motion) is running. */
export const ready = (ps: Page[]) =>
  Promise.all(ps.map((p) => p.waitForFunction(() => document.documentElement.classList.contains("flip"))));

/** What this file's scripts record in the page, as properties of its window. */
export type Recorded = {
  flown: number[];
  frozen: boolean;
  hits: (string | null)[];
  shows: [number, number][];
  flights: number[];
  received: number;
};

/** A game against the computer (the player is the Empire, so they move first), its page ready. */
export async function versusBot(r: Rig, w: number, h: number, lang = "en"): Promise<Page> {
  const p = await open(r, w, h, `${r.base}/?lang=${lang}`);
  await p.check("input[name=opponent][value=bot]");
  await p.check("input[name=faction][value=empire]");
  await p.click("form.newgame button.go");
  await p.waitForURL(/\/g\/\w+$/);
  await shown([p], 0);
  await ready([p]);
  return p;
}

/**
 * Plays the player's cards and ends the turn (not waiting for the page); returns the version it makes. A
 * decision waiting at the start of the turn (a new base after the computer destroyed one) is answered
 * first with its first choice.
 */
export async function handOver(p: Page): Promise<number> {
  let seq = await settle([p], p, (await envelopeOf(p)).seq - 1);
  const asked = async () => {
    const { view } = await envelopeOf(p);
    return view.pending.some((d: { seat: number }) => d.seat === view.viewer);
  };
  while (await asked()) {
    await p.locator('.dec [data-act^="pick:"], .dec [data-act^="opt:"]').first().click();
    seq = await settle([p], p, seq);
  }
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
export async function playerUp(p: Page, from: number): Promise<number> {
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
