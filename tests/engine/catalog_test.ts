/** The card corpus matches the fact table (cards.md, copied here as data): counts, stats, traits, bases. */
import assert from "node:assert/strict";
import { CARDS, SET_SIZE, TABLE } from "../../engine/cards/catalog.ts";

// id, faction, type, copies, cost, attack, resources, force, hit points, target value, traits, unique, starting base, beginner base
type Row = [
  string,
  string,
  string,
  number,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  string[],
  boolean,
  boolean,
  boolean,
];

const FACTS: Row[] = [
  ["tie_fighter", "empire", "unit", 3, 1, 2, 0, 0, null, 1, ["Fighter"], false, false, false],
  ["tie_bomber", "empire", "unit", 2, 2, 2, 0, 0, null, 2, ["Fighter"], false, false, false],
  ["scout_trooper", "empire", "unit", 2, 2, 0, 2, 0, null, 2, ["Trooper"], false, false, false],
  ["death_trooper", "empire", "unit", 2, 3, 3, 0, 0, null, 3, ["Trooper"], false, false, false],
  ["tie_interceptor", "empire", "unit", 2, 3, 3, 0, 0, null, 3, ["Fighter"], false, false, false],
  ["at_st", "empire", "unit", 2, 4, 4, 0, 0, null, 4, ["Vehicle"], false, false, false],
  ["landing_craft", "empire", "unit", 2, 4, 0, 0, 0, null, 4, ["Transport"], false, false, false],
  ["at_at", "empire", "unit", 1, 6, 6, 0, 0, null, 6, ["Vehicle"], false, false, false],
  ["admiral_piett", "empire", "unit", 1, 2, 0, 2, 0, null, 2, ["Officer"], true, false, false],
  ["general_veers", "empire", "unit", 1, 4, 4, 0, 0, null, 4, ["Officer"], true, false, false],
  ["moff_jerjerrod", "empire", "unit", 1, 4, 2, 2, 0, null, 4, ["Officer"], true, false, false],
  ["boba_fett", "empire", "unit", 1, 5, 5, 0, 0, null, 5, ["BountyHunter"], true, false, false],
  ["director_krennic", "empire", "unit", 1, 5, 3, 2, 0, null, 5, ["Officer"], true, false, false],
  ["grand_moff_tarkin", "empire", "unit", 1, 6, 2, 2, 2, null, 6, ["Officer"], true, false, false],
  ["darth_vader", "empire", "unit", 1, 8, 6, 0, 2, null, 8, ["Sith"], true, false, false],
  ["gozanti_cruiser", "empire", "ship", 3, 3, 0, 2, 0, 3, null, [], false, false, false],
  ["imperial_carrier", "empire", "ship", 2, 5, 0, 3, 0, 5, null, [], false, false, false],
  ["star_destroyer", "empire", "ship", 2, 7, 4, 0, 0, 7, null, [], false, false, false],
  ["y_wing", "rebel", "unit", 2, 1, 2, 0, 0, null, 1, ["Fighter"], false, false, false],
  ["snowspeeder", "rebel", "unit", 2, 2, 2, 0, 0, null, 2, ["Vehicle"], false, false, false],
  ["duros_spy", "rebel", "unit", 2, 2, 0, 2, 0, null, 2, ["Trooper"], false, false, false],
  ["rebel_commando", "rebel", "unit", 2, 3, 3, 0, 0, null, 3, ["Trooper"], false, false, false],
  ["x_wing", "rebel", "unit", 3, 3, 3, 0, 0, null, 3, ["Fighter"], false, false, false],
  ["u_wing", "rebel", "unit", 2, 4, 0, 3, 0, null, 4, ["Transport"], false, false, false],
  ["b_wing", "rebel", "unit", 2, 5, 5, 0, 0, null, 5, ["Fighter"], false, false, false],
  ["baze_malbus", "rebel", "unit", 1, 2, 2, 0, 0, null, 2, ["Trooper"], true, false, false],
  ["chirrut_imwe", "rebel", "unit", 1, 3, 0, 0, 2, null, 3, ["Trooper"], true, false, false],
  ["jyn_erso", "rebel", "unit", 1, 4, 4, 0, 0, null, 4, ["Scoundrel"], true, false, false],
  ["chewbacca", "rebel", "unit", 1, 4, 5, 0, 0, null, 4, ["Scoundrel"], true, false, false],
  ["han_solo", "rebel", "unit", 1, 5, 3, 2, 0, null, 5, ["Scoundrel"], true, false, false],
  ["cassian_andor", "rebel", "unit", 1, 5, 5, 0, 0, null, 5, ["Trooper"], true, false, false],
  ["princess_leia", "rebel", "unit", 1, 6, 2, 2, 2, null, 6, ["Officer"], true, false, false],
  ["millennium_falcon", "rebel", "unit", 1, 7, 5, 2, 0, null, 7, ["Transport"], true, false, false],
  ["luke_skywalker", "rebel", "unit", 1, 8, 6, 0, 2, null, 8, ["Jedi"], true, false, false],
  ["rebel_transport", "rebel", "ship", 2, 2, 0, 0, 0, 2, null, [], false, false, false],
  ["hammerhead_corvette", "rebel", "ship", 2, 4, 0, 2, 0, 4, null, [], false, false, false],
  ["mon_calamari_cruiser", "rebel", "ship", 2, 6, 3, 0, 0, 6, null, [], false, false, false],
  ["z95_headhunter", "neutral", "unit", 2, 1, 2, 0, 0, null, null, ["Fighter"], false, false, false],
  ["jawa_scavenger", "neutral", "unit", 2, 1, 0, 2, 0, null, null, [], false, false, false],
  ["rodian_gunslinger", "neutral", "unit", 2, 2, 2, 0, 0, null, null, ["BountyHunter"], false, false, false],
  ["kel_dor_mystic", "neutral", "unit", 2, 2, 0, 0, 2, null, null, [], false, false, false],
  ["lobot", "neutral", "unit", 1, 3, 0, 0, 0, null, null, ["Officer"], true, false, false],
  ["bossk", "neutral", "unit", 1, 3, 3, 0, 0, null, null, ["BountyHunter"], true, false, false],
  ["fang_fighter", "neutral", "unit", 2, 3, 3, 0, 0, null, null, ["Fighter"], false, false, false],
  ["twilek_smuggler", "neutral", "unit", 2, 3, 0, 3, 0, null, null, ["Scoundrel"], false, false, false],
  ["dengar", "neutral", "unit", 1, 4, 4, 0, 0, null, null, ["BountyHunter"], true, false, false],
  ["quarren_mercenary", "neutral", "unit", 2, 4, 4, 0, 0, null, null, ["Trooper"], false, false, false],
  ["hwk_290", "neutral", "unit", 2, 4, 0, 4, 0, null, null, ["Transport"], false, false, false],
  ["ig_88", "neutral", "unit", 1, 5, 5, 0, 0, null, null, ["BountyHunter", "Droid"], true, false, false],
  ["lando_calrissian", "neutral", "unit", 1, 6, 3, 3, 0, null, null, ["Scoundrel"], true, false, false],
  ["jabbas_sail_barge", "neutral", "unit", 1, 7, 4, 3, 0, null, null, ["Vehicle"], true, false, false],
  ["jabba_the_hutt", "neutral", "unit", 1, 8, 2, 2, 2, null, null, ["Scoundrel"], true, false, false],
  ["c_roc_cruiser", "neutral", "ship", 2, 3, 0, 1, 0, 3, null, [], false, false, false],
  ["blockade_runner", "neutral", "ship", 3, 4, 1, 1, 0, 4, null, [], false, false, false],
  ["nebulon_b_frigate", "neutral", "ship", 2, 5, 0, 0, 0, 5, null, [], false, false, false],
  ["imperial_shuttle", "empire", "unit", 7, 0, 0, 1, 0, null, null, ["Transport"], false, false, false],
  ["stormtrooper", "empire", "unit", 2, 0, 2, 0, 0, null, null, ["Trooper"], false, false, false],
  ["inquisitor", "empire", "unit", 1, 0, 0, 0, 0, null, null, [], false, false, false],
  ["alliance_shuttle", "rebel", "unit", 7, 0, 0, 1, 0, null, null, ["Transport"], false, false, false],
  ["rebel_trooper", "rebel", "unit", 2, 0, 2, 0, 0, null, null, ["Trooper"], false, false, false],
  ["temple_guardian", "rebel", "unit", 1, 0, 0, 0, 0, null, null, [], false, false, false],
  ["outer_rim_pilot", "neutral", "unit", 10, 2, 0, 2, 0, null, null, [], false, false, false],
  ["lothal", "empire", "base", 1, null, null, null, null, 8, null, [], false, true, true],
  ["corellia", "empire", "base", 1, null, null, null, null, 10, null, [], false, false, true],
  ["kessel", "empire", "base", 1, null, null, null, null, 12, null, [], false, false, false],
  ["mustafar", "empire", "base", 1, null, null, null, null, 14, null, [], false, false, false],
  ["kafrene", "empire", "base", 1, null, null, null, null, 14, null, [], false, false, false],
  ["ord_mantell", "empire", "base", 1, null, null, null, null, 14, null, [], false, false, false],
  ["coruscant", "empire", "base", 1, null, null, null, null, 16, null, [], false, false, true],
  ["death_star", "empire", "base", 1, null, null, null, null, 16, null, [], false, false, true],
  ["endor", "empire", "base", 1, null, null, null, null, 16, null, [], false, false, true],
  ["rodia", "empire", "base", 1, null, null, null, null, 16, null, [], false, false, false],
  ["dantooine", "rebel", "base", 1, null, null, null, null, 8, null, [], false, true, true],
  ["mon_cala", "rebel", "base", 1, null, null, null, null, 10, null, [], false, false, true],
  ["dagobah", "rebel", "base", 1, null, null, null, null, 12, null, [], false, false, false],
  ["bespin", "rebel", "base", 1, null, null, null, null, 14, null, [], false, false, false],
  ["alderaan", "rebel", "base", 1, null, null, null, null, 14, null, [], false, false, false],
  ["hoth", "rebel", "base", 1, null, null, null, null, 14, null, [], false, false, true],
  ["jedha", "rebel", "base", 1, null, null, null, null, 14, null, [], false, false, false],
  ["tatooine", "rebel", "base", 1, null, null, null, null, 16, null, [], false, false, false],
  ["sullust", "rebel", "base", 1, null, null, null, null, 16, null, [], false, false, true],
  ["yavin_4", "rebel", "base", 1, null, null, null, null, 16, null, [], false, false, true],
];

Deno.test("the catalog has exactly the 82 cards of the fact table, with the same stats", () => {
  assert.equal(CARDS.length, FACTS.length);
  for (
    const [
      id,
      faction,
      type,
      copies,
      cost,
      attack,
      resources,
      force,
      hp,
      target,
      traits,
      unique,
      start,
      beginner,
    ] of FACTS
  ) {
    const d = CARDS.find((c) => c.id === id);
    assert.ok(d, `missing ${id}`);
    const got = [
      d.faction,
      d.type,
      d.copies,
      type === "base" ? null : d.cost,
      type === "base" ? null : d.attack,
      type === "base" ? null : d.resources,
      type === "base" ? null : d.force,
      d.hitPoints ?? null,
      d.targetValue ?? null,
      d.traits,
      !!d.unique,
      !!d.startingBase,
      !!d.beginner,
    ];
    assert.deepEqual(got, [
      faction,
      type,
      copies,
      cost,
      attack,
      resources,
      force,
      hp,
      target,
      traits,
      unique,
      start,
      beginner,
    ], id);
  }
});

Deno.test("instances: each copy of the game has 90 galaxy cards (30 per faction), 10 + 10 starters, 10 pilots, 20 bases", () => {
  assert.equal(TABLE.def.length, SET_SIZE * TABLE.sets.length);
  TABLE.sets.forEach((set, k) => {
    const inCopy = (ids: number[]) => ids.every((c) => c >= k * SET_SIZE && c < (k + 1) * SET_SIZE);
    assert.ok(
      inCopy([
        ...set.galaxy,
        ...set.starters.empire,
        ...set.starters.rebel,
        ...set.pilots,
        ...set.bases.empire,
        ...set.bases.rebel,
      ]),
    );
    assert.equal(set.galaxy.length, 90);
    for (const f of ["empire", "rebel", "neutral"]) {
      assert.equal(set.galaxy.filter((c) => TABLE.def[c].faction === f).length, 30, f);
    }
    assert.equal(new Set(set.galaxy.map((c) => TABLE.def[c].id)).size, 55);
    assert.equal(set.starters.empire.length, 10);
    assert.equal(set.starters.rebel.length, 10);
    assert.equal(set.pilots.length, 10);
    assert.equal(set.bases.empire.length, 10);
    assert.equal(set.bases.rebel.length, 10);
    assert.equal(SET_SIZE, 140);
    const starterNames = (f: "empire" | "rebel") =>
      set.starters[f].map((c) => TABLE.def[c].id).sort().join(",");
    assert.equal(
      starterNames("empire"),
      "imperial_shuttle,imperial_shuttle,imperial_shuttle,imperial_shuttle,imperial_shuttle,imperial_shuttle,imperial_shuttle,inquisitor,stormtrooper,stormtrooper",
    );
    assert.equal(
      starterNames("rebel"),
      "alliance_shuttle,alliance_shuttle,alliance_shuttle,alliance_shuttle,alliance_shuttle,alliance_shuttle,alliance_shuttle,rebel_trooper,rebel_trooper,temple_guardian",
    );
    for (const f of ["empire", "rebel"] as const) {
      const beginner = set.bases[f].filter((b) => TABLE.def[b].beginner);
      assert.equal(beginner.length, 5, `${f} beginner bases`);
      assert.equal(set.bases[f].filter((b) => TABLE.def[b].startingBase).length, 1);
    }
  });
});

Deno.test("target value equals cost for every Empire and Rebel unit; neutral cards and capital ships have none", () => {
  for (const d of CARDS.filter((c) => c.set === "galaxy")) {
    if (d.type === "unit" && d.faction !== "neutral") assert.equal(d.targetValue, d.cost, d.id);
    else assert.equal(d.targetValue, undefined, d.id);
    if (d.type === "unit" && d.faction !== "neutral") assert.ok(d.reward, `${d.id} has a reward`);
    else assert.equal(d.reward, undefined, d.id);
  }
});

Deno.test("every card has a Spanish name, and the Spanish rulebook's names are used", () => {
  const fromRulebook: Record<string, string> = {
    tie_fighter: "Caza TIE",
    scout_trooper: "Soldado explorador",
    imperial_carrier: "Portacazas imperial",
    star_destroyer: "Destructor estelar",
    y_wing: "Ala-Y",
    x_wing: "Ala-X",
    u_wing: "Ala-U",
    b_wing: "Ala-B",
    snowspeeder: "Deslizador de nieve",
    duros_spy: "Espía duros",
    rebel_commando: "Comando rebelde",
    princess_leia: "Princesa Leia",
    hammerhead_corvette: "Corbeta cabeza de martillo",
    mon_calamari_cruiser: "Crucero Mon Calamari",
    rodian_gunslinger: "Pistolero rodiano",
    kel_dor_mystic: "Místico kel dor",
    quarren_mercenary: "Mercenario quarren",
    jabba_the_hutt: "Jabba el Hutt",
    c_roc_cruiser: "Crucero C-ROC",
    blockade_runner: "Nave antibloqueo",
    imperial_shuttle: "Lanzadera imperial",
    stormtrooper: "Soldado de asalto",
    inquisitor: "Inquisidor",
    alliance_shuttle: "Lanzadera de la Alianza",
    rebel_trooper: "Soldado rebelde",
    temple_guardian: "Guardián del Templo",
    outer_rim_pilot: "Piloto del Borde Exterior",
    death_star: "Estrella de la Muerte",
    grand_moff_tarkin: "Gran moff Tarkin",
    yavin_4: "Yavin 4",
  };
  for (const d of CARDS) assert.ok(d.name.es.length > 0, d.id);
  for (const [id, es] of Object.entries(fromRulebook)) {
    assert.equal(CARDS.find((c) => c.id === id)!.name.es, es, id);
  }
});
