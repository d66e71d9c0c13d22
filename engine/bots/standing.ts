/**
 * Standing answers: what a seat answers, without being asked, to a decision the other side's cards
 * force on it during their turn. `OFF_TURN` lists every decision (kind and purpose) the card pool can
 * put to a seat whose side is not taking its turn, and whether a standing answer may cover it;
 * `standingAnswer` turns a seat's settings and its own view into the answer action, deterministically.
 * It reads the seat's view only, so it never learns more than the player would (docs/rulings.md).
 */
import { defOf } from "../cards/catalog.ts";
import type { Action } from "../state/types.ts";
import type { DecisionKind, Purpose } from "../state/decision_types.ts";
import { onTurn } from "../state/seats.ts";
import type { DecisionView, View } from "../view/view.ts";

/** The questions a standing answer can cover. */
export type StandingKind = "opponentChoice" | "discard";

/** What a seat may answer to each question; "ask" (the default) leaves the decision waiting for it. */
export const STANDING_CHOICES = {
  /** B-Wing, Duros Spy: "your opponent chooses": discard a card, or the card's bonus for its player. */
  opponentChoice: ["ask", "discard", "bonus"],
  /** The card to discard from your own hand (after B-Wing, Duros Spy, Lando Calrissian…). */
  discard: ["ask", "lowestCost"],
} as const satisfies Record<StandingKind, readonly string[]>;

/** The standing questions, in the order a sheet lists them. */
export const STANDING_KINDS: readonly StandingKind[] = ["opponentChoice", "discard"];

/** One seat's standing answers; a question left out is "ask". */
export type StandingAnswers = { [K in StandingKind]?: (typeof STANDING_CHOICES)[K][number] };

/**
 * Every decision the card pool can put to a seat while the other side takes its turn, keyed by
 * `kind:purpose`, and the standing question covering it, or "always ask" with the reason.
 * `tests/engine/standing_test.ts` plays games and fails on an off-turn decision missing here.
 */
export const OFF_TURN: Readonly<Record<string, StandingKind | { alwaysAsk: string }>> = {
  /** B-Wing, Duros Spy: `choose … by: "opponent"` (engine/abilities/effects.ts `execChoose`). */
  "option:choose": "opponentChoice",
  /** "Your opponent discards a card": the victim picks from its own hand (`execDiscard`, opponentHand). */
  "pick:discardHand": "discard",
  /** Secret bases: every seat picks before the first turn (setup phase), a choice no rule can make. */
  "pick:secretBase": { alwaysAsk: "setup: a player's own secret bases, chosen once before the first turn" },
};

/** The key of OFF_TURN for a decision. */
export function offTurnKey(d: { kind: DecisionKind; purpose: Purpose }): string {
  return `${d.kind}:${d.purpose}`;
}

/** The standing question covering a decision of the viewer's, if it is off-turn and one covers it. */
export function standingKindOf(view: View, d: DecisionView): StandingKind | null {
  if (d.seat !== view.viewer || view.viewer < 0 || onTurn(view, d.seat)) return null;
  const entry = OFF_TURN[offTurnKey(d)];
  return typeof entry === "string" ? entry : null;
}

/**
 * The action the seat's standing answers give for its first pending off-turn decision they cover,
 * or null (no such decision, "ask", or nothing the setting can answer). Ties between cards of the
 * same cost go to the lowest card id. The action is always one of the view's legal actions' kind:
 * an answer to the decision with one of its offered options or cards.
 */
export function standingAnswer(view: View, answers: StandingAnswers): Action | null {
  for (const d of view.pending) {
    const kind = standingKindOf(view, d);
    if (!kind) continue;
    const a = answerFor(d, kind, answers);
    if (a) return a;
  }
  return null;
}

function answerFor(d: DecisionView, kind: StandingKind, answers: StandingAnswers): Action | null {
  if (kind === "opponentChoice" && d.kind === "option") {
    const choice = answers.opponentChoice ?? "ask";
    if (choice === "ask") return null;
    const i = d.options.findIndex((o) =>
      "effect" in o && discardsOwnCard(o.effect) === (choice === "discard")
    );
    return i < 0 ? null : { type: "answer", decision: d.id, option: i };
  }
  if (kind === "discard" && d.kind === "pick" && d.cards && d.cards.length > 0) {
    if ((answers.discard ?? "ask") === "ask") return null;
    return { type: "answer", decision: d.id, pick: cheapest(d.cards) };
  }
  return null;
}

/** Whether an option the victim chooses is "I discard a card" (the effect's controller's opponent discards). */
function discardsOwnCard(e: object): boolean {
  return "discard" in e && (e.discard as { from: string }).from === "opponentHand";
}

/** The card of lowest cost, ties to the lowest id. */
function cheapest(cards: readonly number[]): number {
  let best = cards[0];
  for (const c of cards) {
    const dc = defOf(c).cost, db = defOf(best).cost;
    if (dc < db || (dc === db && c < best)) best = c;
  }
  return best;
}
