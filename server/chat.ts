/**
 * Table talk: messages between seated players, on the table channel (every seated player) or the team
 * channel (the sender's team only). Plain text or a quick phrase that each reader sees in their own
 * language. Spectators and the computer neither read nor write. Kept with the game, gone with it.
 */
import type { ChatChannel, ChatMessage, QuickPhrase } from "../api/contract.ts";
import { seatsOfTeam, teamOf } from "../engine/mod.ts";
import { fail, type Failure, type Result } from "./outcome.ts";
import { CHAT_MAX_CHARS } from "./schemas.ts";
import type { GameHead } from "./store.ts";

/** Most messages a seat may send within one window of `CHAT_WINDOW_MS`. */
export const CHAT_BURST = 5;
/** The rate limit's window. */
export const CHAT_WINDOW_MS = 10_000;
/** Most messages a game keeps; later ones are refused. */
export const CHAT_MAX_MESSAGES = 2_000;

/** What the chat of a game holds besides its messages: how many, and each seat's recent send times. */
export interface ChatHead {
  n: number;
  /** Per seat, the times of its messages within the last window, oldest first. */
  recent: number[][];
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
 * The message a seat posts and the chat head after it, or why it is refused: a spectator or the
 * computer cannot post (checked by the caller), the team channel needs a teammate, and a seat may
 * send CHAT_BURST messages per CHAT_WINDOW_MS.
 */
export function post(
  head: GameHead,
  chat: ChatHead | null,
  seat: number,
  input: ChatInput,
  now: number,
): Result<{ message: ChatMessage; chat: ChatHead }> {
  if (input.channel === "team" && !hasTeammate(head, seat)) {
    return fail("no-teammate", "this seat has no teammate: use the table channel");
  }
  const prev = chat ?? { n: 0, recent: head.seats.map(() => []) };
  if (prev.n >= CHAT_MAX_MESSAGES) return fail("chat-full", "this game's chat is full");
  const mine = (prev.recent[seat] ?? []).filter((t) => t > now - CHAT_WINDOW_MS);
  if (mine.length >= CHAT_BURST) {
    return fail("rate-limited", `at most ${CHAT_BURST} messages every ${CHAT_WINDOW_MS / 1000} s`);
  }
  const message: ChatMessage = { n: prev.n + 1, seat, channel: input.channel, at: Math.floor(now) };
  if (input.text !== undefined) {
    const t = cleanText(input.text);
    if (!t.ok) return t;
    message.text = t.text;
  } else if (input.phrase !== undefined) message.phrase = input.phrase;
  const recent = head.seats.map((_, i) => i === seat ? [...mine, now] : (prev.recent[i] ?? []));
  return { ok: true, value: { message, chat: { n: message.n, recent } } };
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
