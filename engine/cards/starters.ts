/** Starter decks (10 per faction) and the Outer Rim Pilot stack, from cards.md §2–3. */
import type { CardDef, Effect } from "./vocabulary.ts";
import { exileSelfTo, gain } from "./common.ts";

const chooseOneOfEach: Effect = {
  choose: [gain({ attack: 1 }), gain({ resources: 1 }), gain({ force: 1 })],
};

function starter(
  id: string,
  en: string,
  es: string,
  faction: "empire" | "rebel",
  copies: number,
  stats: Partial<CardDef>,
): CardDef {
  return {
    id,
    name: { en, es },
    faction,
    type: "unit",
    set: "starter",
    copies,
    cost: 0,
    attack: 0,
    resources: 0,
    force: 0,
    traits: [],
    ...stats,
  };
}

export const STARTERS: CardDef[] = [
  starter("imperial_shuttle", "Imperial Shuttle", "Lanzadera imperial", "empire", 7, {
    resources: 1,
    traits: ["Transport"],
  }),
  starter("stormtrooper", "Stormtrooper", "Soldado de asalto", "empire", 2, {
    attack: 2,
    traits: ["Trooper"],
  }),
  starter("inquisitor", "Inquisitor", "Inquisidor", "empire", 1, { ability: chooseOneOfEach }),
  starter("alliance_shuttle", "Alliance Shuttle", "Lanzadera de la Alianza", "rebel", 7, {
    resources: 1,
    traits: ["Transport"],
  }),
  starter("rebel_trooper", "Rebel Trooper", "Soldado rebelde", "rebel", 2, {
    attack: 2,
    traits: ["Trooper"],
  }),
  starter("temple_guardian", "Temple Guardian", "Guardián del Templo", "rebel", 1, {
    ability: chooseOneOfEach,
  }),
];

export const OUTER_RIM_PILOT: CardDef = {
  id: "outer_rim_pilot",
  name: { en: "Outer Rim Pilot", es: "Piloto del Borde Exterior" },
  faction: "neutral",
  type: "unit",
  set: "pilot",
  copies: 10,
  cost: 2,
  attack: 0,
  resources: 2,
  force: 0,
  traits: [],
  ability: exileSelfTo(gain({ force: 1 })),
};
