/**
 * 2v2 in the browser: four people in four browser contexts (1366×768 and 360×740, English and Spanish)
 * create the table from the home page, take their seats through the table's invitation and play a
 * small game (beginner, 2 bases to win) to a winner by clicks alone; then two people with two computer
 * seats. The test reads each seat's view only to choose what to click. Screenshots go to test-results/.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { act, envelopeOf, rig, settle, SHOTS, shown } from "../support/browser.ts";
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

/** With computers moving meanwhile: waits until the actor's move is done and its page shows a later version. */
async function moved(page: Page, from: number): Promise<number> {
  await page.waitForSelector(".table:not([data-busy])", { timeout: 10_000 });
  await page.waitForFunction(
    (n) => Number(document.querySelector<HTMLElement>(".table")?.dataset.seq) > n,
    from,
    { timeout: 10_000 },
  );
  return Number(await page.locator(".table").getAttribute("data-seq"));
}

/**
 * Plays until a side wins: each step, the first seat (in seat order) that may act clicks its policy's
 * next step; every page then shows the game's new version. Returns the number of steps.
 */
async function play(pages: (Page | null)[], waitBots: boolean, most = 2000): Promise<number> {
  const mem = memory();
  const people = pages.filter((p): p is Page => !!p);
  let seq = (await envelopeOf(people[0])).seq, steps = 0;
  for (;;) {
    const envs = await Promise.all(pages.map((p) => p ? envelopeOf(p) : null));
    const v0 = envs.find(Boolean).view;
    if (v0.winner >= 0 || steps >= most) return steps;
    const seat = envs.findIndex((e) => e?.view.legal.length);
    if (seat < 0) {
      assert.ok(waitBots, `seq ${seq}: nobody can act`);
      await new Promise((r) => setTimeout(r, 50));
      seq = (await envelopeOf(people[0])).seq;
      continue;
    }
    const page = pages[seat]!, step = plan(envs[seat].view, mem)!;
    if (Deno.env.get("TRACE")) console.error(steps, seq, seat, step.clicks.join(" "));
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
    seq = waitBots ? await moved(page, envs[seat].seq) : await settle(people, page, envs[seat].seq);
    steps++;
    if (steps === 10) {
      for (const [i, p] of people.entries()) await shoot(p, `team-${waitBots ? "bots" : "four"}-${i}`);
    }
    assert.ok(steps < 2000, "the game ends");
  }
}

/** Whole 2v2 games take minutes here (500+ clicks): they run with HOLOTABLE_WHOLE_2V2=1. */
const whole = !!Deno.env.get("HOLOTABLE_WHOLE_2V2");

/**
 * Four people seat themselves and play by clicks: `most` steps, or (null) to a winner, where teammates
 * share the result.
 */
async function fourPeople(most: number | null): Promise<void> {
  const r = await rig(7);
  const errors: string[] = [];
  try {
    const sizes = [[1366, 768], [360, 740], [1366, 768], [360, 740]];
    const pages = await Promise.all(sizes.map(async ([w, h]) => (await r.context(w, h)).newPage()));
    for (const p of pages) {
      p.on("pageerror", (e) => errors.push(e.message));
      p.setDefaultTimeout(10_000);
    }
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
    const steps = await play(pages, false, most ?? undefined);
    const labels = (await Promise.all(pages.map((p) => p.locator(".seat .tag").allInnerTexts()))).flat();
    assert.ok(
      labels.some((l) => /ended their part|waiting for them|terminó su parte|esperando a este/.test(l)),
      "who ended, who is waited for",
    );
    assert.ok(steps > 0);
    if (most !== null) {
      assert.equal(steps, most, "the game went on by clicks alone");
      assert.deepEqual(errors, [], "no script errors");
      return;
    }
    for (const p of pages) await p.waitForSelector(".over");
    const texts = await Promise.all(pages.map((p) => p.locator(".over h2").innerText()));
    const won = texts[0] === "You win";
    assert.deepEqual(
      texts,
      won
        ? ["You win", "You win", "Has perdido", "Has perdido"]
        : ["You lose", "You lose", "Has ganado", "Has ganado"],
      "teammates share the result",
    );
    await shoot(a, "team-over-1366-en");
    await shoot(d, "team-over-360-es");
    assert.deepEqual(errors, [], "no script errors");
    console.log(`four people: ${steps} steps`);
  } finally {
    await r.close();
  }
}

Deno.test("browser: four people take their 2v2 seats and play 60 steps by clicks (desktop/phone, EN/ES)", () =>
  fourPeople(60));

Deno.test({
  name: "browser: a whole 2v2 game by four people (desktop and phone, English and Spanish)",
  ignore: !whole,
  fn: () => fourPeople(null),
});

Deno.test({
  name: "browser: a whole 2v2 game by two people with two computer seats",
  ignore: !whole,
}, async () => {
  const r = await rig(11, { botPaceMs: 20 });
  const errors: string[] = [];
  try {
    const [a, b] = await Promise.all(
      [[1366, 768], [360, 740]].map(async ([w, h]) => (await r.context(w, h)).newPage()),
    );
    for (const p of [a, b]) p.on("pageerror", (e) => errors.push(e.message));
    await create(a, r.base, { teammate: "easy", opponent: "human", teammateOpponent: "easy" });
    const invite = await a.inputValue(".share input");
    await take(b, invite, "en", 1);
    await shown([a, b], (await envelopeOf(a)).seq);
    assert.match(await a.locator("#mate h2").innerText(), /^Computer \(easy\) · Empire, region 2$/);
    const steps = await play([a, b, null, null], true);
    for (const p of [a, b]) await p.waitForSelector(".over");
    assert.deepEqual(errors, [], "no script errors");
    console.log(`two people, two computers: ${steps} steps`);
  } finally {
    await r.close();
  }
});
