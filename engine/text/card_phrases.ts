/**
 * The card text phrasebook: every phrase the generator (effect_text.ts) needs, one method each, taking
 * structured arguments. Each language implements it in `<lang>/card.ts`; grammar (articles, gender,
 * plural, mood) is the implementation's business.
 */
import type { CardDef, Faction, Trait, TriggerKind } from "../cards/vocabulary.ts";
import type { Lang } from "./terms.ts";

/** What a phrase is said about and how. */
export interface TextCtx {
  lang: Lang;
  /** The card whose text this is. */
  self: CardDef;
  /** "imp": a command ("draw 1 card"); "inf": after "to"/"para" or inside a choice ("robar 1 carta"). */
  mood: "imp" | "inf";
  /** Inside an opponent's choice (Duros Spy, B-Wing): "they discard …, or you gain …". */
  oppChoice?: boolean;
  /**
   * An option of that choice as the opponent who answers reads it: the card's side ("discard 1 card from
   * your hand", "their B-Wing gains 2 {A}", "the Rebels gain 1 {F}").
   */
  answering?: "empire" | "rebel";
  /** Inside a reward: "your faction" is the defeating player's. */
  reward?: boolean;
  /** Inside a trigger: some phrases refer back to it ("their base"). */
  trigger?: TriggerKind;
}

/** Something a player has in play, as a condition names it. */
export type Thing = { card: string } | { traits: Trait[] } | { unique: true } | { ship: true };

/** A condition with its card names in the text's language. */
export type CondPhrase =
  | { force: true }
  | { baseIs: string }
  | { you: boolean; have: Thing };

/** Which cards a phrase speaks of; "your faction" is resolved to a faction where the card tells it. */
export type CardKind =
  | { any: true }
  | { trait: Trait }
  | { unique: true }
  | { faction: Faction | "enemy"; orNeutral?: boolean }
  | { yours: true; orNeutral?: boolean };

/** The side a revealed card may be on, as the reveal's branches name it. */
export type RevealSide = Faction | "enemy" | "friendly";

/** A number of cards, maybe "up to", maybe more when a condition holds. */
export interface CardCount {
  n: number;
  upTo?: boolean;
  orUpTo?: { n: number; if: CondPhrase };
}

/** Every phrase of card text in one language. */
export interface CardPhrases {
  // Sentences built from other clauses.
  /** A gain joined to the clause before it ("…, and gain 1 {R}"). */
  andGain(before: string, gain: string): string;
  /** A clause that follows another ("then …"). */
  then(clause: string): string;
  ifThen(cond: CondPhrase, clause: string): string;
  /** A cost and what it pays for ("exile this card to …"). */
  costTo(pay: string, clause: string): string;
  choose(options: string[]): string;
  opponentChooses(options: string[]): string;
  /** "When …, " before a triggered ability's first clause. */
  when: Record<TriggerKind, (x: TextCtx) => string>;

  // Verbs.
  /** The card itself gains attack. */
  selfGains(attack: number, x: TextCtx): string;
  /** Amounts of icons ("2 {R}"), gained by the player. */
  gain(amounts: string[], x: TextCtx): string;
  draw(n: number, x: TextCtx, instead?: { n: number; if: CondPhrase }): string;
  repair(n: number, x: TextCtx): string;
  damageOpponentBase(n: number, x: TextCtx): string;
  /** Inside the trigger "when your opponent discards": their base. */
  damageTheirBase(n: number, x: TextCtx): string;
  damageBaseOrShip(n: number, x: TextCtx): string;
  damagePerRowCard(kind: CardKind, x: TextCtx): string;
  discardFromHand(n: number, x: TextCtx): string;
  opponentDiscards(n: number, x: TextCtx, randomIf?: CondPhrase): string;
  /** The opponent's option in a choice they make. */
  theyDiscard(n: number): string;
  discardFromRow(x: TextCtx): string;
  discardAllFromRow(kind: CardKind, x: TextCtx): string;
  /** After dealing damage for each of them. */
  discardThoseFromRow(): string;
  /** The revealed card. */
  discardIt(): string;
  exileSelf(x: TextCtx): string;
  exile(count: CardCount, fromDiscardToo: boolean, x: TextCtx): string;
  /** Destroy one of the ships named; `apart` sets the alternatives apart (", or"). */
  destroy(ships: { opponent: boolean; row?: { enemy: boolean } }, apart: boolean, x: TextCtx): string;
  purchaseFromGalaxyDiscard(x: TextCtx): string;
  purchaseFromRow(
    p: { kind: CardKind; free: boolean; toHand: boolean; topIf?: CondPhrase },
    x: TextCtx,
  ): string;
  /** The card itself, to its owner's hand. */
  addItToHand(): string;
  addToHand(p: { kind: CardKind; from: "discard" | "row"; exileAtEnd: boolean }, x: TextCtx): string;
  placeOnOpponentDeck(x: TextCtx): string;
  /** Reveal the top of the galaxy deck; the branches are `ifItIs` phrases. */
  reveal(branches: string[], x: TextCtx): string;
  ifItIs(side: RevealSide, clause: string): string;
  lookAtOpponentHand(x: TextCtx): string;
  lookAtGalaxyTop(n: number, keepOne: boolean, x: TextCtx): string;
  /** The card looked at, with one in the galaxy row. */
  maySwapIt(): string;
  swapWithGalaxyDiscard(kind: CardKind, x: TextCtx): string;
  nextPurchaseOnTop(x: TextCtx): string;
  spendAttack(n: number, x: TextCtx): string;

  // Constant abilities.
  /** "While <base> is your base, " before a base's constant ability. */
  whileYourBase(x: TextCtx): string;
  /** "While <card> is in play, " before an aura. */
  whileInPlay(x: TextCtx): string;
  selfGainsWhile(cond: CondPhrase, n: number, x: TextCtx): string;
  selfGainsWhileAttackingRow(n: number, x: TextCtx): string;
  /** The card gains 1 attack for each base of its faction the opponent destroyed. */
  selfGainsPerBaseLost(faction: Faction, x: TextCtx): string;
  /** Your capital ships, or your units of these traits, gain attack. */
  yoursGain(whose: { ships: true } | { traits: Trait[] }, n: number): string;
  preventFirstDamage(n: number, x: TextCtx): string;
  firstNeutralPurchaseToHand(): string;
  firstPurchaseOnTop(): string;
  mustExileThatCard(): string;
  bountyHuntNeutral(): string;
  gainCostOfDefeated(): string;
  startingBase(): string;
}
