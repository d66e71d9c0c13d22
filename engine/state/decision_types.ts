/**
 * Pending decisions: what a seat must choose before the rules go on, as plain JSON data. Each kind
 * of decision and each purpose is a member of a union, so the compiler lists every place (answers,
 * legal actions, prompts, bots) that must handle a new one.
 */
import type { Effect } from "../cards/vocabulary.ts";

/** Decisions that offer options (an optional ability, a choice of effects, a base asking its player). */
export type OptionPurpose = "reward" | "trigger" | "choose" | "jedha" | "sullust" | "resolver";

/** What a card picked for an effect's verb is for: the pick operation carried out with it. */
export type PickOp =
  | "destroy"
  | "purchase"
  | "move"
  | "discardHand"
  | "discardRow"
  | "damageTarget"
  | "newBase"
  | "swapTop"
  | "swapDiscard"
  | "swapRow"
  | "keep"
  /** 2v2: which of the team's damaged bases a repair goes to. */
  | "repair";

/** Picks: one of the pick operations, or a pick that goes on asking (exile N, spend attack, secret bases). */
export type PickPurpose = PickOp | "exile" | "spendAttack" | "secretBase";

/** Every purpose of a decision; it names the decision's prompt. */
export type Purpose = OptionPurpose | PickPurpose | SplitPurpose;

/** A base attack's damage split: among the defending capital ships, or (2v2) among the two enemy bases. */
export type SplitPurpose = "split" | "splitBases";

/** Where an option decision resumes. */
export type OptionResume =
  | { op: "optional"; seat: number; src: number; e: Effect; it?: number }
  | { op: "choose"; seat: number; src: number; it?: number }
  /** Jedha: `it` is the purchased card; n[0] is 1 when a Twi'lek Smuggler armed the next purchase. */
  | { op: "jedha"; seat: number; src: number; it: number; n: [number] }
  | { op: "sullust"; seat: number; src: number; it: number }
  /** 2v2: the base's owner chooses who resolves its ability; n[0] is the teammate (answer "no"). */
  | { op: "resolver"; seat: number; src: number; e: Effect; n: [number] };

/** The exile effect an "exile N" pick resumes with. */
export type ExileFrom = { exile: { from: ("hand" | "discard")[]; n: number } };

/** Where a pick decision resumes; `seat` controls the effect (the decider may be another seat). */
export type PickResume =
  /** n: picked so far, least, most. */
  | { op: "exile"; seat: number; src: number; e: ExileFrom; n: [number, number, number] }
  /** n[0]: attack still to pay. */
  | { op: "spendAttack"; seat: number; src: number; n: [number] }
  /** n: the bases picked so far. */
  | { op: "secretBase"; seat: number; src: number; n: number[] }
  /** n[0]: the damage to deal. */
  | { op: "damageTarget"; seat: number; src: number; n: [number] }
  /** n[0]: the galaxy discard card taking the picked row card's place. */
  | { op: "swapRow"; seat: number; src: number; n: [number] }
  | { op: "destroy"; seat: number; src: number; e: Extract<Effect, { destroy: unknown }> }
  | { op: "purchase"; seat: number; src: number; e: Extract<Effect, { purchase: unknown }> }
  | { op: "move"; seat: number; src: number; e: Extract<Effect, { move: unknown }> }
  | {
    op: "discardHand" | "discardRow" | "newBase" | "swapTop" | "swapDiscard" | "keep";
    seat: number;
    src: number;
  }
  /** n[0]: the damage to repair. */
  | {
    op: "repair";
    n: [number];
    seat: number;
    src: number;
  };

/** Where a damage split resumes: n[0] is the damage still to assign. */
export interface SplitResume {
  op: "split";
  seat: number;
  src: number;
  n: [number];
}

/** Any resume point. */
export type Continuation = OptionResume | PickResume | SplitResume;

/** An option offered: an effect to resolve, or a fixed answer. */
export type DecisionOption = { effect: Effect } | { label: "yes" | "no" };

interface DecisionBase {
  id: number;
  /** Seat that decides (may be the opponent of the seat whose effect asks). */
  seat: number;
  /** Card or base the choice comes from (-1 for the rules). */
  src: number;
}

/** Choose one of the options. */
export interface OptionDecision extends DecisionBase {
  kind: "option";
  purpose: OptionPurpose;
  options: DecisionOption[];
  k: OptionResume;
}

/** Pick one of the cards (or pass, when allowed). */
export interface PickDecision extends DecisionBase {
  kind: "pick";
  purpose: PickPurpose;
  cards: number[];
  canPass?: boolean;
  /** Spend attack: attack still to pay; secret bases: bases still to choose. */
  amount?: number;
  /** Cards shown only to the deciding seat (looked at). */
  shown?: number[];
  k: PickResume;
}

/** Assign part of a base attack's damage to one of the defending capital ships (2v2: or enemy bases). */
export interface DamageDecision extends DecisionBase {
  kind: "damage";
  purpose: SplitPurpose;
  /** The defending capital ships, or (splitBases) the enemy bases. */
  cards: number[];
  /** Damage still to assign. */
  amount: number;
  k: SplitResume;
}

/** A choice the rules wait for; while any is pending, answering is the only legal action. */
export type Decision = OptionDecision | PickDecision | DamageDecision;

export type DecisionKind = Decision["kind"];

/** The cards a decision (or its view) offers; none for options or when the view hides them. */
export function cardsOf(d: { kind: DecisionKind; cards?: number[] }): readonly number[] {
  return d.kind === "option" ? NO_CARDS : d.cards ?? NO_CARDS;
}

/** The cards a decision shows its decider (looked at); none for most decisions. */
export function shownOf(d: { kind: DecisionKind; shown?: number[] }): readonly number[] {
  return d.kind === "pick" ? d.shown ?? NO_CARDS : NO_CARDS;
}

const NO_CARDS: readonly number[] = Object.freeze([]);
