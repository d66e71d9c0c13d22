/**
 * Phones (issue 21, item 8): at 360 px no page scrolls sideways, in English and Spanish (home with your
 * games, a 1v1 table, a 2v2 table, the summary, the replay, a seat transfer's pages, an unknown game); in a
 * 2v2 damage split no control covers another (each select and its "Assign" button, at 360 px and on a
 * desktop); and the table's move buttons work before the page's script has run (server-rendered forms).
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { Envelope } from "../../api/contract.ts";
import { ApiClient, httpFetch, randomAction, rng } from "../../tools/api_client.ts";
import { seatCookieName } from "../../server/tokens.ts";
import { type Rig, rig, SHOTS } from "../support/browser.ts";
import { playRandom, seatedGame } from "../support/server.ts";

/** How far the page scrolls sideways (0: not at all), and the elements sticking out on the right. */
async function sideways(p: Page): Promise<{ over: number; culprits: string[] }> {
  return await p.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const culprits: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      const r = el.getBoundingClientRect();
      if (r.right > w + 1 && r.width > 0 && culprits.length < 5) {
        // Only the outermost: an element whose parent sticks out too is its parent's problem.
        const pr = el.parentElement?.getBoundingClientRect();
        if (!pr || pr.right <= w + 1) {
          culprits.push(`${el.tagName.toLowerCase()}.${el.className} ${Math.round(r.right)}`);
        }
      }
    }
    return { over: document.documentElement.scrollWidth - w, culprits };
  });
}

/** A 2v2 table between four people, every seat taken: the tokens by seat. */
async function teamTable(client: ApiClient): Promise<{ id: string; tokens: string[] }> {
  const c = await client.create({ format: "2v2", faction: "empire", mode: "beginner", basesToWin: 2 });
  assert.equal(c.status, 201, c.text);
  const tokens: string[] = [];
  tokens[c.body.seat] = c.body.token;
  for (const i of c.body.seatInviteUrls!) {
    tokens[i.seat] = (await client.join(c.body.id, new URL(i.url).searchParams.get("invite")!)).body.token;
  }
  return { id: c.body.id, tokens };
}

/** Plays random moves until `stop` holds for some seat's envelope: that seat, or -1 at the game's end. */
async function playUntil(
  client: ApiClient,
  g: { id: string; tokens: string[] },
  stop: (e: Envelope) => boolean,
): Promise<number> {
  const rnd = rng(5);
  for (let n = 0; n < 20_000; n++) {
    const envs = await Promise.all(g.tokens.map((t) => client.view(g.id, t).then((r) => r.body)));
    const found = envs.findIndex(stop);
    if (found >= 0) return found;
    if (envs[0].view.winner >= 0) return -1;
    const s = envs.findIndex((e) => e.view.legal.length > 0);
    await client.act(g.id, g.tokens[s], envs[s].seq, randomAction(envs[s].view.legal, rnd), `p${n}`);
  }
  return -1;
}

/** A page of this size holding the seats of these games. */
async function holding(r: Rig, seats: [string, string][], w = 360, h = 740): Promise<Page> {
  const ctx = await r.context(w, h);
  await ctx.addCookies(seats.map(([id, token]) => ({ name: seatCookieName(id), value: token, url: r.base })));
  return await ctx.newPage();
}

Deno.test("browser: no page scrolls sideways at 360 px, in English and Spanish", async () => {
  const r = await rig(99);
  try {
    const client = new ApiClient(httpFetch(r.base));
    const finished = await seatedGame(client, { faction: "empire", basesToWin: 2 });
    await playRandom(client, finished, 17);
    const running = await seatedGame(client, { faction: "empire" });
    const bot = (await client.create({ faction: "rebel", opponent: "bot", botLevel: "hard" })).body;
    const team = await teamTable(client);
    const p = await holding(r, [
      [finished.id, finished.tokens[0]],
      [running.id, running.tokens[0]],
      [bot.id, bot.token],
      [team.id, team.tokens[0]],
    ]);
    const pages = [
      ["home", "/"],
      ["table", `/g/${running.id}`],
      ["table of the computer", `/g/${bot.id}`],
      ["2v2 table", `/g/${team.id}`],
      ["finished table", `/g/${finished.id}`],
      ["summary", `/g/${finished.id}/summary`],
      ["replay", `/g/${finished.id}/replay`],
      ["open a record", "/replay"],
      ["unknown game", "/g/zzzzzzzzzzzz"],
    ];
    const bad: string[] = [];
    for (const lang of ["en", "es"]) {
      for (const [name, path] of pages) {
        await p.goto(`${r.base}${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
        await p.waitForTimeout(name.includes("table") || name.includes("replay") ? 700 : 50);
        const s = await sideways(p);
        if (s.over > 0) bad.push(`${lang} ${name}: ${s.over} px too wide (${s.culprits.join(", ")})`);
      }
      // A seat transfer: the page showing the link, then the page that takes the seat.
      await p.goto(`${r.base}/?lang=${lang}`);
      await p.locator(`.mygames li[data-game="${running.id}"] form[action$="/transfer"] button`).click();
      await p.waitForSelector(".transfer input");
      let s = await sideways(p);
      if (s.over > 0) bad.push(`${lang} transfer link: ${s.over} px (${s.culprits.join(", ")})`);
      const link = await p.inputValue(".transfer input");
      const other = await (await r.context(360, 740)).newPage();
      await other.goto(`${link}&lang=${lang}`);
      s = await sideways(other);
      if (s.over > 0) bad.push(`${lang} take the seat: ${s.over} px (${s.culprits.join(", ")})`);
      await other.context().close();
    }
    await p.goto(`${r.base}/?lang=es`);
    await p.screenshot({ path: new URL("home-360-es.png", SHOTS).pathname, fullPage: true });
    await p.goto(`${r.base}/?lang=en`);
    await p.screenshot({ path: new URL("home-360-en.png", SHOTS).pathname, fullPage: true });
    assert.deepEqual(bad, [], "every page fits 360 px");
  } finally {
    await r.close();
  }
});

Deno.test("browser: in a 2v2 damage split no control covers another, at 360 px and 1366 px, English and Spanish", async () => {
  const r = await rig(99);
  try {
    const client = new ApiClient(httpFetch(r.base));
    const team = await teamTable(client);
    const seat = await playUntil(
      client,
      team,
      (e) =>
        e.view.pending.some((d) => d.seat === e.view.viewer && d.kind === "damage" && d.cards!.length > 1),
    );
    assert.ok(seat >= 0, "a damage split came up");
    for (
      const [w, h, lang] of [[360, 740, "es"], [360, 740, "en"], [1366, 768, "en"], [
        1366,
        768,
        "es",
      ]] as const
    ) {
      const p = await holding(r, [[team.id, team.tokens[seat]]], w, h);
      await p.goto(`${r.base}/g/${team.id}?lang=${lang}`);
      await p.waitForSelector(".bar .dec .amt");
      await p.waitForTimeout(800);
      const overlaps = await p.evaluate(() => {
        const els = [...document.querySelectorAll<HTMLElement>(".bar button, .bar select")]
          .filter((e) => e.getBoundingClientRect().width > 0);
        const out: string[] = [];
        for (let i = 0; i < els.length; i++) {
          for (let j = i + 1; j < els.length; j++) {
            const a = els[i].getBoundingClientRect(), b = els[j].getBoundingClientRect();
            const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (x > 1 && y > 1) {
              out.push(`${els[i].textContent || els[i].tagName} × ${els[j].textContent || els[j].tagName}`);
            }
          }
        }
        return out;
      });
      assert.deepEqual(overlaps, [], `${w} ${lang}: nothing overlaps in the damage split`);
      const assign = p.locator(".bar .amt button").first();
      await assign.scrollIntoViewIfNeeded();
      assert.ok(await assign.isVisible());
      assert.equal((await assign.innerText()).trim(), lang === "es" ? "Asignar" : "Assign");
      await p.locator(".bar .dec").scrollIntoViewIfNeeded();
      await p.screenshot({ path: new URL(`damage-split-${w}-${lang}.png`, SHOTS).pathname });
      await p.context().close();
    }
  } finally {
    await r.close();
  }
});

Deno.test("browser: the table's move buttons work before its script has run, and without JavaScript", async () => {
  const r = await rig(21);
  try {
    const client = new ApiClient(httpFetch(r.base));
    // A slow phone: the page's scripts arrive 2.5 s after the table is shown; a tap on Play all meanwhile works.
    const g = await seatedGame(client, { faction: "empire" });
    const p = await holding(r, [[g.id, g.tokens[0]]]);
    await p.route("**/static/build/**", async (route) => {
      await new Promise((ok) => setTimeout(ok, 2500));
      await route.continue();
    });
    const posted: string[] = [];
    p.on("request", (q) => q.method() === "POST" && posted.push(new URL(q.url()).pathname));
    await p.goto(`${r.base}/g/${g.id}?lang=en`, { waitUntil: "commit" });
    await p.locator('[data-act="playAll"]').click();
    await p.waitForURL(`${r.base}/g/${g.id}`);
    await p.waitForSelector('.table[data-seq="1"]');
    assert.deepEqual(posted, [`/g/${g.id}/act`], "the tap posted the move form");
    assert.equal(
      (await client.view(g.id, g.tokens[0])).body.view.seats[0].hand!.length,
      0,
      "the hand was played",
    );
    await p.context().close();

    // No JavaScript at all: play, buy an Outer Rim Pilot, take it back, buy it again, end the turn.
    const ctx = await r.context(360, 740, false);
    await ctx.addCookies([{ name: seatCookieName(g.id), value: g.tokens[0], url: r.base }]);
    const n = await ctx.newPage();
    await n.goto(`${r.base}/g/${g.id}?lang=en`);
    const pilot = (await client.view(g.id, g.tokens[0])).body.view.regions[0].pilots.at(-1)!;
    await n.locator(`[data-act="purchase:${pilot}"]`).click();
    await n.waitForSelector('.table[data-seq="2"]');
    assert.equal(await n.locator('[data-act="undo"]').innerText(), "Undo buying Outer Rim Pilot");
    await n.locator('[data-act="undo"]').click();
    await n.waitForSelector('.table[data-seq="3"]');
    assert.ok(
      (await client.view(g.id, g.tokens[0])).body.view.regions[0].pilots.includes(pilot),
      "taken back",
    );
    // Something is left to do (the Inquisitor's ability, resources): the end-of-turn check comes first.
    await n.locator('[data-act="endTurn"]').click();
    await n.waitForSelector(".bar .dec [data-act='endTurn!']");
    assert.match(await n.locator(".bar .dec").innerText(), /End your turn\? You can still/);
    await n.locator('[data-act="keep"]').click();
    await n.waitForSelector('[data-act="endTurn"]');
    await n.locator('[data-act="endTurn"]').click();
    await n.locator("[data-act='endTurn!']").click();
    await n.waitForSelector('.table[data-seq="4"]');
    assert.equal((await client.view(g.id, g.tokens[1])).body.view.legal.length > 0, true, "the Rebels' turn");
    await ctx.close();
  } finally {
    await r.close();
  }
});
