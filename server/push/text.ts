/**
 * The words of push notices: one phrasebook per language (`words/en.ts`, `words/es.ts`) behind one
 * interface, and the text of a notice in a language. A notice names sides, turns, results and times, never
 * a card, so no notice can tell a device what its seat may not see.
 */
import type { Lang } from "../../engine/mod.ts";
import { type Notice, type Side, tagOf } from "./notices.ts";
import { EN_NOTICES } from "./words/en.ts";
import { ES_NOTICES } from "./words/es.ts";

/** What a notification shows. */
export interface NoticeText {
  title: string;
  body: string;
  tag: string;
}

/** A length of time in words, by its largest unit. */
export type Span = { unit: "days" | "hours" | "minutes"; n: number };

/** The words of notices in one language. */
export interface NoticeWords {
  /** "the Empire player", "the Rebel players", "the computer": a side that waits, as a sentence's subject. */
  side(s: Side): string;
  /** "is waiting" / "are waiting" agreement: the verb phrase after `side`. */
  waits(s: Side, what: "move" | "decision"): string;
  turnTitle: string;
  turnBody(turn: number, waiting: string): string;
  resumeBody(by: string): string;
  decisionTitle: string;
  decisionBody(waiting: string): string;
  joinedTitle: string;
  joinedBody(side: Side["faction"]): string;
  overTitle(won: boolean): string;
  overBody: string;
  reminderTitle(left: string): string;
  reminderBody(turn: number): string;
  span(s: Span): string;
}

/** The phrasebook of each language. */
export const NOTICE_WORDS: Record<Lang, NoticeWords> = { en: EN_NOTICES, es: ES_NOTICES };

/** A length of time by its largest whole unit (at least one minute). */
export function spanOf(ms: number): Span {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes >= 48 * 60) return { unit: "days", n: Math.round(minutes / 1440) };
  if (minutes >= 120) return { unit: "hours", n: Math.round(minutes / 60) };
  return { unit: "minutes", n: minutes };
}

/** Capitalizes a sentence's first letter. */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The title, body and tag of a notice in a language. */
export function noticeText(n: Notice, lang: Lang): NoticeText {
  const w = NOTICE_WORDS[lang];
  const tag = tagOf(n);
  switch (n.kind) {
    case "turn":
      return {
        title: w.turnTitle,
        body: w.turnBody(n.turn, cap(`${w.side(n.by)} ${w.waits(n.by, "move")}`)),
        tag,
      };
    case "resume":
      return { title: w.turnTitle, body: w.resumeBody(cap(w.side(n.by))), tag };
    case "decision":
      return {
        title: w.decisionTitle,
        body: w.decisionBody(cap(`${w.side(n.by)} ${w.waits(n.by, "decision")}`)),
        tag,
      };
    case "joined":
      return { title: w.joinedTitle, body: w.joinedBody(n.side), tag };
    case "over":
      return { title: w.overTitle(n.won), body: w.overBody, tag };
    case "reminder":
      return { title: w.reminderTitle(w.span(spanOf(n.leftMs))), body: w.reminderBody(n.turn), tag };
  }
}
