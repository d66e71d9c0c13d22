/**
 * A Server-Sent Events response on one plain ReadableStream: what a session writes goes out as it is
 * written, a write waits while the client's connection is not taking more (so a slow client makes its
 * session coalesce versions), and the client's going away is told once. Lighter per open connection
 * than a writer piped through a TransformStream.
 */

/** One event: its data (any text; each line is sent as a `data:` line), name, id and retry advice. */
export interface SseMessage {
  data: string;
  event?: string;
  id?: string;
  retry?: number;
}

/** What a stream's session writes to. */
export interface SseSink {
  /** Sends one event; resolves once the connection takes more (never rejects). */
  writeSSE(message: SseMessage): Promise<void>;
  /** Sends raw text (a `:` comment line, e.g. a heartbeat); resolves like `writeSSE`. */
  write(text: string): Promise<void>;
  /** Calls `listener` when the client goes away (at once if it already has). */
  onAbort(listener: () => void): void;
  /** Whether the client went away. */
  readonly aborted: boolean;
}

/** The wire form of an event (an id or event name with a line break is refused: it would split the event). */
export function sseFrame({ data, event, id, retry }: SseMessage): string {
  for (const field of [event, id]) {
    if (field !== undefined && /[\r\n]/.test(field)) throw new Error("an SSE field must be one line");
  }
  let out = event ? `event: ${event}\n` : "";
  for (const line of data.split(/\r\n|\r|\n/)) out += `data: ${line}\n`;
  if (id !== undefined) out += `id: ${id}\n`;
  if (retry !== undefined) out += `retry: ${retry}\n`;
  return out + "\n";
}

const encoder = new TextEncoder();

/** A `text/event-stream` response whose body `run` writes; the body ends when `run` settles. */
export function sseResponse(run: (sink: SseSink) => Promise<void>): Response {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let aborted = false, closed = false;
  /** Writes waiting for the connection to take more. */
  const waiting: (() => void)[] = [];
  const drained = () => waiting.splice(0).forEach((w) => w());
  const listeners: (() => void)[] = [];
  const abort = () => {
    if (aborted) return;
    aborted = true;
    drained();
    for (const l of listeners.splice(0)) l();
  };
  const body = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
    pull: drained,
    cancel: abort,
  });
  const write = (text: string): Promise<void> => {
    if (aborted || closed) return Promise.resolve();
    controller.enqueue(encoder.encode(text));
    if ((controller.desiredSize ?? 1) > 0) return Promise.resolve();
    return new Promise((resolve) => void waiting.push(resolve));
  };
  const sink: SseSink = {
    writeSSE: (message) => write(sseFrame(message)),
    write,
    onAbort: (listener) => aborted ? listener() : void listeners.push(listener),
    get aborted() {
      return aborted;
    },
  };
  run(sink).catch((e) => console.error("event stream failed:", e)).finally(() => {
    closed = true;
    drained();
    if (!aborted) controller.close();
    abort();
  });
  return new Response(body, {
    headers: { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" },
  });
}
