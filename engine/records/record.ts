/**
 * Game records and replays: a finished game as `{ engine, options, actions }` (the seed is in the
 * options, so a record exists only once the game is over), checked before use and stepped through
 * move by move. A replay may be watched from a seat or with every hand shown: the game is over, so
 * nothing it shows is secret any more.
 */
import type { EngineError, GameState, Options, SeatAction } from "../state/types.ts";
import { normalizeOptions, setupGame } from "../turn/setup.ts";
import { check, perform } from "../turn/perform.ts";
import { contextFor } from "../state/context.ts";
import { cloneState } from "../state/clone.ts";
import { names, redact, SPECTATOR, type View } from "../view/view.ts";
import { defOf } from "../cards/catalog.ts";
import { ENGINE_VERSION } from "./version.ts";

/** A finished game, enough to replay it exactly on the same engine version. */
export interface GameRecord {
  engine: string;
  options: Options;
  actions: SeatAction[];
}

/** Why a record cannot be replayed. */
export type RecordError =
  | { code: "bad-record"; message: string }
  | { code: "engine-version"; message: string; engine: string }
  | { code: "illegal-action"; message: string; index: number }
  | { code: "not-finished"; message: string };

/** A record checked by `readRecord`, with its final state. */
export interface CheckedRecord {
  record: GameRecord;
  final: GameState;
}

/** Most actions a record may hold. */
const MAX_ACTIONS = 100_000;

/** The record of a game (the caller makes sure it is over). */
export function makeRecord(options: Options, actions: SeatAction[]): GameRecord {
  return { engine: ENGINE_VERSION, options, actions };
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

/**
 * A record read from untrusted JSON: its shape, its engine version (it must be this engine's), every
 * action legal in turn, and the game over at the end.
 */
export function readRecord(
  x: unknown,
): { ok: true; value: CheckedRecord } | { ok: false; error: RecordError } {
  const bad = (message: string) => ({ ok: false as const, error: { code: "bad-record" as const, message } });
  if (!isObject(x)) return bad("a game record is a JSON object");
  if (typeof x.engine !== "string") return bad("the record names no engine version");
  if (x.engine !== ENGINE_VERSION) {
    return {
      ok: false,
      error: {
        code: "engine-version",
        engine: x.engine,
        message: `this record was made by engine ${x.engine}; this table runs ${ENGINE_VERSION}`,
      },
    };
  }
  if (!isObject(x.options) || typeof x.options.seed !== "number") return bad("the record has no options");
  const options = normalizeOptions(x.options as unknown as Options);
  if ("code" in options) return bad(`options: ${options.message}`);
  if (!Array.isArray(x.actions) || x.actions.length > MAX_ACTIONS) {
    return bad("the record has no list of actions");
  }
  const s = setupGame(options);
  for (let i = 0; i < x.actions.length; i++) {
    const m = x.actions[i];
    if (
      !isObject(m) || !Number.isInteger(m.seat) || !isObject(m.action) || typeof m.action.type !== "string"
    ) {
      return bad(`action ${i} is not a seat and an action`);
    }
    const seat = m.seat as number;
    const err: EngineError | null = seat < 0 || seat >= s.seats.length
      ? { code: "bad-action", message: `no seat ${seat}` }
      : check(s, seat, m.action as never) ?? perform(contextFor(s), seat, m.action as never);
    if (err) {
      return {
        ok: false,
        error: { code: "illegal-action", index: i, message: `action ${i}: ${err.message}` },
      };
    }
  }
  if (s.winner < 0) {
    return { ok: false, error: { code: "not-finished", message: "the game in the record is not over" } };
  }
  return {
    ok: true,
    value: { record: { engine: ENGINE_VERSION, options, actions: x.actions as SeatAction[] }, final: s },
  };
}

/** Every CHECKPOINT-th state is kept by a stepper, so stepping back costs at most that many moves. */
const CHECKPOINT = 64;

/** Steps through a checked record: the state after its first k moves (0 … actions.length). */
export function stepper(record: GameRecord): (k: number) => GameState {
  const kept: GameState[] = [setupGame(record.options)];
  return (k) => {
    const n = Math.max(0, Math.min(k, record.actions.length));
    const from = Math.min(Math.floor(n / CHECKPOINT), kept.length - 1);
    const s = cloneState(kept[from]);
    for (let i = from * CHECKPOINT; i < n; i++) {
      const { seat, action } = record.actions[i];
      perform(contextFor(s), seat, action);
      if ((i + 1) % CHECKPOINT === 0 && (i + 1) / CHECKPOINT === kept.length) kept.push(cloneState(s));
    }
    return s;
  };
}

/** How a replay is watched: from one seat, or with every hand shown. */
export type ReplaySight = { seat: number } | "open";

/** The view of a replayed state: a seat's, or a spectator's with every hand shown (no legal actions). */
export function replayView(s: GameState, sight: ReplaySight): View {
  if (sight !== "open") return redact(s, sight.seat, (ids) => names(ids));
  const v = redact(s, SPECTATOR, (ids) => names(ids));
  s.seats.forEach((p, i) => {
    v.seats[i].hand = p.hand.slice();
    v.seats[i].unseen = names(p.deck);
    for (const c of p.hand) v.cards[c] = defOf(c).id;
  });
  return v;
}
