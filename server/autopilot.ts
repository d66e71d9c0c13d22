/**
 * The computer opponent on the server. A bot seat moves like a player: its move is planned by the
 * same `moveWrite` (the engine validates it, the head and log entry are written with the same
 * versionstamp check). Nothing is queued in KV: the autopilot of this process is woken after every
 * commit (by the game loop) and every read of a game
 * (a view, an SSE connection and its heartbeats, a page), and plays the bot's moves one by one at a
 * readable pace while the bot has something to do. If the process dies between two bot moves, the
 * next read of the game, from any process, picks up where it stopped.
 */
import { type Action, seatsToAct, viewFor } from "../engine/mod.ts";
import { type BotLevel, chooseAction } from "../engine/bots/mod.ts";
import type { BotLevelName } from "../api/schemas.ts";
import { hasStarted } from "./seats.ts";
import type { BotSeat, GameHead } from "./model/mod.ts";
import { moveWrite } from "./moves.ts";
import type { Plan, Read } from "./write.ts";

/** Engine bot behind each level a player can pick. */
const BOT_OF_LEVEL: Record<BotLevelName, BotLevel> = {
  easy: "random",
  normal: "greedy",
  hard: "strong",
};

/** Default least time between a game's last change and the bot's next move (ms). */
export const BOT_PACE_MS = 600;
/** Default thinking budget of the hard bot per move (ms). */
export const BOT_BUDGET_MS = 150;

/**
 * The bot seat of a game that is waiting for it, or null. A 2v2 game starts once every seat is
 * taken; when two computer seats can act (teammates on their shared turn), the lower seat goes first.
 */
export function botToAct(head: GameHead): BotSeat | null {
  const bots = head.bots;
  if (bots.length === 0 || head.state.winner >= 0 || !hasStarted(head)) return null;
  const toAct = seatsToAct(head.state);
  return bots.find((b) => toAct.includes(b.seat)) ?? null;
}

/** The action the bot chooses from its own seat's view (it never sees more than a player would). */
export function botAction(head: GameHead, bot: BotSeat, budgetMs: number): Action {
  const view = viewFor(head.state, bot.seat);
  const seed = (bot.seed ^ Math.imul(head.seq + 1, 0x9e3779b1)) >>> 0;
  return chooseAction(view, BOT_OF_LEVEL[bot.level], { seed, now: () => performance.now(), budgetMs });
}

/** Action id of the bot's move that produces seq `seq + 1` (a second process trying it conflicts). */
export const botActionId = (seq: number): string => `bot.${seq}`;

/**
 * The plan of one move of the game's bot, if it is due (`paceMs` after the game's last change): the
 * write, replying 0 (ask again at once); else, written nothing, how long to wait before asking again,
 * or null when the bot has nothing to do. The computer's moves are not paced like a person's.
 */
export function planBotMove({ g, now }: Read, paceMs: number, budgetMs: number): Plan<number | null> {
  const bot = g && botToAct(g.head);
  if (!g || !bot) return { kind: "reply", reply: null };
  const wait = g.head.at + paceMs - now;
  if (wait > 0) return { kind: "reply", reply: Math.ceil(wait) };
  const action = botAction(g.head, bot, budgetMs);
  const r = moveWrite(g, bot.seat, action, botActionId(g.head.seq), now);
  if (!r.ok) throw new Error(`the bot chose an illegal action: ${r.rule} ${JSON.stringify(action)}`);
  return { kind: "write", write: r.write, reply: 0 };
}

/**
 * Runs bot moves in the background, at most one loop per game in this process. `step` plays one bot
 * move when it is due and says how long to wait before the next one (0: go on at once), or null when
 * the bot has nothing to do. `on` false: this process plays no bot moves (tests use it to stand for a
 * process that died).
 */
export class Autopilot {
  private running = new Set<string>();
  /** Loops in flight (tests wait for them). */
  private loops = new Set<Promise<void>>();

  constructor(private step: (id: string) => Promise<number | null>, readonly on = true) {}

  /** Starts the game's loop if its bot has something to do and the loop does not already run here. */
  wake(head: GameHead): void {
    if (!this.on || !botToAct(head)) return;
    const id = head.id;
    if (this.running.has(id)) return;
    this.running.add(id);
    const loop = this.run(id).finally(() => {
      this.running.delete(id);
      this.loops.delete(loop);
    });
    this.loops.add(loop);
  }

  private async run(id: string): Promise<void> {
    try {
      for (;;) {
        const wait = await this.step(id);
        if (wait === null) return;
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
    } catch (e) {
      console.error(`bot of game ${id} stopped:`, e);
    }
  }

  /** Resolves once no loop runs (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.loops.size > 0) await Promise.all([...this.loops]);
  }
}
