/**
 * 2v2 in the browser: four people in four browser contexts (1366×768 and 360×740, English and Spanish)
 * create the table from the home page, take their seats through the table's invitation and play a
 * small game (beginner, 2 bases of each opponent to win) to a winner by clicks alone; then two people
 * with two computer seats. The test reads each seat's view only to choose what to click. Screenshots go
 * to test-results/.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { act, envelopeOf, rig, SHOTS, shown } from "../support/browser.ts";
import { memory, plan } from "../support/browser_policy.ts";

/** Saves what the player sees, and the whole page. */
async function shoot(page: Page, label: string): Promise<void> {
  await page.screenshot({ path: new URL(`${label}.png`, SHOTS).pathname });
  await page.screenshot({ path: new URL(`${label}-full.png`, SHOTS).pathname, fullPage: true });
}

/** Creates a 2v2 table from the home page's 2v2 form: the creator plays the Empire in region 1. */
async function create(page: Page, base: string, players: Record<string, string>): Promise<void> {
  await page.goto(`${base}/?lang=en`);
  const f = page.locator("form.newgame").nth(1);
  await f.locator("input[name=faction][value=empire]").check();
  for (const [k, who] of Object.entries(players)) {
    await f.locator(`select[name="players.${k}"]`).selectOption(who);
  }
  await f.locator("input[name=mode][value=beginner]").check();
  await f.locator("select[name=basesToWin]").selectOption("2");
  await f.locator("button.go").click();
  await page.waitForURL(/\/g\/\w+$/);
}

/** Takes a seat through the table's invitation: the seat's button when several are free. */
async function take(page: Page, invite: string, lang: string, seat: number): Promise<void> {
  await page.goto(`${invite}&lang=${lang}`);
  const choice = page.locator(`button[name=seat][value="${seat}"]`);
  if (await choice.count()) await choice.click();
  await page.waitForURL(/\/g\/\w+$/);
  await page.waitForSelector(".table");
}

/** Waits until the page shows a version after `from` with no move in flight; returns that version. */
async function moved(page: Page, from: number): Promise<number> {
  const at = await page.waitForFunction((n) => {
    const t = document.querySelector<HTMLElement>(".table");
    return t && !t.dataset.busy && Number(t.dataset.seq) > n ? Number(t.dataset.seq) : 0;
  }, from);
  return await at.jsonValue() as number;
}

/** How a game is played: with computer seats (moving meanwhile), at most `most` steps, a photo call. */
interface Run {
  bots: boolean;
  most?: number;
  /** Called after each step with the number of steps made. */
  shot?: (steps: number) => Promise<void>;
}

/**
 * Plays until a side wins: each step, the first seat (in the order of `pages`) that may act clicks its
 * policy's next step (each seat buys one card a turn, then ends it). Without computers every page then
 * shows the game's new version before the next step; with them, the next step starts from fresh views,
 * and a step the computer teammate's move made impossible is given up and planned again. Returns the
 * number of steps.
 */
async function play(pages: (Page | null)[], { bots, most = 2000, shot }: Run): Promise<number> {
  const mem = memory(1);
  const people = pages.filter((p): p is Page => !!p);
  const views = () => Promise.all(pages.map((p) => p ? envelopeOf(p) : null));
  let envs = await views(), steps = 0;
  for (;;) {
    const v0 = envs.find((e) => e !== null)!.view;
    if (v0.winner >= 0 || steps >= most) return steps;
    const seat = envs.findIndex((e) => e?.view.legal.length);
    if (seat < 0) {
      assert.ok(bots, `seq ${envs[0]?.seq}: nobody can act`);
      await new Promise((r) => setTimeout(r, 30));
      envs = await views();
      continue;
    }
    const page = pages[seat]!, from = envs[seat]!.seq, step = plan(envs[seat]!.view, mem)!;
    if (Deno.env.get("TRACE")) console.error(steps, from, seat, step.clicks.join(" "));
    if (bots) await moved(page, from - 1);
    try {
      for (const c of step.clicks) {
        // A target the attack cannot damage is listed apart, under a closed <details>.
        if (c.startsWith("tgt:") && !await page.locator(`[data-act="${c}"]`).first().isVisible()) {
          await page.click(".atk summary");
        }
        await act(page, c, steps % 4 === 0);
      }
      if (step.clicks[0] === "endTurn" && await page.locator('[data-act="endTurn!"]').count()) {
        await act(page, "endTurn!", false);
      }
    } catch (e) {
      // Only a computer moving meanwhile may take a planned click away.
      if (!bots || (await envelopeOf(page)).seq === from) throw e;
      if (Deno.env.get("TRACE")) console.error("planned again:", (e as Error).message.split("\n")[0]);
      for (const back of ["cancel", "keep"]) {
        if (await page.locator(`[data-act="${back}"]`).isVisible()) await act(page, back, false);
      }
      envs = await views();
      continue;
    }
    const seq = await moved(page, from);
    steps++;
    if (bots) envs = await views();
    else {
      [, envs] = await Promise.all([shown(people, seq), views()]);
      assert.deepEqual(envs.map((e) => e!.seq), envs.map(() => seq), "nobody else moved");
    }
    await shot?.(steps);
    assert.ok(steps < 2000, "the game ends");
  }
}

/** The result each page must show (heading of the game's end, status line), by language and outcome. */
const RESULT = {
  en: { won: "You win!", lost: "You lose.", empire: "The Empire wins!", rebel: "The Rebels win!" },
  es: {
    won: "¡Has ganado!",
    lost: "Has perdido.",
    empire: "¡Gana el Imperio!",
    rebel: "¡Ganan los Rebeldes!",
  },
};

/** Every page shows the game's end: won for the winning team's seats, lost for the others, in its language. */
async function over(pages: Page[], langs: ("en" | "es")[]): Promise<void> {
  const view = (await envelopeOf(pages[0])).view;
  assert.ok(view.winner >= 0, "a side won");
  const side = view.seats[view.winner].faction as "empire" | "rebel";
  for (const [i, p] of pages.entries()) {
    await p.waitForSelector(".over");
    const me = (await envelopeOf(p)).view.viewer, t = RESULT[langs[i]];
    const won = view.seats[me].team === view.seats[view.winner].team;
    assert.equal(await p.locator(".over h2").innerText(), won ? t.won : t.lost, `seat ${me}'s result`);
    assert.ok(
      (await p.locator(".status [role=status]").innerText()).endsWith(t[side]),
      `seat ${me}'s status line`,
    );
    // What each side destroyed: one line per team (both teammates' bases together), not one per seat.
    const lines = await p.locator(".over p").allInnerTexts();
    const destroyed = lines.filter((x) => /destroyed:|destruy(ó|eron):/.test(x));
    assert.equal(destroyed.length, 2, `seat ${me}: ${destroyed.join(" | ")}`);
  }
}

/** Viewports and languages of the four people: seats 0, 2, 1, 3 (Empire region 1 and 2, Rebels 1 and 2). */
const FOUR = [[1366, 768, "en"], [360, 740, "en"], [1366, 768, "es"], [360, 740, "es"]] as const;

/**
 * Four people seat themselves and play by clicks to a winner, where teammates share the result. Seed 166 is a short game for this policy (180 steps, 12 turns: chosen by playing
 * the policy on the engine alone over seeds 1-1000).
 */
async function fourPeople(): Promise<void> {
  const r = await rig(166);
  const errors: string[] = [];
  try {
    const pages = await Promise.all(FOUR.map(async ([w, h]) => (await r.context(w, h)).newPage()));
    for (const p of pages) {
      p.on("pageerror", (e) => errors.push(e.message));
      p.setDefaultTimeout(10_000);
    }
    const name = (i: number) => `${FOUR[i][0]}-${FOUR[i][2]}`;
    const [a, b, c, d] = pages;
    await create(a, r.base, { teammate: "human", opponent: "human", teammateOpponent: "human" });
    const invite = await a.inputValue(".share input");
    assert.match(invite, /\/g\/\w+\?invite=[\w-]{43}$/);
    await take(b, invite, "en", 2);
    await take(c, invite, "es", 1);
    await take(d, invite, "es", 3);
    await a.waitForSelector(".share", { state: "detached", timeout: 5000 });
    const seq = (await envelopeOf(a)).seq;
    await shown(pages, seq);
    assert.deepEqual(
      await Promise.all(pages.map(async (p) => (await envelopeOf(p)).view.viewer)),
      [0, 2, 1, 3],
      "each person sits where they chose",
    );
    assert.match(await a.locator("#me h2").innerText(), /^You · Empire, region 1$/);
    assert.match(await a.locator("#mate h2").innerText(), /^Your teammate · Empire, region 2$/);
    assert.match(await a.locator("#opp h2").innerText(), /^Opponent · Rebels, region 1$/);
    assert.match(await c.locator("#mate h2").innerText(), /^Tu compañero · Rebeldes, región 2$/);
    assert.ok(
      await a.locator("#mate .mhand .card").count() > 0,
      "the teammate's hand is shown to the partner",
    );
    assert.equal(await a.locator("#opp .mhand, #opp2 .mhand").count(), 0, "no opponent's hand");
    const t0 = Date.now();
    let tags = false;
    const steps = await play(pages, {
      bots: false,
      shot: async (n) => {
        // Who ended their part of the team turn, who is waited for: seen at some step of the game.
        const labels = (await Promise.all(pages.map((p) => p.locator(".seat .tag").allInnerTexts()))).flat();
        tags ||= labels.some((l) =>
          /ended their part|waiting for them|terminó su parte|esperando a este/.test(l)
        );
        if (n === 40) { for (const [i, p] of pages.entries()) await shoot(p, `team-four-${name(i)}`); }
      },
    });
    assert.ok(tags, "who ended, who is waited for");
    await over(pages, FOUR.map((x) => x[2]));
    for (const [i, p] of pages.entries()) await shoot(p, `team-over-${name(i)}`);
    assert.deepEqual(errors, [], "no script errors");
    console.log(`four people: ${steps} steps, ${((Date.now() - t0) / 1000).toFixed(0)} s of play`);
  } finally {
    await r.close();
  }
}

/**
 * Both whole games are in the normal suite: on an idle 2-core machine the four-person game takes about
 * 1m50s (180 steps) and the one with computers about 50 s; with other work running, two to four times that.
 */
Deno.test("browser: a whole 2v2 game by four people (desktop and phone, English and Spanish)", () =>
  fourPeople());

Deno.test({
  name: "browser: a whole 2v2 game by two people with two computer seats",
}, async () => {
  const r = await rig(11, { botPaceMs: 20 });
  const errors: string[] = [];
  try {
    const [a, b] = await Promise.all(
      [[1366, 768], [360, 740]].map(async ([w, h]) => (await r.context(w, h)).newPage()),
    );
    for (const p of [a, b]) {
      p.on("pageerror", (e) => errors.push(e.message));
      p.setDefaultTimeout(10_000);
    }
    await create(a, r.base, { teammate: "normal", opponent: "human", teammateOpponent: "normal" });
    const invite = await a.inputValue(".share input");
    await take(b, invite, "es", 1);
    await shown([a, b], (await envelopeOf(a)).seq);
    assert.match(await a.locator("#mate h2").innerText(), /^Computer \(normal\) · Empire, region 2$/);
    const t0 = Date.now();
    const steps = await play([a, b, null, null], { bots: true });
    await over([a, b], ["en", "es"]);
    await shoot(a, "team-bots-over-1366-en");
    await shoot(b, "team-bots-over-360-es");
    assert.deepEqual(errors, [], "no script errors");
    console.log(
      `two people, two computers: ${steps} steps, ${((Date.now() - t0) / 1000).toFixed(0)} s of play`,
    );
  } finally {
    await r.close();
  }
});
