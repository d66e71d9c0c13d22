/**
 * Two players in two browser contexts create, join and play whole games to a winner through the
 * pages alone: every move is a click or a key press; the test reads the view only to choose what to
 * click. Once on a desktop viewport (beginner), once on a 360×740 phone (Secret Bases), with seeds
 * under which the policy meets every kind of decision between the two games; then one player starts
 * the rematch and the other is offered it (their page stays) and follows. Screenshots go to
 * test-results/.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { act, envelopeOf, rig, settle, SHOTS, shown } from "../support/browser.ts";
import { memory, plan } from "../support/browser_policy.ts";

const covered = new Set<string>();

/** Everything the two games together must meet. */
const WANTED = [
  "kind:option",
  "kind:pick",
  "kind:damage",
  "pass",
  "purpose:newBase",
  "purpose:secretBase",
  "purpose:choose",
  "rewardYes",
  "rewardNo",
  "opponentChoice",
  "baseAttack",
  "rowAttack",
];

const taken = new Set<string>();
/** Saves a screenshot of what the player sees (once per label); `full`: of the whole page too. */
async function shoot(page: Page, label: string, full = false): Promise<void> {
  if (taken.has(label)) return;
  taken.add(label);
  await page.screenshot({ path: new URL(`${label}.png`, SHOTS).pathname });
  if (full) await page.screenshot({ path: new URL(`${label}-full.png`, SHOTS).pathname, fullPage: true });
}

async function game(
  { seed, mode, width, height, name }: {
    seed: number;
    mode: string;
    width: number;
    height: number;
    name: string;
  },
): Promise<void> {
  const r = await rig(seed);
  const errors: string[] = [];
  try {
    const [a, b] = await Promise.all(
      [r.context(width, height), r.context(width, height)].map(async (c) => (await c).newPage()),
    );
    for (const p of [a, b]) p.on("pageerror", (e) => errors.push(e.message));
    await a.goto(`${r.base}/?lang=en`);
    await a.check("input[name=faction][value=empire]");
    await a.check(`input[name=mode][value=${mode}]`);
    await a.selectOption("select[name=basesToWin]", "2");
    await a.click("form.newgame button.go");
    await a.waitForURL(/\/g\/\w+$/);
    const invite = await a.inputValue(".share input");
    assert.match(invite, /\/g\/\w+\?invite=[\w-]{43}$/);
    await shoot(a, `${name}-invite`);
    await b.goto(invite);
    await b.waitForURL(/\/g\/\w+$/);
    await a.waitForSelector(".share", { state: "detached", timeout: 5000 });
    await shown([a, b], 0);

    const pages = [a, b];
    const mem = memory();
    let seq = 0, steps = 0;
    for (;;) {
      const first = await envelopeOf(a);
      if (first.view.winner >= 0) break;
      const seat = first.view.legal.length ? 0 : 1;
      const envs = [first, seat ? await envelopeOf(b) : first];
      const page = pages[seat], other = pages[1 - seat];
      const step = plan(envs[seat].view, mem);
      assert.ok(step, `seq ${seq}: nobody can act`);
      for (const c of step.covers) covered.add(c);
      if (step.covers.includes("opponentChoice")) {
        // Worded from the watcher's side: whose card, who is choosing, what.
        assert.match(
          await other.locator(".bar .wait").innerText(),
          /^.+: the (Empire|Rebel) player is choosing .+\.$/,
        );
        await shoot(other, `${name}-opponent-choosing`);
      }
      if (step.clicks[0] === "playAll" && !taken.has(`${name}-end-turn-check`)) {
        await act(page, "endTurn", false);
        assert.match(
          await page.locator(".bar").innerText(),
          /End your turn\? You can still:[\s\S]*play (1 card\b|(?!1 )\d+ cards)/,
        );
        await shoot(page, `${name}-end-turn-check`);
        await act(page, "keep", true);
      }
      const key = steps % 3 === 0;
      const d = envs[seat].view.pending.find((x: { seat: number }) => x.seat === seat);
      if (d) await shoot(page, `${name}-decision-${d.purpose}`);
      for (const c of step.clicks) {
        if (c === "confirm") await shoot(page, `${name}-attack-${step.covers[0]}`);
        await act(page, c, key);
      }
      if (step.clicks[0] === "endTurn" && await page.locator('[data-act="endTurn!"]').count()) {
        await act(page, "endTurn!", false);
      }
      seq = await settle(pages, page, seq);
      steps++;
      if (steps === 12) {
        await a.hover(".galaxy .card .face");
        await shoot(a, `${name}-empire`, true);
        await shoot(b, `${name}-rebel`, true);
      }
      assert.ok(steps < 400, "the game ends");
    }
    for (const p of pages) await p.waitForSelector(".over");
    assert.match(await a.locator(".over h2").innerText(), /You (win|lose)/);
    await shoot(a, `${name}-game-over`, true);
    const old = a.url();
    await act(a, "rematch", false);
    await a.waitForURL((u) => u.href !== old && /\/g\/\w+$/.test(u.pathname));
    await b.waitForSelector(".over p:has(+ form.again [data-act=rematch])");
    assert.match(await b.locator(".over").innerText(), /A rematch with sides swapped is waiting for you/);
    // A later event that must reach b's page: a left the finished table, so its opponent's mark turns away.
    await b.waitForSelector('#opp .presence[data-presence="away"]');
    assert.equal(
      b.url(),
      old,
      "the rematch is offered to the other player, not forced: the final board stays",
    );
    assert.match(await b.locator(".over h2").innerText(), /You (win|lose)/);
    await act(b, "rematch", false);
    await b.waitForURL((u) => u.href !== old && /\/g\/\w+$/.test(u.pathname));
    assert.equal(a.url(), b.url(), "both players are in the rematch");
    const [ra, rb] = [await envelopeOf(a), await envelopeOf(b)];
    assert.deepEqual([ra.view.viewer, rb.view.viewer], [0, 1], "both keep their seats");
    assert.deepEqual(
      [ra.view.seats[0].faction, ra.view.seats[1].faction],
      ["rebel", "empire"],
      "sides are swapped",
    );
    assert.deepEqual(errors, [], "no script errors");
    console.log(`${name}: ${steps} steps, seq ${seq}`);
  } finally {
    await r.close();
  }
}

Deno.test("browser: a whole beginner game on desktop (1280×800), played by clicks and keys", async () => {
  await game({ seed: 39, mode: "beginner", width: 1280, height: 800, name: "desktop" });
});

Deno.test("browser: a whole Secret Bases game on a phone (360×740)", async () => {
  await game({ seed: 1, mode: "secretBases", width: 360, height: 740, name: "phone" });
});

Deno.test("browser: the two games met every kind of decision", () => {
  assert.deepEqual(WANTED.filter((w) => !covered.has(w)), []);
});
