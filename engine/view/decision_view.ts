/** What a viewer sees of a pending decision (the view module and previews use it). */
import { defOf } from "../cards/catalog.ts";
import type { Decision, DecisionOption, OptionPurpose, PickPurpose, SplitPurpose } from "../state/types.ts";

/** What every viewer sees of a pending decision. */
interface DecisionViewBase {
  id: number;
  seat: number;
  /** Source card (-1 for the rules, or when the card is where this viewer cannot see it). */
  src: number;
  /** Name id of the source card. */
  srcName?: string;
}

/**
 * A pending decision as a viewer sees it: the decider sees its cards, others see them only when
 * they are all visible to them anyway. No continuation (the engine's resume point) is ever shown.
 */
export type DecisionView =
  | DecisionViewBase & { kind: "option"; purpose: OptionPurpose; options: DecisionOption[] }
  | DecisionViewBase & {
    kind: "pick";
    purpose: PickPurpose;
    cards?: number[];
    canPass?: boolean;
    amount?: number;
    shown?: number[];
  }
  | DecisionViewBase & { kind: "damage"; purpose: SplitPurpose; cards?: number[]; amount: number };

/** The cards a view shows so far (a set of card ids). */
export interface Shown {
  has(card: number): boolean;
  add(card: number): void;
}

/**
 * A pending decision as the viewer may see it: the decider sees it all, others what is public.
 * `visible`: the cards the viewer's view shows (the decider's cards are added to it).
 */
export function decisionView(d: Decision, viewer: number, visible: Shown): DecisionView {
  const base: DecisionViewBase = { id: d.id, seat: d.seat, src: d.src };
  if (d.src >= 0) {
    base.srcName = defOf(d.src).id;
    if (!visible.has(d.src)) base.src = -1;
  }
  if (d.kind === "option") return { ...base, kind: d.kind, purpose: d.purpose, options: d.options };
  const cards = d.seat === viewer || d.cards.every((c) => visible.has(c)) ? d.cards.slice() : undefined;
  if (d.seat === viewer) { for (const c of d.cards) visible.add(c); }
  if (d.kind === "damage") {
    const v: DecisionView = { ...base, kind: d.kind, purpose: d.purpose, amount: d.amount };
    if (cards) v.cards = cards;
    return v;
  }
  const v: DecisionView = { ...base, kind: d.kind, purpose: d.purpose };
  if (d.amount !== undefined) v.amount = d.amount;
  if (d.canPass !== undefined) v.canPass = d.canPass;
  if (cards) v.cards = cards;
  if (d.seat === viewer && d.shown) {
    v.shown = d.shown.slice();
    for (const c of d.shown) visible.add(c);
  }
  return v;
}
