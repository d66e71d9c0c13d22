/**
 * What a viewer is sent: the envelope of a game version (the engine's view for that viewer, seating,
 * prompts in every language) and the viewer's log page (redacted events with their lines of text).
 * The engine decides what each viewer may see; this module only packs it.
 */
import {
  type Cast,
  eventFor,
  type GameState,
  type Lang,
  logLine,
  type Prompt,
  promptsFor,
  undoLine,
  type View,
  viewFor,
} from "../engine/mod.ts";
import type { Envelope, LogPage } from "../api/contract.ts";
import type { GameHead, LogEntry } from "./model/mod.ts";
import type { Versioned } from "./write.ts";

/** Rendered views kept (a few per game moving right now). */
const RENDERED = 512;

/**
 * The prompts of a view's pending decisions, worded for its viewer (the decider's question, or who is
 * choosing what); if the text generator cannot write them, empty titles and numbered options.
 */
function prompts(view: View, lang: Lang, computers: number[]): Prompt[] {
  try {
    return promptsFor(view, lang, computers);
  } catch {
    return view.pending.map((d) => ({
      title: "",
      options: d.kind === "option" && d.seat === view.viewer ? d.options.map((_, i) => String(i + 1)) : [],
    }));
  }
}

/** The move the viewer may take back now: its own last move, when the engine judged it undoable. */
function undoOffer(head: GameHead, viewer: number, seq: number): Envelope["undo"] {
  const last = head.last;
  if (!last || seq !== head.seq || last.seat !== viewer || !last.undoable) return null;
  return { seq: last.seq, action: last.action };
}

/** The envelope of a game for a viewer (of `state` after move `seq`: the head's by default). */
export function envelope(
  head: GameHead,
  viewer: number,
  state: GameState = head.state,
  seq = head.seq,
): Envelope {
  const claim = seq === head.seq ? head.clock?.claim : undefined;
  const view = viewFor(claim ? { ...state, winner: claim.seat } : state, viewer);
  const computers = head.bots.map((b) => b.seat);
  return {
    seq,
    view,
    seated: head.seats.map((s) => s !== null),
    rematch: head.rematch,
    at: head.at,
    prompts: { en: prompts(view, "en", computers), es: prompts(view, "es", computers) },
    undo: undoOffer(head, viewer, seq),
    bots: head.bots.map((b) => ({ seat: b.seat, level: b.level })),
    ...(viewer >= 0 && head.newcomer === viewer ? { coach: true as const } : {}),
    clock: clockShown(head.clock),
  };
}

/** The clock as the table shows it: each team's bank and deadline, the claim. Times hide nothing. */
function clockShown(c: GameHead["clock"]): Envelope["clock"] {
  if (!c) return null;
  return {
    kind: c.kind,
    sides: c.sides.map((s, team) => ({
      team,
      left: Math.round(s.left),
      deadline: s.since === null ? null : Math.round(s.since + s.left),
    })),
    claim: c.claim,
  };
}

/**
 * Envelopes as JSON, remembered per game version and viewer, so that a move's response and the live
 * update of the same viewer are rendered once.
 */
export class Renderer {
  private rendered = new Map<string, string>();

  /** The envelope of version `g` for `viewer`, as JSON. */
  render(g: Versioned, viewer: number): string {
    const key = `${g.head.id}|${g.versionstamp}|${viewer}`;
    let json = this.rendered.get(key);
    if (json === undefined) {
      json = JSON.stringify(envelope(g.head, viewer));
      if (this.rendered.size >= RENDERED) this.rendered.delete(this.rendered.keys().next().value!);
      this.rendered.set(key, json);
    }
    return json;
  }
}

/** A viewer's log page after seq `after` from the stored entries read for it: redacted events with their lines. */
export function logPage(
  head: GameHead,
  stored: LogEntry[],
  seat: number,
  after: number,
  lang: Lang,
): LogPage {
  const cast: Cast = { seats: head.state.seats, computers: head.bots.map((b) => b.seat) };
  const entries = stored.filter((e) => e.seq <= head.seq).map((e): LogPage["entries"][number] =>
    e.kind === "undo"
      ? {
        seq: e.seq,
        at: e.at,
        events: [],
        undo: { seat: e.seat, undoes: e.undoes, text: undoLine(e.seat, seat, cast, lang) },
      }
      : {
        seq: e.seq,
        at: e.at,
        events: e.events.flatMap((ev) => {
          const shown = eventFor(ev, seat);
          return shown ? [{ event: shown, text: logLine(shown, seat, cast, lang) }] : [];
        }),
      }
  );
  const next = entries.length > 0 ? entries[entries.length - 1].seq : Math.min(after, head.seq);
  return { seq: head.seq, entries, next, more: next < head.seq };
}
