/**
 * The coach (issue 23): the strong computer's choice for a seat and why, read from what the move does. Like the
 * bots it reads the seat's own view only (the cards it cannot see are sampled: determinization), so its advice
 * cannot tell anything the view does not: two states that give the seat the same view get the same advice.
 */
import type { Action, Target } from "../state/types.ts";
import type { View } from "../view/view.ts";
import { type BotOptions, chooseAction } from "./mod.ts";
import { defOf } from "../cards/catalog.ts";

/** What a card brings, read from its data: attack, resources, Force, hit points in front of the base, an ability. */
export type Gain = "attack" | "resources" | "force" | "shield" | "ability";

/** The coach's move in words' terms (the words are the table's: ui/coach/). */
export type Advice =
  | { do: "play" | "buy"; card: number; gains: Gain[] }
  | { do: "playAll" | "endTurn" }
  | { do: "ability" | "payOff"; card: number }
  | { do: "attack"; cards: number[]; target: Target; reward: boolean }
  | { do: "resolve"; target: Target }
  | { do: "answer"; action: Action & { type: "answer" } };

/** What a card brings when played (or, a capital ship, while in play). */
export function gainsOf(card: number): Gain[] {
  const d = defOf(card);
  const out: Gain[] = [];
  if (d.attack > 0) out.push("attack");
  if (d.resources > 0) out.push("resources");
  if (d.force > 0) out.push("force");
  if (d.type === "ship") out.push("shield");
  if (d.ability) out.push("ability");
  return out;
}

/** The advice a move stands for. */
export function adviceOf(a: Action): Advice {
  switch (a.type) {
    case "play":
      return { do: "play", card: a.card, gains: gainsOf(a.card) };
    case "purchase":
      return { do: "buy", card: a.card, gains: gainsOf(a.card) };
    case "playAll":
    case "endTurn":
      return { do: a.type };
    case "ability":
    case "payOff":
      return { do: a.type, card: a.card };
    case "commit":
      return { do: "attack", cards: a.cards, target: a.target, reward: a.target !== "base" };
    case "resolve":
      return { do: "resolve", target: a.target };
    case "answer":
      return { do: "answer", action: a };
  }
}

/**
 * The strong computer's advice for the view's seat, or null when it has nothing to do. Deterministic for a view
 * and options without a clock (`now`); with one, bounded by its time budget.
 */
export function coach(view: View, opts: BotOptions): Advice | null {
  if (view.viewer < 0 || view.winner >= 0 || !view.legal.length) return null;
  return adviceOf(chooseAction(view, "strong", opts));
}
