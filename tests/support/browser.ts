/**
 * Browser test harness: the app served in-process on loopback (in-memory KV, fixed game seeds), the
 * Debian Chromium driven by playwright-core, and helpers to wait until both players' pages show the
 * server's latest version of a game.
 */
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import type { Envelope } from "../../api/contract.ts";
import { createApp } from "../../routes/app.ts";
import type { GameService } from "../../server/games.ts";
import type { PushOptions } from "../../server/push/service.ts";
import { build } from "../../tools/build.ts";

/** Launch arguments that work on these machines (see the platform notes). */
export const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Where the test run saves screenshots (git-ignored). */
export const SHOTS = new URL("../../test-results/", import.meta.url);

/** A running app and browser. */
export interface Rig {
  base: string;
  browser: Browser;
  /** A new browser context (one player) with this viewport. */
  context: (width: number, height: number, js?: boolean, bypassCSP?: boolean) => Promise<BrowserContext>;
  close: () => Promise<void>;
  /** The in-process server's games (absent with `HOLOTABLE_URL`): tests may place a table in one. */
  service?: GameService;
}

let built: Promise<void> | null = null;

/**
 * Serves the app (every game gets `seed`) and launches Chromium. `botPaceMs`: the least time between
 * a change and the computer's next move (the server's default is a readable 600 ms); `push`: Web Push
 * options (e.g. a loopback push service's origin); `now`: the server's clock (turn clocks without waiting).
 *
 * With `HOLOTABLE_URL` set (e.g. a `deno task start` on this machine), the pages go to that server
 * instead: its games have random seeds and its own pace, so seed-dependent checks may not hold.
 */
export async function rig(
  seed: number,
  { botPaceMs, push, now }: { botPaceMs?: number; push?: PushOptions; now?: () => number } = {},
): Promise<Rig> {
  const external = Deno.env.get("HOLOTABLE_URL")?.replace(/\/$/, "");
  let base: string, stop: () => Promise<void>, games: GameService | undefined;
  if (external) {
    base = external;
    stop = async () => {};
  } else {
    if (!await Deno.stat("static/build/table.js").catch(() => null)) await (built ??= build());
    const kv = await Deno.openKv(":memory:");
    const { app, service, push: pushes } = createApp(kv, {
      seeds: () => seed,
      heartbeatMs: 2000,
      botPaceMs,
      pace: null,
      push,
      now,
    });
    games = service;
    const ac = new AbortController();
    const srv = Deno.serve(
      { hostname: "127.0.0.1", port: 0, signal: ac.signal, onListen: () => {} },
      app.fetch,
    );
    base = `http://127.0.0.1:${srv.addr.port}`;
    stop = async () => {
      ac.abort();
      await srv.finished;
      await service.autopilot.idle();
      await pushes.idle();
      kv.close();
    };
  }
  const browser = await chromium.launch({
    executablePath: Deno.env.get("CHROMIUM") ?? "/usr/bin/chromium",
    args: ARGS,
  });
  await Deno.mkdir(SHOTS, { recursive: true });
  return {
    base,
    browser,
    service: games,
    context: (width, height, js = true, bypassCSP = false) =>
      browser.newContext({
        viewport: { width, height },
        javaScriptEnabled: js,
        hasTouch: width < 500,
        bypassCSP,
      }),
    close: async () => {
      await browser.close();
      await stop();
    },
  };
}

/**
 * The game's JSON envelope as this page's player sees it: fetched with the page's cookies, outside the
 * page (a page busy rendering does not delay it).
 */
export async function envelopeOf(page: Page): Promise<Envelope> {
  const u = new URL(page.url());
  const r = await page.request.get(u.origin + u.pathname.replace("/g/", "/api/games/"));
  return await r.json();
}

/** Waits until every page shows version `seq` with no move in flight. */
export async function shown(pages: Page[], seq: number): Promise<void> {
  await Promise.all(
    pages.map((p) =>
      p.waitForSelector(`.table[data-seq="${seq}"]:not([data-busy])`, { timeout: 10_000 }).catch(
        async (e) => {
          const at = await p.locator(".table").evaluate((el) => `${el.dataset.seq} busy=${el.dataset.busy}`);
          await p.screenshot({ path: new URL("stuck.png", SHOTS).pathname });
          throw new Error(`${p.url()} shows ${at}, not ${seq}: ${e.message}`);
        },
      )
    ),
  );
}

/** Waits until the acting page has no move in flight, then until every page shows the game's new version. */
export async function settle(pages: Page[], actor: Page, from: number): Promise<number> {
  const t0 = Date.now();
  await actor.waitForSelector(".table:not([data-busy])", { timeout: 10_000 });
  for (;;) {
    const seq = (await envelopeOf(actor)).seq as number;
    if (seq > from) {
      await shown(pages, seq);
      return seq;
    }
    if (Date.now() - t0 > 10_000) {
      throw new Error(`the game stayed at seq ${seq} (expected more than ${from})`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Clicks a button by its `data-act`, or presses Enter on it (keyboard players). */
export async function act(page: Page, what: string, key: boolean): Promise<void> {
  const el = page.locator(`[data-act="${what}"]`).first();
  if (key) {
    await el.focus();
    await page.keyboard.press("Enter");
  } else await el.click();
}
