/**
 * After the game (issue 21, item 6): the game-over panel offers the summary, the replay and the rematch,
 * in 1v1 and 2v2, at desktop and phone size, in English and Spanish; the replay shows each move's log line
 * as it steps (the same words the game's log has for that seat), steps with the arrow keys, says whose turn
 * it was (never "Your turn"), and keeps its controls in reach on a phone scrolled to the bottom of the table.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { GameRecord, LogPage } from "../../api/contract.ts";
import { ApiClient, httpFetch, randomAction, rng } from "../../tools/api_client.ts";
import { seatCookieName } from "../../server/tokens.ts";
import { type Rig, rig, SHOTS } from "../support/browser.ts";
import { playRandom, seatedGame } from "../support/server.ts";

/** A finished 2v2 game between four people, played by random legal moves over the API. */
async function finishedTeamGame(client: ApiClient): Promise<{ id: string; tokens: string[] }> {
  const c = await client.create({ format: "2v2", faction: "empire", mode: "beginner", basesToWin: 2 });
  assert.equal(c.status, 201, c.text);
  const tokens: string[] = [];
  tokens[c.body.seat] = c.body.token;
  for (const i of c.body.seatInviteUrls!) {
    const j = await client.join(c.body.id, new URL(i.url).searchParams.get("invite")!);
    tokens[i.seat] = j.body.token;
  }
  const rnd = rng(7);
  for (let n = 0; n < 20_000; n++) {
    const envs = await Promise.all(tokens.map((t) => client.view(c.body.id, t).then((r) => r.body)));
    if (envs[0].view.winner >= 0) return { id: c.body.id, tokens };
    const s = envs.findIndex((e) => e.view.legal.length > 0);
    const r = await client.act(
      c.body.id,
      tokens[s],
      envs[s].seq,
      randomAction(envs[s].view.legal, rnd),
      `t${n}`,
    );
    assert.equal(r.status, 200, r.text);
  }
  throw new Error("the 2v2 game did not end");
}

/** A page holding a seat of the game (its seat cookie) at this size. */
async function seated(r: Rig, id: string, token: string, w: number, h: number): Promise<Page> {
  const ctx = await r.context(w, h);
  await ctx.addCookies([{ name: seatCookieName(id), value: token, url: r.base }]);
  return await ctx.newPage();
}

/** The game-over panel's links and rematch are there, visible, in words, and lead where they say. */
async function overPanel(
  r: Rig,
  id: string,
  token: string,
  w: number,
  h: number,
  lang: "en" | "es",
  tag: string,
) {
  const p = await seated(r, id, token, w, h);
  await p.goto(`${r.base}/g/${id}?lang=${lang}`);
  await p.waitForSelector(".bar .over");
  const words = lang === "en"
    ? { summary: "Summary of the game", replay: "Watch the replay", rematch: /Rematch/ }
    : { summary: "Resumen de la partida", replay: "Ver la repetición", rematch: /Revancha/ };
  for (const [what, text] of [["summary", words.summary], ["replay", words.replay]] as const) {
    const a = p.locator(`.over [data-act="${what}"]`);
    await a.scrollIntoViewIfNeeded();
    assert.ok(await a.isVisible(), `${tag}: ${what} shown`);
    assert.equal((await a.innerText()).trim(), text, `${tag}: ${what} in words`);
    const b = (await a.boundingBox())!;
    assert.ok(b.x >= 0 && b.x + b.width <= w && b.y >= 0 && b.y + b.height <= h, `${tag}: ${what} on screen`);
  }
  const again = p.locator('.over [data-act="rematch"]');
  assert.ok(await again.isVisible(), `${tag}: rematch shown`);
  assert.match(await again.innerText(), words.rematch);
  await p.waitForTimeout(300);
  await p.screenshot({ path: new URL(`over-${tag}.png`, SHOTS).pathname });
  await p.locator('.over [data-act="summary"]').click();
  await p.waitForURL(`${r.base}/g/${id}/summary`);
  await p.goBack();
  await p.locator('.over [data-act="replay"]').click();
  await p.waitForURL(`${r.base}/g/${id}/replay`);
  await p.waitForSelector('.replay .table[data-seq="0"]');
  await p.context().close();
}

Deno.test("browser: the game-over panel offers summary, replay and rematch, 1v1 and 2v2, desktop and phone", async () => {
  const r = await rig(99);
  try {
    const client = new ApiClient(httpFetch(r.base));
    const duel = await seatedGame(client, { faction: "empire", basesToWin: 2 });
    await playRandom(client, duel, 17);
    await overPanel(r, duel.id, duel.tokens[0], 1366, 768, "en", "1v1-1366-en");
    await overPanel(r, duel.id, duel.tokens[1], 360, 740, "es", "1v1-360-es");
    const team = await finishedTeamGame(client);
    await overPanel(r, team.id, team.tokens[0], 1366, 768, "es", "2v2-1366-es");
    await overPanel(r, team.id, team.tokens[3], 360, 740, "en", "2v2-360-en");
  } finally {
    await r.close();
  }
});

Deno.test("browser: the replay shows each move's log line, steps with the arrow keys, says whose turn, keeps its controls in reach", async () => {
  const r = await rig(99);
  try {
    const client = new ApiClient(httpFetch(r.base));
    const g = await seatedGame(client, { faction: "empire", basesToWin: 2 });
    await playRandom(client, g, 17);
    const n = (await client.call<GameRecord>("GET", `/api/games/${g.id}/record`)).body.actions.length;
    for (const [w, h, lang, seat] of [[1366, 768, "en", 0], [360, 740, "es", 1]] as const) {
      const log = (await client.call<LogPage>(
        "GET",
        `/api/games/${g.id}/log?after=0&limit=500&lang=${lang}`,
        undefined,
        g.tokens[seat],
      )).body;
      const lineOf = new Map(
        log.entries.map((e) => [e.seq, e.events.flatMap((x) => x.text ? [x.text] : [])]),
      );
      const p = await seated(r, g.id, g.tokens[seat], w, h);
      const errors: string[] = [];
      p.on("pageerror", (e) => errors.push(e.message));
      await p.goto(`${r.base}/g/${g.id}/replay?lang=${lang}`);
      await p.waitForSelector('.replay .table[data-seq="0"]');
      const step = p.locator(".replay .controls .step");
      let told = 0;
      for (let k = 1; k <= Math.min(n, 60); k++) {
        if (k % 2) await p.keyboard.press("ArrowRight");
        else await p.click('[data-replay="next"]');
        await p.waitForSelector(`.replay .table[data-seq="${k}"]`);
        const text = (await step.innerText()).replace(/\s+/g, " ");
        const lines = lineOf.get(k) ?? [];
        assert.match(text, new RegExp(`^(Move|Jugada) ${k} (of|de) ${n}`), `step ${k}: the move's number`);
        for (const l of lines) {
          assert.ok(text.includes(l.replace(/\s+/g, " ")), `step ${k}: "${l}" in "${text}"`);
        }
        if (lines.length) {
          told++;
          const last = (await p.locator(".replay .log li").last().innerText()).replace(/\s+/g, " ");
          assert.ok(
            lines.some((l) => last.startsWith(l.replace(/\s+/g, " ").slice(0, 20))),
            `step ${k}: the log ends with the move ("${last}")`,
          );
        }
        const status = await p.locator(".replay .status").innerText();
        assert.doesNotMatch(status, /Your turn|Tu turno/, `step ${k}: says whose turn it was`);
        assert.match(
          status,
          lang === "en" ? /(Empire's|Rebels') turn|Choosing bases/ : /Juega|Juegan|Elección/,
        );
      }
      assert.ok(told > 20, `most steps told a line (${told})`);
      await p.keyboard.press("ArrowLeft");
      await p.waitForSelector(`.replay .table[data-seq="${Math.min(n, 60) - 1}"]`);
      await p.keyboard.press("End");
      await p.waitForSelector(`.replay .table[data-seq="${n}"]`);
      await p.keyboard.press("Home");
      await p.waitForSelector('.replay .table[data-seq="0"]');
      await p.keyboard.press("End");
      await p.waitForSelector(`.replay .table[data-seq="${n}"]`);
      // Scrolled to the bottom of the table, the controls are still on screen and work.
      await p.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await p.waitForTimeout(200);
      const ctl = (await p.locator(".replay .controls").boundingBox())!;
      assert.ok(
        ctl.y >= -1 && ctl.y + ctl.height <= h,
        `${w}: the controls in view when scrolled (${ctl.y})`,
      );
      await p.click('[data-replay="prev"]');
      await p.waitForSelector(`.replay .table[data-seq="${n - 1}"]`);
      const scroll = await p.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scroll <= w, `no sideways scrolling (${scroll})`);
      await p.evaluate(() => scrollTo(0, 0));
      await p.screenshot({ path: new URL(`replay-step-${w}-${lang}.png`, SHOTS).pathname });
      assert.deepEqual(errors, []);
      await p.context().close();
    }
  } finally {
    await r.close();
  }
});
