/**
 * The replayed table is still: at every step of a finished game's replay, no button of the table acts
 * (no turn buttons; a decision's and the rematch's buttons shown disabled; card faces only zoom), and clicking them sends
 * nothing; only the replay's controls work.
 */
import assert from "node:assert/strict";
import type { GameRecord } from "../../api/contract.ts";
import { ApiClient, httpFetch } from "../../tools/api_client.ts";
import { seatCookieName } from "../../server/tokens.ts";
import { rig } from "../support/browser.ts";
import { playRandom, seatedGame } from "../support/server.ts";

Deno.test("browser: nothing in the replayed table is clickable but the replay's controls", async () => {
  const r = await rig(99);
  try {
    const client = new ApiClient(httpFetch(r.base));
    const g = await seatedGame(client, { faction: "empire", basesToWin: 2 });
    await playRandom(client, g, 17);
    const n = (await client.call<GameRecord>("GET", `/api/games/${g.id}/record`)).body.actions.length;
    const ctx = await r.context(1366, 768);
    await ctx.addCookies([{ name: seatCookieName(g.id), value: g.tokens[0], url: r.base }]);
    const p = await ctx.newPage();
    const posts: string[] = [];
    p.on("request", (q) => q.method() !== "GET" && posts.push(q.url()));
    await p.goto(`${r.base}/g/${g.id}/replay?lang=en`);
    let disabled = 0;
    for (let k = 0; k <= n; k++) {
      await p.waitForSelector(`.replay .table[data-seq="${k}"]`);
      const usable = await p.locator(".replay .table").evaluate((t) =>
        [...t.querySelectorAll<HTMLButtonElement | HTMLSelectElement>(
          "[data-act], .bar button:not(.face), .bar select",
        )]
          .filter((b) => !b.disabled).map((b) => b.dataset.act ?? b.outerHTML.slice(0, 60))
      );
      assert.deepEqual(usable, [], `move ${k}: nothing to act on`);
      disabled += await p.locator(".replay .table .bar :disabled").count();
      if (k < n) await p.click('[data-replay="next"]');
    }
    const rematch = p.locator('.replay .bar [data-act="rematch"]');
    assert.ok(
      await rematch.isDisabled(),
      "the game's end has the rematch disabled (and hidden by the style)",
    );
    await rematch.dispatchEvent("click");
    // A request the page makes after the click: whatever the click sent, the browser sent before it.
    const marker = `${r.base}/marker-after-click`;
    await Promise.all([
      p.waitForRequest(marker),
      p.evaluate((u) => fetch(u, { method: "POST" }).catch(() => {}), marker),
    ]);
    assert.deepEqual(posts, [marker], "nothing was sent but the marker");
    assert.equal((await client.view(g.id, g.tokens[0])).body.rematch, null, "no rematch was started");
    console.log(`${n} moves replayed, ${disabled} disabled buttons seen in the bar`);
  } finally {
    await r.close();
  }
});
