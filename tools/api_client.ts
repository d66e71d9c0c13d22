/**
 * A small client of the HTTP API for tests and the benchmark: typed calls over any fetch (a real
 * server, or `app.request`), a seeded random number generator and a weighted random legal move.
 */
import type { Action } from "../engine/mod.ts";
import { nextU32, seedRng } from "../engine/state/rng.ts";
import { patch } from "../api/delta.ts";
import type {
  ChatBody,
  ChatMessage,
  ChatPage,
  Created,
  CreateGameBody,
  Delta,
  Envelope,
  JoinBody,
  Joined,
  LogPage,
  MoveBody,
  Rematched,
  UndoBody,
} from "../api/contract.ts";

/** A fetch relative to the server's root. */
export type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

/** A response: status, parsed JSON body (or null), raw text and headers. */
interface Reply<T> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** A fetch over a real server at `base`. */
export function httpFetch(base: string): Fetch {
  return (path, init) => fetch(base + path, init);
}

/** Typed calls of the Holotable API. */
export class ApiClient {
  constructor(readonly fetch: Fetch) {}

  async call<T>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ) {
    const h: Record<string, string> = { ...headers };
    if (token) h.authorization = `Bearer ${token}`;
    if (body !== undefined) h["content-type"] = "application/json";
    const res = await this.fetch(path, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch { /* not JSON */ }
    return { status: res.status, body: parsed as T, text, headers: res.headers } as Reply<T>;
  }

  create(options: CreateGameBody = {}): Promise<Reply<Created>> {
    return this.call("POST", "/api/games", options);
  }

  join(id: string, invite: string): Promise<Reply<Joined>> {
    return this.call("POST", `/api/games/${id}/join`, { invite } satisfies JoinBody);
  }

  view(id: string, token?: string, etag?: string): Promise<Reply<Envelope>> {
    return this.call("GET", `/api/games/${id}`, undefined, token, etag ? { "if-none-match": etag } : {});
  }

  act(id: string, token: string, seq: number, action: Action, actionId: string): Promise<Reply<Envelope>> {
    return this.call("POST", `/api/games/${id}/actions`, { seq, action, actionId } satisfies MoveBody, token);
  }

  undo(id: string, token: string | undefined, seq: number): Promise<Reply<Envelope>> {
    return this.call("POST", `/api/games/${id}/undo`, { seq } satisfies UndoBody, token);
  }

  log(id: string, token?: string, after = 0, limit = 500): Promise<Reply<LogPage>> {
    return this.call("GET", `/api/games/${id}/log?after=${after}&limit=${limit}`, undefined, token);
  }

  chat(id: string, token: string | undefined, body: ChatBody): Promise<Reply<ChatMessage>> {
    return this.call("POST", `/api/games/${id}/chat`, body, token);
  }

  chatPage(id: string, token?: string, after: number | string = 0): Promise<Reply<ChatPage>> {
    return this.call("GET", `/api/games/${id}/chat?after=${after}`, undefined, token);
  }

  rematch(id: string, token: string): Promise<Reply<Rematched>> {
    return this.call("POST", `/api/games/${id}/rematch`, undefined, token);
  }
}

/** A seeded generator of numbers in [0, 1) (the engine's generator, never a game's own). */
export function rng(seed: number): () => number {
  const state = seedRng(seed >>> 0);
  return () => nextU32(state) / 4294967296;
}

/** Weights that keep random games short: attack and play more than end the turn. */
const WEIGHTS: Record<string, number> = {
  playAll: 30,
  play: 3,
  commit: 10,
  resolve: 12,
  purchase: 4,
  ability: 3,
  payOff: 1,
  answer: 5,
  endTurn: 0.5,
};

/** A random legal action, weighted by type. */
export function randomAction(legal: Action[], rnd: () => number): Action {
  let total = 0;
  for (const a of legal) total += WEIGHTS[a.type] ?? 1;
  let x = rnd() * total;
  for (const a of legal) {
    x -= WEIGHTS[a.type] ?? 1;
    if (x <= 0) return a;
  }
  return legal[legal.length - 1];
}

/** One parsed Server-Sent Event (`comment` marks a heartbeat). */
export interface SseEvent {
  id?: string;
  event?: string;
  data: string;
  comment?: boolean;
}

/**
 * The envelope a game stream's event (a whole envelope, or a `delta`) makes of the one held: null when
 * the delta starts from a version the holder lacks (fetch the envelope whole).
 */
export function streamed(held: Envelope | null, e: SseEvent): Envelope | null {
  if (e.event !== "delta") return JSON.parse(e.data) as Envelope;
  return held && patch(held, JSON.parse(e.data) as Delta);
}

/** Parsed Server-Sent Events from a response body (`comment` marks a heartbeat); aborting `signal` ends it. */
export async function* sseEvents(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  signal?.addEventListener("abort", () => reader.cancel().catch(() => {}), { once: true });
  let buf = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buf += decoder.decode(value, { stream: true });
      let i: number;
      while ((i = buf.indexOf("\n\n")) >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const ev: SseEvent = { data: "" };
        const data: string[] = [];
        for (const line of block.split("\n")) {
          if (line.startsWith(":")) ev.comment = true;
          else if (line.startsWith("data: ")) data.push(line.slice(6));
          else if (line.startsWith("id: ")) ev.id = line.slice(4);
          else if (line.startsWith("event: ")) ev.event = line.slice(7);
        }
        ev.data = data.join("\n");
        yield ev;
      }
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}
