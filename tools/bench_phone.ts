/**
 * The table page on a mid phone: Chromium at 360×740 with touch, its CPU slowed 4× and the network of
 * DevTools' "Slow 4G" profile (562.5 ms round trip, 1.44 Mb/s down, 675 kb/s up), cache disabled, opens a
 * game against the computer on the player's turn. Each load taps "Play all" once, a delay after the first
 * contentful paint (the table is server-rendered: the button is painted with it); a tap works when the browser
 * sends the move (a POST of the page's move form or of the API) within 8 s. Delays grow until a tap works,
 * so the first working tap is the least delay after the paint at which a tap is not lost.
 * Prints, per round and as medians: first contentful paint (from navigation start) and the first working
 * tap (after that paint); one JSON line last.
 * Usage: deno task bench:phone [--rounds 3]
 */
import { type Browser, chromium } from "playwright-core";
import { createApp } from "../routes/app.ts";
import { ApiClient, httpFetch } from "./api_client.ts";
import { seatCookieName } from "../server/tokens.ts";

/** DevTools' "Slow 4G" (formerly "Fast 3G") network profile, as Chromium defines it. */
export const SLOW_4G = {
  latency: 562.5,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};

/** Delays after the first paint at which one load taps, tried in turn until a tap works. */
const DELAYS = [0, 100, 200, 300, 500, 750, 1000, 1250, 1500, 2000, 2500, 3000, 4000, 6000];

const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"];
const BUTTON = '[data-act="playAll"]';

/** One load: first contentful paint (ms from navigation start), and whether the tap `delay` ms after it worked. */
interface Load {
  fcp: number;
  worked: boolean;
}

/** Opens a game against the computer on the player's turn; the URL and the seat cookie. */
async function newGame(client: ApiClient, base: string) {
  const c = await client.create({ opponent: "bot", faction: "empire" });
  if (c.status !== 201) throw new Error(`create: ${c.status} ${c.text}`);
  return {
    url: `${base}/g/${c.body.id}?lang=en`,
    cookie: { name: seatCookieName(c.body.id), value: c.body.token, url: base },
  };
}

/** Where the button is on the phone's screen (read from a page loaded without slowing). */
async function buttonAt(
  browser: Browser,
  client: ApiClient,
  base: string,
): Promise<{ x: number; y: number }> {
  const g = await newGame(client, base);
  const ctx = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  await ctx.addCookies([g.cookie]);
  const page = await ctx.newPage();
  await page.goto(g.url);
  const b = (await page.locator(BUTTON).boundingBox())!;
  await ctx.close();
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** One load on the phone profile, one tap `delay` ms after the first contentful paint. */
async function load(
  browser: Browser,
  client: ApiClient,
  base: string,
  at: { x: number; y: number },
  delay: number,
): Promise<Load> {
  const g = await newGame(client, base);
  const ctx = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  await ctx.addCookies([g.cookie]);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Page.enable");
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
  let sent = false;
  page.on("request", (r) => {
    if (r.method() === "POST" && /\/(actions|act)$/.test(new URL(r.url()).pathname)) sent = true;
  });
  const painted = new Promise<void>((ok) =>
    cdp.on("Page.lifecycleEvent", (e) => e.name === "firstContentfulPaint" && ok())
  );
  page.goto(g.url, { waitUntil: "commit" }).catch(() => {});
  await painted;
  await new Promise((r) => setTimeout(r, delay));
  const point = [{ x: at.x, y: at.y }];
  // Sent without waiting for the page: a busy page handles the tap when it can, as a phone does.
  cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point }).catch(() => {});
  cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }).catch(() => {});
  const until = Date.now() + 8000;
  while (!sent && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime)
    .catch(() => NaN);
  await ctx.close();
  return { fcp: Math.round(fcp ?? NaN), worked: sent };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (import.meta.main) {
  const rounds = Number(Deno.args[Deno.args.indexOf("--rounds") + 1]) || 3;
  const kv = await Deno.openKv(":memory:");
  const { app, service } = createApp(kv, { seeds: () => 21, botPaceMs: 600 });
  const ac = new AbortController();
  const srv = Deno.serve(
    { hostname: "127.0.0.1", port: 0, signal: ac.signal, onListen: () => {} },
    app.fetch,
  );
  const base = `http://127.0.0.1:${srv.addr.port}`;
  const client = new ApiClient(httpFetch(base));
  const browser = await chromium.launch({
    executablePath: Deno.env.get("CHROMIUM") ?? "/usr/bin/chromium",
    args: ARGS,
  });
  const out: { fcp: number; firstWorkingTap: number; lost: number[] }[] = [];
  try {
    const at = await buttonAt(browser, client, base);
    for (let i = 0; i < rounds; i++) {
      const fcps: number[] = [], lost: number[] = [];
      let first = -1;
      for (const d of DELAYS) {
        const l = await load(browser, client, base, at, d);
        fcps.push(l.fcp);
        if (l.worked) {
          first = d;
          break;
        }
        lost.push(d);
      }
      out.push({ fcp: median(fcps), firstWorkingTap: first, lost });
      console.log(
        `round ${i + 1}: first paint ${
          median(fcps)
        } ms after navigation; first working tap ${first} ms after it` +
          (lost.length ? ` (taps lost at ${lost.join(", ")} ms)` : ""),
      );
    }
  } finally {
    await browser.close();
    ac.abort();
    await srv.finished;
    await service.autopilot.idle();
    kv.close();
  }
  const m = {
    fcp: median(out.map((r) => r.fcp)),
    firstWorkingTap: median(out.map((r) => r.firstWorkingTap)),
  };
  console.log(
    `median of ${rounds} rounds: first paint ${m.fcp} ms; first working tap ${m.firstWorkingTap} ms after the paint`,
  );
  console.log(
    JSON.stringify({ profile: { cpu: 4, network: "slow-4g", ...SLOW_4G }, rounds: out, median: m }),
  );
}
