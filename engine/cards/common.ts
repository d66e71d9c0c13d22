/** Effect fragments shared by many cards (rewards and gains). */
import type { CardDef, Effect } from "./vocabulary.ts";

/** Gain attack, resources and/or Force. */
export function gain(g: { attack?: number; resources?: number; force?: number }): Effect {
  return { gain: g };
}

/** "Exile 1 card from your hand or discard pile." */
export const exileOne: Effect = { exile: { from: ["hand", "discard"], n: 1 } };

/** "Exile up to N cards from your hand or discard pile." */
export function exileUpTo(n: number): Effect {
  return { exile: { from: ["hand", "discard"], n, upTo: true } };
}

/** "Exile this card to …" as the cost of an ability. */
export function exileSelfTo(then: Effect): Effect {
  return { cost: { exile: { from: "self" } }, then };
}

/** What a galaxy card prints beyond its name: stats left out are 0 (traits: none). */
export type GalaxySpec =
  & Omit<CardDef, "id" | "name" | "faction" | "type" | "set" | "attack" | "resources" | "force" | "traits">
  & Partial<Pick<CardDef, "attack" | "resources" | "force" | "traits">>;

/** Builders of one faction's galaxy cards: `unit(id, english name, spanish name, spec)`, `ship(…)`. */
export function galaxyCards(faction: CardDef["faction"]) {
  const card =
    (type: "unit" | "ship") => (id: string, en: string, es: string, spec: GalaxySpec): CardDef => ({
      id,
      name: { en, es },
      faction,
      type,
      set: "galaxy",
      attack: 0,
      resources: 0,
      force: 0,
      traits: [],
      ...spec,
    });
  return { unit: card("unit"), ship: card("ship") };
}
