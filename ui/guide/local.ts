/**
 * The guided first game's table, played in the browser on the shared engine: a dealt state (engine/turn/deal.ts),
 * the envelope the player's seat would receive from the server (its view, the prompts in both languages, the
 * computer in the other seat) and each move's log lines. No server game: the deal is a lesson, not a game to
 * keep, and nothing hidden needs protecting from the only player of it.
 */
import {
  type Action,
  apply,
  eventFor,
  type GameState,
  type Lang,
  logLine,
  promptsFor,
  viewFor,
} from "../../engine/mod.ts";
import type { Envelope } from "../../api/contract.ts";
import type { LogLine } from "../store.ts";

/** The player's seat (the Empire) and the computer's. */
export const PLAYER = 0;
const COMPUTER = 1;

/** What the player's seat receives for a state (`seq`: moves so far). */
export function envelopeOf(s: GameState, seq: number): Envelope {
  const view = viewFor(s, PLAYER);
  return {
    seq,
    view,
    seated: [true, true],
    rematch: null,
    at: 0,
    prompts: { en: promptsFor(view, "en", [COMPUTER]), es: promptsFor(view, "es", [COMPUTER]) },
    // No computer plays it (the lessons script the other side), so no coach either.
    bots: [],
    undo: null,
    clock: null,
  };
}

/** A seat's move on the state: the new state and its log lines for the player, or null when the engine refuses it. */
export function move(
  s: GameState,
  seat: number,
  a: Action,
  lang: Lang,
): { state: GameState; lines: LogLine[] } | null {
  const r = apply(s, seat, a);
  if (!r.ok) return null;
  const cast = { seats: r.state.seats, computers: [COMPUTER] };
  const lines: LogLine[] = [];
  for (const ev of r.events) {
    const e = eventFor(ev, PLAYER);
    const x = e && logLine(e, PLAYER, cast, lang);
    if (e && x) lines.push({ e, x });
  }
  return { state: r.state, lines };
}
