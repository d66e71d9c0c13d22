/** Test helpers of Server-Sent Events: a stream opened on a real server, read event by event. */
import assert from "node:assert/strict";
import { type SseEvent as Ev, sseEvents } from "../../tools/api_client.ts";

/**
 * Opens a game's event stream (`query`: e.g. `?delta=1`); `next()` waits for the next event (comments
 * included) up to `ms`.
 */
export async function open(base: string, id: string, headers: Record<string, string> = {}, query = "") {
  const ac = new AbortController();
  const res = await fetch(`${base}/api/games/${id}/events${query}`, { headers, signal: ac.signal });
  assert.equal(res.status, 200);
  assert.match(res.headers.get("content-type")!, /^text\/event-stream/);
  const it = sseEvents(res.body!, ac.signal);
  const queue: Ev[] = [];
  let wake = null as (() => void) | null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  const pump = (async () => {
    try {
      for await (const e of it) {
        queue.push(e);
        wake?.();
      }
    } catch { /* aborted */ }
    ended = true;
    wake?.(); // a reader waiting on a closed stream gets null now, not when its wait runs out
  })();
  return {
    async next(ms = 2000, skipComments = true): Promise<Ev | null> {
      const deadline = Date.now() + ms;
      for (;;) {
        while (queue.length > 0) {
          const e = queue.shift()!;
          if (!(skipComments && e.comment)) return e;
        }
        const left = deadline - Date.now();
        if (left <= 0 || ended) return null;
        await new Promise<void>((r) => {
          wake = r;
          timer = setTimeout(r, left);
        });
        clearTimeout(timer); // woken by an event or the end: the timer must not outlive the test
        wake = null;
      }
    },
    async close() {
      ac.abort();
      await pump;
    },
  };
}
