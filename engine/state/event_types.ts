/**
 * Events: what an action made happen, one plain-JSON record per thing, discriminated by `k`. They
 * feed the log (engine/text/log.ts), the standing triggers (engine/abilities/triggers.ts) and previews. `to`
 * limits who may see an event's cards; `eventFor` (engine/view/events.ts) redacts them per viewer.
 */
import type { Purpose } from "./decision_types.ts";

/** The zones a card may be in: a seat's (hand … victory), a region's galaxy zones, the exile. */
export type Zone =
  | "hand"
  | "deck"
  | "discard"
  | "play"
  | "ships"
  | "base"
  | "bases"
  | "unused"
  | "victory"
  | "row"
  | "galaxyDeck"
  | "galaxyDiscard"
  | "pilots"
  | "exiled";

/** The events; `seat` is who acted (or whose card it is, as noted). */
export type GameEvent =
  | { k: "turn"; seat: number; n: number }
  | { k: "play"; seat: number; card: number; resources: number; force: number }
  | { k: "ability"; seat: number; card: number }
  | { k: "gain"; seat: number; src: number; attack: number; resources: number; force: number }
  | { k: "repair"; seat: number; n: number; src: number }
  | { k: "chose"; seat: number; src: number; option: number; forced: true }
  | AnswerEvent
  | { k: "commit"; seat: number; cards: number[]; target: number }
  | { k: "attack"; seat: number; target: number; cards: number[]; n: number }
  | { k: "attackFailed"; seat: number; card: number; n: number }
  | { k: "defeat"; seat: number; card: number; cards: number[] }
  /** `seat`: the base's owner. */
  | { k: "prevent"; seat: number; card: number; n: number }
  /** `seat`: the base's owner; `by`: the attacking seat. */
  | { k: "damageBase"; seat: number; card: number; n: number; by: number; src: number }
  | { k: "baseDestroyed"; seat: number; card: number; by: number }
  | { k: "win"; seat: number }
  /** `seat`: the ship's owner. */
  | { k: "damageShip"; seat: number; card: number; n: number; by: number }
  /** A capital ship destroyed in play (`owner` had it) or in the galaxy row. */
  | { k: "destroy"; seat: number; owner: number; card: number; src: number; from: "play" }
  | { k: "destroy"; seat: number; card: number; src: number; from: "row" }
  | { k: "forceBonus"; seat: number; n: number }
  | { k: "shipResources"; seat: number; n: number }
  | { k: "baseRevealed"; seat: number; card: number }
  | { k: "endTurn"; seat: number }
  | { k: "payOff"; seat: number; card: number }
  | {
    k: "purchase";
    seat: number;
    card: number;
    from: "row" | "galaxyDiscard" | "pilots";
    free: boolean;
    src: number;
  }
  | { k: "placed"; seat: number; card: number; dest: "hand" | "deckTop" | "discard" }
  | { k: "draw"; seat: number; cards: number[]; secret: "cards"; from: "deck" }
  | { k: "shuffle"; seat: number }
  | { k: "galaxyShuffle"; n: number }
  | { k: "rowAdd"; card: number }
  | { k: "exile"; seat: number; card: number; from: Zone }
  /** `seat`: whose hand; `by`: the seat whose effect made them discard. */
  | { k: "discard"; seat: number; card: number; by: number; random: boolean }
  | { k: "galaxyDiscard"; seat: number; card: number; src?: number; from: "row" | "galaxyDeck" }
  | { k: "reveal"; seat: number; card: number; src: number }
  | { k: "look"; seat: number; cards: number[]; src: number; to: number[]; n: number }
  | { k: "lookHand"; seat: number; owner: number; cards: number[]; src: number; to: number[] }
  | { k: "placeOnDeck"; seat: number; owner: number; card: number; to: number[] }
  | { k: "toHand"; seat: number; card: number; src: number; from?: Zone }
  | { k: "swap"; seat: number; card: number; out: number; src: number; with: "galaxyTop" | "galaxyDiscard" }
  | { k: "nextPurchase"; seat: number; src: number }
  | { k: "spendAttack"; seat: number; card: number; n: number }
  | { k: "secretBases"; seat: number; cards: number[]; to: number[] };

/** The answer to a decision: an option, a pick (maybe private), a pass, or part of a damage split. */
export type AnswerEvent =
  | { k: "answer"; seat: number; src: number; purpose: Purpose; option: number }
  | { k: "answer"; seat: number; src: number; purpose: Purpose; card: number; to?: number[] }
  | { k: "answer"; seat: number; src: number; purpose: Purpose; pass: true }
  | { k: "answer"; seat: number; purpose: "split" | "splitBases"; card: number; n: number };

type DistOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Events that may carry cards some viewers may not see (`to`, or a secret draw). */
type Private = Extract<GameEvent, { to?: number[] } | { secret: "cards" }>;

/** A private event as a viewer outside it sees it: its cards are gone, `n` counts them. */
export type HiddenEvent = DistOmit<Private, "card" | "cards" | "to" | "secret"> & {
  hidden: true;
  n?: number;
};

/** An event as one viewer sees it (what `eventFor` returns). */
export type SeenEvent = GameEvent | HiddenEvent;
