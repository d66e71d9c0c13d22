/**
 * Web Push as the routes and the write path see it: the server's public key, a seated caller's device
 * subscribing or unsubscribing (endpoint checked against the known push services), the fresh outbox
 * entries of a commit sent, and the outbox swept. Values and domain error codes, no HTTP.
 */
import type { Lang } from "../../engine/mod.ts";
import { BUSY, fail, NOT_FOUND, type Result } from "../outcome.ts";
import { isExpired } from "../retention.ts";
import { type Credentials, seatedCaller } from "../seats.ts";
import type { Companion } from "../companion.ts";
import type { GameStore } from "../store.ts";
import { Deliverer, SWEEP_AFTER_MS } from "./deliver.ts";
import { endpointRefusal, refusalMessage } from "./endpoints.ts";
import { type OutboxEntry, outboxFor } from "./outbox.ts";
import type { PushSubscribeInput } from "../../api/push_schemas.ts";
import { Subscriptions, usableKeys } from "./subscriptions.ts";
import { loadVapidPair, type Vapid, type VapidEnv, vapidOf } from "./vapid.ts";

/** Options of push (from the environment in `main.ts`; tests pass their own). */
export interface PushOptions {
  /** Origins accepted besides the known push services (`PUSH_ALLOWED_ORIGINS`). */
  allowedOrigins?: string[];
  /** VAPID keys and subject from the environment (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT). */
  vapid?: VapidEnv;
  /** The HTTP client pushes are posted with (tests may pass their own). */
  fetch?: typeof fetch;
  /** Clock (epoch ms). */
  now?: () => number;
  /**
   * false: the committing process leaves its entries to the sweep (tests use it to stand for a process
   * that died between commit and send; `PUSH_SEND_AFTER_COMMIT=0`). Default true.
   */
  sendAfterCommit?: boolean;
  /** How old an entry must be before the sweep takes it (ms; default SWEEP_AFTER_MS, `PUSH_SWEEP_AFTER_MS`). */
  sweepAfterMs?: number;
}

/** Attempts at storing a subscription while moves change the game. */
const TRIES = 8;

/** Push subscriptions, keys and the outbox's delivery. */
export class PushService {
  readonly subscriptions: Subscriptions;
  private deliverer: Deliverer;
  private vapidLoad: Promise<Vapid> | null = null;
  private allowed: string[];
  private now: () => number;
  private inFlight = new Set<Promise<void>>();

  constructor(private kv: Deno.Kv, private store: GameStore, private opts: PushOptions = {}) {
    this.subscriptions = new Subscriptions(kv);
    this.allowed = opts.allowedOrigins ?? [];
    this.now = opts.now ?? Date.now;
    this.deliverer = new Deliverer({
      kv,
      store,
      subscriptions: this.subscriptions,
      vapid: () => this.vapid(),
      fetch: opts.fetch,
      now: this.now,
    });
  }

  /** The VAPID identity, loaded (or made and stored) once per process. */
  vapid(): Promise<Vapid> {
    this.vapidLoad ??= loadVapidPair(this.kv, this.opts.vapid).then((pair) =>
      vapidOf(pair, this.opts.vapid?.subject || undefined)
    );
    this.vapidLoad.catch(() => (this.vapidLoad = null));
    return this.vapidLoad;
  }

  /** The server's VAPID public key (base64url of the uncompressed point), for `PushManager.subscribe`. */
  async publicKey(): Promise<string> {
    return (await this.vapid()).keys.publicKey;
  }

  /** Stores the device's subscription for the caller's seat (a known push service's endpoint only). */
  async subscribe(
    id: string,
    creds: Credentials,
    input: PushSubscribeInput,
    lang: Lang,
  ): Promise<Result<void>> {
    const refused = endpointRefusal(input.endpoint, this.allowed);
    if (refused) return fail("endpoint-refused", refusalMessage(refused));
    if (!usableKeys(input.keys)) {
      return fail("bad-push-keys", "keys.p256dh must be a P-256 public key and keys.auth 16 bytes");
    }
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const g = await this.store.get(id);
      if (!g || isExpired(g.head, this.now())) return NOT_FOUND;
      const seat = await seatedCaller(g.head, creds, "receive notifications");
      if (!seat.ok) return seat;
      const record = {
        endpoint: input.endpoint,
        keys: { p256dh: input.keys.p256dh, auth: input.keys.auth },
        expirationTime: input.expirationTime,
        lang,
        holder: g.head.seats[seat.value]!,
        at: this.now(),
      };
      if (await this.subscriptions.put(g, seat.value, record)) return { ok: true, value: undefined };
    }
    return BUSY;
  }

  /** Forgets the device's subscription for the caller's seat (done also when there was none). */
  async unsubscribe(id: string, creds: Credentials, endpoint: string): Promise<Result<void>> {
    const g = await this.store.get(id);
    if (!g || isExpired(g.head, this.now())) return NOT_FOUND;
    const seat = await seatedCaller(g.head, creds, "stop notifications");
    if (!seat.ok) return seat;
    await this.subscriptions.remove(id, seat.value, endpoint);
    return { ok: true, value: undefined };
  }

  /**
   * After a commit that carried `outboxFor`'s mutations: sends its entries and deletes those done. Never
   * throws or rejects; the write path does not wait for it (tests do: it settles when all were tried).
   */
  sent(entries: readonly OutboxEntry[]): Promise<void> {
    if (entries.length === 0) return Promise.resolve();
    const p = this.deliverer.sendFresh(entries);
    this.inFlight.add(p);
    p.finally(() => this.inFlight.delete(p));
    return p;
  }

  /**
   * The outbox in the write path (`GameStore.accompany`): a change's notices are written in its own
   * commit and, once it is committed, sent by this process without the move waiting for them.
   */
  companion(): Companion {
    return (prev, next, at) => {
      const w = outboxFor(prev, next, at);
      if (w.entries.length === 0) return null;
      const send = this.opts.sendAfterCommit !== false;
      const committed = () => {
        if (send) this.sent(w.entries);
      };
      return { mutations: w.mutations, committed };
    };
  }

  /** Settles when every send this process started has been tried (tests wait for it). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  /** Sends the outbox entries left older than `olderThanMs` (the cron's job); how many were taken. */
  sweep(olderThanMs = this.opts.sweepAfterMs ?? SWEEP_AFTER_MS): Promise<number> {
    return this.deliverer.sweep(olderThanMs);
  }
}

/** Sweeps the outbox every minute: with Deno.cron where it exists (Deno Deploy), else at start and on a timer. */
export function schedulePushSweeps(push: PushService): void {
  const run = async () => {
    try {
      await push.sweep();
    } catch (e) {
      console.error("push sweep failed", e);
    }
  };
  if (typeof Deno.cron === "function") {
    Deno.cron("send left-over push notices", "* * * * *", run);
  } else {
    run();
    setInterval(run, 60_000);
  }
}
