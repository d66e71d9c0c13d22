/**
 * Checking an action against the rules (rulebook pp. 14–21); main_actions.ts carries out what it
 * accepts.
 */
import { defOf, kindOf } from "../cards/catalog.ts";
import type { Action, EngineError, GameState, Target } from "../state/types.ts";
import { factionMatches } from "../state/stats.ts";
import { feas, NONE } from "../abilities/feasibility.ts";
import { BASE, canCommit, committedTo, validTarget } from "../attacks/attack.ts";
import { onTurn } from "../state/seats.ts";

function fail(code: EngineError["code"], message: string): EngineError {
  return { code, message };
}

const isInt = (x: unknown): x is number => typeof x === "number" && Number.isInteger(x);

/** Encodes an attack target for `turn.commits` (-1 is the enemy base). */
export function targetCode(t: Target): number {
  return t === "base" ? BASE : t;
}

/** What every action must be: an object with a type, in a game not over, from a seat of the game. */
export function checkAny(s: GameState, seat: number, a: Action): EngineError | null {
  if (typeof a !== "object" || a === null || typeof (a as { type?: unknown }).type !== "string") {
    return fail("bad-action", "an action is an object with a type");
  }
  if (s.winner >= 0) return fail("game-over", "the game is over");
  if (!isInt(seat) || seat < 0 || seat >= s.seats.length) return fail("bad-action", "no such seat");
  return null;
}

/**
 * Whether the seat may use the ability of this card: its base or a card it has in play; in 2v2 also
 * its teammate's capital ships and base (shared zone: "the players on that team decide who will
 * resolve the ability").
 */
export function canReachAbility(s: GameState, seat: number, card: number): boolean {
  if (card < 0) return false;
  const team = s.seats[seat].team;
  for (let t = 0; t < s.seats.length; t++) {
    const p = s.seats[t];
    if (p.team !== team) continue;
    if (card === p.base || p.ships.includes(card) || (t === seat && p.play.includes(card))) return true;
  }
  return false;
}

/** Whether the ability of a card in play (or of the seat's base) can be used now. */
export function abilityUsable(s: GameState, seat: number, card: number): boolean {
  return canReachAbility(s, seat, card) && abilityReady(s, seat, card);
}

/** Whether a card the seat can reach has an ability not used this turn that can do something now. */
export function abilityReady(s: GameState, seat: number, card: number): boolean {
  const ab = kindOf(card).ability;
  return ab !== null && !s.turn.used.includes(card) && feas(s, ab, seat, card) !== NONE;
}

/** Whether the seat may purchase this card now with the purchase action. */
export function canPurchase(s: GameState, seat: number, card: number): EngineError | null {
  const p = s.seats[seat];
  const g = s.regions[p.region];
  if (!g.row.includes(card) && !g.pilots.includes(card)) {
    return fail("cannot-purchase", "that card is not in the galaxy row or the Outer Rim Pilot stack");
  }
  const d = defOf(card);
  if (!factionMatches(d, "ownOrNeutral", p.faction)) {
    return fail("cannot-purchase", "you cannot purchase cards of the enemy faction");
  }
  if (d.cost > p.resources) return fail("cannot-afford", `it costs ${d.cost} and you have ${p.resources}`);
  return null;
}

/** A main-phase action (every action but answering a decision). */
export type TurnAction = Exclude<Action, { type: "answer" }>;

/** Checks a main-phase action for a seat without changing anything; null when it is legal. */
export function checkAction(s: GameState, seat: number, a: TurnAction): EngineError | null {
  const err = checkAny(s, seat, a);
  if (err) return err;
  if (s.pending.length > 0) {
    return fail(
      "decision-pending",
      s.pending.some((d) => d.seat === seat)
        ? "answer the pending decision first"
        : "waiting for the other player's decision",
    );
  }
  // 2v2: a seat that has ended its part of the team's turn has no turn left.
  if (!onTurn(s, seat) || s.turn.phase !== "main" || s.turn.ended?.includes(seat)) {
    return fail("not-your-turn", "it is not your turn");
  }
  const p = s.seats[seat];
  switch (a.type) {
    case "play":
      return isInt(a.card) && p.hand.includes(a.card)
        ? null
        : fail("not-in-hand", "that card is not in your hand");
    case "playAll":
      return p.hand.length > 0 ? null : fail("not-in-hand", "your hand is empty");
    case "ability":
      if (!isInt(a.card)) return fail("bad-action", "card must be a card id");
      if (!canReachAbility(s, seat, a.card)) return fail("not-in-play", "that card is not in your play area");
      if (s.turn.used.includes(a.card)) {
        return fail("ability-used", "that ability was already used this turn");
      }
      return abilityUsable(s, seat, a.card)
        ? null
        : fail("ability-unusable", "that ability cannot be used now");
    case "purchase":
      return isInt(a.card) ? canPurchase(s, seat, a.card) : fail("bad-action", "card must be a card id");
    case "payOff": {
      if (!s.options.payOffNeutral) return fail("bad-action", "paying off neutral cards is not in use");
      if (
        !isInt(a.card) || !s.regions[p.region].row.includes(a.card) || defOf(a.card).faction !== "neutral"
      ) {
        return fail("cannot-purchase", "only a neutral card in the galaxy row can be paid off");
      }
      const cost = defOf(a.card).cost;
      return cost <= p.resources
        ? null
        : fail("cannot-afford", `it costs ${cost} and you have ${p.resources}`);
    }
    case "commit": {
      if (!Array.isArray(a.cards) || a.cards.length === 0 || !a.cards.every(isInt)) {
        return fail("bad-action", "cards must list the card ids to commit");
      }
      if (new Set(a.cards).size !== a.cards.length) return fail("cannot-commit", "a card is listed twice");
      if (a.target !== "base" && !isInt(a.target)) {
        return fail("bad-action", 'target is "base" or a row card id');
      }
      const t = targetCode(a.target);
      if (!validTarget(s, seat, t)) return fail("cannot-commit", "that is not a target you can attack");
      for (const card of a.cards) {
        if (!canCommit(s, seat, card, t)) {
          return fail("cannot-commit", `card ${card} cannot join this attack`);
        }
      }
      return null;
    }
    case "resolve":
      if (a.target !== "base" && !isInt(a.target)) {
        return fail("bad-action", 'target is "base" or a row card id');
      }
      // 2v2: only the galaxy row of the seat's own region (a teammate's row attack is the teammate's).
      return committedTo(s, targetCode(a.target)).length > 0 &&
          (a.target === "base" || s.regions[p.region].row.includes(a.target))
        ? null
        : fail("nothing-committed", "no cards are committed to that attack");
    case "endTurn":
      return null;
  }
  return fail("bad-action", `unknown action type ${(a as { type: string }).type}`);
}
