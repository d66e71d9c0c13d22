/**
 * Games in Deno KV (keys in `keys.ts`). A game is a head value (state, seq, seat token hashes,
 * invite, retention deadline, rematch pointer) plus one log entry per move under its own key; every
 * write that changes a head checks the head's versionstamp.
 *
 * Heads and log entries are stored as JSON text: plain JSON by construction, and several times
 * faster to write and read back than KV's structured serialization of the same objects.
 */
import type { Action, GameEvent, GameState, SeatAction } from "../engine/mod.ts";
import type { BotLevelName } from "../api/schemas.ts";
import type { Transfer } from "./transfer.ts";
import type { UndoBase } from "./undo_base.ts";
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
import { type AfterCommit, type Companion, runAll } from "./companion.ts";

/** How long games live, kept in each game's value (KV `expireIn` is only a lower bound). */
export interface Retention {
  /** A game nobody joined. */
  waitingMs: number;
  /** A game in progress with no move for this long. */
  idleMs: number;
  /** A finished game, from its last change. */
  finishedMs: number;
}

/** An action id recently applied: [actionId, seat, seq it produced]. */
type RecentAction = [string, number, number];

/** Everything about a game but its log. Plain JSON, well under KV's 64 KiB. */
export interface GameHead {
  v: 1;
  id: string;
  /** Number of moves applied; the seq a client must send with its next move. */
  seq: number;
  /** Engine state; carries the options and the seed, which never leave the server. */
  state: GameState;
  /** Per seat: SHA-256 (hex) of its token, or null while the seat is free. */
  seats: (string | null)[];
  /** The invite to the free seat: hash of its secret, and whether someone used it. */
  invite: { hash: string; seat: number; used: boolean } | null;
  created: number;
  /** Time of the last change (epoch ms, fractional); for a move, when its commit was sent. */
  at: number;
  retention: Retention;
  /** The game is gone after this time (epoch ms). */
  expiresAt: number;
  /** Hour bucket of `expiresAt` under which the expiry index lists this game. */
  expiryBucket: number;
  /** Last applied action ids, newest last (retries of these return the first result). */
  recent: RecentAction[];
  /** Id of the rematch game, once one was started. */
  rematch: string | null;
  /** Earlier games of this rematch chain, newest first (their seat cookies still identify a seat). */
  lineage: string[];
  /** The computer opponent's seat, level and random seed (absent or null: two humans). 1v1 only. */
  bot?: BotSeat | null;
  /** 2v2: the seats the computer plays (1v1 uses `bot`). */
  bots?: BotSeat[];
  /** 1v1: the seat of a friend new to the game ("my friend is new"): the coach is on for it alone. */
  newcomer?: number;
  /**
   * 2v2: the invitations, by the hash of their secret: the table's (`seat` null: any free seat, chosen
   * by the guest) and one per seat left to a friend. An invitation is used up when its seat is taken.
   */
  invites?: SeatInvite[];
  /** The last move still in effect and whether its mover may take it back (absent in older heads: none). */
  last?: LastMove | null;
  /** Open and used seat transfers (`transfer.ts`; absent in older heads: none). */
  transfers?: Transfer[];
  /**
   * Where an undo replays from: the state after the last final move in effect and the moves since
   * (`undo_base.ts`; absent in older heads until their next final move: an undo replays the game).
   */
  undoBase?: UndoBase;
  /** Per seat, when its next move or undo is due at its pace (`pace.ts`; absent: none made yet). */
  pace?: number[];
}

/** The last move in effect: its seq, who made it, what it was, and whether its mover may undo it. */
export interface LastMove {
  seq: number;
  seat: number;
  action: Action;
  /** Judged by the engine's `undoable` when the move was committed (or rebuilt after an undo). */
  undoable: boolean;
}

/** A 2v2 invitation: the hash of its secret and the seat it opens (null: any free seat). */
export interface SeatInvite {
  hash: string;
  seat: number | null;
}

/** A seat played by the server's bot; its entry in `seats` is BOT_SEAT, which no token hash matches. */
export interface BotSeat {
  seat: number;
  level: BotLevelName;
  /** Seed of the bot's own random generator (never the game's). */
  seed: number;
}

/** The seats the computer plays in a game (1v1: its `bot`, 2v2: its `bots`). */
export function botsOf(head: GameHead): BotSeat[] {
  return head.bots ?? (head.bot ? [head.bot] : []);
}

/** What `seats` holds for a bot's seat: not a SHA-256 hex string, so no token ever matches it. */
export const BOT_SEAT = "bot";

/** A move as stored: who did what, with which action id, and what it caused (older entries have no kind). */
export interface MoveEntry {
  kind?: "move";
  seq: number;
  seat: number;
  action: Action;
  actionId: string;
  events: GameEvent[];
  at: number;
}

/** An undo as stored: the seat took back its move `undoes` (which stays in the log). */
export interface UndoEntry {
  kind: "undo";
  seq: number;
  seat: number;
  undoes: number;
  at: number;
}

/** One entry of a game's append-only log. */
export type LogEntry = MoveEntry | UndoEntry;

/** Whether a log entry is a move (entries stored before undo existed have no kind). */
export function isMove(e: LogEntry): e is MoveEntry {
  return e.kind !== "undo";
}

/** A move in effect, with the seq of its log entry. */
export interface EffectiveMove extends SeatAction {
  seq: number;
}

/** A head with the versionstamp it was read at. */
export interface Versioned {
  head: GameHead;
  versionstamp: string;
}

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

const HOUR = 3_600_000;

/** The hour bucket a deadline is indexed under. */
export function expiryBucket(expiresAt: number): number {
  return Math.ceil(expiresAt / HOUR) * HOUR;
}

const encode = (value: GameHead | LogEntry): string => JSON.stringify(value);
const decode = <T>(text: unknown): T => JSON.parse(text as string) as T;

/**
 * Where a committed move's time in the store went (ms): waiting for the commit in flight before its
 * group could go out, and its group's write; and how many moves that group carried.
 */
export interface CommitTiming {
  waitMs: number;
  writeMs: number;
  group: number;
}

interface QueuedMove {
  prev: Versioned;
  next: GameHead;
  entry: LogEntry;
  queued: number;
  timing?: CommitTiming;
  resolve: (versionstamp: string | null) => void;
  reject: (e: unknown) => void;
}

/** Fills a move's timing, if asked for, once the write sent at `sent` (performance.now) is back. */
function timed(m: QueuedMove, sent: number, group: number): void {
  if (m.timing) {
    Object.assign(m.timing, { waitMs: sent - m.queued, writeMs: performance.now() - sent, group });
  }
}

/** Most moves one group commit carries (self-hosted denokv allows 10 checks per atomic operation). */
const MAX_GROUP = 10;

/**
 * Deno KV access for games: reads, version-checked commits, watches, the sweep.
 *
 * Moves use group commit: a move that arrives while another commit is in flight waits for it and
 * then goes out with the other waiting moves (of other games) in one atomic operation, each with
 * its own versionstamp check. A local KV file syncs to disk on every commit, so this is what lets
 * many games move at once; a lone move is committed at once, alone. If a group fails a check (a
 * game changed in another process), its moves are committed one by one to find out which.
 */
export class GameStore {
  private queue: QueuedMove[] = [];
  private flushing = false;
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

  /** Sets what rides along with every head change (once, when the app is composed). */
  accompany(companion: Companion): void {
    this.companion = companion;
  }

  /** The head of a game with its versionstamp, or null. */
  async get(id: string): Promise<Versioned | null> {
    const e = await this.kv.get<string>(headKey(id));
    return e.versionstamp === null ? null : { head: decode(e.value), versionstamp: e.versionstamp };
  }

  /** Stores a new game; false when the id is taken. */
  async create(head: GameHead): Promise<string | null> {
    const r = await this.kv.atomic()
      .check({ key: headKey(head.id), versionstamp: null })
      .set(headKey(head.id), encode(head))
      .set(expiryKey(head.expiryBucket, head.id), true)
      .commit();
    return r.ok ? r.versionstamp : null;
  }

  /** Replaces a head if it is still at `prev`'s version; the new versionstamp, or null on conflict. */
  async update(prev: Versioned, next: GameHead): Promise<string | null> {
    const op = this.kv.atomic().check({ key: headKey(prev.head.id), versionstamp: prev.versionstamp });
    const after = this.putHead(op, prev.head, next, this.clock());
    const r = await op.commit();
    if (r.ok) runAll(after);
    return r.ok ? r.versionstamp : null;
  }

  /**
   * One move: the new head and its log entry, written atomically if the head is still at `prev`'s
   * version; the new versionstamp, or null on conflict. `timing`, when given, is filled in.
   */
  commitMove(
    prev: Versioned,
    next: GameHead,
    entry: LogEntry,
    timing?: CommitTiming,
  ): Promise<string | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ prev, next, entry, queued: performance.now(), timing, resolve, reject });
      if (!this.flushing) this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0) await this.commitGroup(this.queue.splice(0, this.group));
    } finally {
      this.flushing = false;
    }
  }

  private addMove(op: Deno.AtomicOperation, m: QueuedMove, at: number): AfterCommit {
    m.next.at = m.entry.at = at;
    op.check({ key: headKey(m.prev.head.id), versionstamp: m.prev.versionstamp });
    op.set(logKey(m.next.id, m.entry.seq), encode(m.entry));
    return this.putHead(op, m.prev.head, m.next, at);
  }

  private async commitGroup(group: QueuedMove[]): Promise<void> {
    if (group.length > 1) {
      const op = this.kv.atomic();
      const at = this.clock();
      const after = group.flatMap((m) => this.addMove(op, m, at));
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
        const after = this.addMove(op, m, this.clock());
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

  /** A rematch: points the old game at the new one and stores the new one, in one commit. */
  async commitRematch(prev: Versioned, old: GameHead, fresh: GameHead): Promise<string | null> {
    const op = this.kv.atomic()
      .check({ key: headKey(prev.head.id), versionstamp: prev.versionstamp })
      .check({ key: headKey(fresh.id), versionstamp: null });
    const after = this.putHead(op, prev.head, old, this.clock());
    op.set(headKey(fresh.id), encode(fresh)).set(expiryKey(fresh.expiryBucket, fresh.id), true);
    const r = await op.commit();
    if (r.ok) runAll(after);
    return r.ok ? r.versionstamp : null;
  }

  /** Adds a head's change and its companion's writes to `op`; the steps to run once it is committed. */
  private putHead(op: Deno.AtomicOperation, prev: GameHead, next: GameHead, at: number): AfterCommit {
    op.set(headKey(next.id), encode(next));
    if (prev.expiryBucket !== next.expiryBucket) {
      op.delete(expiryKey(prev.expiryBucket, prev.id));
      op.set(expiryKey(next.expiryBucket, next.id), true);
    }
    const rider = this.companion(prev, next, at);
    if (!rider) return [];
    op.mutate(...rider.mutations);
    return [rider.committed];
  }

  /** Log entries with seq > after, oldest first, at most `limit`. */
  async log(id: string, after: number, limit: number): Promise<LogEntry[]> {
    const out: LogEntry[] = [];
    const iter = this.kv.list<string>(
      { prefix: logPrefix(id), start: logKey(id, Math.max(0, after) + 1) },
      { limit, batchSize: Math.min(limit, 500) },
    );
    for await (const e of iter) out.push(decode(e.value));
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
      const entry = decode<LogEntry>(e.value);
      if (entry.seq > upTo) break;
      if (entry.kind === "undo") {
        const i = out.findLastIndex((m) => m.seq === entry.undoes);
        if (i >= 0) out.splice(i, 1);
      } else out.push({ seq: entry.seq, seat: entry.seat, action: entry.action });
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
          out.enqueue({ versionstamp: e.versionstamp, head: () => decode(e.value), chat: chat.versionstamp });
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
