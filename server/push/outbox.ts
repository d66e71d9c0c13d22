/**
 * The push outbox: the seam between the write path and Web Push. A change's notices become KV writes
 * added to the change's own atomic commit (so a notice exists exactly when its change does), and the
 * entries the process then sends itself (`deliver.ts`); an entry a process did not send (it died between
 * commit and send, or the push service asked to try later) is taken by the sweep once it is old enough.
 *
 * The write path calls `outboxFor(before, after, now)` once per committed change, adds `mutations` to the
 * commit, and after a successful commit hands `entries` to `PushService.sent`.
 */
import { outboxKey } from "../keys.ts";
import type { GameHead } from "../model/mod.ts";
import {
  type ClockNotice,
  clockNotices,
  dueAt,
  type Notice,
  type NoticeKind,
  noticesFor,
  spellOf,
} from "./notices.ts";

/** A notice waiting to be sent: where it is listed, how often it was taken, until when it is worth sending. */
export interface OutboxEntry {
  /** The entry's name: game, seat and the notice's spell. */
  id: string;
  notice: Notice;
  /** When it was written, or last taken by the sweep (epoch ms): its key's time. */
  at: number;
  /** How many times the sweep took it. */
  attempts: number;
  /** Seconds the push service keeps the message for an offline device. */
  ttl: number;
  /** After this (epoch ms) the notice is dropped unsent. */
  expires: number;
}

/** What one change adds to its commit, and the entries to send after it. */
export interface OutboxWrite {
  mutations: Deno.KvMutation[];
  entries: OutboxEntry[];
}

/** How long each kind of notice is worth delivering (s): a turn or a decision for a day, a result for three. */
export const TTL_S: Record<NoticeKind, number> = {
  turn: 86_400,
  resume: 86_400,
  decision: 86_400,
  joined: 86_400,
  over: 3 * 86_400,
  reminder: 43_200,
  late: 86_400,
};

/** The key of an entry. */
export function entryKey(e: OutboxEntry): Deno.KvKey {
  return outboxKey(e.at, e.id);
}

/** The outbox entries of notices, written at `now`, with the KV writes that store them. */
export function outboxWrites(notices: readonly Notice[], now: number): OutboxWrite {
  const entries = notices.map((notice): OutboxEntry => ({
    id: `${notice.game}:${notice.seat}:${spellOf(notice)}`,
    notice,
    at: now,
    attempts: 0,
    ttl: TTL_S[notice.kind],
    expires: now + TTL_S[notice.kind] * 1000,
  }));
  return {
    mutations: entries.map((e): Deno.KvMutation => ({ type: "set", key: entryKey(e), value: e })),
    entries,
  };
}

/**
 * The seam: the outbox writes of a change from `before` (null: a new game) to `after` at time `now`. Pure:
 * the same heads give the same writes. Empty when nobody is to be told (most moves).
 */
export function outboxFor(before: GameHead | null, after: GameHead, now: number): OutboxWrite {
  const w = outboxWrites(noticesFor(before, after), now);
  const clock = clockNotices(before, after);
  if (clock.due.length === 0 && clock.gone.length === 0) return w;
  return { mutations: [...w.mutations, ...clockWrites(clock.due, clock.gone)], entries: w.entries };
}

/**
 * The KV writes of clock notices (a reminder, "your clock ran out"): each listed at the time it is due, so
 * the sweep takes it only then (never sent right after the commit, which is before), worth sending until
 * the deadline for a reminder and a day after it for "ran out"; those that no longer hold are deleted by
 * their key (their times are in the notice). Delivery checks the head again.
 */
function clockWrites(due: ClockNotice[], gone: ClockNotice[]): Deno.KvMutation[] {
  const entry = (n: ClockNotice): OutboxEntry => {
    const at = dueAt(n);
    const expires = n.kind === "late" ? n.deadline + TTL_S.late * 1000 : n.deadline;
    return {
      id: `${n.game}:${n.seat}:${spellOf(n)}`,
      notice: n,
      at,
      attempts: 0,
      ttl: Math.min(TTL_S[n.kind], Math.max(1, Math.round((expires - at) / 1000))),
      expires,
    };
  };
  return [
    ...gone.map((n): Deno.KvMutation => ({ type: "delete", key: entryKey(entry(n)) })),
    ...due.map((n): Deno.KvMutation => {
      const e = entry(n);
      return { type: "set", key: entryKey(e), value: e };
    }),
  ];
}
