/**
 * Table talk: messages between seated players, on the table channel (every seated player) or the team
 * channel (the sender's team only). Plain text or a quick phrase that each reader sees in their own
 * language. Spectators and the computer neither read nor write. Kept with the game, gone with it.
 *
 * Each channel is a line of its own, numbered apart: the table's and each team's (a team's channel is
 * a different line for each team). A reader reads the table's line and its team's, so the numbers it
 * sees and the rate and size limits it meets tell it nothing about the other team's talk.
 */
import type { ChatChannel, ChatMessage, QuickPhrase } from "../api/contract.ts";
import { seatsOfTeam, teamOf } from "../engine/mod.ts";
import { fail, type Failure, type Result } from "./outcome.ts";
import { CHAT_MAX_CHARS } from "../api/schemas.ts";
import type { GameHead } from "./model/mod.ts";

/** Most messages a seat may send within one window of `CHAT_WINDOW_MS`. */
export const CHAT_BURST = 5;
/** The rate limit's window. */
export const CHAT_WINDOW_MS = 10_000;
/** Most messages a line keeps; later ones on that line are refused. */
export const CHAT_MAX_MESSAGES = 2_000;

/** The lines of a game's chat, by index: the table's (0), then each team's (1 + team); their key parts. */
export const LINES = ["table", "team0", "team1"] as const;

/** What the chat of a game holds besides its messages: how many on each line, each seat's recent send times. */
export interface ChatHead {
  /** Messages on each line (`LINES`): the number of its last one. */
  lines: number[];
  /**
   * How many messages were stored under the single game-wide numbering used before the lines (0: none);
   * they are read renumbered per line (`renumber`), and each line's own messages follow them.
   */
  legacy: number;
  /** Per seat, the times of its messages within the last window, oldest first. */
  recent: number[][];
}

/** The line of a message a seat posts on a channel. */
export function lineOf(head: GameHead, seat: number, channel: ChatChannel): number {
  return channel === "table" ? 0 : 1 + teamOf(head.state, seat);
}

/** The lines a seated viewer reads: the table's, and its team's when it has a teammate (else null). */
export function linesOf(head: GameHead, seat: number): { table: number; team: number | null } {
  return { table: 0, team: hasTeammate(head, seat) ? lineOf(head, seat, "team") : null };
}

/**
 * Messages stored under the game-wide numbering (in that order), each with its line and numbered
 * within it as if the lines had always existed.
 */
export function renumber(
  head: GameHead,
  messages: readonly ChatMessage[],
): { line: number; message: ChatMessage }[] {
  const count = LINES.map(() => 0);
  return messages.map((m) => {
    const line = lineOf(head, m.seat, m.channel);
    return { line, message: { ...m, n: ++count[line] } };
  });
}

/** A message as posted (checked by ChatSchema): text or a quick phrase, on a channel. */
export interface ChatInput {
  channel: ChatChannel;
  text?: string;
  phrase?: QuickPhrase;
}

/** Whether the seat has a teammate (the team channel exists for it). */
function hasTeammate(head: GameHead, seat: number): boolean {
  return seatsOfTeam(head.state, teamOf(head.state, seat)).length > 1;
}

/** The text of a message as stored: control characters made spaces, spaces folded, trimmed; or an error. */
export function cleanText(text: string): { ok: true; text: string } | Failure {
  // deno-lint-ignore no-control-regex
  const t = text.normalize("NFC").replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, " ")
    .replace(/\s+/g, " ").trim();
  if (t.length === 0) return fail("bad-message", "the message is empty");
  if ([...t].length > CHAT_MAX_CHARS) {
    return fail("bad-message", `messages are limited to ${CHAT_MAX_CHARS} characters`);
  }
  return { ok: true, text: t };
}

/**
 * The message a seat posts, its line and the chat head after it, or why it is refused: a spectator or
 * the computer cannot post (checked by the caller), the team channel needs a teammate, a seat may send
 * CHAT_BURST messages per CHAT_WINDOW_MS, and a line holds CHAT_MAX_MESSAGES.
 */
export function post(
  head: GameHead,
  chat: ChatHead | null,
  seat: number,
  input: ChatInput,
  now: number,
): Result<{ message: ChatMessage; line: number; chat: ChatHead }> {
  if (input.channel === "team" && !hasTeammate(head, seat)) {
    return fail("no-teammate", "this seat has no teammate: use the table channel");
  }
  const prev = chat ?? { lines: LINES.map(() => 0), legacy: 0, recent: head.seats.map(() => []) };
  const line = lineOf(head, seat, input.channel);
  if (prev.lines[line] >= CHAT_MAX_MESSAGES) {
    return fail("chat-full", "this channel of the game's chat is full");
  }
  const mine = (prev.recent[seat] ?? []).filter((t) => t > now - CHAT_WINDOW_MS);
  if (mine.length >= CHAT_BURST) {
    return fail("rate-limited", `at most ${CHAT_BURST} messages every ${CHAT_WINDOW_MS / 1000} s`);
  }
  const n = prev.lines[line] + 1;
  const message: ChatMessage = { n, seat, channel: input.channel, at: Math.floor(now) };
  if (input.text !== undefined) {
    const t = cleanText(input.text);
    if (!t.ok) return t;
    message.text = t.text;
  } else if (input.phrase !== undefined) message.phrase = input.phrase;
  const recent = head.seats.map((_, i) => i === seat ? [...mine, now] : (prev.recent[i] ?? []));
  const lines = prev.lines.slice();
  lines[line] = n;
  return { ok: true, value: { message, line, chat: { lines, legacy: prev.legacy, recent } } };
}

/** Whether a viewer may read a message: seated players only; a team message only within its team. */
export function readable(head: GameHead, viewer: number, m: ChatMessage): boolean {
  if (viewer < 0 || viewer >= head.seats.length) return false;
  return m.channel === "table" || teamOf(head.state, viewer) === teamOf(head.state, m.seat);
}

/** The messages a viewer may read, in order. */
export function readableBy(head: GameHead, viewer: number, messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.filter((m) => readable(head, viewer, m));
}
