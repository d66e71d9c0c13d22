/**
 * Games in Deno KV (keys in `keys.ts`): reading and writing heads and log entries, nothing else. What
 * they hold is the game model (`model/`); every head and entry read is brought to its current shape
 * there (`upgradeHead`, `upgradeEntry`). Every write that changes a head checks the versionstamp of the
 * head it was computed from (`write.ts`).
 *
 * Heads and log entries are stored as JSON text: plain JSON by construction, and several times
 * faster to write and read back than KV's structured serialization of the same objects.
 */
import type { SeatAction } from "../engine/mod.ts";
import {
  type EffectiveMove,
  type GameHead,
  type LogEntry,
  type StoredEntry,
  type StoredHead,
  takeEntry,
  upgradeEntry,
  upgradeHead,
} from "./model/mod.ts";
import type { Versioned, Write } from "./write.ts";
import { type AfterCommit, type Companion, runAll } from "./companion.ts";
import {
  chatHeadKey,
  chatPrefix,
  expiryEnd,
  expiryKey,
  expiryPrefix,
  headKey,
  logKey,
  logPrefix,
  pushPrefix,
  pushSentPrefix,
} from "./keys.ts";

/**
 * What a watch of a game sees: its head's versionstamp (null once deleted), the head itself (decoded
 * on demand: a version already known need not be), and its chat head's versionstamp (null: no chat
 * yet), which changes with every message on any line.
 */
export interface Watched {
  versionstamp: string | null;
  head: () => GameHead;
  chat: string | null;
}

const encode = (value: GameHead | LogEntry): string => JSON.stringify(value);
const decodeHead = (text: unknown): GameHead => upgradeHead(JSON.parse(text as string) as StoredHead);
const decodeEntry = (text: unknown): LogEntry => upgradeEntry(JSON.parse(text as string) as StoredEntry);

/**
 * Where a committed move's time in the store went (ms): waiting for the commit in flight before its
 * group could go out, and its group's write; and how many moves that group carried.
 */
export interface CommitTiming {
  waitMs: number;
  writeMs: number;
  group: number;
}

interface Queued {
  w: Write;
  queued: number;
  timing?: CommitTiming;
  resolve: (versionstamp: string | null) => void;
  reject: (e: unknown) => void;
}

/** Fills a move's timing, if asked for, once the write sent at `sent` (performance.now) is back. */
function timed(m: Queued, sent: number, group: number): void {
  if (m.timing) {
    Object.assign(m.timing, { waitMs: sent - m.queued, writeMs: performance.now() - sent, group });
  }
}

/** Most moves one group commit carries (self-hosted denokv allows 10 checks per atomic operation). */
const MAX_GROUP = 10;

/**
 * Deno KV access for games: reads, version-checked commits, watches, the sweep.
 *
 * Moves and undos (writes with a log entry) use group commit: one that arrives while another commit is
 * in flight waits for it and then goes out with the other waiting ones (of other games) in one atomic
 * operation, each with its own versionstamp check. A local KV file syncs to disk on every commit, so
 * this is what lets many games move at once; a lone move is committed at once, alone. If a group fails
 * a check (a game changed in another process), its moves are committed one by one to find out which.
 * Other writes (seats, transfers, new games, rematches) are committed alone.
 */
export class GameStore {
  private queue: Queued[] = [];
  private flushing = false;
  /** What rides along with every head change in its commit (the push outbox), none by default. */
  private companion: Companion = () => null;

  /**
   * `group`: most moves per commit (1 turns group commit off); `clock` stamps each move's `at`
   * with the time its commit is sent.
   */
  constructor(
    readonly kv: Deno.Kv,
    readonly group = MAX_GROUP,
    private clock: () => number = () => performance.timeOrigin + performance.now(),
  ) {}

  /** Sets what rides along with every head written (created or changed), in the same atomic commit (`companion.ts`). */
  accompany(companion: Companion): void {
    this.companion = companion;
  }

  /** The head of a game with its versionstamp, or null. */
  async get(id: string): Promise<Versioned | null> {
    const e = await this.kv.get<string>(headKey(id));
    return e.versionstamp === null ? null : { head: decodeHead(e.value), versionstamp: e.versionstamp };
  }

  /**
   * Commits a write if every head it changes is still at the version it was computed from (a new
   * head: if its id is unused): the new versionstamp, or null on conflict. A write with a log entry
   * (a move or an undo) may share its atomic operation with others (group commit), and its heads and
   * entry are stamped with the time the commit is sent; `timing`, when given, is filled in.
   */
  commit(w: Write, timing?: CommitTiming): Promise<string | null> {
    if (!w.entry) return this.commitAlone(w);
    return new Promise((resolve, reject) => {
      this.queue.push({ w, queued: performance.now(), timing, resolve, reject });
      if (!this.flushing) this.flush();
    });
  }

  private async commitAlone(w: Write): Promise<string | null> {
    const op = this.kv.atomic();
    const after = this.addWrite(op, w, this.clock());
    const r = await op.commit();
    if (r.ok) runAll(after);
    return r.ok ? r.versionstamp : null;
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0) await this.commitGroup(this.queue.splice(0, this.group));
    } finally {
      this.flushing = false;
    }
  }

  /**
   * Adds a write's checks and mutations to `op`, with what the companion adds for each head that changes
   * (the one place a feature that must ride along with every commit goes); a move or undo is stamped with
   * `at`. Returns the companion's steps, to run once the commit succeeded.
   */
  private addWrite(op: Deno.AtomicOperation, w: Write, at: number): AfterCommit {
    const after: AfterCommit = [];
    if (w.entry) {
      w.entry.at = at;
      for (const { head } of w.heads) head.at = at;
      op.set(logKey(w.heads[0].head.id, w.entry.seq), encode(w.entry));
    }
    for (const { head, from } of w.heads) {
      op.check({ key: headKey(head.id), versionstamp: from?.versionstamp ?? null });
      op.set(headKey(head.id), encode(head));
      if (from?.head.expiryBucket !== head.expiryBucket) {
        if (from) op.delete(expiryKey(from.head.expiryBucket, from.head.id));
        op.set(expiryKey(head.expiryBucket, head.id), true);
      }
      const rider = this.companion(from?.head ?? null, head, at);
      if (rider) {
        op.mutate(...rider.mutations);
        after.push(rider.committed);
      }
    }
    return after;
  }

  private async commitGroup(group: Queued[]): Promise<void> {
    if (group.length > 1) {
      const op = this.kv.atomic();
      const at = this.clock();
      const after = group.flatMap((m) => this.addWrite(op, m.w, at));
      const sent = performance.now();
      try {
        const r = await op.commit();
        if (r.ok) {
          runAll(after);
          for (const m of group) {
            timed(m, sent, group.length);
            m.resolve(r.versionstamp);
          }
          return;
        }
      } catch {
        // Too large together (or refused): commit the moves one by one below.
      }
    }
    await Promise.all(group.map(async (m) => {
      try {
        const op = this.kv.atomic();
        const after = this.addWrite(op, m.w, this.clock());
        const sent = performance.now();
        const r = await op.commit();
        if (r.ok) runAll(after);
        timed(m, sent, 1);
        m.resolve(r.ok ? r.versionstamp : null);
      } catch (e) {
        m.reject(e);
      }
    }));
  }

  /** Log entries with seq > after, oldest first, at most `limit`. */
  async log(id: string, after: number, limit: number): Promise<LogEntry[]> {
    const out: LogEntry[] = [];
    const iter = this.kv.list<string>(
      { prefix: logPrefix(id), start: logKey(id, Math.max(0, after) + 1) },
      { limit, batchSize: Math.min(limit, 500) },
    );
    for await (const e of iter) out.push(decodeEntry(e.value));
    return out;
  }

  /**
   * The game's actions in effect after entry `upTo`, in order: the moves of the log without those an
   * undo took back (with the options in its state, `replay` rebuilds the state).
   */
  async actions(id: string, upTo = Infinity): Promise<SeatAction[]> {
    return (await this.moves(id, upTo)).map(({ seat, action }) => ({ seat, action }));
  }

  /** The moves in effect after entry `upTo`, with their seqs, oldest first. */
  async moves(id: string, upTo = Infinity): Promise<EffectiveMove[]> {
    const out: EffectiveMove[] = [];
    for await (const e of this.kv.list<string>({ prefix: logPrefix(id) }, { batchSize: 500 })) {
      const entry = decodeEntry(e.value);
      if (entry.seq > upTo) break;
      takeEntry(out, entry);
    }
    return out;
  }

  /**
   * A stream of the game's head (null once deleted) and of its chat head's version: their current
   * values first, then each change (coalesced).
   */
  watch(id: string): ReadableStream<Watched> {
    return this.kv.watch<[string, string]>([headKey(id), chatHeadKey(id)]).pipeThrough(
      new TransformStream<Deno.KvEntryMaybe<string>[], Watched>({
        transform([e, chat], out) {
          out.enqueue({
            versionstamp: e.versionstamp,
            head: () => decodeHead(e.value),
            chat: chat.versionstamp,
          });
        },
      }),
    );
  }

  /** Ids listed under expiry buckets up to `now`. */
  async dueForExpiry(now: number, limit: number): Promise<{ id: string; bucket: number }[]> {
    const out: { id: string; bucket: number }[] = [];
    const iter = this.kv.list({ prefix: expiryPrefix(), end: expiryEnd(now) }, { limit });
    for await (const e of iter) out.push({ bucket: e.key[1] as number, id: e.key[2] as string });
    return out;
  }

  /** Drops an expiry index entry that no longer matches its game. */
  async dropExpiry(bucket: number, id: string): Promise<void> {
    await this.kv.delete(expiryKey(bucket, id));
  }

  /** Deletes a game (head, log, chat, push subscriptions, index) if its head is still at `prev`'s version; false on conflict. */
  async delete(prev: Versioned): Promise<boolean> {
    const id = prev.head.id;
    const r = await this.kv.atomic()
      .check({ key: headKey(id), versionstamp: prev.versionstamp })
      .delete(headKey(id))
      .delete(chatHeadKey(id))
      .delete(expiryKey(prev.head.expiryBucket, id))
      .commit();
    if (!r.ok) return false;
    let batch = this.kv.atomic();
    let n = 0;
    for (const prefix of [logPrefix(id), chatPrefix(id), pushPrefix(id), pushSentPrefix(id)]) {
      for await (const e of this.kv.list({ prefix })) {
        batch.delete(e.key);
        if (++n % 100 === 0) {
          await batch.commit();
          batch = this.kv.atomic();
        }
      }
    }
    if (n % 100 !== 0) await batch.commit();
    return true;
  }
}
