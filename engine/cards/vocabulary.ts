/** The effect vocabulary: every card ability is plain data built from these types. */

export type Faction = "empire" | "rebel" | "neutral";
export type CardType = "unit" | "ship" | "base";
export type Trait =
  | "Fighter"
  | "Trooper"
  | "Vehicle"
  | "Transport"
  | "Officer"
  | "BountyHunter"
  | "Sith"
  | "Jedi"
  | "Scoundrel"
  | "Droid";

/** Which cards a selection or condition accepts; every field given must match. */
export interface Filter {
  /** Faction relative to the card's controller, or absolute. */
  faction?: "own" | "enemy" | "neutral" | "ownOrNeutral" | "empire" | "rebel";
  type?: "unit" | "ship";
  /** The card has at least one of these traits. */
  trait?: Trait[];
  unique?: boolean;
  /** A specific card by id. */
  card?: string;
  /** Not the card the ability is on. */
  other?: boolean;
}

/** A condition checked when the ability is used or when the effect is reached. */
export type Cond =
  | { force: true }
  | { youHave: Filter }
  | { opponentHas: Filter }
  | { baseIs: string };

/** A number, or "n (instead m if cond)". */
export type Amount = number | { n: number; instead: number; if: Cond };

/** Something counted on the table. */
export type Count =
  | { row: Filter }
  | { basesLost: true };

export type Effect =
  | { gain: { attack?: number; resources?: number; force?: number } }
  | { draw: Amount }
  | { repair: number }
  | { damage: number | { count: Count }; to: "base" | "baseOrShip" }
  | {
    discard: {
      from: "hand" | "opponentHand" | "row" | "revealed";
      n?: number;
      /** Opponent's hand only: chosen at random (always, or when the condition holds). */
      random?: Cond;
      filter?: Filter;
      /** Every matching card (galaxy row only). */
      all?: true;
    };
  }
  | {
    exile: { from: "self" } | {
      from: ("hand" | "discard")[];
      n: number;
      /** Any number from 0 to n. */
      upTo?: true;
      /** "(up to m cards instead if …)". */
      orUpTo?: { n: number; if: Cond };
    };
  }
  | { destroy: { ship: ("opponent" | "row")[]; rowFilter?: Filter } }
  | {
    purchase: {
      from: "row" | "galaxyDiscard";
      filter?: Filter;
      free?: true;
      to?: "hand";
      /** Destination override when the condition holds. */
      topIf?: Cond;
    };
  }
  | {
    move: {
      from: "row" | "discard" | "opponentHand" | "self";
      filter?: Filter;
      to: "hand" | "opponentDeckTop";
      exileAtEndOfTurn?: true;
    };
  }
  | { reveal: { own?: Effect; enemy?: Effect; neutral?: Effect } }
  | { look: { galaxyTop: number; keep?: 1 } | { opponentHand: true } }
  | {
    swap: {
      /** The first card: the top of the galaxy deck (looked at) or a galaxy discard card. */
      a: "galaxyTop" | "galaxyDiscard";
      filter?: Filter;
      /** The second card is always in the galaxy row. */
      upTo?: true;
    };
  }
  | { nextPurchase: "deckTop" }
  | { spendAttack: number }
  | { seq: Effect[] }
  | { if: Cond; then: Effect }
  | { choose: Effect[]; by?: "opponent" }
  | { cost: Effect; then: Effect };

/** Constant ("while") abilities: derived every time a value is read, never stored. */
export type Static =
  | {
    attack: number | { per: Count };
    /** Whom it boosts: omitted = this card; otherwise your cards in play matching the filter. */
    to?: Filter;
    if?: Cond;
    whileAttacking?: "row";
  }
  | { preventDamage: number }
  | { purchaseTo: "deckTop" | "hand"; first: true; filter?: Filter; exileAtEndOfTurn?: true }
  | { bountyNeutral: true };

export type TriggerKind =
  | "reveal"
  | "turnStart"
  | "purchase"
  | "defeat"
  | "firstNeutralPlayed"
  | "opponentDiscard";

export interface Trigger {
  on: TriggerKind;
  effect: Effect;
}

/** One card or base as printed; the catalog derives everything else from this. */
export interface CardDef {
  id: string;
  name: { en: string; es: string };
  faction: Faction;
  type: CardType;
  copies: number;
  cost: number;
  attack: number;
  resources: number;
  force: number;
  /** Capital ships and bases. */
  hitPoints?: number;
  /** Empire and Rebel galaxy units. */
  targetValue?: number;
  traits: Trait[];
  unique?: true;
  /** Activated ability: once per turn, any time on your turn while in play (or while your base). */
  ability?: Effect;
  reward?: Effect;
  triggers?: Trigger[];
  statics?: Static[];
  /** Deck the card belongs to. */
  set: "galaxy" | "starter" | "pilot" | "base";
  /** Bases. */
  startingBase?: true;
  beginner?: true;
  subtitle?: { en: string; es?: string };
}
