/** Decision prompts in English (see ../prompts.ts). */
import type { PromptPhrases } from "../prompts.ts";
import { subject } from "./log.ts";

/** English prompts. */
export const EN_PROMPTS: PromptPhrases = {
  labels: { yes: "Yes", no: "No" },
  pass: "Done",
  damageBases: ({ name }) => `${name}: choose the enemy base to deal the damage to.`,
  titles: {
    choose: ({ name }) => `${name}: choose one.`,
    reward: ({ name, ability }) => `You defeated ${name}. Take its reward? ${ability}`,
    trigger: ({ name, ability }) => `Use the ability of ${name}? ${ability}`,
    jedha: ({ name }) =>
      `${name}: add the card you purchased to your hand? You must exile it at the end of your turn.`,
    sullust: ({ name }) =>
      `${name}: place the card you purchased on top of your deck (instead of your discard pile)?`,
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
  watch: {
    choose: ({ who, name }) => `${name}: ${low(who)} is choosing one option.`,
    reward: ({ who, name }) => `${who} defeated ${name} and is deciding whether to take its reward.`,
    trigger: ({ who, name }) => `${name}: ${low(who)} is deciding whether to use its ability.`,
    jedha: ({ who, name }) =>
      `${name}: ${low(who)} is deciding whether to add the card they purchased to their hand.`,
    sullust: ({ who, name }) =>
      `${name}: ${low(who)} is deciding whether to place the card they purchased on top of their deck.`,
    exile: ({ who, name }) => `${name}: ${low(who)} is choosing cards to exile.`,
    discardHand: ({ who, name }) => `${name}: ${low(who)} is choosing a card to discard from their hand.`,
    discardRow: ({ who, name }) => `${name}: ${low(who)} is choosing a galaxy row card to discard.`,
    destroy: ({ who, name }) => `${name}: ${low(who)} is choosing a capital ship to destroy.`,
    purchase: ({ who, name }) => `${name}: ${low(who)} is choosing a card to purchase.`,
    move: ({ who, name }) => `${name}: ${low(who)} is choosing a card.`,
    damageTarget: ({ who, name }) => `${name}: ${low(who)} is choosing where to deal the damage.`,
    swapTop: ({ who, name }) =>
      `${name}: ${low(who)} is deciding whether to swap the top card of the galaxy deck into the row.`,
    swapDiscard: ({ who, name }) => `${name}: ${low(who)} is choosing a card from the galaxy discard pile.`,
    swapRow: ({ who, name }) => `${name}: ${low(who)} is choosing the galaxy row card to replace.`,
    keep: ({ who, name }) => `${name}: ${low(who)} is choosing the card to keep on top of the galaxy deck.`,
    spendAttack: ({ who, name, amount }) =>
      `${name}: ${low(who)} is choosing cards whose attack to spend (${amount} attack still to pay).`,
    newBase: ({ who }) => `${who} is choosing a new base.`,
    secretBase: ({ who }) => `${who} is choosing secret bases.`,
    split: ({ who, amount }) => `${who} is assigning ${amount} damage among the capital ships.`,
    splitBases: ({ who, amount }) => `${who} is assigning ${amount} damage among the bases.`,
    resolver: ({ who, name }) => `${name}: ${low(who)} is deciding who resolves its ability.`,
    repair: ({ who, name }) => `${name}: ${low(who)} is choosing the base to repair.`,
  },
  owned: (name, a) =>
    a.you
      ? `your ${name}`
      : a.mate
      ? `your teammate's ${name}`
      : `the ${a.side === "rebel" ? "Rebels'" : "Empire's"} ${name}${
        a.region ? ` (region ${a.region})` : ""
      }`,
  subject,
};

/** A subject inside a sentence: "the Empire player", "your teammate". */
function low(who: string): string {
  return who[0].toLowerCase() + who.slice(1);
}
