/**
 * Why an action is refused, for the player who looks for it: the engine's own check (`check`: the code it
 * answers) read more closely where one code has several causes (a card of the enemy faction or not for sale;
 * the condition of an ability; a card that cannot join an attack), with the number that matters (how many
 * resources are missing). Also why a base attack reaches no base: capital ships stand in front of it (rules
 * p. 18, "capital ships first"). Pure; the browser runs it on the state a view allows.
 */
import { defOf, kindOf } from "../cards/catalog.ts";
import type { Cond, Effect } from "../cards/vocabulary.ts";
import { ERROR_CODES, type ErrorCode } from "../state/types.ts";
import type { Action, EngineError, GameState } from "../state/types.ts";
import { checkAction, type TurnAction } from "./actions.ts";
import { BASE, validTarget } from "../attacks/attack.ts";
import { commitOf, hitPoints, holds } from "../state/stats.ts";
import { forceWith } from "../state/force.ts";

export { ERROR_CODES };

/** The causes of refusals, by the code the engine answers: each cause has words in every language. */
export const WHYS = {
  "game-over": ["game-over"],
  "not-your-turn": ["not-your-turn", "part-ended"],
  "decision-pending": ["answer-first", "wait-decision"],
  "no-such-decision": ["no-such-decision"],
  "bad-action": ["bad-action"],
  "not-in-hand": ["not-in-hand"],
  "not-in-play": ["not-in-play"],
  "ability-used": ["ability-used"],
  "ability-unusable": ["needs-force", "needs-condition", "nothing-to-do"],
  "cannot-purchase": ["enemy-card", "not-for-sale"],
  "cannot-afford": ["short"],
  "cannot-commit": ["ship-row", "attacked", "no-attack", "neutral-target", "not-target"],
  "nothing-committed": ["nothing-committed"],
  "bad-answer": ["bad-answer"],
} as const satisfies Record<ErrorCode, readonly string[]>;

/** A cause of a refusal. */
export type Why = (typeof WHYS)[ErrorCode][number];

/** A refusal as a player reads it: the engine's code, its cause, and `n` where a number says it (short: missing). */
export interface Refusal {
  code: ErrorCode;
  why: Why | "ships-first";
  n?: number;
}

/** The condition an ability starts with (`if … then`), if any. */
function leadingCond(e: Effect | undefined): Cond | null {
  if (!e) return null;
  if ("if" in e && "then" in e) return e.if as Cond;
  if ("seq" in e && Array.isArray(e.seq) && e.seq.length) return leadingCond(e.seq[0] as Effect);
  return null;
}

function cause(s: GameState, seat: number, a: Action, code: ErrorCode): Refusal {
  const p = s.seats[seat];
  switch (code) {
    case "not-your-turn":
      return { code, why: s.turn.ended?.includes(seat) ? "part-ended" : "not-your-turn" };
    case "decision-pending":
      return { code, why: s.pending.some((d) => d.seat === seat) ? "answer-first" : "wait-decision" };
    case "ability-unusable": {
      const card = a.type === "ability" ? a.card : -1;
      const cond = card >= 0 ? leadingCond(kindOf(card).ability ?? undefined) : null;
      if (cond && !holds(s, cond, seat, card)) {
        return { code, why: "force" in cond && !forceWith(s, seat) ? "needs-force" : "needs-condition" };
      }
      return { code, why: "nothing-to-do" };
    }
    case "cannot-purchase": {
      const c = a.type === "purchase" || a.type === "payOff" ? a.card : -1;
      const inRow = c >= 0 && (s.regions[p.region].row.includes(c) || s.regions[p.region].pilots.includes(c));
      const d = inRow ? defOf(c) : null;
      return {
        code,
        why: d && d.faction !== "neutral" && d.faction !== p.faction ? "enemy-card" : "not-for-sale",
      };
    }
    case "cannot-afford": {
      const c = a.type === "purchase" || a.type === "payOff" ? a.card : -1;
      return { code, why: "short", n: c >= 0 ? defOf(c).cost - p.resources : 0 };
    }
    case "cannot-commit": {
      if (a.type !== "commit") return { code, why: "not-target" };
      const t = a.target === "base" ? BASE : a.target;
      if (t !== BASE && !validTarget(s, seat, t)) {
        return { code, why: t >= 0 && defOf(t).faction === "neutral" ? "neutral-target" : "not-target" };
      }
      for (const c of a.cards) {
        if (t !== BASE && p.ships.includes(c)) return { code, why: "ship-row" };
        if (commitOf(s, c) !== undefined || s.turn.attacked.includes(c)) return { code, why: "attacked" };
      }
      return { code, why: t === BASE && !validTarget(s, seat, t) ? "not-target" : "no-attack" };
    }
    default:
      return { code, why: WHYS[code][0] };
  }
}

/** A refusal of the engine (`apply`'s error) as a player reads it: its code and cause. */
export function refusal(s: GameState, seat: number, a: Action, err: EngineError): Refusal {
  return cause(s, seat, a, err.code);
}

/** Why the seat may not take this turn action now, from the engine's check (null when it is accepted). */
export function whyNot(s: GameState, seat: number, a: TurnAction): Refusal | null {
  const err = checkAction(s, seat, a);
  return err ? cause(s, seat, a, err.code) : null;
}

/**
 * Why an attack on the base would not reach it now: the capital ships in front of it (2v2: every enemy ship
 * of the opposing shared zone), with `n` the damage they can still take. Null when no ship stands there.
 */
export function shipsFirst(s: GameState, seat: number): Refusal | null {
  const team = s.seats[seat].team;
  let n = 0, any = false;
  for (const o of s.seats) {
    if (o.team === team) continue;
    o.ships.forEach((c, i) => {
      any = true;
      n += Math.max(0, hitPoints(c) - o.shipDamage[i]);
    });
  }
  return any ? { code: "cannot-commit", why: "ships-first", n } : null;
}
