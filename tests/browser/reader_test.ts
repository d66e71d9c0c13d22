/**
 * What a player reads at three moments of issue 21, placed from the scenario files into a live game and
 * read in Chromium at 1366×768 and 360×740, English and Spanish (screenshots in test-results/):
 * - a decision the other side's card asks (B-Wing during the Rebels' turn): the Empire reads whose card
 *   asks and options worded for itself; the Rebel, waiting, reads the server's line for it (who is
 *   choosing what), not a question that is not theirs;
 * - a 2v2 damage split between two enemy bases of one name: each says whose it is and where, in the
 *   engine's words (`Prompt.cards`);
 * - attack ready and nothing to attack (item 12: the enemy base destroyed this turn, no enemy unit in the
 *   row): the table says why there is no attack button.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { Envelope } from "../../api/contract.ts";
import { ApiClient, httpFetch } from "../../tools/api_client.ts";
import { seatCookieName } from "../../server/tokens.ts";
import { type Rig, rig, SHOTS } from "../support/browser.ts";
import { place, scenarioState } from "../support/placed.ts";
import { seatedGame, seatedTable } from "../support/server.ts";

const SIZES = [[1366, 768, "en"], [1366, 768, "es"], [360, 740, "en"], [360, 740, "es"]] as const;

/** The page of a seat of a game, at a size and in a language, once its script runs. */
async function open(r: Rig, id: string, token: string, w: number, h: number, lang: string): Promise<Page> {
  const ctx = await r.context(w, h);
  await ctx.addCookies([{ name: seatCookieName(id), value: token, url: r.base }]);
  const p = await ctx.newPage();
  await p.goto(`${r.base}/g/${id}?lang=${lang}`);
  await p.waitForSelector(".table[data-live] .bar");
  await p.waitForTimeout(600);
  return p;
}

/** The element's whole text, after checking that it is on screen (scrolled to) and not clipped. */
async function readWhole(p: Page, selector: string): Promise<string> {
  const el = p.locator(selector).first();
  await el.scrollIntoViewIfNeeded();
  assert.ok(await el.isVisible(), `${selector} is visible`);
  const clipped = await el.evaluate((e) =>
    e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1
  );
  assert.equal(clipped, false, `${selector} shows its whole text`);
  return (await el.innerText()).replace(/\s+/g, " ").trim();
}

Deno.test("browser: a decision the other side's card asks reads from each reader's side", async () => {
  const r = await rig(7);
  try {
    const client = new ApiClient(httpFetch(r.base));
    const g = await seatedGame(client, { faction: "empire" });
    const state = await scenarioState("cards/rebel/b_wing.scenario", "B-Wing: the Empire chooses that", 2);
    await place(r.service!, g.id, state);
    const empire = state.seats.findIndex((p) => p.faction === "empire"), rebel = 1 - empire;
    for (const [w, h, lang] of SIZES) {
      // The Empire answers during the Rebels' turn.
      const e = await open(r, g.id, g.tokens[empire], w, h, lang);
      const env: Envelope = (await client.view(g.id, g.tokens[empire])).body;
      const pr = env.prompts[lang][0];
      const title = await readWhole(e, ".bar .dec h2");
      assert.equal(title, pr.title);
      assert.match(title, lang === "en" ? /^The Rebels' B-Wing\b/ : /^Ala-B de los Rebeldes\b/);
      const options = await e.locator(".bar .dec button[data-act^='opt:']").allInnerTexts();
      assert.deepEqual(options.map((o) => o.trim()), pr.options);
      for (const o of options) assert.doesNotMatch(o, /your opponent|tu adversario/i);
      await e.screenshot({ path: new URL(`reader-bwing-decider-${w}-${lang}.png`, SHOTS).pathname });
      await e.context().close();
      // The Rebel waits and reads who is choosing, for which card.
      const b = await open(r, g.id, g.tokens[rebel], w, h, lang);
      const wait: Envelope = (await client.view(g.id, g.tokens[rebel])).body;
      const line = await readWhole(b, ".bar .wait p");
      assert.equal(line, wait.prompts[lang][0].title);
      assert.match(
        line,
        lang === "en"
          ? /^Your B-Wing: the Empire player is choosing\b/
          : /^Tu Ala-B: el jugador Imperial está eligiendo\b/,
      );
      assert.equal(await b.locator(".bar .dec").count(), 0, "no question for the seat that does not answer");
      await b.screenshot({ path: new URL(`reader-bwing-waiting-${w}-${lang}.png`, SHOTS).pathname });
      await b.context().close();
    }
  } finally {
    await r.close();
  }
});

Deno.test("browser: a 2v2 damage split names each enemy base's owner and region (the engine's words)", async () => {
  const r = await rig(7);
  try {
    const client = new ApiClient(httpFetch(r.base));
    const t = await seatedTable(client, { faction: "empire", mode: "fullGalaxy" });
    const state = await scenarioState("team/damage_split.scenario", "Damage split — teammates total", 1);
    await place(r.service!, t.id, state);
    const seat = state.pending[0].seat;
    for (const [w, h, lang] of SIZES) {
      const p = await open(r, t.id, t.tokens[seat]!, w, h, lang);
      const env: Envelope = (await client.view(t.id, t.tokens[seat]!)).body;
      const labels = env.prompts[lang][0].cards!;
      assert.equal(labels.length, 2);
      assert.match(
        labels[0],
        lang === "en" ? /^Dantooine — Rebels, region 1$/ : /^Dantooine — Rebeldes, región 1$/,
      );
      assert.match(
        labels[1],
        lang === "en" ? /^Dantooine — Rebels, region 2$/ : /^Dantooine — Rebeldes, región 2$/,
      );
      const shown: string[] = [];
      for (let k = 0; k < 2; k++) {
        shown.push(await readWhole(p, `.bar .dec .card:nth-child(${k + 1}) .badge`));
      }
      assert.deepEqual(shown, labels, "each base says whose it is, as the engine words it");
      await p.locator(".bar .dec").scrollIntoViewIfNeeded();
      await p.screenshot({ path: new URL(`reader-split-${w}-${lang}.png`, SHOTS).pathname });
      await p.context().close();
    }
  } finally {
    await r.close();
  }
});

Deno.test("browser: attack ready and nothing to attack says why (enemy base destroyed this turn, no enemy unit in the row)", async () => {
  const r = await rig(7);
  try {
    const client = new ApiClient(httpFetch(r.base));
    const g = await seatedGame(client, { faction: "empire" });
    const state = await scenarioState("rules/attacks.scenario", "Attack with no target left", 1);
    await place(r.service!, g.id, state);
    const empire = state.seats.findIndex((p) => p.faction === "empire");
    for (const [w, h, lang] of SIZES) {
      const p = await open(r, g.id, g.tokens[empire], w, h, lang);
      assert.equal(await p.locator("[data-act^='atk:']").count(), 0, "no attack button: nothing to attack");
      const hint = await readWhole(p, ".bar .turn .idle");
      assert.equal(
        hint,
        lang === "en"
          ? "7 attack ready and nothing to attack: the enemy base was destroyed this turn (its next base comes at the start of their turn); no enemy unit is in the galaxy row."
          : "7 de Ataque disponible y nada que atacar: la base enemiga fue destruida este turno (su nueva base llega al empezar su turno); no hay ninguna unidad enemiga en la fila de la galaxia.",
      );
      await p.screenshot({ path: new URL(`reader-no-target-${w}-${lang}.png`, SHOTS).pathname });
      await p.context().close();
    }
  } finally {
    await r.close();
  }
});
