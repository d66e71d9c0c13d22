/**
 * The state a view allows and checking an action on it: what the browser's first paint asks of the
 * engine (which moves are allowed, current attack). preview.ts carries actions out on the same state.
 */
import { HIDDEN_ID, HiddenCard } from "../cards/catalog.ts";
import { HiddenInfo } from "../state/context.ts";
import type { Action, EngineError, GameState } from "../state/types.ts";
import { stateFrom } from "./from_view.ts";
import type { View } from "./view.ts";
import { checkAction } from "../turn/actions.ts";

function placeholders(n: number, next: { id: number }): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(next.id++);
  return out;
}

/** A game state consistent with a view; hidden cards are placeholder ids, and there is no random generator. */
export function stateFromView(v: View): GameState {
  const next = { id: HIDDEN_ID };
  return stateFrom(
    v,
    {
      seatCards: (p) => ({
        hand: p.hand ? [] : placeholders(p.handCount, next),
        deck: placeholders(p.deckCount - p.deckTop.length, next),
      }),
      galaxyDeck: (g) => placeholders(g.deckCount - g.deckTop.length, next),
      baseDeck: (p) => ({ bases: placeholders(p.basesCount, next), unused: [] }),
    },
    () => null,
    1_000_000,
  );
}

/**
 * Checks an action by the viewer against the state its view allows, without carrying it out (what
 * `preview` answers in `ok`, at the cost of the check alone): null when it may be legal (answers, and
 * checks that need what the view hides, are left to the server), else the error.
 */
export function checkFromView(v: View, action: Action): EngineError | null {
  if (action.type === "answer") return null;
  try {
    return checkAction(stateFromView(v), v.viewer, action);
  } catch (e) {
    if (e instanceof HiddenInfo || e instanceof HiddenCard) return null;
    throw e;
  }
}
