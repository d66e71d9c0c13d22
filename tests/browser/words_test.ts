/**
 * The words of the pages (issue 21, item 10), read as a player reads them: the 2v2 invitation names the free
 * seats; the home page says who plays first under each form; your games say how long ago, "View" for a
 * finished game and the computer's level; the summary chart's axis name stands apart from its first tick;
 * the "away" mark of a seat stays in the seat (no floating box).
 */
import assert from "node:assert/strict";
import { ApiClient, httpFetch } from "../../tools/api_client.ts";
import { seatCookieName } from "../../server/tokens.ts";
import { rig } from "../support/browser.ts";
import { playRandom, seatedGame } from "../support/server.ts";

Deno.test("browser: the 2v2 invitation names the free seats; who plays first under each form", async () => {
  const r = await rig(7);
  try {
    for (const lang of ["en", "es"] as const) {
      const p = await (await r.context(1366, 768)).newPage();
      await p.goto(`${r.base}/?lang=${lang}`);
      const [duel, team] = [p.locator("form.newgame").nth(0), p.locator("form.newgame").nth(1)];
      assert.match(
        await duel.innerText(),
        lang === "en" ? /The Empire plays first/ : /El Imperio juega primero/,
      );
      assert.doesNotMatch(await team.innerText(), /Empire plays first|Imperio juega primero/);
      assert.match(await team.innerText(), lang === "en" ? /drawn at random plays first/ : /al azar/);
      // A friend as teammate, the computer for both opponents: the free seat is the teammate's.
      await team.locator("input[name=faction][value=empire]").check();
      await team.locator('select[name="players.opponent"]').selectOption("easy");
      await team.locator('select[name="players.teammateOpponent"]').selectOption("easy");
      await team.locator("button.go").click();
      await p.waitForURL(/\/g\/\w+$/);
      const share = await p.locator(".table .share p").innerText();
      assert.match(
        share,
        lang === "en"
          ? /to the friend who will play your teammate \(Empire, region 2\)/
          : /tu compañero \(Imperio, región 2\)/,
      );
      assert.doesNotMatch(share, /your opponent|tu adversario/);
      await p.context().close();
    }
  } finally {
    await r.close();
  }
});

Deno.test("browser: your games say how long ago, View for finished games, the computer's level; the chart's axis apart; no floating away box", async () => {
  const r = await rig(99);
  try {
    const client = new ApiClient(httpFetch(r.base));
    const finished = await seatedGame(client, { faction: "empire", basesToWin: 2 });
    await playRandom(client, finished, 17);
    const bot = (await client.create({ faction: "rebel", opponent: "bot", botLevel: "hard" })).body;
    for (const [w, lang] of [[1366, "en"], [360, "es"]] as const) {
      const ctx = await r.context(w, 740);
      await ctx.addCookies([
        { name: seatCookieName(finished.id), value: finished.tokens[0], url: r.base },
        { name: seatCookieName(bot.id), value: bot.token, url: r.base },
      ]);
      const p = await ctx.newPage();
      await p.goto(`${r.base}/?lang=${lang}`);
      const done = p.locator(`.mygames li[data-game="${finished.id}"]`);
      const vsBot = p.locator(`.mygames li[data-game="${bot.id}"]`);
      assert.equal(await done.locator("a.resume").innerText(), lang === "en" ? "View" : "Ver");
      assert.equal(await vsBot.locator("a.resume").innerText(), lang === "en" ? "Resume" : "Continuar");
      assert.match(
        await vsBot.innerText(),
        lang === "en" ? /against the computer \(hard\)/ : /ordenador \(difícil\)/,
      );
      assert.match(await done.innerText(), lang === "en" ? /last move (just now|\d+ minutes? ago)/ : /hace/);
      assert.doesNotMatch(await p.locator(".mygames").innerText(), /UTC/);

      await p.goto(`${r.base}/g/${finished.id}/summary?lang=${lang}`);
      const apart = await p.evaluate(() => {
        const axis = document.querySelector(".chart text.axis")!.getBoundingClientRect();
        const ticks = [...document.querySelectorAll(".chart text")].filter((t) => t.textContent === "0");
        return ticks.every((t) => {
          const b = t.getBoundingClientRect();
          return b.bottom <= axis.top || b.top >= axis.bottom || b.right <= axis.left || b.left >= axis.right;
        }) && axis.height > 0;
      });
      assert.ok(apart, "the axis name does not meet the first tick");

      // The game's page once the other player has gone: their "away" mark stays in their seat.
      await p.goto(`${r.base}/g/${finished.id}?lang=${lang}`);
      const mark = p.locator("#opp .presence");
      await mark.waitFor();
      const where = await mark.evaluate((m) => {
        const s = m.closest(".seat")!.getBoundingClientRect(), b = m.getBoundingClientRect();
        return {
          position: getComputedStyle(m).position,
          inside: b.left >= s.left && b.right <= s.right && b.top >= s.top && b.bottom <= s.bottom,
        };
      });
      assert.notEqual(where.position, "fixed", "not a floating box");
      assert.ok(where.inside, "inside the seat it marks");
      await ctx.close();
    }
  } finally {
    await r.close();
  }
});
