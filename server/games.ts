/**
 * The game service: creates games, seats players, applies moves with the engine and commits them,
 * and renders each caller's view. Moves on one game are serialized in this process; the head's
 * versionstamp guards against other processes. Routes call this module and hold no rule logic.
 */
import {
  type Action,
  apply,
  eventFor,
  type GameState,
  type Lang,
  logLine,
  type Options,
  type Prompt,
  promptText,
  replay,
  type SeenEvent,
  setup,
  SPECTATOR,
  viewFor,
} from "../engine/mod.ts";
import type { CreateGameInput, MoveInput } from "./schemas.ts";
import {
  BOT_SEAT,
  type BotSeat,
  type GameHead,
  GameStore,
  type LogEntry,
  type Retention,
  type Versioned,
} from "./store.ts";
import { Autopilot, BOT_BUDGET_MS, BOT_PACE_MS, botAction, botActionId, botToAct } from "./autopilot.ts";
import { DEFAULT_RETENTION, isExpired, withDeadline } from "./retention.ts";
import { hashSecret, isSecret, newGameId, newSecret, newSeed, sameHash } from "./tokens.ts";

/** A failed request: HTTP status, error code, message, and extra fields for the body. */
export interface Fail {
  ok: false;
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422;
  error: string;
  message: string;
  extra?: Record<string, unknown>;
}

/** A result or a failure. */
export type Result<T> = { ok: true; value: T } | Fail;

/** What a request presents as identity: a bearer token, and seat cookies by game id. */
export interface Credentials {
  bearer?: string;
  cookie: (gameId: string) => string | undefined;
}

/** The caller's seat in a game (-1 spectator) and the token that proved it. */
export interface Caller {
  seat: number;
  token: string | null;
}

/** What every view response carries: the seq, the caller's view, seating and the rematch pointer. */
export interface Envelope {
  seq: number;
  view: ReturnType<typeof viewFor>;
  seated: boolean[];
  rematch: string | null;
  /** Time of the game's last change (epoch ms). */
  at: number;
  /** The prompt of each pending decision of the view (same order), in each language. */
  prompts: Record<Lang, Prompt[]>;
  /** The seat the computer plays and its level, or null when both seats are people. */
  bot: { seat: number; level: BotSeat["level"] } | null;
}

/** One move in a viewer's log: its redacted events with a plain-language line each. */
export interface ViewerLogEntry {
  seq: number;
  at: number;
  events: { event: SeenEvent; text: string | null }[];
}

/** Options of the game service (tests set the clock, seeds and retention). */
export interface GameServiceOptions {
  retention?: Retention;
  /** Clock (epoch ms); tests move it. */
  now?: () => number;
  /** Source of game seeds (tests make games reproducible); by default the secure random source. */
  seeds?: () => number;
  /** Most moves per group commit (1: every move commits alone). */
  commitGroup?: number;
  /** Least time between a game's last change and its bot's next move (ms; default 600). */
  botPaceMs?: number;
  /** Thinking budget of the hard bot per move (ms; default 150). */
  botBudgetMs?: number;
  /** false: this process never plays bot moves itself (tests use it to stand for a process that died). */
  autopilot?: boolean;
}

/** The prompts of a view's pending decisions; a prompt the text generator cannot write is left empty. */
function prompts(view: Envelope["view"], lang: Lang): Prompt[] {
  return view.pending.map((d) => {
    try {
      return promptText(d, lang);
    } catch {
      return { title: "", options: d.kind === "option" ? d.options.map((_, i) => String(i + 1)) : [] };
    }
  });
}

/** Applied action ids remembered per game for retries. */
const RECENT = 32;
/** Rendered views kept (a few per game moving right now). */
const RENDERED = 512;
/** Heads kept in memory for moves (the versionstamp check catches a stale one). */
const CACHE_SIZE = 2000;

const fail = (
  status: Fail["status"],
  error: string,
  message: string,
  extra?: Record<string, unknown>,
): Fail => ({
  ok: false,
  status,
  error,
  message,
  extra,
});
const NOT_FOUND = fail(404, "not-found", "no such game");
const BUSY = fail(409, "busy", "the game changed repeatedly while this request was applied; try again");
/** Whether a failure says the move's seq is older than the game's (true on any later read too). */
function staleForSure(f: Fail, input: MoveInput): boolean {
  return f.error === "stale" && input.seq < (f.extra?.seq as number);
}
/** Commits tried per request before giving up (conflicts come only from other processes). */
const MAX_ATTEMPTS = 8;

/** Creates, seats, moves and renders games over a GameStore. */
export class GameService {
  readonly store: GameStore;
  readonly retention: Retention;
  readonly now: () => number;
  private seeds: () => number;
  /** Commits refused because another process changed the game first (diagnostics). */
  conflicts = 0;
  private cache = new Map<string, Versioned>();
  private rendered = new Map<string, string>();
  private locks = new Map<string, Promise<void>>();
  /** Plays the bot seats of the games this process touches. */
  readonly autopilot: Autopilot;
  private botPaceMs: number;
  private botBudgetMs: number;
  private autopilotOn: boolean;

  constructor(kv: Deno.Kv, opts: GameServiceOptions = {}) {
    this.retention = opts.retention ?? DEFAULT_RETENTION;
    this.now = opts.now ?? (() => performance.timeOrigin + performance.now());
    this.store = new GameStore(kv, opts.commitGroup, this.now);
    this.seeds = opts.seeds ?? newSeed;
    this.botPaceMs = opts.botPaceMs ?? BOT_PACE_MS;
    this.botBudgetMs = opts.botBudgetMs ?? BOT_BUDGET_MS;
    this.autopilot = new Autopilot((id) => this.botStep(id));
    this.autopilotOn = opts.autopilot ?? true;
  }

  /** Wakes the game's bot after a fresh read (an SSE heartbeat: another process may have died mid-turn). */
  wakeById(id: string): void {
    if (!this.autopilotOn || this.cache.get(id)?.head.bot === null) return; // two people: nothing to do
    this.load(id).then((g) => g && this.wake(g.head), () => {});
  }

  /** Lets the game's bot move if it has something to do (called on every commit and read). */
  wake(head: GameHead): void {
    if (this.autopilotOn && botToAct(head)) this.autopilot.wake(head.id);
  }

  /** Runs `fn` after every earlier call for the same game has finished. */
  private serialize<T>(id: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.locks.get(id) ?? Promise.resolve();
    const run = prev.then(fn);
    const tail = run.then(() => {}, () => {});
    this.locks.set(id, tail);
    tail.then(() => {
      if (this.locks.get(id) === tail) this.locks.delete(id);
    });
    return run;
  }

  private remember(g: Versioned): void {
    this.cache.delete(g.head.id);
    this.cache.set(g.head.id, g);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
  }

  /** The game if it exists and is not expired (an expired one is deleted on the way). */
  async load(id: string): Promise<Versioned | null> {
    const g = await this.store.get(id);
    if (!g) return null;
    if (isExpired(g.head, this.now())) {
      this.cache.delete(id);
      this.store.delete(g).catch(() => {});
      return null;
    }
    return g;
  }

  /** Which seat the credentials hold in a game: bearer first, then the cookies of the game and its lineage. */
  async identify(head: GameHead, creds: Credentials): Promise<Caller> {
    const candidates: string[] = [];
    if (creds.bearer !== undefined) candidates.push(creds.bearer);
    else {
      for (const gid of [head.id, ...head.lineage]) {
        const t = creds.cookie(gid);
        if (t !== undefined) candidates.push(t);
      }
    }
    for (const token of candidates) {
      if (!isSecret(token)) continue;
      const h = await hashSecret(token);
      const seat = head.seats.findIndex((s) => s !== null && sameHash(s, h));
      if (seat >= 0) return { seat, token };
    }
    return { seat: SPECTATOR, token: null };
  }

  /**
   * A game version rendered for a viewer as JSON, remembered per version so that the move's response
   * and the live update of the same viewer are rendered once.
   */
  render(g: Versioned, viewer: number): string {
    const key = `${g.head.id}|${g.versionstamp}|${viewer}`;
    let json = this.rendered.get(key);
    if (json === undefined) {
      json = JSON.stringify(this.envelope(g.head, viewer));
      if (this.rendered.size >= RENDERED) this.rendered.delete(this.rendered.keys().next().value!);
      this.rendered.set(key, json);
    }
    return json;
  }

  /** The response body of a view for a viewer. */
  envelope(head: GameHead, viewer: number, state: GameState = head.state, seq = head.seq): Envelope {
    const view = viewFor(state, viewer);
    return {
      seq,
      view,
      seated: head.seats.map((s) => s !== null),
      rematch: head.rematch,
      at: head.at,
      prompts: { en: prompts(view, "en"), es: prompts(view, "es") },
      bot: head.bot ? { seat: head.bot.seat, level: head.bot.level } : null,
    };
  }

  /** A new game with the creator in seat 0 and, in seat 1, an invite or the computer. */
  async create(input: CreateGameInput): Promise<{ head: GameHead; token: string; invite: string | null }> {
    const seed = this.seeds();
    const empireSeat = input.faction === "empire"
      ? 0
      : input.faction === "rebel"
      ? 1
      : (seed >>> 31) as 0 | 1;
    const options: Options = {
      seed,
      empireSeat,
      mode: input.mode,
      basesToWin: input.basesToWin,
      payOffNeutral: input.payOffNeutral,
    };
    const token = newSecret();
    const vsBot = input.opponent === "bot";
    const invite = vsBot ? null : newSecret();
    const seats = [await hashSecret(token), vsBot ? BOT_SEAT : null];
    const bot: BotSeat | null = vsBot ? { seat: 1, level: input.botLevel, seed: this.seeds() } : null;
    for (;;) {
      const head = this.newHead(newGameId(), setup(options), seats, [], bot);
      if (invite) head.invite = { hash: await hashSecret(invite), seat: 1, used: false };
      const vs = await this.store.create(head);
      if (vs) {
        this.wake(head);
        return { head, token, invite };
      }
    }
  }

  private newHead(
    id: string,
    state: GameState,
    seats: (string | null)[],
    lineage: string[],
    bot: BotSeat | null,
  ): GameHead {
    const now = this.now();
    return withDeadline({
      v: 1,
      id,
      seq: 0,
      state,
      seats,
      invite: null,
      created: Math.floor(now),
      at: now,
      retention: this.retention,
      expiresAt: 0,
      expiryBucket: 0,
      recent: [],
      rematch: null,
      lineage,
      bot,
    }, now);
  }

  /** The caller's seat in a game (-1 spectator), or not found. */
  async caller(id: string, creds: Credentials): Promise<Result<Caller>> {
    const g = await this.load(id);
    if (!g) return NOT_FOUND;
    this.wake(g.head);
    return { ok: true, value: await this.identify(g.head, creds) };
  }

  /** The caller's view of a game, with the versionstamp for the ETag. */
  async view(
    id: string,
    creds: Credentials,
  ): Promise<Result<{ env: Envelope; versionstamp: string; caller: Caller }>> {
    const g = await this.load(id);
    if (!g) return NOT_FOUND;
    this.wake(g.head);
    const caller = await this.identify(g.head, creds);
    return {
      ok: true,
      value: { env: this.envelope(g.head, caller.seat), versionstamp: g.versionstamp, caller },
    };
  }

  /** Seats whoever presents the invite in the invited seat; a used invite is a conflict. */
  join(id: string, invite: string): Promise<Result<{ seat: number; token: string }>> {
    return this.serialize(id, async () => {
      const hash = await hashSecret(invite);
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const g = await this.load(id);
        if (!g) return NOT_FOUND;
        const inv = g.head.invite;
        if (!inv || !sameHash(inv.hash, hash)) {
          return fail(403, "bad-invite", "this invite does not open a seat here");
        }
        if (inv.used || g.head.seats[inv.seat] !== null) {
          return fail(409, "invite-used", "this invite was already used");
        }
        const token = newSecret();
        const seats = g.head.seats.slice();
        seats[inv.seat] = await hashSecret(token);
        const next = withDeadline({ ...g.head, seats, invite: { ...inv, used: true } }, this.now());
        const vs = await this.store.update(g, next);
        if (vs) {
          this.remember({ head: next, versionstamp: vs });
          return { ok: true, value: { seat: inv.seat, token } };
        }
      }
      return BUSY;
    });
  }

  /** Applies a seat's move if its seq is current and the engine accepts it; retries return the first result. */
  move(
    id: string,
    creds: Credentials,
    input: MoveInput,
  ): Promise<Result<{ json: string; commitMs: number }>> {
    return this.serialize(id, async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const cached = attempt === 0 ? this.cache.get(id) : undefined;
        const g = cached ?? await this.load(id);
        if (!g) return NOT_FOUND;
        if (cached && isExpired(g.head, this.now())) {
          this.cache.delete(id);
          continue;
        }
        const r = await this.tryMove(g, creds, input);
        if (r === "conflict") {
          this.conflicts++;
          continue;
        }
        // A failure seen on a cached head is checked again on a fresh read, unless the cache cannot
        // matter: a seq older than a committed one stays stale whatever happened since.
        if (!r.ok && cached && !staleForSure(r, input)) {
          this.cache.delete(id);
          continue;
        }
        return r;
      }
      return BUSY;
    });
  }

  private async tryMove(
    g: Versioned,
    creds: Credentials,
    input: MoveInput,
  ): Promise<Result<{ json: string; commitMs: number }> | "conflict"> {
    const head = g.head;
    const caller = await this.identify(head, creds);
    if (caller.seat < 0) {
      return creds.bearer === undefined && !this.hasCookie(head, creds)
        ? fail(401, "unauthorized", "a seat token is required to move")
        : fail(403, "forbidden", "this token holds no seat in this game");
    }
    const seat = caller.seat;
    const seen = head.recent.find((r) => r[0] === input.actionId);
    if (seen) {
      if (seen[1] !== seat) return fail(409, "action-id-used", "this action id was used by the other seat");
      const env = await this.envelopeAt(head, seat, seen[2]);
      return { ok: true, value: { json: JSON.stringify(env), commitMs: 0 } };
    }
    if (input.seq !== head.seq) {
      return fail(409, "stale", `the game is at seq ${head.seq}`, { seq: head.seq });
    }
    const r = await this.commitAction(g, seat, input.action, input.actionId);
    if (r === "conflict" || !r.ok) return r;
    const { next, commitMs } = r.value;
    this.wake(next.head);
    return { ok: true, value: { json: this.render(next, seat), commitMs } };
  }

  /**
   * Applies a seat's action with the engine and commits it with its log entry, checking that the
   * game is still at `g`'s version: the one path of every move, a player's or the bot's.
   */
  private async commitAction(
    g: Versioned,
    seat: number,
    action: Action,
    actionId: string,
  ): Promise<Result<{ next: Versioned; commitMs: number }> | "conflict"> {
    const head = g.head;
    const r = apply(head.state, seat, action);
    if (!r.ok) return fail(422, r.error.code, r.error.message, { seq: head.seq });
    const now = this.now();
    const seq = head.seq + 1;
    const recent = head.recent.length >= RECENT ? head.recent.slice(1 - RECENT) : head.recent.slice();
    recent.push([actionId, seat, seq]);
    const next = withDeadline({ ...head, seq, state: r.state, recent }, now);
    const entry: LogEntry = { seq, seat, action, actionId, events: r.events, at: now };
    const t0 = performance.now();
    const vs = await this.store.commitMove(g, next, entry);
    const commitMs = performance.now() - t0;
    if (!vs) return "conflict";
    const versioned = { head: next, versionstamp: vs };
    this.remember(versioned);
    return { ok: true, value: { next: versioned, commitMs } };
  }

  /**
   * One move of the game's bot if it is due: null when the bot has nothing to do, else how long to
   * wait before asking again (0 right after a move; the pace is measured from the game's last change).
   */
  botStep(id: string): Promise<number | null> {
    return this.serialize(id, async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const g = await this.load(id);
        if (!g) return null;
        const bot = botToAct(g.head);
        if (!bot) return null;
        const wait = g.head.at + this.botPaceMs - this.now();
        if (wait > 0) return Math.ceil(wait);
        const action = botAction(g.head, bot, this.botBudgetMs);
        const r = await this.commitAction(g, bot.seat, action, botActionId(g.head.seq));
        if (r === "conflict") {
          this.conflicts++;
          continue;
        }
        if (!r.ok) throw new Error(`the bot chose an illegal action: ${r.error} ${JSON.stringify(action)}`);
        return 0;
      }
      return this.botPaceMs;
    });
  }

  private hasCookie(head: GameHead, creds: Credentials): boolean {
    return [head.id, ...head.lineage].some((gid) => creds.cookie(gid) !== undefined);
  }

  /** The caller's view as it was right after move `seq` (the first result of a retried action). */
  private async envelopeAt(head: GameHead, seat: number, seq: number): Promise<Envelope> {
    if (seq === head.seq) return this.envelope(head, seat);
    const state = replay(head.state.options, await this.store.actions(head.id, seq));
    return this.envelope(head, seat, state, seq);
  }

  /** The caller's log after seq `after`: events redacted by the engine, with their lines. */
  async log(
    id: string,
    creds: Credentials,
    after: number,
    limit: number,
    lang: Lang,
  ): Promise<Result<{ seq: number; entries: ViewerLogEntry[]; next: number; more: boolean }>> {
    const g = await this.load(id);
    if (!g) return NOT_FOUND;
    const { seat } = await this.identify(g.head, creds);
    const factions = g.head.state.seats.map((p) => p.faction);
    const raw = after >= g.head.seq ? [] : await this.store.log(id, after, limit);
    const entries = raw.filter((e) => e.seq <= g.head.seq).map((e): ViewerLogEntry => ({
      seq: e.seq,
      at: e.at,
      events: e.events.flatMap((ev) => {
        const shown = eventFor(ev, seat);
        return shown ? [{ event: shown, text: logLine(shown, seat, factions, lang, g.head.bot?.seat) }] : [];
      }),
    }));
    const next = entries.length > 0 ? entries[entries.length - 1].seq : Math.min(after, g.head.seq);
    return { ok: true, value: { seq: g.head.seq, entries, next, more: next < g.head.seq } };
  }

  /** A rematch of a finished game: factions swapped, both players seated with their tokens. */
  rematch(
    id: string,
    creds: Credentials,
  ): Promise<Result<{ id: string; seat: number; token: string; created: boolean }>> {
    return this.serialize(id, async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const g = await this.load(id);
        if (!g) return NOT_FOUND;
        const caller = await this.identify(g.head, creds);
        if (caller.seat < 0 || caller.token === null) {
          return this.hasCookie(g.head, creds) || creds.bearer !== undefined
            ? fail(403, "forbidden", "only a seat of this game may ask for a rematch")
            : fail(401, "unauthorized", "a seat token is required");
        }
        const value = { seat: caller.seat, token: caller.token };
        if (g.head.rematch) return { ok: true, value: { id: g.head.rematch, ...value, created: false } };
        if (g.head.state.winner < 0) return fail(409, "game-not-over", "a rematch needs a finished game");
        const o = g.head.state.options;
        const options: Options = { ...o, seed: this.seeds(), empireSeat: o.empireSeat === 0 ? 1 : 0 };
        const lineage = [g.head.id, ...g.head.lineage].slice(0, 8);
        const fresh = this.newHead(
          newGameId(),
          setup(options),
          g.head.seats.slice(),
          lineage,
          g.head.bot ? { ...g.head.bot, seed: this.seeds() } : null,
        );
        const old = withDeadline({ ...g.head, rematch: fresh.id }, this.now());
        const vs = await this.store.commitRematch(g, old, fresh);
        if (vs) {
          this.remember({ head: old, versionstamp: vs });
          this.wake(fresh);
          return { ok: true, value: { id: fresh.id, ...value, created: true } };
        }
      }
      return BUSY;
    });
  }
}
