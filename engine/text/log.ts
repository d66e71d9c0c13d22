/**
 * Log lines from (already redacted) events. The words come from the language's log phrasebook
 * (`<lang>/log.ts`): one line per kind of event.
 */
import { defOf } from "../cards/catalog.ts";
import type { Faction, GameEvent, SeenEvent } from "../types.ts";
import { list } from "./grammar.ts";
import { iconAmounts, type Lang, renderIcons, WORDS } from "./terms.ts";
import { EN_LOG } from "./en/log.ts";
import { ES_LOG } from "./es/log.ts";

/** Who did it, as the viewer sees them. */
export interface Actor {
  /** The viewer itself ("You"). */
  you: boolean;
  /** The computer opponent. */
  computer: boolean;
  /** The actor's side, when the event names a seat. */
  side?: Faction;
}

/** What every line may say besides the event: who acted, and cards and amounts in words. */
export interface LogSay {
  who: Actor;
  /** A card's name; a card the viewer cannot see (no id) reads as "a card". */
  card(id?: number): string;
  /** Names of cards: "A, B and C". */
  cards(ids: number[]): string;
  /** "2 resources and 1 Force"; "" for none. */
  amounts(g: { attack: number; resources: number; force: number }): string;
  /** Text with icon tokens ({R}) in words. */
  icons(text: string): string;
}

/** Kinds of events. */
type EventKind = GameEvent["k"];

/** An event of one kind, as a viewer sees it. */
export type Seen<K extends EventKind> = Extract<SeenEvent, { k: K }>;

/** Kinds of events that never have a line: a forced choice is bookkeeping. */
type Unlogged = "chose";

/** The log in one language: a line for each kind of event. */
export interface LogPhrases {
  /** A card the viewer cannot see. */
  someCard: string;
  lines: { [K in Exclude<EventKind, Unlogged>]: (e: Seen<K>, s: LogSay) => string };
}

/** The log phrasebook of each language. */
const LOG: Record<Lang, LogPhrases> = { en: EN_LOG, es: ES_LOG };

/** Events with no line: bookkeeping, a card put into a discard pile, an empty gain, most answers. */
function silent(e: SeenEvent): boolean {
  switch (e.k) {
    case "chose":
      return true;
    case "placed":
      return e.dest === "discard";
    case "gain":
      return !(e.attack || e.resources || e.force);
    case "answer":
      // Only declining a reward or an optional ability is told.
      return !(e.purpose === "reward" || e.purpose === "trigger") || !("option" in e) || e.option !== 1;
    default:
      return false;
  }
}

/**
 * One log line for an event as the viewer sees it (after `eventFor`), or null for bookkeeping
 * events that need no line. `factions` maps seats to "empire"/"rebel"; the seat `computer` (if any)
 * is named as the computer opponent.
 */
export function logLine(
  e: SeenEvent,
  viewer: number,
  factions: string[],
  lang: Lang,
  computer = -1,
): string | null {
  if (silent(e)) return null;
  const t = LOG[lang];
  const w = WORDS[lang];
  const seat = "seat" in e ? e.seat : -1;
  const side = factions[seat];
  const card = (id?: number) => (typeof id === "number" && id >= 0 ? defOf(id).name[lang] : t.someCard);
  const s: LogSay = {
    who: {
      you: seat === viewer,
      computer: seat >= 0 && seat === computer,
      side: side === "empire" || side === "rebel" ? side : undefined,
    },
    card,
    cards: (ids) => list(ids.map(card), w.and),
    amounts: (g) => renderIcons(iconAmounts(g).join(` ${w.and} `), lang),
    icons: (text) => renderIcons(text, lang),
  };
  // The kind picks the line's type; a log entry stored by an older engine may have a kind no line knows.
  const line = t.lines[e.k as Exclude<EventKind, Unlogged>] as
    | ((e: SeenEvent, s: LogSay) => string)
    | undefined;
  return line ? line(e, s) : null;
}
