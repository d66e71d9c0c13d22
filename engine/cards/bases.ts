/** The 20 bases (10 per faction), from cards.md §4; hit points and abilities per docs/rulings.md. */
import type { CardDef, Effect, Static, Trigger } from "./vocabulary.ts";
import { exileUpTo, gain } from "./common.ts";

interface BaseSpec {
  id: string;
  en: string;
  es: string;
  hp: number;
  subtitle?: { en: string; es?: string };
  startingBase?: true;
  beginner?: true;
  ability?: Effect;
  triggers?: Trigger[];
  statics?: Static[];
}

function base(faction: "empire" | "rebel", spec: BaseSpec): CardDef {
  const { id, en, es, hp, ...rest } = spec;
  return {
    id,
    name: { en, es },
    faction,
    type: "base",
    set: "base",
    copies: 1,
    cost: 0,
    attack: 0,
    resources: 0,
    force: 0,
    hitPoints: hp,
    traits: [],
    ...rest,
  };
}

const onReveal = (effect: Effect): Trigger[] => [{ on: "reveal", effect }];
const firstNeutralDraw: Trigger[] = [{ on: "firstNeutralPlayed", effect: { draw: 1 } }];

export const EMPIRE_BASES: CardDef[] = [
  base("empire", {
    id: "lothal",
    en: "Lothal",
    es: "Lothal",
    hp: 8,
    subtitle: { en: "Imperial Outpost", es: "Puesto avanzado imperial" },
    startingBase: true,
    beginner: true,
  }),
  base("empire", {
    id: "corellia",
    en: "Corellia",
    es: "Corellia",
    hp: 10,
    subtitle: { en: "Imperial Shipyards", es: "Astilleros imperiales" },
    beginner: true,
    triggers: onReveal({
      purchase: { from: "row", filter: { faction: "ownOrNeutral" }, free: true, to: "hand" },
    }),
  }),
  base("empire", { id: "kessel", en: "Kessel", es: "Kessel", hp: 12, triggers: onReveal(exileUpTo(3)) }),
  base("empire", {
    id: "mustafar",
    en: "Mustafar",
    es: "Mustafar",
    hp: 14,
    triggers: onReveal(gain({ force: 4 })),
  }),
  base("empire", { id: "kafrene", en: "Kafrene", es: "Kafrene", hp: 14, triggers: firstNeutralDraw }),
  base("empire", {
    id: "ord_mantell",
    en: "Ord Mantell",
    es: "Ord Mantell",
    hp: 14,
    statics: [{ bountyNeutral: true }],
  }),
  base("empire", {
    id: "coruscant",
    en: "Coruscant",
    es: "Coruscant",
    hp: 16,
    subtitle: { en: "Galactic Rule" },
    beginner: true,
    triggers: [{ on: "turnStart", effect: { look: { galaxyTop: 2, keep: 1 } } }],
  }),
  base("empire", {
    id: "death_star",
    en: "Death Star",
    es: "Estrella de la Muerte",
    hp: 16,
    beginner: true,
    ability: { cost: { spendAttack: 4 }, then: { destroy: { ship: ["opponent", "row"] } } },
  }),
  base("empire", {
    id: "endor",
    en: "Endor",
    es: "Endor",
    hp: 16,
    subtitle: { en: "Finest Legion", es: "Legión de élite" },
    beginner: true,
    statics: [{ attack: 1, to: { type: "unit", trait: ["Trooper", "Vehicle"] } }],
  }),
  base("empire", {
    id: "rodia",
    en: "Rodia",
    es: "Rodia",
    hp: 16,
    triggers: onReveal({
      seq: [
        { damage: { count: { row: { faction: "enemy" } } }, to: "base" },
        { discard: { from: "row", filter: { faction: "enemy" }, all: true } },
      ],
    }),
  }),
];

export const REBEL_BASES: CardDef[] = [
  base("rebel", {
    id: "dantooine",
    en: "Dantooine",
    es: "Dantooine",
    hp: 8,
    subtitle: { en: "Rebel Outpost", es: "Puesto avanzado rebelde" },
    startingBase: true,
    beginner: true,
  }),
  base("rebel", {
    id: "mon_cala",
    en: "Mon Cala",
    es: "Mon Cala",
    hp: 10,
    beginner: true,
    triggers: onReveal({
      purchase: { from: "row", filter: { faction: "ownOrNeutral" }, free: true, to: "hand" },
    }),
  }),
  base("rebel", { id: "dagobah", en: "Dagobah", es: "Dagobah", hp: 12, triggers: onReveal(exileUpTo(3)) }),
  base("rebel", { id: "bespin", en: "Bespin", es: "Bespin", hp: 14, triggers: firstNeutralDraw }),
  base("rebel", {
    id: "alderaan",
    en: "Alderaan",
    es: "Alderaan",
    hp: 14,
    triggers: onReveal(gain({ force: 4 })),
  }),
  base("rebel", {
    id: "hoth",
    en: "Hoth",
    es: "Hoth",
    hp: 14,
    subtitle: { en: "Planetary Shield", es: "Escudo planetario" },
    beginner: true,
    statics: [{ preventDamage: 2 }],
  }),
  base("rebel", {
    id: "jedha",
    en: "Jedha",
    es: "Jedha",
    hp: 14,
    subtitle: { en: "Rebel Extremists" },
    statics: [{ purchaseTo: "hand", first: true, filter: { faction: "neutral" }, exileAtEndOfTurn: true }],
  }),
  base("rebel", {
    id: "tatooine",
    en: "Tatooine",
    es: "Tatooine",
    hp: 16,
    triggers: onReveal({
      seq: [{ swap: { a: "galaxyDiscard", filter: { faction: "rebel" } } }, gain({ resources: 1 })],
    }),
  }),
  base("rebel", {
    id: "sullust",
    en: "Sullust",
    es: "Sullust",
    hp: 16,
    beginner: true,
    statics: [{ purchaseTo: "deckTop", first: true }],
  }),
  base("rebel", {
    id: "yavin_4",
    en: "Yavin IV",
    es: "Yavin 4",
    hp: 16,
    beginner: true,
    triggers: [{ on: "opponentDiscard", effect: { damage: 2, to: "base" } }],
  }),
];
