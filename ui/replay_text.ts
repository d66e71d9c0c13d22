/**
 * The words of a replayed game, written by the engine's text generators as the server writes them for a
 * live table: each move's log lines as the replay's viewer reads them (a seat, or every hand shown), and
 * the prompts of a step's decisions. In the replay's bundle only (the table's bundles get texts from the
 * server).
 */
import type { GameRecord } from "../api/contract.ts";
import { setupGame } from "../engine/turn/setup.ts";
import { perform } from "../engine/turn/perform.ts";
import { contextFor } from "../engine/state/context.ts";
import { eventFor } from "../engine/view/events.ts";
import { type Cast, logLine } from "../engine/text/log.ts";
import { type Prompt, promptsFor } from "../engine/text/prompts.ts";
import type { GameEvent, Lang } from "../engine/state/types.ts";
import type { ReplaySight } from "../engine/records/record.ts";
import type { View } from "../engine/view/view.ts";
import type { LogLine } from "./store.ts";

/** Each move's events, in the order of the record (move i is the record's action i). */
export function movesEvents(record: GameRecord): GameEvent[][] {
  const s = setupGame(record.options);
  return record.actions.map(({ seat, action }) => {
    const ev: GameEvent[] = [];
    perform(contextFor(s, ev), seat, action);
    return ev;
  });
}

/**
 * The log lines of moves 0 … k−1 as the viewer reads them (`q` is the move's number, from 1): a seat sees
 * what that seat saw; with every hand shown, everything.
 */
export function replayLines(
  moves: GameEvent[][],
  k: number,
  sight: ReplaySight,
  cast: Cast,
  lang: Lang,
): LogLine[] {
  const viewer = sight === "open" ? -1 : sight.seat;
  const out: LogLine[] = [];
  for (let i = 0; i < k && i < moves.length; i++) {
    for (const raw of moves[i]) {
      const e = sight === "open" ? raw : eventFor(raw, viewer);
      const x = e && logLine(e, viewer, cast, lang);
      if (e && x) out.push({ e, x, q: i + 1 });
    }
  }
  return out;
}

/**
 * The prompts of a replayed view's pending decisions, worded for the replay's viewer as the server words
 * them for a live table (the decider's question, or who is choosing what); if the generator cannot write
 * them, empty titles and numbered options.
 */
export function replayPrompts(view: View, lang: Lang): Prompt[] {
  try {
    return promptsFor(view, lang);
  } catch {
    return view.pending.map((d) => ({
      title: "",
      options: d.kind === "option" && d.seat === view.viewer ? d.options.map((_, i) => String(i + 1)) : [],
    }));
  }
}
