/**
 * Generated rules text matches the printed text, in English (rulebook card images, else the 2v2
 * clarification table) and in Spanish (Spanish rulebook card images). Icons are written as words.
 */
import assert from "node:assert/strict";
import { cardDef, CARDS } from "../../engine/cards/catalog.ts";
import { abilityText, rewardText } from "../../engine/text/effect_text.ts";
import { renderIcons } from "../../engine/text/terms.ts";
import { promptText } from "../../engine/text/prompts.ts";
import { logLine } from "../../engine/text/log.ts";
import { duel, teams } from "../support/cast.ts";
import { undoLine } from "../../engine/text/undo_line.ts";

/** Printed text with icons as words. [ability, reward]. */
const PRINTED_EN: Record<string, [string, string?]> = {
  // rulebook.en.txt card images
  tie_fighter: ["If you have a capital ship in play, draw 1 card.", "Gain 1 resource."],
  y_wing: [
    "Exile this card to deal 2 damage to your opponent's base or a capital ship they have in play.",
    "Gain 1 resource.",
  ],
  scout_trooper: [
    "Reveal the top card of the galaxy deck: If it is an Empire card, gain 1 Force. If it is an enemy card, discard it.",
    "Exile 1 card from your hand or discard pile.",
  ],
  duros_spy: [
    "Your opponent must choose: Either they discard 1 card from their hand, or you gain 1 Force.",
    "Exile 1 card from your hand or discard pile.",
  ],
  u_wing: ["If the Force is with you, repair 3 damage from your base.", "Gain 4 resources."],
  // The printed pilot names itself where other cards say "this card".
  outer_rim_pilot: ["Exile this card to gain 1 Force."],
  jabba_the_hutt: ["Exile 1 card from your hand to draw 1 card (2 cards instead if the Force is with you)."],
  princess_leia: [
    "Purchase a Rebel card from the galaxy row for free. If the Force is with you, place that card on top of your deck.",
    "Gain 3 resources and 3 Force.",
  ],
  imperial_carrier: ["While Imperial Carrier is in play, each of your Fighter units gains 1 attack."],
  jedha: [
    "While Jedha is your base, add the first neutral card you purchase each turn to your hand. You must exile that card at the end of your turn.",
  ],
  coruscant: [
    "When your turn begins, look at the top 2 cards of the galaxy deck. Place one on top of the deck and discard the other.",
  ],
  lothal: ["Begin the game with this base in play."],
  dantooine: ["Begin the game with this base in play."],
  ig_88: ["When IG-88 defeats a target in the galaxy row, exile 1 card from your hand or discard pile."],
  grand_moff_tarkin: [
    "Add an Empire card from the galaxy row to your hand. You must exile that card at the end of your turn.",
    "Gain 3 resources and 3 Force.",
  ],
  luke_skywalker: [
    "If the Force is with you, destroy a capital ship your opponent has in play.",
    "Gain 4 resources and 4 Force.",
  ],
  rebel_commando: [
    "Your opponent discards 1 card from their hand (at random if the Force is with you).",
    "Gain 2 Force.",
  ],
  corellia: [
    "When you reveal this base, purchase an Empire or neutral card from the galaxy row for free and add it to your hand.",
  ],
  cassian_andor: [
    "When Cassian Andor defeats a target in the galaxy row, your opponent discards 1 card from their hand.",
    "Gain 3 resources and 2 Force.",
  ],
  dengar: ["When Dengar defeats a target in the galaxy row, gain 2 resources."],
  nebulon_b_frigate: ["Choose: Repair 3 damage from your base, or gain 3 resources."],
  director_krennic: [
    "Draw 1 card (2 cards instead if your base is the Death Star).",
    "Gain 3 resources and 2 Force.",
  ],
  x_wing: ["If the Force is with you, draw 1 card.", "Gain 3 resources."],
  snowspeeder: [
    "Your opponent discards 1 card from their hand.",
    "Exile 1 card from your hand or discard pile.",
  ],
  baze_malbus: [
    "Baze Malbus gains 1 attack for each Rebel base in your opponent's victory pile.",
    "Gain 1 Force.",
  ],
  rodian_gunslinger: ["Rodian Gunslinger gains 2 attack while attacking a target in the galaxy row."],
  kel_dor_mystic: ["Exile this card to exile 1 card from your hand or discard pile."],
  hoth: ["While Hoth is your base, prevent the first 2 damage dealt to Hoth each turn."],
  c_roc_cruiser: ["Discard 1 card from your hand to repair 3 damage from your base."],
  hammerhead_corvette: [
    "Exile this card to destroy a capital ship your opponent has in play, or an enemy capital ship in the galaxy row.",
  ],
  endor: ["While Endor is your base, each of your Trooper and Vehicle units gains 1 attack."],
  quarren_mercenary: [
    "When you purchase this card, exile 1 card from your hand or discard pile (up to 2 cards instead if the Force is with you).",
  ],
  b_wing: [
    "Your opponent must choose: Either they discard 1 card from their hand, or B-Wing gains 2 attack.",
    "Exile up to 2 cards from your hand or discard pile.",
  ],
  star_destroyer: [""],
  mon_calamari_cruiser: [""],
  blockade_runner: [""],
  imperial_shuttle: [""],
  stormtrooper: [""],
  rebel_trooper: [""],
  // multiplayer-2v2.en.txt clarification table ("this unit" → "this card"; "When you reveal X" → "this base")
  admiral_piett: ["While Admiral Piett is in play, each of your capital ships gains 1 attack."],
  at_at: ["Add a Trooper from your discard pile to your hand."],
  bespin: ["When you play a neutral card for the first time each turn, draw 1 card."],
  kafrene: ["When you play a neutral card for the first time each turn, draw 1 card."],
  chewbacca: ["If you have another unique unit in play, draw 1 card."],
  dagobah: ["When you reveal this base, exile up to 3 cards from your hand or discard pile."],
  kessel: ["When you reveal this base, exile up to 3 cards from your hand or discard pile."],
  death_star: [
    "Spend 4 attack to destroy a capital ship your opponent has in play or a capital ship in the galaxy row.",
  ],
  general_veers: ["If you have a Trooper or Vehicle in play, draw 1 card."],
  gozanti_cruiser: ["Discard 1 card from your hand to draw 1 card."],
  han_solo: ["Draw 1 card (2 cards instead if you have the Millennium Falcon in play)."],
  hwk_290: ["Exile this card to repair 4 damage from your base."],
  jabbas_sail_barge: ["Add a Bounty Hunter from your discard pile to your hand."],
  landing_craft: ["Choose: Gain 4 resources, or repair 4 damage from your base."],
  millennium_falcon: ["Add a unique unit from your discard pile to your hand."],
  mon_cala: [
    "When you reveal this base, purchase a Rebel or neutral card from the galaxy row for free and add it to your hand.",
  ],
  ord_mantell: [
    "While Ord Mantell is your base, you can bounty hunt 1 neutral unit in the galaxy row each turn, using its cost as its target value. If you defeat that card, gain resources equal to its cost.",
  ],
  rebel_transport: ["Choose: Repair 2 damage from your base, or gain 1 resource."],
  rodia: [
    "When you reveal this base, deal 1 damage to the enemy base for each enemy card in the galaxy row. Then discard each of those cards from the galaxy row.",
  ],
  sullust: ["While Sullust is your base, place the first card you purchase each turn on top of your deck."],
  tatooine: [
    "When you reveal this base, swap a card in the galaxy row with a Rebel card from the galaxy discard pile and gain 1 resource.",
  ],
  twilek_smuggler: ["Put the next card you purchase this turn on top of your deck."],
  yavin_4: [
    "When your opponent discards a card from their hand during your turn, deal 2 damage to their base.",
  ],
  z95_headhunter: ["If your opponent has a capital ship in play, draw 1 card."],
};

/** Spanish rulebook card images (icons as words). */
const PRINTED_ES: Record<string, [string, string?]> = {
  scout_trooper: [
    "Muestra la primera carta del mazo de la galaxia. Si es una carta Imperial, ganas 1 de Fuerza. Si es una carta enemiga, descártala.",
    "Exilia 1 carta de tu mano o tu pila de descartes.",
  ],
  y_wing: [
    "Exilia esta unidad para infligir 2 de daño a la base de tu adversario o a una nave de línea que tenga en juego.",
    "Ganas 1 recurso.",
  ],
  princess_leia: [
    "Adquiere gratis una carta Rebelde de la fila de la galaxia. Si la Fuerza te acompaña, coloca esa carta en la parte superior de tu mazo.",
    "Ganas 3 recursos y 3 de Fuerza.",
  ],
  imperial_carrier: [
    "Mientras el Portacazas imperial esté en juego, todas tus unidades Caza ganan 1 de Ataque.",
  ],
  duros_spy: [
    "Tu adversario debe elegir una opción: descartar 1 carta de su mano, o bien que tú ganes 1 de Fuerza.",
    "Exilia 1 carta de tu mano o tu pila de descartes.",
  ],
  u_wing: ["Si la Fuerza te acompaña, repara 3 de daño a tu base.", "Ganas 4 recursos."],
  tie_fighter: ["Si tienes una nave de línea en juego, roba 1 carta.", "Ganas 1 recurso."],
  luke_skywalker: [
    "Si la Fuerza te acompaña, destruye una nave de línea que tu adversario tenga en juego.",
    "Ganas 4 recursos y 4 de Fuerza.",
  ],
  rebel_commando: [
    "Tu adversario descarta 1 carta de su mano (al azar si la Fuerza te acompaña).",
    "Ganas 2 de Fuerza.",
  ],
  corellia: [
    "Cuando muestres Corellia, adquiere gratis una carta Imperial o neutral de la fila de la galaxia y añádela a tu mano.",
  ],
  cassian_andor: [
    "Cuando Cassian Andor derrote a un objetivo que esté en la fila de la galaxia, tu adversario descarta 1 carta de su mano.",
    "Ganas 3 recursos y 2 de Fuerza.",
  ],
  dengar: ["Cuando Dengar derrote a un objetivo que esté en la fila de la galaxia, ganas 2 recursos."],
  jabba_the_hutt: ["Exilia 1 carta de tu mano para robar 1 carta (2 cartas si la Fuerza te acompaña)."],
  kel_dor_mystic: ["Exilia esta unidad para exiliar 1 carta de tu mano o tu pila de descartes."],
  rodian_gunslinger: [
    "Esta unidad gana 2 de Ataque mientras esté atacando a un objetivo situado en la fila de la galaxia.",
  ],
  outer_rim_pilot: ["Exilia esta unidad para ganar 1 de Fuerza."],
  director_krennic: ["Roba 1 carta (2 cartas si tu base es la Estrella de la Muerte)."],
  x_wing: ["Si la Fuerza te acompaña, roba 1 carta.", "Ganas 3 recursos."],
  c_roc_cruiser: ["Descarta 1 carta de tu mano para reparar 3 de daño a tu base."],
  hammerhead_corvette: [
    "Exilia esta nave de línea para destruir una nave de línea que tu adversario tenga en juego, o bien una nave de línea enemiga que esté en la fila de la galaxia.",
  ],
  hoth: [
    "Mientras Hoth sea tu base, evita los 2 primeros puntos de daño que se inflijan a Hoth en cada turno.",
  ],
  quarren_mercenary: [
    "Cuando adquieras esta unidad, exilia 1 carta de tu mano o tu pila de descartes (hasta 2 cartas si la Fuerza te acompaña).",
  ],
  endor: ["Mientras Endor sea tu base, todas tus unidades Soldado y Vehículo ganan 1 de Ataque."],
};

for (const [lang, table] of [["en", PRINTED_EN], ["es", PRINTED_ES]] as const) {
  Deno.test(`generated ${lang === "en" ? "English" : "Spanish"} card text matches the printed text`, () => {
    for (const [id, [ability, reward]] of Object.entries(table)) {
      const d = cardDef(id);
      assert.equal(renderIcons(abilityText(d, lang), lang), ability, `${id} ability`);
      if (reward !== undefined) assert.equal(renderIcons(rewardText(d, lang), lang), reward, `${id} reward`);
    }
  });
}

Deno.test("every card with an ability or reward has generated text in both languages", () => {
  for (const d of CARDS) {
    const has = !!(d.ability || d.triggers || d.statics || d.startingBase);
    for (const lang of ["en", "es"] as const) {
      const a = abilityText(d, lang);
      assert.equal(a.length > 0, has, `${d.id} ${lang}`);
      assert.ok(!/undefined|\{[ARF]\}.*\{[ARF]\}\{|NaN/.test(a), `${d.id} ${lang}: ${a}`);
      assert.equal(rewardText(d, lang).length > 0, !!d.reward, `${d.id} ${lang} reward`);
    }
  }
});

Deno.test("prompts and log lines come from the same generator, in both languages", () => {
  const landing = {
    purpose: "choose",
    src: -1,
    srcName: "landing_craft",
    options: (cardDef("landing_craft").ability as { choose: unknown[] }).choose.map((effect) => ({ effect })),
  } as never;
  assert.deepEqual(promptText(landing, "en").options, [
    "Gain 4 resources.",
    "Repair 4 damage from your base.",
  ]);
  assert.deepEqual(promptText(landing, "es").options, ["Ganas 4 recursos.", "Repara 4 de daño a tu base."]);
  const reward = promptText({ purpose: "reward", src: -1, srcName: "director_krennic" }, "en");
  assert.match(reward.title, /Director Krennic.*Gain 3 resources and 2 Force\./);
  assert.equal(
    logLine({ k: "play", seat: 0, card: 0, resources: 0, force: 0 }, 0, duel(), "en"),
    "You play TIE Fighter.",
  );
  assert.equal(
    logLine({ k: "play", seat: 0, card: 0, resources: 0, force: 0 }, 1, duel(), "es"),
    "El jugador Imperial juega Caza TIE.",
  );
  assert.equal(
    logLine({ k: "draw", seat: 1, from: "deck", n: 2, hidden: true }, 0, duel(), "en"),
    "The Rebel player draws 2 cards.",
  );
  // A game against the computer names its seat; Spanish contracts "de el" to "del".
  assert.equal(
    logLine({ k: "draw", seat: 1, from: "deck", n: 2, hidden: true }, 0, duel(1), "en"),
    "The computer draws 2 cards.",
  );
  assert.equal(
    logLine({ k: "draw", seat: 1, from: "deck", n: 1, hidden: true }, 0, duel(1), "es"),
    "El ordenador roba 1 carta.",
  );
  assert.equal(logLine({ k: "turn", seat: 1, n: 4 }, 0, duel(1), "es"), "Turno 4: turno del ordenador.");
  assert.equal(
    logLine({ k: "turn", seat: 0, n: 3 }, 1, duel(), "es"),
    "Turno 3: turno del jugador imperial.",
  );
  assert.equal(logLine({ k: "turn", seat: 0, n: 3 }, 1, duel(0), "en"), "Turn 3: the Empire's turn.");
});

Deno.test("Spanish log lines drop the pronoun of the viewer: the verb in the second person opens the line", () => {
  const es = (e: Parameters<typeof logLine>[0], viewer: number, computer?: number) =>
    logLine(e, viewer, duel(computer), "es");
  assert.equal(
    es({ k: "play", seat: 0, card: 0, resources: 1, force: 0 }, 0),
    "Juegas Caza TIE (1 recurso).",
  );
  assert.equal(es({ k: "win", seat: 1 }, 1), "¡Ganas la partida!");
  assert.equal(es({ k: "draw", seat: 0, from: "deck", n: 2, hidden: true }, 0), "Robas 2 cartas.");
  assert.equal(es({ k: "endTurn", seat: 1 }, 1), "Terminas el turno.");
  assert.equal(es({ k: "win", seat: 1 }, 0, 1), "¡El ordenador gana la partida!");
  assert.equal(
    es({ k: "play", seat: 0, card: 0, resources: 0, force: 0 }, 1),
    "El jugador Imperial juega Caza TIE.",
  );
  assert.equal(
    es({ k: "nextPurchase", seat: 0, src: 3 }, 0),
    "La próxima carta que adquieras este turno irá encima de tu mazo.",
  );
  assert.equal(
    es({ k: "nextPurchase", seat: 1, src: 3 }, 0),
    "La próxima carta que adquiera el jugador rebelde este turno irá encima de su mazo.",
  );
  // No line of either viewer's log names the viewer with "Tú".
  const kinds = [
    { k: "shuffle", seat: 0 },
    { k: "purchase", seat: 0, card: 3, free: false },
    { k: "attack", seat: 0, target: -1, n: 4 },
    { k: "repair", seat: 0, n: 2 },
    { k: "forceBonus", seat: 0 },
    { k: "exile", seat: 0, card: 3 },
    { k: "spendAttack", seat: 0, card: 3 },
  ] as Parameters<typeof logLine>[0][];
  for (const e of kinds) {
    const line = es(e, 0)!;
    assert.doesNotMatch(line, /\bTú\b/, line);
    assert.match(line, /^[A-ZÁÉÍÓÚÑ¡]/, line);
  }
});

Deno.test("2v2 log lines tell the four seats apart: you, your teammate, and each opponent by side and region", () => {
  const T = teams();
  const draw = (seat: number) => ({ k: "draw", seat, from: "deck", n: 1, hidden: true }) as const;
  assert.equal(logLine(draw(0), 0, T, "en"), "You draw 1 card.");
  assert.equal(logLine(draw(2), 0, T, "en"), "Your teammate draws 1 card.");
  assert.equal(logLine(draw(1), 0, T, "en"), "The Rebel player in region 1 draws 1 card.");
  assert.equal(logLine(draw(3), 0, T, "en"), "The Rebel player in region 2 draws 1 card.");
  assert.equal(logLine(draw(3), 0, teams([3]), "en"), "The Rebel computer in region 2 draws 1 card.");
  assert.equal(logLine(draw(2), -1, T, "en"), "The Empire player in region 2 draws 1 card.");
  assert.equal(logLine(draw(2), 0, T, "es"), "Tu compañero roba 1 carta.");
  assert.equal(logLine(draw(3), 0, T, "es"), "El jugador Rebelde de la región 2 roba 1 carta.");
  assert.equal(logLine(draw(1), 2, teams([1]), "es"), "El ordenador Rebelde de la región 1 roba 1 carta.");
  // The team turn belongs to both teammates.
  const turn = { k: "turn", seat: 0, n: 5 } as const;
  assert.equal(logLine(turn, 0, T, "en"), "Turn 5: your team's turn.");
  assert.equal(logLine(turn, 2, T, "en"), "Turn 5: your team's turn.");
  assert.equal(logLine(turn, 1, T, "en"), "Turn 5: the Empire's turn.");
  assert.equal(logLine(turn, 2, T, "es"), "Turno 5: turno de tu equipo.");
  assert.equal(logLine(turn, 3, T, "es"), "Turno 5: turno del equipo imperial.");
  assert.equal(undoLine(2, 0, T, "en"), "Your teammate takes back their last move.");
  assert.equal(undoLine(1, 3, T, "es"), "Tu compañero deshace su última jugada.");
  assert.equal(undoLine(1, 2, T, "es"), "El jugador Rebelde de la región 1 deshace su última jugada.");
});
