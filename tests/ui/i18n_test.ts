/** The page's message catalog: slots, singular and plural, and the two languages in step. */
import assert from "node:assert/strict";
import { fmt, MESSAGES } from "../../ui/i18n.ts";
import { WORDS } from "../../ui/words.ts";
import { RECAP_WORDS } from "../../ui/recap_words.ts";
import { QUICK_PHRASES } from "../../api/schemas.ts";
import { playRandom, seatedGame, testApp } from "../support/server.ts";

Deno.test("fmt fills slots and keeps the ones it has no value for", () => {
  assert.equal(fmt("{c} takes {n} damage", { c: "Lothal", n: 3 }), "Lothal takes 3 damage");
  assert.equal(fmt("{c} and {x}", { c: "a" }), "a and {x}");
});

Deno.test("fmt: {n:one|many} reads the singular for 1 only", () => {
  const { en, es } = MESSAGES;
  assert.equal(fmt(en.resN, { n: 1 }), "1 resource");
  assert.equal(fmt(en.resN, { n: 0 }), "0 resources");
  assert.equal(fmt(en.resN, { n: 4 }), "4 resources");
  assert.equal(fmt(en.leftPlay, { n: 1 }), "play 1 card");
  assert.equal(fmt(en.leftAbility, { n: 2 }), "use 2 abilities");
  assert.equal(fmt(en.leftBuy, { n: 1 }), "buy a card (you have 1 resource)");
  assert.equal(fmt(es.leftAbility, { n: 1 }), "usar 1 capacidad");
  assert.equal(fmt(es.leftAbility, { n: 3 }), "usar 3 capacidades");
  assert.equal(fmt(es.resN, { n: 1 }), "1 recurso");
  assert.equal(fmt(es.resN, { n: 5 }), "5 recursos");
});

Deno.test("the Spanish catalog has every message of the English one, with the same slots", () => {
  const slots = (m: unknown) => JSON.stringify(m).match(/\{\w+/g)?.sort() ?? [];
  const { en, es } = MESSAGES as unknown as Record<string, Record<string, unknown>>;
  assert.deepEqual(Object.keys(es).sort(), Object.keys(en).sort());
  for (const k of Object.keys(en)) assert.deepEqual(slots(es[k]), slots(en[k]), k);
});

Deno.test("one Spanish term each, the rulebook's: 'nave de línea' for a capital ship, 'capacidad' for an ability", () => {
  const all = JSON.stringify([MESSAGES.es, WORDS.es, RECAP_WORDS.es]);
  assert.ok(!/habilidad/i.test(all), "no 'habilidad'");
  assert.ok(!/naves? capital/i.test(all), "no 'nave capital'");
  assert.match(all, /naves de línea/);
  assert.match(all, /capacidad/);
});

Deno.test("the catalog's game words are the engine's words as labels", () => {
  const { en, es } = MESSAGES;
  assert.deepEqual(en.factions, { empire: "Empire", rebel: "Rebel", neutral: "Neutral" });
  assert.deepEqual(es.types, { unit: "Unidad", ship: "Nave de línea", base: "Base" });
  assert.deepEqual(en.icons, { A: "attack", R: "resources", F: "Force" });
  assert.deepEqual(es.icons, { A: "de Ataque", R: "recursos", F: "de Fuerza" });
});

Deno.test("a side is named with its article and its verb agrees with it (Los Rebeldes destruyeron)", () => {
  const { en, es } = MESSAGES;
  assert.equal(es.forceWith.rebel, "La Fuerza está con los Rebeldes");
  assert.equal(es.forceWith.empire, "La Fuerza está con el Imperio");
  assert.equal(fmt(es.destroyedBy.rebel, { c: es.none }), "Los Rebeldes destruyeron: ninguna");
  assert.equal(fmt(es.destroyedBy.empire, { c: "Alderaan" }), "El Imperio destruyó: Alderaan");
  assert.equal(en.forceWith.rebel, "The Force is with the Rebels");
  assert.equal(fmt(en.destroyedBy.empire, { c: en.none }), "The Empire destroyed: none");
});

Deno.test("the table page says who the Force is with and what each side destroyed, in good Spanish", async () => {
  const t = await testApp();
  try {
    const g = await seatedGame(t.client, { mode: "beginner", basesToWin: 2 });
    /** The page's visible text (the island's JSON props, which hold every message, removed). */
    const page = async (lang: string) =>
      (await (await t.app.request(`/g/${g.id}?lang=${lang}`)).text()).replace(
        /<script[\s\S]*?<\/script>/g,
        "",
      );
    const moved = await playRandom(t.client, g, 7, (env) => env.view.force !== 3);
    const force = moved.views[0].view.force;
    assert.notEqual(force, 3, "the random game moved the Force");
    const side = force < 3 ? "empire" : "rebel";
    assert.ok((await page("es")).includes(MESSAGES.es.forceWith[side]), MESSAGES.es.forceWith[side]);
    assert.doesNotMatch(await page("es"), /está con (Imperio|Rebeldes)/);
    assert.ok((await page("en")).includes(MESSAGES.en.forceWith[side]));

    const over = await playRandom(t.client, g, 7);
    assert.ok(over.views[0].view.winner >= 0, "the random game ended");
    const es = await page("es");
    assert.match(es, /El Imperio destruyó: /);
    assert.match(es, /Los Rebeldes destruyeron: /);
    assert.doesNotMatch(es, /Rebeldes destruyó|Imperio destruyeron/);
  } finally {
    await t.close();
  }
});

Deno.test("each language names every quick phrase of the chat, and only those (the panel lists the catalog's)", () => {
  for (const t of Object.values(MESSAGES)) {
    assert.deepEqual(Object.keys(t.phrases).sort(), [...QUICK_PHRASES].sort());
  }
  assert.equal(MESSAGES.es.phrases.gg, "Buena partida");
});
