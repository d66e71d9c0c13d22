/**
 * Table talk in Deno KV (keys in `keys.ts`): a chat head per game and one key per message of each
 * line. Chats written before the lines (a head `{ n, recent }`, messages under one game-wide number)
 * are still read: their messages renumbered per line (`chat.ts` `renumber`), the head's line counts
 * taken from them; the first new message writes the head in the current shape.
 */
import type { ChatMessage } from "../api/contract.ts";
import { CHAT_MAX_MESSAGES, type ChatHead, LINES, renumber } from "./chat.ts";
import { chatHeadKey, chatKey, chatLinePrefix, chatPrefix, headKey, legacyChatKey } from "./keys.ts";
import type { GameHead } from "./model/mod.ts";
import type { Versioned } from "./write.ts";

/** A chat head with the versionstamp it was read at (null: no message yet). */
export interface VersionedChat {
  chat: ChatHead | null;
  versionstamp: string | null;
}

/** A chat head as stored: the current shape, or the one written before the lines. */
type StoredChatHead = ChatHead | { n: number; recent: number[][]; lines?: undefined };

/** Reads and appends a game's chat messages. */
export class ChatStore {
  constructor(private kv: Deno.Kv) {}

  /** The game's chat head (`game`: its head, to place the messages of an older chat on their lines). */
  async head(game: GameHead): Promise<VersionedChat> {
    const e = await this.kv.get<string>(chatHeadKey(game.id));
    if (e.value === null) return { chat: null, versionstamp: e.versionstamp };
    const stored: StoredChatHead = JSON.parse(e.value);
    if (stored.lines !== undefined) return { chat: stored, versionstamp: e.versionstamp };
    const lines = LINES.map(() => 0);
    for (const { line } of await this.legacy(game)) lines[line]++;
    return { chat: { lines, legacy: stored.n, recent: stored.recent }, versionstamp: e.versionstamp };
  }

  /**
   * Appends a message on its line if neither the game's head nor its chat head changed since they were
   * read (so a message never outlives a deleted game); false on conflict.
   */
  async append(
    game: Versioned,
    prev: VersionedChat,
    next: ChatHead,
    line: number,
    message: ChatMessage,
  ): Promise<boolean> {
    const id = game.head.id;
    const r = await this.kv.atomic()
      .check({ key: headKey(id), versionstamp: game.versionstamp })
      .check({ key: chatHeadKey(id), versionstamp: prev.versionstamp })
      .set(chatHeadKey(id), JSON.stringify(next))
      .set(chatKey(id, LINES[line], message.n), JSON.stringify(message))
      .commit();
    return r.ok;
  }

  /** Messages of a line numbered above `after`, oldest first, at most `limit` (an older chat's first). */
  async after(game: GameHead, line: number, after: number, limit: number): Promise<ChatMessage[]> {
    const out = (await this.legacy(game))
      .filter((x) => x.line === line && x.message.n > after)
      .slice(0, limit)
      .map((x) => x.message);
    if (out.length >= limit) return out;
    const rest = limit - out.length;
    const id = game.id;
    const iter = this.kv.list<string>(
      { prefix: chatLinePrefix(id, LINES[line]), start: chatKey(id, LINES[line], Math.max(0, after) + 1) },
      { limit: rest, batchSize: Math.min(rest, 500) },
    );
    for await (const e of iter) out.push(JSON.parse(e.value));
    return out;
  }

  /**
   * The messages of a chat written before the lines, renumbered per line (none for a newer game: one
   * empty range read). Numbers sort after strings in KV, so the range holds these keys only.
   */
  private async legacy(game: GameHead): Promise<{ line: number; message: ChatMessage }[]> {
    const id = game.id;
    const old: ChatMessage[] = [];
    const iter = this.kv.list<string>(
      { prefix: chatPrefix(id), start: legacyChatKey(id, 1) },
      { limit: CHAT_MAX_MESSAGES, batchSize: 500 },
    );
    for await (const e of iter) old.push(JSON.parse(e.value));
    return old.length === 0 ? [] : renumber(game, old);
  }
}
