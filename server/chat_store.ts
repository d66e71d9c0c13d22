/** Table talk in Deno KV (keys in `keys.ts`): a chat head per game and one key per message. */
import type { ChatMessage } from "../api/contract.ts";
import type { ChatHead } from "./chat.ts";
import { chatHeadKey, chatKey, chatPrefix, headKey } from "./keys.ts";
import type { Versioned } from "./store.ts";

/** A chat head with the versionstamp it was read at (null: no message yet). */
export interface VersionedChat {
  chat: ChatHead | null;
  versionstamp: string | null;
}

/** Reads and appends a game's chat messages. */
export class ChatStore {
  constructor(private kv: Deno.Kv) {}

  /** The game's chat head. */
  async head(id: string): Promise<VersionedChat> {
    const e = await this.kv.get<string>(chatHeadKey(id));
    return { chat: e.value === null ? null : JSON.parse(e.value), versionstamp: e.versionstamp };
  }

  /**
   * Appends a message if neither the game's head nor its chat head changed since they were read (so
   * a message never outlives a deleted game); false on conflict.
   */
  async append(game: Versioned, prev: VersionedChat, next: ChatHead, message: ChatMessage): Promise<boolean> {
    const id = game.head.id;
    const r = await this.kv.atomic()
      .check({ key: headKey(id), versionstamp: game.versionstamp })
      .check({ key: chatHeadKey(id), versionstamp: prev.versionstamp })
      .set(chatHeadKey(id), JSON.stringify(next))
      .set(chatKey(id, message.n), JSON.stringify(message))
      .commit();
    return r.ok;
  }

  /** Messages numbered above `after`, oldest first, at most `limit`. */
  async after(id: string, after: number, limit: number): Promise<ChatMessage[]> {
    const out: ChatMessage[] = [];
    const iter = this.kv.list<string>(
      { prefix: chatPrefix(id), start: chatKey(id, Math.max(0, after) + 1) },
      { limit, batchSize: Math.min(limit, 500) },
    );
    for await (const e of iter) out.push(JSON.parse(e.value));
    return out;
  }
}
