/** Card rules text in English: the phrases of the card phrasebook (see ../card_phrases.ts). */
import type { CardKind, CardPhrases, CondPhrase, TextCtx, Thing } from "../card_phrases.ts";
import { cap, list } from "../grammar.ts";
import { EN_WORDS as W } from "./words.ts";

/** "a" or "an" before a word. */
function article(word: string): string {
  return /^[aeio]|^u(?!ni)/i.test(word) ? "an" : "a";
}

/** With its article: "an Empire card". */
function a(phrase: string): string {
  return `${article(phrase)} ${phrase}`;
}

/** The card names itself. */
function self(x: TextCtx): string {
  return x.self.name.en;
}

function thing(t: Thing): string {
  if ("card" in t) return `the ${t.card}`;
  if ("traits" in t) return a(t.traits.map((tr) => W.traits[tr]).join(" or "));
  if ("unique" in t) return "another unique unit";
  return "a capital ship";
}

function cond(c: CondPhrase): string {
  if ("force" in c) return "the Force is with you";
  if ("baseIs" in c) return `your base is the ${c.baseIs}`;
  return `${c.you ? "you have" : "your opponent has"} ${thing(c.have)} in play`;
}

/** The cards of a kind, without article: "enemy card", "Trooper". */
function kind(k: CardKind): string {
  if ("any" in k) return "card";
  if ("trait" in k) return W.traits[k.trait];
  if ("unique" in k) return "unique unit";
  if ("yours" in k) return k.orNeutral ? "card of your faction or a neutral card" : "card of your faction";
  const side = k.faction === "enemy" ? "enemy" : W.factions[k.faction];
  return `${side}${k.orNeutral ? ` or ${W.factions.neutral}` : ""} card`;
}

/** English card text. */
export const EN_CARD: CardPhrases = {
  andGain: (before, gain) => `${before} and ${gain}`,
  then: (clause) => `then ${clause}`,
  ifThen: (c, clause) => `if ${cond(c)}, ${clause}`,
  costTo: (pay, clause) => `${pay} to ${clause}`,
  choose: (opts) => `choose: ${cap(opts.slice(0, -1).join(", "))}, or ${opts[opts.length - 1]}`,
  opponentChooses: (opts) => `your opponent must choose: Either ${opts.join(", or ")}`,
  when: {
    reveal: () => "when you reveal this base, ",
    turnStart: () => "when your turn begins, ",
    purchase: () => "when you purchase this card, ",
    defeat: (x) => `when ${self(x)} defeats a target in the galaxy row, `,
    firstNeutralPlayed: () => "when you play a neutral card for the first time each turn, ",
    opponentDiscard: () => "when your opponent discards a card from their hand during your turn, ",
  },

  selfGains: (n, x) => `${x.answering ? `their ${self(x)}` : self(x)} gains ${n} {A}`,
  gain: (amounts, x) =>
    `${
      x.answering
        ? (x.answering === "rebel" ? "the Rebels gain" : "the Empire gains")
        : x.oppChoice
        ? "you gain"
        : "gain"
    } ${list(amounts, W.and)}`,
  draw: (n, _x, instead) =>
    `draw ${W.cards(n)}${instead ? ` (${W.cards(instead.n)} instead if ${cond(instead.if)})` : ""}`,
  repair: (n) => `repair ${n} damage from your base`,
  damageOpponentBase: (n) => `deal ${n} damage to your opponent's base`,
  damageTheirBase: (n) => `deal ${n} damage to their base`,
  damageBaseOrShip: (n) => `deal ${n} damage to your opponent's base or a capital ship they have in play`,
  damagePerRowCard: (k) => `deal 1 damage to the enemy base for each ${kind(k)} in the galaxy row`,
  discardFromHand: (n) => `discard ${W.cards(n)} from your hand`,
  opponentDiscards: (n, x, randomIf) =>
    x.answering
      ? `discard ${W.cards(n)} from your hand`
      : `your opponent discards ${W.cards(n)} from their hand${
        randomIf ? ` (at random if ${cond(randomIf)})` : ""
      }`,
  theyDiscard: (n) => `they discard ${W.cards(n)} from their hand`,
  discardFromRow: () => "discard a card from the galaxy row",
  discardAllFromRow: (k) => `discard each ${kind(k)} from the galaxy row`,
  discardThoseFromRow: () => "discard each of those cards from the galaxy row",
  discardIt: () => "discard it",
  exileSelf: () => "exile this card",
  exile: (c, fromDiscardToo) => {
    const more = c.orUpTo ? ` (up to ${W.cards(c.orUpTo.n)} instead if ${cond(c.orUpTo.if)})` : "";
    const from = fromDiscardToo ? "your hand or discard pile" : "your hand";
    return `exile ${c.upTo ? "up to " : ""}${W.cards(c.n)} from ${from}${more}`;
  },
  destroy: (ships, apart) => {
    const parts: string[] = [];
    if (ships.opponent) parts.push("a capital ship your opponent has in play");
    if (ships.row) parts.push(`${ships.row.enemy ? "an enemy" : "a"} capital ship in the galaxy row`);
    return `destroy ${parts.join(apart ? ", or " : " or ")}`;
  },
  purchaseFromGalaxyDiscard: () => "purchase a card from the galaxy discard pile",
  purchaseFromRow: (p) =>
    `purchase ${a(kind(p.kind))} from the galaxy row${p.free ? " for free" : ""}` +
    (p.toHand ? " and add it to your hand" : "") +
    (p.topIf ? `. If ${cond(p.topIf)}, place that card on top of your deck` : ""),
  addItToHand: () => "add it to your hand",
  addToHand: (p) =>
    `add ${a(kind(p.kind))} from ${
      p.from === "discard" ? "your discard pile" : "the galaxy row"
    } to your hand` +
    (p.exileAtEnd ? `. ${cap(EN_CARD.mustExileThatCard())}` : ""),
  placeOnOpponentDeck: () => "place 1 card from their hand on top of their deck",
  reveal: (branches) => `reveal the top card of the galaxy deck: ${branches.join(". ")}`,
  ifItIs: (side, clause) =>
    `If it is ${a(`${side === "friendly" || side === "enemy" ? side : W.factions[side]} card`)}, ${clause}`,
  lookAtOpponentHand: () => "look at your opponent's hand",
  lookAtGalaxyTop: (n, keepOne) =>
    n === 1 ? "look at the top card of the galaxy deck" : `look at the top ${n} cards of the galaxy deck` +
      (keepOne ? ". Place one on top of the deck and discard the other" : ""),
  maySwapIt: () => "you may swap it with a card in the galaxy row",
  swapWithGalaxyDiscard: (k) =>
    `swap a card in the galaxy row with ${a(kind(k))} from the galaxy discard pile`,
  nextPurchaseOnTop: () => "put the next card you purchase this turn on top of your deck",
  spendAttack: (n) => `spend ${n} {A}`,

  whileYourBase: (x) => `while ${self(x)} is your base, `,
  whileInPlay: (x) => `while ${self(x)} is in play, `,
  selfGainsWhile: (c, n, x) => `while ${cond(c)}, ${self(x)} gains ${n} {A}`,
  selfGainsWhileAttackingRow: (n, x) =>
    `${self(x)} gains ${n} {A} while attacking a target in the galaxy row`,
  selfGainsPerBaseLost: (f, x) =>
    `${self(x)} gains 1 {A} for each ${W.factions[f]} base in your opponent's victory pile`,
  yoursGain: (whose, n) =>
    "ships" in whose
      ? `each of your capital ships gains ${n} {A}`
      : `each of your ${whose.traits.map((t) => W.traits[t]).join(" and ")} units gains ${n} {A}`,
  preventFirstDamage: (n, x) => `prevent the first ${n} damage dealt to ${self(x)} each turn`,
  firstNeutralPurchaseToHand: () => "add the first neutral card you purchase each turn to your hand",
  firstPurchaseOnTop: () => "place the first card you purchase each turn on top of your deck",
  mustExileThatCard: () => "you must exile that card at the end of your turn",
  bountyHuntNeutral: () =>
    "you can bounty hunt 1 neutral unit in the galaxy row each turn, using its cost as its target value",
  gainCostOfDefeated: () => "if you defeat that card, gain {R} equal to its cost",
  startingBase: () => "begin the game with this base in play",
};
