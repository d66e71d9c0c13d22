/** Decision prompts in English (see ../prompts.ts). */
import type { PromptPhrases } from "../prompts.ts";

/** English prompts. */
export const EN_PROMPTS: PromptPhrases = {
  labels: { yes: "Yes", no: "No" },
  pass: "Done",
  titles: {
    choose: ({ name }) => `${name}: choose one.`,
    reward: ({ name, ability }) => `You defeated ${name}. Take its reward? ${ability}`,
    trigger: ({ name, ability }) => `Use the ability of ${name}? ${ability}`,
    jedha: ({ name }) => `Jedha: add ${name} to your hand? You must exile it at the end of your turn.`,
    sullust: ({ name }) => `Sullust: place ${name} on top of your deck (instead of your discard pile)?`,
    exile: ({ name, amount }) =>
      `${name}: exile a card from your hand or discard pile${amount ? ` (${amount} at most)` : ""}.`,
    discardHand: ({ name }) => `${name}: discard a card from your hand.`,
    discardRow: ({ name }) => `${name}: discard a card from the galaxy row.`,
    destroy: ({ name }) => `${name}: choose the capital ship to destroy.`,
    purchase: ({ name }) => `${name}: choose the card to purchase.`,
    move: ({ name }) => `${name}: choose a card.`,
    damageTarget: ({ name }) =>
      `${name}: deal the damage to the enemy base or to one of their capital ships.`,
    swapTop: ({ name }) =>
      `${name}: you may swap the top card of the galaxy deck with a card in the galaxy row.`,
    swapDiscard: ({ name }) => `${name}: choose the card to take from the galaxy discard pile.`,
    swapRow: ({ name }) => `${name}: choose the galaxy row card it replaces.`,
    keep: ({ name }) => `${name}: choose the card to keep on top of the galaxy deck; the other is discarded.`,
    spendAttack: ({ name, amount }) =>
      `${name}: choose cards whose attack you spend (${amount} attack still to pay).`,
    newBase: () => "Your base was destroyed: choose your new base.",
    secretBase: ({ amount }) => `Secret Bases: choose a base for your base deck (${amount} to go).`,
    split: ({ amount }) => `Assign ${amount} damage among the enemy capital ships.`,
    splitBases: ({ amount }) => `Assign ${amount} damage among the enemy bases.`,
    resolver: ({ name }) => `${name}: resolve its ability yourself? (No: your teammate resolves it.)`,
    repair: ({ name }) => `${name}: choose the base to repair (yours or your teammate's).`,
  },
};
