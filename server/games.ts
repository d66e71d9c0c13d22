/**
 * The game service: what the routes call. It composes the concepts of the other modules: new games
 * (`new_game.ts`), seats and identity (`seats.ts`), the per-game write loop (`game_loop.ts`), moves
 * (`moves.ts`), rematches (`rematch.ts`), what viewers are sent (`present.ts`) and the computer
 * opponent (`autopilot.ts`). It answers values or domain error codes (`outcome.ts`), never HTTP.
 */
import { type GameRecord, type GameSummary, type Lang, makeRecord, summarize } from "../engine/mod.ts";
import type {
  ChatCursor,
  ChatMessage,
  ChatPage,
  Envelope,
  Joined,
  LogPage,
  MyGame,
} from "../api/contract.ts";
import type { ChatInput } from "./chat.ts";
import { Autopilot, BOT_BUDGET_MS, BOT_PACE_MS, planBotMove } from "./autopilot.ts";
import { type Done, GameLoop, type WriteTiming } from "./game_loop.ts";
import type { Hub } from "./hub.ts";
import type { GameHead, Retention } from "./model/mod.ts";
import { moveReplyJson, planMove } from "./moves.ts";
import { type NewGame, newGame, newHead } from "./new_game.ts";
import { BUSY, fail, NOT_FOUND, type Result } from "./outcome.ts";
import { envelope, logPage, Renderer } from "./present.ts";
import { planRematch, type Rematch } from "./rematch.ts";
import { DEFAULT_RETENTION, withDeadline } from "./retention.ts";
import type { CreateGameInput, MoveInput, UndoInput } from "../api/schemas.ts";
import {
  type Caller,
  type Credentials,
  identify,
  type InviteStatus,
  inviteStatus,
  openedSeats,
  takeSeat,
} from "./seats.ts";
import { GameStore } from "./store.ts";
import { hashSecret, newSecret, newSeed } from "./tokens.ts";
import { planUndo } from "./undo.ts";
import { DEFAULT_PACE, type Pace } from "./pace.ts";
import { claimTransfer, type Opened, planTransfer } from "./transfer.ts";
import { refusal, type Versioned } from "./write.ts";
import { myGames, type SeatCookies } from "./my_games.ts";
import { type ChatRead, Talk } from "./talk.ts";

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
  /** How fast a seat may move and undo (`pace.ts`; default DEFAULT_PACE; null: no limit). */
  pace?: Pace | null;
}

/** Creates, seats, moves and renders games over a GameStore. */
export class GameService {
  readonly store: GameStore;
  readonly retention: Retention;
  readonly now: () => number;
  /** Plays the bot seats of the games this process touches. */
  readonly autopilot: Autopilot;
  private loop: GameLoop;
  private talk: Talk;
  private renderer = new Renderer();
  private seeds: () => number;
  private botPaceMs: number;
  private botBudgetMs: number;
  private pace: Pace | null;

  constructor(kv: Deno.Kv, opts: GameServiceOptions = {}) {
    this.retention = opts.retention ?? DEFAULT_RETENTION;
    this.now = opts.now ?? (() => performance.timeOrigin + performance.now());
    this.store = new GameStore(kv, opts.commitGroup, this.now);
    this.talk = new Talk(this.store, this.now);
    this.seeds = opts.seeds ?? newSeed;
    this.botPaceMs = opts.botPaceMs ?? BOT_PACE_MS;
    this.botBudgetMs = opts.botBudgetMs ?? BOT_BUDGET_MS;
    this.autopilot = new Autopilot((id) => this.botStep(id), opts.autopilot ?? true);
    this.loop = new GameLoop(this.store, this.now, (g, viewer) => this.render(g, viewer), this.autopilot);
    this.pace = opts.pace === undefined ? DEFAULT_PACE : opts.pace;
  }

  /** The live updates of this process (the game loop's: every version committed here reaches it at once). */
  get hub(): Hub {
    return this.loop.hub;
  }

  /** Commits refused because another process changed the game first (diagnostics). */
  get conflicts(): number {
    return this.loop.conflicts;
  }

  /** Wakes the game's bot after a fresh read (an SSE heartbeat: another process may have died mid-turn). */
  wakeById(id: string): void {
    const cached = this.loop.peek(id);
    if (!this.autopilot.on || (cached && cached.bots.length === 0)) return; // people only: nothing to do
    this.loop.load(id).then((g) => g && this.autopilot.wake(g.head), () => {});
  }

  /** A game version rendered for a viewer as JSON (once per version and viewer). */
  render(g: Versioned, viewer: number): string {
    return this.renderer.render(g, viewer);
  }

  /** A new game with the creator seated and, in the guest seat, an invite or the computer. */
  async create(input: CreateGameInput): Promise<Result<{ head: GameHead } & Omit<NewGame, "start">>> {
    const { start, ...secrets } = await newGame(input, this.seeds);
    const g = await this.loop.create((now) => newHead(start, this.retention, now));
    return g ? { ok: true, value: { head: g.head, ...secrets } } : BUSY;
  }

  /** The caller's seat in a game (-1 spectator), or not found. */
  async caller(id: string, creds: Credentials): Promise<Result<Caller>> {
    const g = await this.read(id);
    return g ? { ok: true, value: await identify(g.head, creds) } : NOT_FOUND;
  }

  /** The caller's seat in a game (-1 spectator) and the game's head as read now, or not found (for its stream). */
  async listener(id: string, creds: Credentials): Promise<Result<{ caller: Caller; head: GameHead }>> {
    const g = await this.read(id);
    return g ? { ok: true, value: { caller: await identify(g.head, creds), head: g.head } } : NOT_FOUND;
  }

  /** The game's head as stored now, read from KV (for checks no cache may answer), or null. */
  async stored(id: string): Promise<GameHead | null> {
    return (await this.store.get(id))?.head ?? null;
  }

  /** The caller's view of a game, with the versionstamp for the ETag. */
  async view(
    id: string,
    creds: Credentials,
  ): Promise<Result<{ env: Envelope; versionstamp: string; caller: Caller }>> {
    const g = await this.read(id);
    if (!g) return NOT_FOUND;
    const caller = await identify(g.head, creds);
    return { ok: true, value: { env: envelope(g.head, caller.seat), versionstamp: g.versionstamp, caller } };
  }

  /**
   * What an invite opens in a game (its free seat, a seat already taken, nothing) and the seats it
   * opens now (2v2: the table's invitation opens every free seat), or not found.
   */
  async invite(id: string, invite: string): Promise<Result<{ status: InviteStatus; seats: number[] }>> {
    const g = await this.read(id);
    if (!g) return NOT_FOUND;
    const hash = await hashSecret(invite);
    return { ok: true, value: { status: inviteStatus(g.head, hash), seats: openedSeats(g.head, hash) } };
  }

  /**
   * Seats whoever presents the invite in the invited seat (2v2: the table's invitation, in the free
   * seat chosen); a used invite is refused.
   */
  join(id: string, invite: string, seat?: number): Promise<Result<Joined>> {
    return this.seatBy(id, invite, (head, inviteHash, tokenHash, now) => {
      const r = takeSeat(head, inviteHash, tokenHash, seat);
      return r.ok ? { ok: true, value: { ...r.value, head: withDeadline(r.value.head, now) } } : r;
    });
  }

  /** A one-time transfer of the caller's seat: its secret (returned once) and deadline. */
  async transfer(id: string, creds: Credentials): Promise<Result<Opened>> {
    const secret = newSecret();
    const hash = await hashSecret(secret);
    return replied(await this.loop.run(id, (read) => planTransfer(read, creds, secret, hash)));
  }

  /** Gives whoever presents a transfer secret that seat under a new token (the old one stops working). */
  claim(id: string, secret: string): Promise<Result<Joined>> {
    return this.seatBy(
      id,
      secret,
      (head, hash, tokenHash, now) => claimTransfer(head, hash, tokenHash, now),
    );
  }

  /**
   * Seats whoever presents `secret` under a new token: `take` gives the head with the seat's token
   * hash replaced (from the secret's hash and the new token's), or refuses.
   */
  private async seatBy(
    id: string,
    secret: string,
    take: (
      head: GameHead,
      hash: string,
      tokenHash: string,
      now: number,
    ) => Result<{ head: GameHead; seat: number }>,
  ): Promise<Result<Joined>> {
    const hash = await hashSecret(secret);
    const token = newSecret();
    const tokenHash = await hashSecret(token);
    return replied(
      await this.loop.run<Joined>(id, ({ g, now }) => {
        if (!g) return refusal(NOT_FOUND);
        const r = take(g.head, hash, tokenHash, now);
        if (!r.ok) return refusal(r);
        const write = { heads: [{ head: r.value.head, from: g }], entry: null };
        return { kind: "write", write, reply: { seat: r.value.seat, token } };
      }),
    );
  }

  /** The games a browser's seat cookies hold a seat in, newest change first. */
  myGames(cookies: SeatCookies, link: (id: string) => string): Promise<MyGame[]> {
    return myGames(this.store, cookies, this.now(), link);
  }

  /**
   * Applies a seat's move if its seq is current and the engine accepts it (retries return the first
   * result): the mover's new view as JSON, and where the move's time went.
   */
  async move(
    id: string,
    creds: Credentials,
    input: MoveInput,
  ): Promise<Result<{ json: string; timing?: WriteTiming }>> {
    const r = await this.loop.run(id, (read) => planMove(read, creds, input, this.pace), true);
    if (!r.ok) return r;
    const json = await moveReplyJson(this.store, (g, v) => this.render(g, v), r.version!, r.reply);
    return { ok: true, value: { json, timing: r.timing } };
  }

  /** Takes back the caller's last move if the engine judged it undoable; the caller's new view as JSON. */
  async undo(id: string, creds: Credentials, input: UndoInput): Promise<Result<{ json: string }>> {
    const r = await this.loop.run(id, (read) => planUndo(read, creds, input, this.pace));
    return r.ok ? { ok: true, value: { json: this.render(r.version!, r.reply.seat) } } : r;
  }

  /**
   * One move of the game's bot if it is due: null when the bot has nothing to do, else how long to
   * wait before asking again (0 right after a move; the pace is measured from the game's last change).
   */
  async botStep(id: string): Promise<number | null> {
    const r = await this.loop.run(id, (read) => planBotMove(read, this.botPaceMs, this.botBudgetMs));
    return r.ok ? r.reply : this.botPaceMs;
  }

  /** The caller's log after seq `after`: events redacted by the engine, with their lines. */
  async log(
    id: string,
    creds: Credentials,
    after: number,
    limit: number,
    lang: Lang,
  ): Promise<Result<LogPage>> {
    const g = await this.loop.load(id);
    if (!g) return NOT_FOUND;
    const { seat } = await identify(g.head, creds);
    const stored = after >= g.head.seq ? [] : await this.store.log(id, after, limit);
    return { ok: true, value: logPage(g.head, stored, seat, after, lang) };
  }

  /** The end-of-game summary of a finished game. */
  async summary(id: string): Promise<Result<GameSummary>> {
    const r = await this.finished(id);
    return r.ok ? { ok: true, value: summarize(r.value.options, r.value.actions) } : r;
  }

  /** The record of a finished game (engine version, options with the seed, actions in effect). */
  async record(id: string): Promise<Result<GameRecord>> {
    const r = await this.finished(id);
    return r.ok ? { ok: true, value: makeRecord(r.value.options, r.value.actions) } : r;
  }

  /** A finished game's options and actions; a running game is refused (its seed would tell the deck order). */
  private async finished(id: string): Promise<Result<Omit<GameRecord, "engine">>> {
    const g = await this.loop.load(id);
    if (!g) return NOT_FOUND;
    if (g.head.state.winner < 0) return fail("game-not-over", "the game is not over yet");
    return { ok: true, value: { options: g.head.state.options, actions: await this.store.actions(id) } };
  }

  /** A rematch of a finished game: factions swapped, both players seated with their tokens. */
  async rematch(id: string, creds: Credentials): Promise<Result<Rematch>> {
    return replied(await this.loop.run(id, (read) => planRematch(read, creds, this.seeds, this.retention)));
  }

  /** Posts a seated caller's chat message (table or team channel); spectators are refused. */
  chat(id: string, creds: Credentials, input: ChatInput): Promise<Result<ChatMessage>> {
    return this.talk.post(id, creds, input);
  }

  /** The chat messages a seated caller may read after the cursor `after`. */
  async chatPage(id: string, creds: Credentials, after: ChatCursor): Promise<Result<ChatPage>> {
    const g = await this.loop.load(id);
    return g ? this.talk.page(g.head, creds, after) : NOT_FOUND;
  }

  /** The messages a seat may read after `after` (a page per line at most), and how far the reading got. */
  readChat(head: GameHead, seat: number, after: ChatCursor): Promise<ChatRead> {
    return this.talk.read(head, seat, after);
  }

  /** A game read for a caller (not expired), its bot woken. */
  private async read(id: string): Promise<Versioned | null> {
    const g = await this.loop.load(id);
    if (g) this.autopilot.wake(g.head);
    return g;
  }
}

/** A run's reply as a result. */
function replied<R>(done: Done<R>): Result<R> {
  return done.ok ? { ok: true, value: done.reply } : done;
}
