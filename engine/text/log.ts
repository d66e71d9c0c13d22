/**
 * Log lines from (already redacted) events. The words come from the language's log phrasebook
 * (`<lang>/log.ts`): one line per kind of event.
 */
import { defOf, SET_SIZE } from "../cards/catalog.ts";
import type { Faction, GameEvent, SeenEvent } from "../state/types.ts";
import { list } from "./grammar.ts";
import { type Holder, iconAmounts, type Lang, renderIcons, WORDS } from "./terms.ts";
import { EN_LOG } from "./en/log.ts";
import { ES_LOG } from "./es/log.ts";

/** Who did it, as the viewer sees them. */
export interface Actor {
  /** The viewer itself ("You"). */
  you: boolean;
  /** A seat the computer plays. */
  computer: boolean;
  /** The actor's side, when the event names a seat. */
  side?: Faction;
  /** 2v2: the viewer's teammate ("Your teammate"). */
  mate?: boolean;
  /** 2v2: the actor's region, counted from 1 ("The Rebel player in region 2"); absent in 1v1. */
  region?: number;
}

/** Who sits at the table, as lines name them: each seat's side, team and region, and the computer seats. */
export interface Cast {
  seats: readonly { faction: Faction; team: number; region: number }[];
  computers: readonly number[];
}

/** The actor `seat` as `viewer` names it (a spectator is -1 or any number past the seats). */
export function actorOf(cast: Cast, seat: number, viewer: number): Actor {
  const p = cast.seats[seat];
  if (!p) return { you: false, computer: false };
  const team = cast.seats.length > 2;
  const v = cast.seats[viewer];
  return {
    you: seat === viewer,
    computer: cast.computers.includes(seat),
    side: p.faction === "empire" || p.faction === "rebel" ? p.faction : undefined,
    ...(team ? { mate: seat !== viewer && v?.team === p.team, region: p.region + 1 } : {}),
  };
}

/** Seat `seat` as the holder of a base or capital ship, named for `viewer` (2v2: with its region). */
export function holderOf(cast: Cast, seat: number, viewer: number): Holder {
  const a = actorOf(cast, seat, viewer);
  return { you: a.you, mate: a.mate, side: a.side, region: a.region };
}

/**
 * 2v2: the seat of `seat`'s team in the region a card comes from: cards never leave their region, so a
 * base or capital ship of a team's shared zone belongs to that seat.
 */
function teamSeatIn(cast: Cast, seat: number, card: number): number {
  const team = cast.seats[seat]?.team;
  const region = Math.floor(card / SET_SIZE);
  return cast.seats.findIndex((p) => p.team === team && p.region === region);
}

/** What every line may say besides the event: who acted, and cards and amounts in words. */
export interface LogSay {
  who: Actor;
  /** A card's name; a card the viewer cannot see (no id) reads as "a card". */
  card(id?: number): string;
  /**
   * A base or capital ship of seat `owner` (2v2: "Lothal (Empire, region 2)", whose it is and where;
   * 1v1: its name, the two seats' cards never share a zone).
   */
  held(id: number, owner: number): string;
  /** 2v2: a base or capital ship used by the acting seat (its team's, in the card's region); else its name. */
  ours(id: number): string;
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
 * events that need no line. `cast` says who sits where (see `actorOf`).
 */
export function logLine(e: SeenEvent, viewer: number, cast: Cast, lang: Lang): string | null {
  if (silent(e)) return null;
  const t = LOG[lang];
  const w = WORDS[lang];
  const seat = "seat" in e ? e.seat : -1;
  const card = (id?: number) => (typeof id === "number" && id >= 0 ? defOf(id).name[lang] : t.someCard);
  const team = cast.seats.length > 2;
  const held = (id: number, owner: number) =>
    team && owner >= 0 && id >= 0 ? `${card(id)} (${w.held(holderOf(cast, owner, viewer))})` : card(id);
  const s: LogSay = {
    who: actorOf(cast, seat, viewer),
    card,
    held,
    ours: (
      id,
    ) => (team && id >= 0 && defOf(id).type !== "unit" ? held(id, teamSeatIn(cast, seat, id)) : card(id)),
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
