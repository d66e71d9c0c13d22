/**
 * Table talk in the browser: four seats of a 2v2 table in four contexts (1366×768 and 360×740, English
 * and Spanish). A team message reaches the teammate and neither opponent (their pages nor the API), a
 * table message reaches everyone, HTML in a message shows as text, a quick phrase reads in each
 * reader's language, the unread count shows while the panel is closed, and refusals (too fast: 429;
 * only spaces: 422) are said plainly; a spectator gets no chat; axe-core stays clean with the chat
 * open. Screenshots of the open chat go to test-results/chat-<size>-<lang>.png. In 1v1: the table
 * channel only, messages polled while the stream is down, and no chat against the computer.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { ChatPage, Created, Joined } from "../../api/contract.ts";
import { type Rig, rig, SHOTS } from "../support/browser.ts";
import { violations } from "../support/axe.ts";

/** Posts JSON to the app (as a seat when `token` is given) and returns the parsed body. */
async function api<T>(r: Rig, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${r.base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...token ? { authorization: `Bearer ${token}` } : {} },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(res.ok, `${path}: ${res.status}`);
  return await res.json();
}

/** A 2v2 table of four friends, every seat taken by its own invitation; the token of each seat. */
async function table(r: Rig): Promise<{ id: string; tokens: string[] }> {
  const c = await api<Created>(r, "/api/games", {
    format: "2v2",
    faction: "empire",
    mode: "beginner",
    basesToWin: 2,
  });
  const tokens = [];
  tokens[c.seat] = c.token;
  for (const { url } of c.seatInviteUrls!) {
    const j = await api<Joined>(r, `/api/games/${c.id}/join`, {
      invite: new URL(url).searchParams.get("invite"),
    });
    tokens[j.seat] = j.token;
  }
  return { id: c.id, tokens };
}

/** A page seated (by its cookie) at the table, in a language and size, with the chat's button ready. */
async function seated(
  r: Rig,
  id: string,
  token: string | null,
  [w, h]: number[],
  lang: string,
): Promise<Page> {
  const ctx = await r.context(w, h, true, true);
  if (token) await ctx.addCookies([{ name: `ht_${id}`, value: token, url: r.base }]);
  const p = await ctx.newPage();
  await p.goto(`${r.base}/g/${id}?lang=${lang}`);
  await p.waitForSelector(".table");
  if (token) await p.waitForSelector('[data-act="chat"]');
  return p;
}

/** Opens the chat panel (through the section link on a phone). */
async function openChat(p: Page): Promise<void> {
  if (await p.locator('.tabs a[href="#chat"]').isVisible()) await p.click('.tabs a[href="#chat"]');
  else await p.click('[data-act="chat"]');
  await p.waitForSelector(".chat.open .talk");
}

/** Writes a message in the panel and sends it. */
async function write(p: Page, text: string): Promise<void> {
  await p.fill(".talk .say input", text);
  await p.click('[data-act="send"]');
}

/** The lines of the open chat. */
const lines = (p: Page) => p.locator(".talk li:not(.none)").allInnerTexts();

Deno.test("browser: table talk at a 2v2 table (team and table channels, escaping, languages, refusals)", async () => {
  const r = await rig(5);
  const errors: string[] = [];
  try {
    const { id, tokens } = await table(r);
    // Seat 0 (Empire, region 1) and its teammate seat 2; seats 1 and 3 are the Rebels.
    const a = await seated(r, id, tokens[0], [1366, 768], "en");
    const mate = await seated(r, id, tokens[2], [360, 740], "es");
    const c = await seated(r, id, tokens[1], [1366, 768], "es");
    const d = await seated(r, id, tokens[3], [360, 740], "en");
    const pages: [Page, string][] = [[a, "1366-en"], [mate, "360-es"], [c, "1366-es"], [d, "360-en"]];
    for (const [p] of pages) p.on("pageerror", (e) => errors.push(e.message));

    for (const [p] of pages) {
      assert.equal(await p.locator("#chat").count(), 1, "one chat panel");
      assert.equal(await p.locator("section#log.log").count(), 1, "the log stays the log once hydrated");
    }
    await openChat(a);
    assert.deepEqual(await lines(a), [], "no message yet");
    await a.click('[data-act="to:team"]');
    await write(a, "Attack the left base");
    await a.waitForSelector(".talk li.toteam");
    assert.equal(await a.inputValue(".talk .say input"), "", "the field empties once sent");

    await mate.waitForSelector('[data-act="chat"] .unread');
    assert.equal(
      await mate.locator('[data-act="chat"] .unread').innerText(),
      "1 sin leer",
      "unread, closed panel",
    );
    assert.equal(
      await mate.getAttribute('.tabs a[href="#chat"]', "data-n"),
      "1",
      "the section link counts it",
    );
    await openChat(mate);
    assert.deepEqual(await lines(mate), ["Tu compañero (equipo): Attack the left base"]);
    assert.equal(await mate.getAttribute('.tabs a[href="#chat"]', "data-n"), null, "read once open");

    await a.click('[data-act="to:table"]');
    const html = `<img src=x onerror="window.pwned=1"><b>bold</b> & "quotes"`;
    await write(a, html);
    await c.waitForSelector('[data-act="chat"] .unread');
    assert.equal(
      await c.locator('[data-act="chat"] .unread').innerText(),
      "1 sin leer",
      "the table message only",
    );
    await openChat(c);
    await openChat(d);
    assert.deepEqual(
      await lines(c),
      [`Imperio, región 1: ${html}`],
      "the opponent reads the table message only",
    );
    assert.deepEqual(await lines(d), [`Empire, region 1: ${html}`]);
    await mate.waitForFunction(() => document.querySelectorAll(".talk li").length === 2);
    for (const [p] of pages) {
      assert.equal(await p.locator(".talk img, .talk li b:text-is('bold')").count(), 0, "HTML shows as text");
      assert.equal(
        await p.evaluate(() => (globalThis as { pwned?: unknown }).pwned),
        undefined,
        "no script ran",
      );
    }
    for (const t of [tokens[1], tokens[3]]) {
      const page = await api<ChatPage>(r, `/api/games/${id}/chat?after=0`, undefined, t);
      assert.deepEqual(
        page.messages.map((m) => [m.channel, m.n]),
        [["table", 1]],
        "the team message never reaches the other team, and the table's numbers do not count it",
      );
      assert.deepEqual(page.last, { table: 1, team: 0 }, "nothing counts the other team's talk");
    }

    await a.click('[data-act="say:gg"]');
    const said = (p: Page, text: string) =>
      p.waitForFunction((x) => document.querySelector(".talk li:last-child")?.textContent?.endsWith(x), text);
    await Promise.all([said(a, "You: Good game"), said(mate, "Tu compañero: Buena partida")]);
    await Promise.all([said(c, "Imperio, región 1: Buena partida"), said(d, "Empire, region 1: Good game")]);
    for (const [p, label] of pages) {
      await p.screenshot({ path: new URL(`chat-${label}.png`, SHOTS).pathname });
    }

    // Five messages per 10 s: the sixth is refused, and the player is told why.
    for (let i = 0; i < 2; i++) {
      await write(a, `message ${i}`);
      await a.waitForFunction((n) => document.querySelectorAll(".talk li").length === n, 4 + i);
    }
    await write(a, "message 2");
    await a.waitForSelector(".talk .note");
    assert.equal(
      await a.locator(".talk .note").innerText(),
      "Too many messages: wait a few seconds, then send it again.",
    );
    assert.equal(await a.inputValue(".talk .say input"), "message 2", "the refused text stays to send again");

    await write(d, "   ");
    await d.waitForSelector(".talk .note");
    assert.equal(
      await d.locator(".talk .note").innerText(),
      "A message has 1 to 280 characters (not only spaces).",
    );

    const watcher = await seated(r, id, null, [360, 740], "en");
    // A later event the spectator's page must show: its second bundle (which holds the talk) running.
    await watcher.waitForFunction(() => document.documentElement.classList.contains("flip"));
    assert.equal(await watcher.locator(".chat, .tabs a[href='#chat']").count(), 0, "spectators get no chat");

    assert.deepEqual(await violations(a), [], "axe, chat open 1366 px");
    assert.deepEqual(await violations(mate), [], "axe, chat open 360 px");
    assert.deepEqual(errors, [], "no script errors");
  } finally {
    await r.close();
  }
});

Deno.test("browser: table talk in 1v1 (no team channel) reaches a page whose stream is down, by polling; none against the computer", async () => {
  const r = await rig(6);
  try {
    const c = await api<Created>(r, "/api/games", { faction: "empire" });
    const j = await api<Joined>(r, `/api/games/${c.id}/join`, {
      invite: new URL(c.inviteUrl!).searchParams.get("invite"),
    });
    const ctx = await r.context(1366, 768);
    await ctx.route(/\/events/, (route) => route.abort());
    await ctx.addCookies([{ name: `ht_${c.id}`, value: c.token, url: r.base }]);
    const p = await ctx.newPage();
    await p.goto(`${r.base}/g/${c.id}?lang=en`);
    await openChat(p);
    assert.equal(await p.locator('[data-act^="to:"]').count(), 0, "1v1: the table channel only");
    await api(r, `/api/games/${c.id}/chat`, { channel: "table", phrase: "wait" }, j.token);
    await p.waitForSelector(".talk li:not(.none)", { timeout: 10_000 });
    assert.deepEqual(await lines(p), ["Opponent: Wait, I'm thinking"]);

    const vsBot = await api<Created>(r, "/api/games", { opponent: "bot" });
    const q = await (await r.context(360, 740)).newPage();
    await q.context().addCookies([{ name: `ht_${vsBot.id}`, value: vsBot.token, url: r.base }]);
    await q.goto(`${r.base}/g/${vsBot.id}?lang=en`);
    await q.waitForSelector(".signals");
    assert.equal(await q.locator(".chat, .tabs a[href='#chat']").count(), 0, "nobody to talk to: no chat");
  } finally {
    await r.close();
  }
});
