/**
 * Predicting an action from a view (in the browser): the view is turned back into a game state
 * whose hidden cards are placeholders and whose random generator is missing; the real engine runs
 * on it, and the viewer's view of the result is the prediction. Whatever touches hidden information
 * makes the answer "unknown".
 */
import { HIDDEN_ID, HiddenCard } from "../cards/catalog.ts";
import { contextFor, HiddenInfo } from "../state/context.ts";
import type { Action, EngineError, GameEvent, GameState } from "../state/types.ts";
import { names, redact, type View } from "./view.ts";
import { checkAction, targetCode } from "../turn/actions.ts";
import { performAction } from "../turn/main_actions.ts";
import { attackTotal, BASE, targetValueOf } from "../attacks/attack.ts";
import { commit, resolveAttack } from "../attacks/resolve_attack.ts";
import { runQueue } from "../abilities/run.ts";
import { opponentsOf } from "../state/seats.ts";
import { stateFromView } from "./view_check.ts";

/** What an attack will do. */
export interface AttackPreview {
  target: "base" | number;
  total: number;
  /** Galaxy row targets: the value to meet and whether it is met. */
  targetValue?: number;
  defeated?: boolean;
  /** Base attacks: capital ships destroyed, damage to the base (after Hoth), prevented damage. */
  shipsDestroyed: number[];
  shipDamage: { ship: number; damage: number }[];
  baseDamage: number;
  baseDestroyed: boolean;
  /** The attacker must split the damage among capital ships (a decision follows). */
  split: boolean;
}

export type Preview =
  | { ok: false; error: EngineError }
  | {
    ok: true;
    known: false;
    reason: string;
    /** An attack whose own outcome is known though what follows is not (a row target's refill). */
    attack?: AttackPreview;
  }
  | {
    ok: true;
    known: true;
    /**
     * The viewer's view after the action, as the server will send it, except that nothing is legal
     * yet (`legal` is empty) and a new decision's id is a placeholder (the server numbers decisions).
     */
    view: View;
    attack?: AttackPreview;
  };

/** What the attack did to the enemy, against the view before it (committing changes no enemy card). */
function attackSummary(
  before: View,
  after: GameState,
  ev: GameEvent[],
  seat: number,
  target: number,
  total: number,
): AttackPreview {
  // Every opponent: in 2v2 the attack reaches the whole opposing shared zone (both bases, every ship).
  const shipDamage: AttackPreview["shipDamage"] = [], shipsDestroyed: number[] = [];
  let baseDamage = 0, baseDestroyed = false;
  for (const opp of opponentsOf(before, seat)) {
    const b = before.seats[opp], a = after.seats[opp];
    a.ships.forEach((ship, i) => {
      const damage = a.shipDamage[i] - (b.shipDamage[b.ships.indexOf(ship)] ?? 0);
      if (damage > 0) shipDamage.push({ ship, damage });
    });
    shipsDestroyed.push(...b.ships.filter((x) => !a.ships.includes(x)));
    for (const e of ev) if (e.k === "damageBase" && e.seat === opp) baseDamage += e.n as number;
    if (b.base >= 0 && a.base !== b.base) baseDestroyed = true;
  }
  const res: AttackPreview = {
    target: target === BASE ? "base" : target,
    total,
    shipsDestroyed,
    shipDamage,
    baseDamage,
    baseDestroyed,
    split: after.pending.some((d) => d.kind === "damage"),
  };
  if (target !== BASE) {
    res.targetValue = targetValueOf(target);
    res.defeated = total >= res.targetValue;
  }
  return res;
}

/**
 * The viewer's view of a state built from its view: the same redaction as `viewFor`, whose hidden
 * piles are named from the original view. Throws when it would show a card the viewer cannot know
 * (a placeholder drawn, revealed, dealt or looked at) or a hidden pile lost or gained one.
 */
function predictedView(s: GameState, v: View): View {
  return redact(s, v.viewer, (ids, pile) => {
    const before = "seat" in pile ? v.seats[pile.seat].unseen : v.regions[pile.region].unseen;
    const known = ids.filter((c) => c < HIDDEN_ID);
    if (ids.length - known.length !== before.length) throw new HiddenInfo("hidden pile");
    return names(known, before);
  });
}

function run(v: View, f: (s: GameState, ev: GameEvent[]) => EngineError | null | AttackPreview): Preview {
  const s = stateFromView(v);
  const ev: GameEvent[] = [];
  let attack: AttackPreview | undefined;
  try {
    const r = f(s, ev);
    if (r && "code" in r) return { ok: false, error: r };
    attack = r ?? undefined;
    const view = predictedView(s, v);
    return { ok: true, known: true, view, attack };
  } catch (e) {
    if (e instanceof HiddenInfo || e instanceof HiddenCard) {
      return { ok: true, known: false, reason: e.message, attack };
    }
    throw e;
  }
}

/**
 * Predicts what an action by the viewer will do, from the viewer's view alone. Answers to pending
 * decisions are not predicted (their continuation is not in the view).
 */
export function preview(v: View, action: Action): Preview {
  if (action.type === "answer") return { ok: true, known: false, reason: "decision" };
  return run(v, (s, ev) => {
    const err = checkAction(s, v.viewer, action);
    if (err) return err;
    if (action.type === "resolve") {
      const t = targetCode(action.target);
      const total = attackTotal(s, t);
      performAction(contextFor(s, ev), v.viewer, action);
      return attackSummary(v, s, ev, v.viewer, t, total);
    }
    performAction(contextFor(s, ev), v.viewer, action);
    return null;
  });
}

/**
 * Predicts an attack: commits the cards (if not yet committed) and resolves the attack on the target.
 * When what follows a galaxy row attack is hidden (the refill), the answer is unknown but still carries
 * the attack's total, the target value and whether the target is defeated.
 */
export function previewAttack(v: View, cards: number[], target: "base" | number): Preview {
  let early: AttackPreview | undefined;
  const p = run(v, (s, ev) => {
    const t = targetCode(target);
    const c = contextFor(s, ev);
    if (cards.length > 0) {
      const err = checkAction(s, v.viewer, { type: "commit", cards, target });
      if (err) return err;
      commit(c, v.viewer, cards, t);
    }
    const total = attackTotal(s, t);
    if (t !== BASE) {
      const targetValue = targetValueOf(t);
      early = {
        target,
        total,
        targetValue,
        defeated: total >= targetValue,
        shipsDestroyed: [],
        shipDamage: [],
        baseDamage: 0,
        baseDestroyed: false,
        split: false,
      };
    }
    resolveAttack(c, v.viewer, t);
    runQueue(c);
    return attackSummary(v, s, ev, v.viewer, t, total);
  });
  return p.ok && !p.known && !p.attack && early ? { ...p, attack: early } : p;
}
