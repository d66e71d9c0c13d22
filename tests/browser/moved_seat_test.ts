/**
 * A seat moved to another device: the table left open on the old device turns into a spectator's
 * without a reload (no hand, no buttons, no table talk), while the game goes on and the teammate talks.
 * Four seats of a 2v2 table, each old device at another size and language (1366×768 and 360×740,
 * English and Spanish); screenshots before and after go to test-results/moved-<size>-<lang>-*.png.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { Created, Joined, TransferLink } from "../../api/contract.ts";
import { type Rig, rig, SHOTS } from "../support/browser.ts";

/** Posts JSON to the app (as a seat when `token` is given) and returns the parsed body. */
async function post<T>(r: Rig, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${r.base}${path}`, {
    method: "POST",
    headers: {
      ...body === undefined ? {} : { "content-type": "application/json" },
      ...token ? { authorization: `Bearer ${token}` } : {},
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(res.ok, `${path}: ${res.status}`);
  return await res.json();
}

const SIZES: [number, number, string][] = [[1366, 768, "en"], [360, 740, "es"], [1366, 768, "es"], [
  360,
  740,
  "en",
]];

Deno.test("browser: a seat moved to another device leaves the old device a spectator's table, at once", async () => {
  const r = await rig(31);
  try {
    const c = await post<Created>(r, "/api/games", { format: "2v2", faction: "empire", mode: "beginner" });
    const tokens: string[] = [];
    tokens[c.seat] = c.token;
    for (const { url } of c.seatInviteUrls!) {
      const j = await post<Joined>(r, `/api/games/${c.id}/join`, {
        invite: new URL(url).searchParams.get("invite"),
      });
      tokens[j.seat] = j.token;
    }
    const pages: Page[] = [];
    for (const [seat, [w, h, lang]] of SIZES.entries()) {
      const ctx = await r.context(w, h);
      await ctx.addCookies([{ name: `ht_${c.id}`, value: tokens[seat], url: r.base }]);
      const p = await ctx.newPage();
      await p.goto(`${r.base}/g/${c.id}?lang=${lang}`);
      await p.waitForSelector(".dock .hand");
      await p.waitForSelector('[data-act="chat"]');
      await p.screenshot({ path: new URL(`moved-${w}-${lang}-before.png`, SHOTS).pathname });
      pages.push(p);
    }
    const fresh: string[] = [];
    for (const seat of [0, 1, 2, 3]) {
      const link = await post<TransferLink>(r, `/api/games/${c.id}/transfer`, undefined, tokens[seat]);
      fresh[seat] = (await post<Joined>(r, `/api/games/${c.id}/claim`, { transfer: link.transfer })).token;
    }
    // The teammates talk on the new devices; the old pages must not hear it.
    await post(r, `/api/games/${c.id}/chat`, { channel: "team", text: "after the move" }, fresh[0]);
    await post(r, `/api/games/${c.id}/chat`, { channel: "table", text: "hello all" }, fresh[1]);
    for (const [seat, p] of pages.entries()) {
      const [w, , lang] = SIZES[seat];
      await p.waitForSelector(".dock .hand", { state: "detached", timeout: 10_000 });
      await p.waitForSelector('[data-act="chat"]', { state: "detached" });
      assert.equal(await p.locator(".hand .zone").count(), 0, `seat ${seat}: no hand of any seat is shown`);
      assert.equal(await p.locator("text=after the move").count(), 0, `seat ${seat}: no team talk`);
      assert.equal(await p.locator("text=hello all").count(), 0, `seat ${seat}: no table talk`);
      assert.equal(
        await p.locator(".dock button:not([disabled])").count(),
        0,
        `seat ${seat}: nothing to play`,
      );
      await p.waitForTimeout(1500); // the hand's cards travel to their pile first (ui/motion.ts)
      await p.screenshot({ path: new URL(`moved-${w}-${lang}-after.png`, SHOTS).pathname });
    }
  } finally {
    await r.close();
  }
});
