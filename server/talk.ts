/**
 * The table talk of games as the service offers it: posting a message (retried while moves change the
 * game) and the pages a seated reader may read, from its cursor on the table's line and its team's.
 */
import type { ChatCursor, ChatMessage, ChatPage } from "../api/contract.ts";
import { type ChatInput, linesOf, post, readableBy } from "./chat.ts";
import { ChatStore } from "./chat_store.ts";
import { BUSY, NOT_FOUND, type Result } from "./outcome.ts";
import { isExpired } from "./retention.ts";
import { type Credentials, seatedCaller } from "./seats.ts";
import type { GameHead } from "./model/mod.ts";
import type { GameStore } from "./store.ts";

/** Attempts at appending a chat message while moves change the game. */
const CHAT_TRIES = 8;
/** Most chat messages of one line one read returns. */
const CHAT_PAGE = 200;

/** A page for a reader, and whether a line had more than one page holds (read again from `page.last`). */
export interface ChatRead {
  page: ChatPage;
  more: boolean;
}

/** Posting and reading the table talk of games. */
export class Talk {
  private chats: ChatStore;

  constructor(private store: GameStore, private now: () => number) {
    this.chats = new ChatStore(store.kv);
  }

  /** Posts a seated caller's message (table or team channel); spectators are refused. */
  async post(id: string, creds: Credentials, input: ChatInput): Promise<Result<ChatMessage>> {
    for (let attempt = 0; attempt < CHAT_TRIES; attempt++) {
      const g = await this.store.get(id);
      if (!g || isExpired(g.head, this.now())) return NOT_FOUND;
      const caller = await seatedCaller(g.head, creds, "chat");
      if (!caller.ok) return caller;
      const prev = await this.chats.head(g.head);
      const r = post(g.head, prev.chat, caller.value, input, this.now());
      if (!r.ok) return r;
      if (await this.chats.append(g, prev, r.value.chat, r.value.line, r.value.message)) {
        return { ok: true, value: r.value.message };
      }
    }
    return BUSY;
  }

  /** The page a seated caller of the game `head` may read after `after`. */
  async page(head: GameHead, creds: Credentials, after: ChatCursor): Promise<Result<ChatPage>> {
    const caller = await seatedCaller(head, creds, "read the chat");
    if (!caller.ok) return caller;
    return { ok: true, value: (await this.read(head, caller.value, after)).page };
  }

  /**
   * The messages a seat may read after `after` (its lines only: the table's and its team's), oldest
   * first, at most CHAT_PAGE per line, and how far the reading got on each.
   */
  async read(head: GameHead, seat: number, after: ChatCursor): Promise<ChatRead> {
    const lines = linesOf(head, seat);
    const table = await this.chats.after(head, lines.table, after.table, CHAT_PAGE);
    const team = lines.team === null ? [] : await this.chats.after(head, lines.team, after.team, CHAT_PAGE);
    const messages = readableBy(head, seat, [...table, ...team].sort((a, b) => a.at - b.at));
    const last = { table: table.at(-1)?.n ?? after.table, team: team.at(-1)?.n ?? after.team };
    return { page: { messages, last }, more: table.length === CHAT_PAGE || team.length === CHAT_PAGE };
  }
}
