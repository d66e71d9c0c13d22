/**
 * 2v2 per-seat invitations on the creator's page, without JavaScript: the home page's 2v2 form creates the
 * table, the creator's page lists a link per seat left to a friend (from the creator's cookie: the server
 * keeps only hashes), a friend opening one takes exactly that seat by a form, the list then leaves that
 * seat out, and once every seat is taken (JavaScript on) the list goes with the table's invitation.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { rig } from "../support/browser.ts";

/** The seat links the creator's page lists: seat → link. */
async function links(page: Page): Promise<Map<number, string>> {
  const inputs = page.locator(".seatlinks input");
  const out = new Map<number, string>();
  for (let i = 0; i < await inputs.count(); i++) {
    out.set(Number(await inputs.nth(i).getAttribute("data-seat")), await inputs.nth(i).inputValue());
  }
  return out;
}

/** A friend opens a seat's link without JavaScript and takes the seat by its form; returns the seat taken. */
async function takeBy(r: Awaited<ReturnType<typeof rig>>, link: string, js = false): Promise<Page> {
  const p = await (await r.context(360, 740, js)).newPage();
  await p.goto(link);
  await p.click("form.share button.go");
  await p.waitForURL(/\/g\/\w+$/);
  return p;
}

Deno.test("browser: the 2v2 creator's page offers a link per seat, each opening exactly its seat (no JavaScript)", async () => {
  const r = await rig(8);
  try {
    const a = await (await r.context(1366, 768, false)).newPage();
    await a.goto(`${r.base}/?lang=en`);
    const f = a.locator("form.newgame").nth(1);
    await f.locator("input[name=faction][value=empire]").check();
    await f.locator("input[name=mode][value=beginner]").check();
    await f.locator("button.go").click();
    await a.waitForURL(/\/g\/\w+$/);
    const first = await links(a);
    assert.deepEqual([...first.keys()].sort(), [1, 2, 3], "a link per friend's seat");
    assert.match(await a.locator(".seatlinks summary").innerText(), /link of their own seat/);
    assert.match(
      await a.locator(".seatlinks label:has(input[data-seat='1'])").textContent() ?? "",
      /^Opponent · Rebels, region 1/,
    );
    const table = await a.inputValue(".table .share input");
    for (const l of first.values()) assert.notEqual(l, table, "not the table's invitation");

    const b = await takeBy(r, first.get(2)!);
    assert.match(
      await b.locator(".seat.me h2").innerText(),
      /^You · Empire, region 2$/,
      "the seat of the link",
    );
    await a.reload();
    assert.deepEqual([...(await links(a)).keys()].sort(), [1, 3], "a taken seat's link is left out");

    const used = await (await r.context(360, 740, false)).newPage();
    await used.goto(first.get(2)!);
    assert.match(await used.locator("p.share").innerText(), /already used/, "a used seat link says so");

    const c = await (await r.context(1366, 768)).newPage();
    await c.context().addCookies(await a.context().cookies());
    await c.goto(a.url());
    assert.equal(await c.locator(".seatlinks").isVisible(), true);
    await takeBy(r, first.get(1)!);
    await takeBy(r, first.get(3)!);
    await c.waitForSelector(".table .share", { state: "detached" });
    assert.equal(await c.locator(".seatlinks").isVisible(), false, "gone once every seat is taken");
  } finally {
    await r.close();
  }
});
