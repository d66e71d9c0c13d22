/**
 * Every Deno KV key the server uses, in one place (`store.ts` stores games, `chat_store.ts` table talk):
 *
 *   ["games", id]                 GameHead
 *   ["games", id, "log", seq]     LogEntry that produced `seq` (1, 2, …): a move, or an undo of an earlier one
 *   ["games", id, "chatHead"]     ChatHead: how many messages on each chat line, each seat's recent send times
 *   ["games", id, "chat", line, n]  ChatMessage number n (1, 2, …) of a line: "table", "team0", "team1"
 *   ["games", id, "chat", n]      ChatMessage n of the single numbering used before the lines (read, never written)
 *   ["expiry", bucket, id]        true: index of deadlines by hour, for the sweep
 *   ["games", id, "push", seat, h]  PushRecord: a device's Web Push subscription for a seat (h: hash of its endpoint)
 *   ["games", id, "pushSent", seat] the last notice sent to a seat (its spell), so a waiting spell is told once
 *   ["pushOutbox", at, entry]     OutboxEntry: a notice committed with the change that caused it, until sent
 *   ["push", "vapid"]             VapidPair: the server's VAPID keys, made on the first start
 *
 * Everything under ["games", id] belongs to that game and is deleted with it.
 */

/** A game's head. */
export const headKey = (id: string): Deno.KvKey => ["games", id];
/** The log entry of move `seq`. */
export const logKey = (id: string, seq: number): Deno.KvKey => ["games", id, "log", seq];
/** The prefix of a game's log entries. */
export const logPrefix = (id: string): Deno.KvKey => ["games", id, "log"];
/** A game's chat head. */
export const chatHeadKey = (id: string): Deno.KvKey => ["games", id, "chatHead"];
/** Chat message `n` of a line (its key part: "table", "team0", "team1"). */
export const chatKey = (id: string, line: string, n: number): Deno.KvKey => ["games", id, "chat", line, n];
/** The prefix of a chat line's messages. */
export const chatLinePrefix = (id: string, line: string): Deno.KvKey => ["games", id, "chat", line];
/**
 * Message `n` of the game-wide numbering of chats written before the lines. Numbers sort after
 * strings in KV, so listing from `legacyChatKey(id, 1)` under `chatPrefix` lists these only.
 */
export const legacyChatKey = (id: string, n: number): Deno.KvKey => ["games", id, "chat", n];
/** The prefix of a game's chat messages (every line, and the older numbering). */
export const chatPrefix = (id: string): Deno.KvKey => ["games", id, "chat"];
/** The expiry index entry of a game. */
export const expiryKey = (bucket: number, id: string): Deno.KvKey => ["expiry", bucket, id];
/** The prefix of the expiry index. */
export const expiryPrefix = (): Deno.KvKey => ["expiry"];
/** The end (exclusive) of the expiry index entries due by `now`. */
export const expiryEnd = (now: number): Deno.KvKey => ["expiry", now + 1];
/** A seat's push subscription, by the hash of its endpoint. */
export const pushKey = (id: string, seat: number, endpointHash: string): Deno.KvKey => [
  "games",
  id,
  "push",
  seat,
  endpointHash,
];
/** The prefix of a seat's push subscriptions. */
export const pushSeatPrefix = (id: string, seat: number): Deno.KvKey => ["games", id, "push", seat];
/** The prefix of a game's push subscriptions. */
export const pushPrefix = (id: string): Deno.KvKey => ["games", id, "push"];
/** The last notice sent to a seat. */
export const pushSentKey = (id: string, seat: number): Deno.KvKey => ["games", id, "pushSent", seat];
/** The prefix of the last notices sent to a game's seats. */
export const pushSentPrefix = (id: string): Deno.KvKey => ["games", id, "pushSent"];
/** An outbox entry, listed by the time it was written or last taken (epoch ms). */
export const outboxKey = (at: number, entry: string): Deno.KvKey => ["pushOutbox", at, entry];
/** The prefix of the outbox. */
export const outboxPrefix = (): Deno.KvKey => ["pushOutbox"];
/** The end (exclusive) of the outbox entries written or taken by `at`. */
export const outboxEnd = (at: number): Deno.KvKey => ["pushOutbox", at + 1];
/** The server's VAPID key pair. */
export const vapidKeyKey = (): Deno.KvKey => ["push", "vapid"];
