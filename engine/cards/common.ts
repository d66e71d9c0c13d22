/** Effect fragments shared by many cards (rewards and gains). */
import type { Effect } from "./vocabulary.ts";

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
