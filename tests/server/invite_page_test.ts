/** Opening an invitation: a free seat is offered; a used one, or a link of no use here, says so in EN and ES. */
import assert from "node:assert/strict";
import { MESSAGES } from "../../ui/i18n.ts";
import { newSecret } from "../../server/tokens.ts";
import { testApp } from "../support/server.ts";

/** The visible text of a page (the island's JSON props removed, entities decoded as the messages need). */
function visible(html: string): string {
  return html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, "").replace(/&#39;|&#x27;/g, "'");
}

Deno.test("an invitation already used, or not of this game, says so instead of silently seating a spectator", async () => {
  const t = await testApp();
  try {
    const form = { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" };
    const made = await t.app.request("/new", { method: "POST", headers: form, body: "faction=empire" });
    const id = /^\/g\/(\w+)$/.exec(made.headers.get("location")!)![1];
    const creator = made.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const table = await (await t.app.request(`/g/${id}`, { headers: { cookie: creator } })).text();
    const invite = /invite=([\w-]+)"/.exec(table)![1];
    const open = visible(await (await t.app.request(`/g/${id}?invite=${invite}`)).text());
    assert.match(open, /Take your seat/);
    assert.ok(!open.includes(MESSAGES.en.inviteUsed));

    const joined = await t.app.request(`/g/${id}/join`, {
      method: "POST",
      headers: form,
      body: `invite=${invite}`,
    });
    assert.equal(joined.headers.get("location"), `/g/${id}`);
    const friend = joined.headers.get("set-cookie")!.split(";")[0];
    assert.ok(
      !visible(
        await (await t.app.request(`/g/${id}?invite=${invite}`, { headers: { cookie: friend } })).text(),
      )
        .includes(MESSAGES.en.inviteUsed),
      "the friend who took the seat reopens the link: seated, nothing to explain",
    );

    for (const lang of ["en", "es"] as const) {
      const late = visible(await (await t.app.request(`/g/${id}?invite=${invite}&lang=${lang}`)).text());
      assert.ok(late.includes(MESSAGES[lang].inviteUsed), `${lang}: the page says the invitation was used`);
      assert.doesNotMatch(late, /name="invite"/, `${lang}: no seat is offered`);
      const bogus = visible(
        await (await t.app.request(`/g/${id}?invite=${newSecret()}&lang=${lang}`)).text(),
      );
      assert.ok(bogus.includes(MESSAGES[lang].inviteBad), `${lang}: a link of another game says so`);
    }
    assert.notEqual(MESSAGES.es.inviteUsed, MESSAGES.en.inviteUsed);

    const again = await t.app.request(`/g/${id}/join`, {
      method: "POST",
      headers: form,
      body: `invite=${invite}`,
    });
    assert.equal(again.status, 303);
    assert.equal(again.headers.get("set-cookie"), null, "no seat for a used invitation");
    const after = visible(await (await t.app.request(again.headers.get("location")!)).text());
    assert.ok(after.includes(MESSAGES.en.inviteUsed), "a form post that lost the seat is told why");
    const plain = visible(await (await t.app.request(`/g/${id}`)).text());
    assert.ok(plain.includes(MESSAGES.en.watching), "without an invitation, a spectator just watches");
  } finally {
    await t.close();
  }
});

/** The href of the page's language link to `lang`, entities decoded. */
function langLink(html: string, lang: string): string {
  const a = new RegExp(`<a href="([^"]*)" hreflang="${lang}"`).exec(html);
  assert.ok(a, `a link to ${lang}`);
  return a[1].replace(/&amp;/g, "&");
}

Deno.test("the EN / ES links of the take-the-seat and transfer pages keep the link's secret", async () => {
  const t = await testApp();
  try {
    const made = await t.client.create({ faction: "empire" });
    const id = made.body.id;
    const invite = new URL(made.body.inviteUrl!).searchParams.get("invite")!;
    const en = await (await t.app.request(`/g/${id}?invite=${invite}&lang=en`)).text();
    const toEs = langLink(en, "es");
    assert.equal(new URLSearchParams(toEs.slice(1)).get("invite"), invite, "the invitation is kept");
    assert.equal(new URLSearchParams(toEs.slice(1)).get("lang"), "es");
    const es = visible(await (await t.app.request(`/g/${id}${toEs}`)).text());
    assert.ok(es.includes(MESSAGES.es.takeSeat), "the Spanish page still offers the seat");
    assert.match(es, new RegExp(`name="invite" value="${invite}"`));
    assert.equal(
      langLink(await (await t.app.request(`/g/${id}`)).text(), "es"),
      "?lang=es",
      "nothing to keep",
    );

    const link = await t.client.call<{ transfer: string }>(
      "POST",
      `/api/games/${id}/transfer`,
      {},
      made.body.token,
    );
    assert.equal(link.status, 201);
    const secret = link.body.transfer;
    const offer = await (await t.app.request(`/g/${id}?transfer=${secret}&lang=en`)).text();
    const transferEs = langLink(offer, "es");
    assert.equal(
      new URLSearchParams(transferEs.slice(1)).get("transfer"),
      secret,
      "the transfer secret is kept",
    );
    // The page showing a new transfer link answers a form: it has no language links (they led nowhere).
    const shown = await t.app.request(`/g/${id}/transfer`, {
      method: "POST",
      headers: { cookie: `ht_${id}=${made.body.token}`, origin: "http://localhost" },
    });
    assert.equal(shown.status, 200);
    const shownHtml = await shown.text();
    assert.match(shownHtml, /\?transfer=/, "the page shows the new link");
    assert.doesNotMatch(shownHtml, /hreflang=/, "no language link to a page that does not exist");
    const offerEs = await (await t.app.request(`/g/${id}${transferEs}`)).text();
    assert.match(offerEs, /<html lang="es"/);
    assert.match(
      offerEs,
      new RegExp(`name="transfer" value="${secret}"`),
      "the Spanish page still takes the seat",
    );
  } finally {
    await t.close();
  }
});
