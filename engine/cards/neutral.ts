/** Neutral galaxy cards (18 distinct, 30 copies), from ../shared/rules/cards.md §1.3. */
import type { CardDef } from "./vocabulary.ts";
import { exileOne, exileSelfTo, gain, galaxyCards } from "./common.ts";

const { unit, ship } = galaxyCards("neutral");

export const NEUTRAL: CardDef[] = [
  unit("z95_headhunter", "Z-95 Headhunter", "Cazacabezas Z-95", {
    copies: 2,
    cost: 1,
    attack: 2,
    traits: ["Fighter"],
    ability: { if: { opponentHas: { type: "ship" } }, then: { draw: 1 } },
  }),
  unit("jawa_scavenger", "Jawa Scavenger", "Chatarrero jawa", {
    copies: 2,
    cost: 1,
    resources: 2,
    ability: exileSelfTo({ purchase: { from: "galaxyDiscard" } }),
  }),
  unit("rodian_gunslinger", "Rodian Gunslinger", "Pistolero rodiano", {
    copies: 2,
    cost: 2,
    attack: 2,
    traits: ["BountyHunter"],
    statics: [{ attack: 2, whileAttacking: "row" }],
  }),
  unit("kel_dor_mystic", "Kel Dor Mystic", "Místico kel dor", {
    copies: 2,
    cost: 2,
    force: 2,
    ability: exileSelfTo(exileOne),
  }),
  unit("lobot", "Lobot", "Lobot", {
    copies: 1,
    cost: 3,
    traits: ["Officer"],
    unique: true,
    ability: { choose: [gain({ attack: 2 }), gain({ resources: 2 }), gain({ force: 2 })] },
  }),
  unit("bossk", "Bossk", "Bossk", {
    copies: 1,
    cost: 3,
    attack: 3,
    traits: ["BountyHunter"],
    unique: true,
    triggers: [{ on: "defeat", effect: gain({ force: 1 }) }],
  }),
  unit("fang_fighter", "Fang Fighter", "Caza Colmillo", {
    copies: 2,
    cost: 3,
    attack: 3,
    traits: ["Fighter"],
    triggers: [{
      on: "purchase",
      effect: { seq: [{ move: { from: "self", to: "hand" } }, { if: { force: true }, then: { draw: 1 } }] },
    }],
  }),
  unit("twilek_smuggler", "Twi'lek Smuggler", "Contrabandista twi'lek", {
    copies: 2,
    cost: 3,
    resources: 3,
    traits: ["Scoundrel"],
    ability: { nextPurchase: "deckTop" },
  }),
  unit("dengar", "Dengar", "Dengar", {
    copies: 1,
    cost: 4,
    attack: 4,
    traits: ["BountyHunter"],
    unique: true,
    triggers: [{ on: "defeat", effect: gain({ resources: 2 }) }],
  }),
  unit("quarren_mercenary", "Quarren Mercenary", "Mercenario quarren", {
    copies: 2,
    cost: 4,
    attack: 4,
    traits: ["Trooper"],
    triggers: [{
      on: "purchase",
      effect: { exile: { from: ["hand", "discard"], n: 1, orUpTo: { n: 2, if: { force: true } } } },
    }],
  }),
  unit("hwk_290", "HWK-290", "HWK-290", {
    copies: 2,
    cost: 4,
    resources: 4,
    traits: ["Transport"],
    ability: exileSelfTo({ repair: 4 }),
  }),
  unit("ig_88", "IG-88", "IG-88", {
    copies: 1,
    cost: 5,
    attack: 5,
    traits: ["BountyHunter", "Droid"],
    unique: true,
    triggers: [{ on: "defeat", effect: exileOne }],
  }),
  unit("lando_calrissian", "Lando Calrissian", "Lando Calrissian", {
    copies: 1,
    cost: 6,
    attack: 3,
    resources: 3,
    traits: ["Scoundrel"],
    unique: true,
    ability: {
      seq: [{ draw: 1 }, { if: { force: true }, then: { discard: { from: "opponentHand", n: 1 } } }],
    },
  }),
  unit("jabbas_sail_barge", "Jabba's Sail Barge", "Barcaza velera de Jabba", {
    copies: 1,
    cost: 7,
    attack: 4,
    resources: 3,
    traits: ["Vehicle"],
    unique: true,
    ability: { move: { from: "discard", filter: { trait: ["BountyHunter"] }, to: "hand" } },
  }),
  unit("jabba_the_hutt", "Jabba the Hutt", "Jabba el Hutt", {
    copies: 1,
    cost: 8,
    attack: 2,
    resources: 2,
    force: 2,
    traits: ["Scoundrel"],
    unique: true,
    ability: {
      cost: { exile: { from: ["hand"], n: 1 } },
      then: { draw: { n: 1, instead: 2, if: { force: true } } },
    },
  }),
  ship("c_roc_cruiser", "C-ROC Cruiser", "Crucero C-ROC", {
    copies: 2,
    cost: 3,
    resources: 1,
    hitPoints: 3,
    ability: { cost: { discard: { from: "hand", n: 1 } }, then: { repair: 3 } },
  }),
  ship("blockade_runner", "Blockade Runner", "Nave antibloqueo", {
    copies: 3,
    cost: 4,
    attack: 1,
    resources: 1,
    hitPoints: 4,
  }),
  ship("nebulon_b_frigate", "Nebulon-B Frigate", "Fragata Nebulon-B", {
    copies: 2,
    cost: 5,
    hitPoints: 5,
    ability: { choose: [{ repair: 3 }, gain({ resources: 3 })] },
  }),
];
