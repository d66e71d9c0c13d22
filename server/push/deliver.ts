/**
 * Delivering outbox entries: a notice goes to every device subscribed for its seat (in each device's
 * language), once per spell; a device whose push service answers 404/410 is forgotten, one whose seat
 * moved to another device is skipped and forgotten. The process that committed a change sends its fresh
 * entries at once; the sweep sends what is left over, a bounded number of times. Failures are logged and
 * never reach the move that caused the notice.
 */
import { type Lang } from "../../engine/mod.ts";
import type { PushMessage } from "../../api/contract.ts";
import { pushSentKey } from "../keys.ts";
import { outboxEnd, outboxKey, outboxPrefix } from "../keys.ts";
import type { GameStore } from "../store.ts";
import { type Notice, spellOf, stillDue } from "./notices.ts";
import { entryKey, type OutboxEntry } from "./outbox.ts";
import { sendPush, topicOf } from "./send.ts";
import type { PushRecord, Subscriptions } from "./subscriptions.ts";
import { noticeText } from "./text.ts";
import type { Vapid } from "./vapid.ts";

/** Most times the sweep takes an entry before dropping it. */
export const MAX_ATTEMPTS = 5;
/** Age (ms) after which the sweep takes an entry: the committing process had time to send it. */
export const SWEEP_AFTER_MS = 60_000;

/** What delivering needs. */
export interface DeliverDeps {
  kv: Deno.Kv;
  store: GameStore;
  subscriptions: Subscriptions;
  vapid: () => Promise<Vapid>;
  fetch?: typeof fetch;
  now: () => number;
}

/** What became of an entry: done (sent, or nothing left to send) or to be tried again by the sweep. */
type Delivery = "done" | "retry";

/** The push body of a notice for a device (`PushMessage` of the contract). */
export function pushMessage(n: Notice, lang: Lang): PushMessage {
  const { title, body, tag } = noticeText(n, lang);
  return { v: 1, game: n.game, title, body, url: `/g/${n.game}`, tag };
}

/** Sends outbox entries and sweeps the outbox. */
export class Deliverer {
  constructor(private d: DeliverDeps) {}

  /** Sends a process's freshly committed entries and deletes those done. Never throws. */
  async sendFresh(entries: readonly OutboxEntry[]): Promise<void> {
    await Promise.all(entries.map(async (e) => {
      try {
        if (await this.deliver(e) === "done") await this.d.kv.delete(entryKey(e));
      } catch (err) {
        console.warn(`push: entry ${e.id} not sent`, err);
      }
    }));
  }

  /**
   * Sends the entries written or last taken at least `olderThanMs` ago (at most `limit`): each is first
   * taken (moved to now, its attempts counted, checked against its versionstamp so two sweeps never both
   * take it), then sent; an entry past its deadline or its attempts is dropped. How many were taken.
   */
  async sweep(olderThanMs = SWEEP_AFTER_MS, limit = 100): Promise<number> {
    const now = this.d.now();
    const due = this.d.kv.list<OutboxEntry>(
      { prefix: outboxPrefix(), end: outboxEnd(now - olderThanMs) },
      { limit },
    );
    let taken = 0;
    for await (const e of due) {
      const entry = e.value;
      if (entry.attempts >= MAX_ATTEMPTS || now > entry.expires) {
        console.warn(`push: entry ${entry.id} dropped after ${entry.attempts} attempts`);
        await this.d.kv.atomic().check(e).delete(e.key).commit();
        continue;
      }
      const next: OutboxEntry = { ...entry, at: now, attempts: entry.attempts + 1 };
      const r = await this.d.kv.atomic().check(e).delete(e.key).set(outboxKey(now, next.id), next).commit();
      if (!r.ok) continue;
      taken++;
      try {
        if (await this.deliver(next) === "done") await this.d.kv.delete(entryKey(next));
      } catch (err) {
        console.warn(`push: entry ${next.id} not sent`, err);
      }
    }
    return taken;
  }

  /** Delivers one entry to its seat's devices. */
  private async deliver(e: OutboxEntry): Promise<Delivery> {
    const n = e.notice;
    const g = await this.d.store.get(n.game);
    if (!g || !stillDue(n, g.head)) return "done";
    const spell = spellOf(n);
    if ((await this.d.kv.get<string>(pushSentKey(n.game, n.seat))).value === spell) return "done";
    const holder = g.head.seats[n.seat];
    const devices = await this.d.subscriptions.ofSeat(n.game, n.seat);
    let ok = 0, retry = 0;
    await Promise.all(devices.map(async ({ key, record }) => {
      if (record.holder !== holder || this.ended(record)) return await this.d.subscriptions.drop(key);
      const r = await this.send(record, n, e.ttl);
      if (r === "ok") ok++;
      else if (r === "retry") retry++;
      else if (r === "gone") await this.d.subscriptions.drop(key);
    }));
    if (ok > 0) await this.d.kv.set(pushSentKey(n.game, n.seat), spell);
    return ok === 0 && retry > 0 ? "retry" : "done";
  }

  /** Whether the browser said the subscription has ended. */
  private ended(r: PushRecord): boolean {
    return r.expirationTime !== null && r.expirationTime <= this.d.now();
  }

  /** One push to one device. */
  private async send(record: PushRecord, n: Notice, ttl: number): Promise<"ok" | "gone" | "retry" | "error"> {
    const message = pushMessage(n, record.lang);
    const r = await sendPush(record, JSON.stringify(message), {
      ttl,
      vapid: await this.d.vapid(),
      topic: await topicOf(message.tag),
      fetch: this.d.fetch,
      now: this.d.now,
    });
    if (r.result === "error" || r.result === "retry") {
      console.warn(`push: ${r.result} for game ${n.game} seat ${n.seat}: ${r.message}`);
    }
    return r.result;
  }
}
