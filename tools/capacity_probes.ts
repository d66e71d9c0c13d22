/**
 * The probes of `deno task bench:capacity` (tools/bench_capacity.ts): a process's memory and open files,
 * SSE listeners that wait for their first event, the sizes of a stream's events, a bounded pool of tasks.
 */
import { gzipSync } from "node:zlib";
import { type ApiClient, sseEvents } from "./api_client.ts";

/** The value at fraction `p` of `xs` (NaN when empty). */
export const pct = (xs: number[], p: number) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : NaN;
};

/** Resident memory of a process in KiB (Linux /proc). */
export async function rssKiB(pid: number): Promise<number> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`);
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]);
}

/** Number of open files of a process (Linux /proc). */
export async function fdCount(pid: number): Promise<number> {
  let n = 0;
  for await (const _ of Deno.readDir(`/proc/${pid}/fd`)) n++;
  return n;
}

/** Time a stream may take to deliver its first event before it counts as failed. */
export const FIRST_EVENT_MS = 15_000;

/**
 * Opens an SSE stream and waits for its first event (the game's view); true once it came, false when
 * the request failed or nothing came in FIRST_EVENT_MS. The stream stays open until `ac` aborts.
 */
export async function openListener(
  url: string,
  token: string,
  ac: AbortController,
  streams: Promise<void>[],
): Promise<boolean> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: ac.signal });
  } catch (e) {
    console.error(`  stream failed: ${e}`);
    return false;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const got = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), FIRST_EVENT_MS);
    streams.push((async () => {
      try {
        for await (const e of sseEvents(res.body!, ac.signal)) if (!e.comment) resolve(true);
      } catch { /* closed */ }
      resolve(false);
    })());
  });
  const ok = await got;
  clearTimeout(timer);
  return ok;
}

/** Runs `n` tasks with at most `width` in flight. */
export async function pool(n: number, width: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < n) await task(next++);
  }));
}

/** A game with both seats taken: id and tokens. */
export async function seated(client: ApiClient): Promise<{ id: string; tokens: string[] }> {
  const c = await client.create({ faction: "empire" });
  const j = await client.join(c.body.id, new URL(c.body.inviteUrl!).searchParams.get("invite")!);
  return { id: c.body.id, tokens: [c.body.token, j.body.token] };
}

/** Sizes of a stream's events: seq, frame bytes raw and gzipped alone, the listening seat, whether a delta. */
export type Sized = { seq: number; raw: number; gzip: number; seat: number; delta: boolean };

/** Follows a seat's stream (whole envelopes, or deltas with `?delta=1`), recording each event's size. */
export async function sizes(
  base: string,
  id: string,
  token: string,
  seat: number,
  delta: boolean,
  out: Sized[],
  ac: AbortController,
) {
  const res = await fetch(`${base}/api/games/${id}/events${delta ? "?delta=1" : ""}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: ac.signal,
  });
  try {
    for await (const e of sseEvents(res.body!, ac.signal)) {
      if (e.comment || !e.data) continue;
      const frame = `${e.event ? `event: ${e.event}\n` : ""}id: ${e.id}\ndata: ${e.data}\n\n`;
      const raw = new TextEncoder().encode(frame).length;
      out.push({ seq: Number(e.id), raw, gzip: gzipSync(frame).length, seat, delta: e.event === "delta" });
    }
  } catch { /* closed */ }
}

/** Percentiles of event sizes. */
export const spread = (xs: number[]) => ({ p50: pct(xs, 0.5), p90: pct(xs, 0.9), max: Math.max(...xs) });
