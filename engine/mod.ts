/**
 * The Holotable rules engine: pure functions over plain-JSON game state, shared by the server and
 * the browser. No I/O, no clock, no Math.random.
 */
import type {
  Action,
  ApplyResult,
  EngineError,
  GameEvent,
  GameState,
  OptionsInput,
  SeatAction,
} from "./state/types.ts";
import { check, perform } from "./turn/perform.ts";
import { contextFor } from "./state/context.ts";
import { cloneState } from "./state/clone.ts";
import { setupGame } from "./turn/setup.ts";
import { isTeamGame, seatsOnTurn } from "./state/seats.ts";
import { names, redact, type View } from "./view/view.ts";
import { legalActions } from "./turn/legal.ts";

export type * from "./state/types.ts";
export type { CardDef, Effect } from "./cards/vocabulary.ts";
export { legalActions } from "./turn/legal.ts";
export { SPECTATOR } from "./view/view.ts";
export type { DecisionView, RegionView, SeatView, View } from "./view/view.ts";
export { cloneState } from "./state/clone.ts";
export * from "./state/seats.ts";
export { cardsOf, shownOf } from "./state/decision_types.ts";
export { normalizeOptions } from "./turn/setup.ts";
export { undoable, type UndoCheck, type UndoRefusal } from "./records/undo.ts";
export { type DestroyedBase, type GameSummary, type SeatSummary, summarize } from "./records/summary.ts";
export { ENGINE_VERSION } from "./records/version.ts";
export * from "./records/record.ts";
export { cardDef, CARDS, defOf, TABLE } from "./cards/catalog.ts";

/** A new game from options (seed required; defaults: Empire in seat 0, beginner, 3 bases, no pay-off). */
export function setup(options: OptionsInput): GameState {
  return setupGame(options);
}

/** The view of the game for a seat (0, 1, …) or a spectator (-1): what it may see, and its legal actions. */
export function viewFor(s: GameState, viewer: number): View {
  const v = redact(s, viewer, (ids) => names(ids));
  if (viewer >= 0 && viewer < s.seats.length) {
    v.legal = legalActions(s, viewer);
    if (isTeamGame(s)) v.waitingFor = waitingFor(s, viewer);
  }
  return v;
}

/** 2v2: whom a seat waits for while it cannot act: the deciders of pending decisions, else the seats still to act. */
function waitingFor(s: GameState, viewer: number): number[] {
  const act = seatsToAct(s);
  return act.includes(viewer) ? [] : act.slice();
}

/** Applies a seat's action to a copy of the state: the new state and its events, or an error (state untouched). */
export function apply(state: GameState, seat: number, action: Action): ApplyResult {
  const err = check(state, seat, action);
  if (err) return { ok: false, error: err };
  const s = cloneState(state);
  const events: GameEvent[] = [];
  const err2 = perform(contextFor(s, events), seat, action);
  if (err2) return { ok: false, error: err2 };
  return { ok: true, state: s, events };
}

/**
 * Applies a legal action by changing the state itself (for simulations and search: no copy).
 * Returns the error and changes nothing when the action is illegal; a batch answer (`picks`) whose
 * later picks are illegal may have applied its first picks.
 */
export function applyInPlace(
  state: GameState,
  seat: number,
  action: Action,
  events: GameEvent[] | null = null,
): EngineError | null {
  const err = check(state, seat, action);
  if (err) return err;
  return perform(contextFor(state, events), seat, action);
}

/**
 * Applies an action taken from `legalActions(state, seat)` for this very state, without checking it
 * again (simulations and search). Anything else must go through `apply` or `applyInPlace`.
 */
export function applyLegal(
  state: GameState,
  seat: number,
  action: Action,
  events: GameEvent[] | null = null,
): void {
  perform(contextFor(state, events), seat, action);
}

/** Replays a game from its options and its list of seat actions; throws on an illegal action. */
export function replay(options: OptionsInput, actions: SeatAction[]): GameState {
  const s = setup(options);
  for (let i = 0; i < actions.length; i++) {
    const err = applyInPlace(s, actions[i].seat, actions[i].action);
    if (err) {
      throw new Error(`action ${i} (${JSON.stringify(actions[i])}) is illegal: ${err.code}: ${err.message}`);
    }
  }
  return s;
}

/** One seat alone, shared and frozen (the usual answer of `seatsToAct`, asked before every move). */
const ALONE = [0, 1, 2, 3].map((seat) => Object.freeze([seat]) as number[]);

/**
 * Seats that can act now: the seats named by pending decisions, or else the seats on turn (2v2: both
 * teammates during the main phase, until each has ended its part). A single seat comes as a shared,
 * frozen list: copy it before changing it.
 */
export function seatsToAct(state: GameState): number[] {
  if (state.winner >= 0) return [];
  const pending = state.pending;
  if (pending.length === 1 || (!isTeamGame(state) && pending.length === 0)) {
    return ALONE[pending.length ? pending[0].seat : state.turn.seat];
  }
  if (pending.length > 0) {
    const out: number[] = [];
    for (const d of pending) if (!out.includes(d.seat)) out.push(d.seat);
    return out;
  }
  const ended = state.turn.ended;
  return ended ? seatsOnTurn(state).filter((t) => !ended.includes(t)) : seatsOnTurn(state);
}
export { eventFor } from "./view/events.ts";
export { type Cast, logLine } from "./text/log.ts";
export { undoLine } from "./text/undo_line.ts";
export { promptsFor, promptText } from "./text/prompts.ts";
export type { Prompt } from "./text/prompts.ts";
export { abilityText, rewardText } from "./text/effect_text.ts";
export { renderIcons } from "./text/terms.ts";
export { preview, previewAttack } from "./view/preview.ts";
export { checkFromView, stateFromView } from "./view/view_check.ts";
export type { AttackPreview, Preview } from "./view/preview.ts";
