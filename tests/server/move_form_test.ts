/**
 * The table's move form (`POST /g/:id/act`, what the move buttons submit before the page's script runs and
 * without JavaScript): a seated player's move is made and the table shown again; bad input is a clear 4xx
 * and changes nothing; a spectator's or another site's post changes nothing.
 */
import assert from "node:assert/strict";
import { seatedGame, testApp } from "../support/server.ts";

const FORM = { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" };

Deno.test("POST /g/:id/act: a seated player's move by form; bad forms refused; nothing else moves the game", async () => {
  const t = await testApp({ autopilot: false });
  try {
    const g = await seatedGame(t.client, { faction: "empire" });
    const cookie = `ht_${g.id}=${g.tokens[0]}`;
    const post = (body: Record<string, string>, headers: Record<string, string> = { cookie }) =>
      t.app.request(`/g/${g.id}/act`, {
        method: "POST",
        headers: { ...FORM, ...headers },
        body: new URLSearchParams(body).toString(),
      });
    const seq = async () => (await t.client.view(g.id, g.tokens[0])).body.seq;
    const play = { seq: "0", id: "f0.0", a: JSON.stringify({ type: "playAll" }) };

    for (
      const [bad, why] of [
        [{ ...play, a: "{not json" }, "not JSON"],
        [{ ...play, seq: "" }, "no seq"],
        [{ ...play, id: "no spaces allowed" }, "a bad action id"],
        [{ ...play, a: JSON.stringify({ type: "fly" }) }, "no such action"],
        [{ undo: "zero" }, "a bad undo"],
      ] as const
    ) {
      const r = await post(bad);
      assert.equal(r.status, 400, why);
      assert.equal(await seq(), 0, `${why}: nothing changed`);
    }
    assert.equal((await t.app.request(`/g/0/act`, { method: "POST", headers: FORM, body: "" })).status, 404);
    const evil = await post(play, { cookie, origin: "https://evil.example" });
    assert.equal(evil.status, 403, "another site's form");
    const spectator = await post(play, {});
    assert.equal(spectator.status, 303, "a spectator is shown the table");
    assert.equal(await seq(), 0, "a spectator's post changes nothing");

    const r = await post(play);
    assert.equal(r.status, 303);
    assert.equal(r.headers.get("location"), `/g/${g.id}`);
    assert.equal(await seq(), 1, "the move was made");
    const again = await post(play);
    assert.equal(again.status, 303, "a second tap of the same button");
    assert.equal(await seq(), 1, "made once");
  } finally {
    await t.close();
  }
});
