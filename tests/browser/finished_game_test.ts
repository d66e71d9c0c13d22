/**
 * Issue 12's pages in a real browser: your games on the home page (a running and a finished game,
 * resumed, moved to another device by a transfer link, forgotten), the end-of-game summary and its
 * Force chart at desktop and phone sizes in both languages, and the replay of a finished game stepped
 * to its last move showing the same table as the game's page; a downloaded record opened again, and one
 * of another engine version refused.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { BrowserContext } from "playwright-core";
import type { GameRecord, GameSummary } from "../../api/contract.ts";
import { ApiClient, httpFetch } from "../../tools/api_client.ts";
import { defOf, readRecord } from "../../engine/mod.ts";
import { seatCookieName } from "../../server/tokens.ts";
import { type Rig, rig, SHOTS } from "../support/browser.ts";
import { playRandom, type SeatedGame, seatedGame } from "../support/server.ts";

/** A context holding seat 0 of each game (its seat cookie), at this size. */
async function holding(r: Rig, games: SeatedGame[], w: number, h: number): Promise<BrowserContext> {
  const ctx = await r.context(w, h);
  await ctx.addCookies(games.map((g) => ({ name: seatCookieName(g.id), value: g.tokens[0], url: r.base })));
  return ctx;
}

/** A running game and a finished one (played by random legal moves through the API). */
async function twoGames(r: Rig): Promise<{ running: SeatedGame; finished: SeatedGame; client: ApiClient }> {
  const client = new ApiClient(httpFetch(r.base));
  const finished = await seatedGame(client, { faction: "empire", basesToWin: 2 });
  await playRandom(client, finished, 17);
  const running = await seatedGame(client, { faction: "empire" });
  return { running, finished, client };
}

const shot = (name: string) => new URL(name, SHOTS).pathname;

Deno.test("browser: your games lists a running and a finished game, resumes one, moves a seat, forgets one", async () => {
  const r = await rig(99);
  try {
    const { running, finished } = await twoGames(r);
    const a = await (await holding(r, [finished, running], 1366, 768)).newPage();
    await a.goto(`${r.base}/?lang=en`);
    const rows = a.locator(".mygames li");
    assert.equal(await rows.count(), 2);
    assert.deepEqual(
      await rows.evaluateAll((els) =>
        els.map((e) => [e.getAttribute("data-game"), e.getAttribute("data-status")])
      ),
      [[running.id, "running"], [finished.id, "finished"]],
      "newest first",
    );
    assert.match(await rows.nth(0).innerText(), /Running[\s\S]*Your turn for [\s\S]*you play Empire/);
    assert.match(await rows.nth(1).innerText(), /Finished[\s\S]*you (won|lost)/);
    await a.screenshot({ path: shot("home-games-desktop.png"), fullPage: true });

    await rows.nth(0).locator("a.resume").click();
    await a.waitForURL(`${r.base}/g/${running.id}`);
    await a.waitForSelector(".table .hand .card");
    assert.match(await a.locator(".status").innerText(), /Your turn/);

    await a.goto(`${r.base}/?lang=es`);
    assert.match(await a.locator(".mygames li").nth(0).innerText(), /En curso[\s\S]*Tu turno desde hace /);
    await a.goto(`${r.base}/?lang=en`);
    await a.locator(`.mygames li[data-game="${running.id}"] form[action$="/transfer"] button`).click();
    const link = await a.inputValue(".transfer input");
    assert.match(link, new RegExp(`/g/${running.id}\\?transfer=`));
    assert.match(await a.locator(".transfer").innerText(), /works once/);
    const phone = await (await r.context(360, 740)).newPage();
    await phone.goto(link);
    await phone.screenshot({ path: shot("transfer-take-phone.png"), fullPage: true });
    await phone.click(".transfer button");
    await phone.waitForURL(`${r.base}/g/${running.id}`);
    await phone.waitForSelector(".table .hand .card");
    await phone.goto(`${r.base}/`);
    assert.equal(
      await phone.locator(`.mygames li[data-game="${running.id}"]`).count(),
      1,
      "the phone holds it",
    );
    await phone.goto(link);
    await phone.click(".transfer button");
    await a.goto(`${r.base}/`);
    assert.equal(
      await a.locator(`.mygames li[data-game="${running.id}"]`).count(),
      0,
      "this device let it go",
    );

    await a.locator(`.mygames li[data-game="${finished.id}"] form[action$="/forget"] button`).click();
    await a.waitForURL(`${r.base}/`);
    assert.equal(await a.locator(".mygames li").count(), 0, "forgotten");
  } finally {
    await r.close();
  }
});

Deno.test("browser: the summary and its Force chart at 1366×768 and 360×740, English and Spanish; rematch from there", async () => {
  const r = await rig(99);
  try {
    const { finished, client } = await twoGames(r);
    const sum = (await client.call<GameSummary>("GET", `/api/games/${finished.id}/summary`)).body;
    for (
      const [w, h, lang] of [[1366, 768, "en"], [360, 740, "es"], [1366, 768, "es"], [
        360,
        740,
        "en",
      ]] as const
    ) {
      const p = await (await holding(r, [finished], w, h)).newPage();
      await p.goto(`${r.base}/g/${finished.id}/summary?lang=${lang}`);
      const text = await p.locator("main.summary").innerText();
      assert.match(
        text,
        lang === "en" ? /End of game[\s\S]*Turns: \d+/ : /Fin de la partida[\s\S]*Turnos: \d+/,
      );
      assert.equal(await p.locator(".chart circle").count(), sum.force.length, "a point per Force reading");
      const box = (await p.locator(".chart").boundingBox())!;
      assert.ok(
        box.width > 200 && box.x >= 0 && box.x + box.width <= w,
        `the chart fits ${w} px: ${JSON.stringify(box)}`,
      );
      const scroll = await p.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scroll <= w, `no sideways scrolling at ${w} px (${scroll})`);
      await p.screenshot({ path: shot(`summary-${lang}-${w}.png`), fullPage: true });
      if (w === 360 && lang === "en") {
        await p.click("form[action$='/rematch'] button");
        await p.waitForURL(/\/g\/\w+$/);
        assert.notEqual(new URL(p.url()).pathname, `/g/${finished.id}`, "went to the rematch");
      }
    }
  } finally {
    await r.close();
  }
});

Deno.test("browser: a finished game's replay steps to its last move and shows the game's final table; records reopened", async () => {
  const r = await rig(99);
  try {
    const { finished, client } = await twoGames(r);
    const ctx = await holding(r, [finished], 1366, 768);
    const errors: string[] = [];
    const game = await ctx.newPage();
    await game.goto(`${r.base}/g/${finished.id}?lang=en`);
    await game.waitForSelector(".bar .over");
    // The live table marks whether the other player is online; a replay has nobody to mark.
    const final = await game.locator(".board").evaluate((b: HTMLElement) => {
      b.querySelectorAll<HTMLElement>(".presence").forEach((e) => (e.style.display = "none"));
      return b.innerText;
    });
    await game.waitForTimeout(1500);
    await game.screenshot({ path: shot("game-final-desktop.png"), fullPage: true });

    const p = await ctx.newPage();
    p.on("pageerror", (e) => errors.push(e.message));
    await p.goto(`${r.base}/g/${finished.id}/replay?lang=en`);
    const record = (await client.call<GameRecord>("GET", `/api/games/${finished.id}/record`)).body;
    const n = record.actions.length;
    await p.waitForSelector('.replay .table[data-seq="0"]');
    assert.match(await p.locator(".status").innerText(), /Turn 1/);
    await p.click('[data-replay="next"]');
    await p.waitForSelector('.replay .table[data-seq="1"]');
    await p.click('[data-replay="prev"]');
    await p.waitForSelector('.replay .table[data-seq="0"]');
    await p.fill('input[name="turn"]', "3");
    await p.locator('input[name="turn"]').dispatchEvent("change");
    await p.waitForFunction(() => /Turn 3 /.test(document.querySelector(".status")?.textContent ?? ""));
    await p.click('[data-replay="last"]');
    await p.waitForSelector(`.replay .table[data-seq="${n}"]`);
    assert.equal(await p.locator(".board").innerText(), final, "the same final table as the game's page");
    await p.waitForTimeout(1500);
    await p.screenshot({ path: shot("replay-last-desktop.png"), fullPage: true });
    await p.selectOption('select[name="sight"]', "open");
    const checked = readRecord(record);
    assert.ok(checked.ok);
    assert.deepEqual(
      await p.locator(".replay .hands li").allInnerTexts(),
      checked.value.final.seats.map((s, i) =>
        `${["Empire", "Rebels"][i]}: ${s.hand.map((c) => defOf(c).name.en).join(", ") || "nothing"}`
      ),
      "every hand shown, as the game ended",
    );

    const open = await ctx.newPage();
    open.on("pageerror", (e) => errors.push(e.message));
    await open.goto(`${r.base}/replay?lang=en`);
    await open.waitForSelector(".replay[data-live]"); // the file input answers once the script runs
    const upload = (x: unknown) =>
      open.setInputFiles(".replay input[type=file]", {
        name: "record.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(x)),
      });
    await upload({ ...record, engine: "holotable-rules-0" });
    assert.match(
      await open.locator(".replay .note").innerText(),
      /another version of the rules \(holotable-rules-0\)/,
    );
    assert.equal(await open.locator(".board").count(), 0, "refused: nothing shown");
    await upload(record);
    await open.waitForSelector(".replay .table[data-seq='0']");
    await open.click('[data-replay="last"]');
    await open.waitForSelector(`.replay .table[data-seq="${n}"]`);
    assert.equal(
      await open.locator(".board").innerText(),
      final,
      "the opened record replays to the same table",
    );
    assert.deepEqual(errors, []);
  } finally {
    await r.close();
  }
});
