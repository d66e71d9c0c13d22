/**
 * Nothing covers what a player must read (issue 21, item 5): at 1280×800 and 1366×768, in 1v1 and 2v2, with a
 * decision to make, the decision's title, the player's base and the start of their play area are on screen,
 * uncovered (what the browser shows at their centre is them, not the hand or the dock) and not scrolled out of
 * the board; and cards flying over the table leave the action bar's box out (its prompt is never flown over).
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { Envelope } from "../../api/contract.ts";
import { ApiClient, httpFetch, randomAction, rng } from "../../tools/api_client.ts";
import { seatCookieName } from "../../server/tokens.ts";
import { rig, SHOTS } from "../support/browser.ts";
import { seatedGame } from "../support/server.ts";

/** A table of `seats` seats taken by people (1v1 or 2v2): the tokens by seat. */
async function table(client: ApiClient, team: boolean): Promise<{ id: string; tokens: string[] }> {
  if (!team) {
    const g = await seatedGame(client, { faction: "empire", mode: "fullGalaxy" });
    return { id: g.id, tokens: g.tokens };
  }
  const c = await client.create({ format: "2v2", faction: "empire", mode: "fullGalaxy", basesToWin: 2 });
  const tokens: string[] = [];
  tokens[c.body.seat] = c.body.token;
  for (const i of c.body.seatInviteUrls!) {
    tokens[i.seat] = (await client.join(c.body.id, new URL(i.url).searchParams.get("invite")!)).body.token;
  }
  return { id: c.body.id, tokens };
}

/** What covers the decision's title, the base and the play area of the page's player (empty: nothing). */
async function covered(p: Page): Promise<string[]> {
  return await p.evaluate(() => {
    const out: string[] = [];
    const board = document.querySelector(".board")!.getBoundingClientRect();
    const uncovered = (el: Element | null, what: string, inBoard: boolean) => {
      if (!el) return out.push(`${what}: missing`);
      const r = el.getBoundingClientRect();
      const x = r.left + Math.min(r.width / 2, 30), y = r.top + Math.min(r.height / 2, 12);
      if (r.top < 0 || r.bottom > innerHeight || r.right > innerWidth) {
        out.push(`${what}: off the screen ${JSON.stringify([r.top, r.bottom])}`);
      }
      if (inBoard && (y < board.top || y > board.bottom)) out.push(`${what}: scrolled out of the board`);
      const at = document.elementFromPoint(x, y);
      if (!at || !(el === at || el.contains(at))) {
        out.push(`${what}: covered by ${at?.closest("[class]")?.className}`);
      }
    };
    uncovered(document.querySelector(".bar .dec h2"), "the decision's title", false);
    const zone = document.querySelector(".seat.me .zone");
    uncovered(zone?.querySelector(".card .face, .nobase") ?? null, "your base", true);
    const play = zone?.querySelectorAll(
      ".card .face",
    )[1 + (zone.querySelectorAll(".seat.me .zone .ship").length)];
    if (play) uncovered(play, "your play area", true);
    return out;
  });
}

for (const team of [false, true]) {
  Deno.test(`browser: a decision's title, your base and play area uncovered at 1280×800 and 1366×768 (${team ? "2v2" : "1v1"})`, async () => {
    const r = await rig(33);
    try {
      const client = new ApiClient(httpFetch(r.base));
      const g = await table(client, team);
      const rnd = rng(team ? 2 : 1);
      const bad: string[] = [];
      let seen = 0;
      for (let n = 0; n < 4000 && seen < 6; n++) {
        const envs: Envelope[] = await Promise.all(
          g.tokens.map((t) => client.view(g.id, t).then((x) => x.body)),
        );
        if (envs[0].view.winner >= 0) break;
        const s = envs.findIndex((e) => e.view.pending.some((d) => d.seat === e.view.viewer));
        if (s >= 0 && n % 3 === 0) {
          seen++;
          for (const [w, h] of [[1280, 800], [1366, 768]]) {
            const ctx = await r.context(w, h);
            await ctx.addCookies([{ name: seatCookieName(g.id), value: g.tokens[s], url: r.base }]);
            const p = await ctx.newPage();
            await p.goto(`${r.base}/g/${g.id}?lang=${seen % 2 ? "es" : "en"}`);
            await p.waitForSelector(".table[data-live] .bar .dec h2");
            await p.waitForTimeout(700);
            const wrong = await covered(p);
            for (const x of wrong) bad.push(`${w}×${h}, decision ${seen} (seq ${envs[s].seq}): ${x}`);
            if (seen <= 2 || wrong.length) {
              await p.screenshot({
                path: new URL(`cover-${team ? "2v2" : "1v1"}-${w}-${seen}.png`, SHOTS).pathname,
              });
            }
            await ctx.close();
          }
        }
        const a = s >= 0 ? s : envs.findIndex((e) => e.view.legal.length > 0);
        await client.act(g.id, g.tokens[a], envs[a].seq, randomAction(envs[a].view.legal, rnd), `c${n}`);
      }
      assert.ok(seen >= 3, `decisions met: ${seen}`);
      assert.deepEqual(bad, [], "nothing covers what must be read");
    } finally {
      await r.close();
    }
  });
}

Deno.test("browser: cards in flight leave the action bar's box out", async () => {
  const r = await rig(21);
  try {
    const client = new ApiClient(httpFetch(r.base));
    const g = await seatedGame(client, { faction: "empire" });
    const ctx = await r.context(1366, 768);
    await ctx.addCookies([{ name: seatCookieName(g.id), value: g.tokens[1], url: r.base }]);
    const p = await ctx.newPage();
    await p.goto(`${r.base}/g/${g.id}?lang=en`);
    await p.waitForSelector(".table[data-live] .bar");
    await p.waitForFunction(() => document.documentElement.classList.contains("flip"));
    // The other player's move: its cards fly on this page (hand to play area).
    await client.act(g.id, g.tokens[0], 0, { type: "playAll" }, "fly");
    const seen = await p.waitForFunction(
      () => {
        const l = document.querySelector<HTMLElement>(".flight");
        if (!l?.querySelector(".card")) return null;
        const b = document.querySelector(".bar")!.getBoundingClientRect();
        return { clip: l.style.clipPath, bar: [b.left, b.top, b.right, b.bottom] };
      },
      undefined,
      { timeout: 5000, polling: 10 },
    );
    const { clip, bar } = await seen.jsonValue() as { clip: string; bar: number[] };
    // The polygon's last five points are the hole: the box left out.
    const nums = (clip.match(/-?[\d.]+px/g) ?? []).map((x) => parseFloat(x)).slice(-10);
    assert.ok(/evenodd/.test(clip) && nums.length === 10, `the layer's clip leaves a box out: ${clip}`);
    const [left, top, right, , , bottom] = nums;
    assert.ok(
      Math.abs(left - bar[0]) < 2 && Math.abs(top - bar[1]) < 2 && Math.abs(right - bar[2]) < 2 &&
        Math.abs(bottom - bar[3]) < 2,
      `the box left out is the bar's (${clip} vs ${bar})`,
    );
    await ctx.close();
  } finally {
    await r.close();
  }
});
