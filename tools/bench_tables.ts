/**
 * Tables for the server bench: a game with every seat taken by an API client, each seat following its
 * SSE stream as the browser does (deltas applied onto the latest envelope, the envelope fetched whole
 * after a gap; commit-to-delivery delays) and sending random legal moves.
 */
import type { Envelope } from "../api/contract.ts";
import { type ApiClient, randomAction, sseEvents, streamed } from "./api_client.ts";

/** The figures a load collects. */
export interface Figures {
  moves: number;
  rtt: number[];
  delivery: number[];
  serverCommit: number[];
  /**
   * The rest of the server's Server-Timing of each move: engine, store wait and write (ms), group size,
   * and the handler's whole time (what the round trip adds beyond it is HTTP, queueing and the client).
   */
  server: { engine: number[]; wait: number[]; write: number[]; group: number[]; total: number[] };
  gamesFinished: number;
  errors: number;
  /** Events received whole and as deltas, and deltas that could not be applied (the envelope then fetched). */
  events: { full: number; delta: number; gap: number };
}

/** Empty figures. */
export function noFigures(): Figures {
  return {
    moves: 0,
    rtt: [],
    delivery: [],
    serverCommit: [],
    server: { engine: [], wait: [], write: [], group: [], total: [] },
    gamesFinished: 0,
    errors: 0,
    events: { full: 0, delta: 0, gap: 0 },
  };
}

const now = () => performance.timeOrigin + performance.now();

/** Adds a move's Server-Timing metrics (`name;dur=ms` or `name;desc="n"`) to the figures. */
function recordTiming(header: string, f: Figures): void {
  const metric = (name: string) => {
    const m = new RegExp(`${name};(?:dur|desc)="?([\\d.]+)`).exec(header);
    return m ? Number(m[1]) : undefined;
  };
  const commit = metric("commit");
  if (commit !== undefined) f.serverCommit.push(commit);
  for (const k of ["engine", "wait", "write", "group", "total"] as const) {
    const x = metric(k);
    if (x !== undefined) f.server[k].push(x);
  }
}

/** A seated game followed over SSE by each of its seats. */
export class Table {
  latest: (Envelope | null)[];
  private waiters: (() => void)[][];
  private ac = new AbortController();
  private streams: Promise<void>[];
  seq = 0;

  private constructor(
    readonly base: string,
    readonly client: ApiClient,
    readonly id: string,
    readonly tokens: string[],
    f: Figures,
  ) {
    this.latest = tokens.map(() => null);
    this.waiters = tokens.map(() => []);
    this.streams = tokens.map((_, seat) => this.follow(seat, f));
  }

  /** A new table of two (or four with `team`) whose seats are all taken by this client. */
  static async open(
    base: string,
    client: ApiClient,
    seed: number,
    team: boolean,
    f: Figures,
  ): Promise<Table> {
    const created = await client.create({
      faction: "empire",
      mode: seed % 2 === 0 ? "beginner" : "fullGalaxy",
      basesToWin: 2,
      ...(team ? { format: "2v2" } : {}),
    });
    const id = created.body.id;
    const tokens: string[] = [];
    tokens[created.body.seat] = created.body.token;
    const invites = team ? created.body.seatInviteUrls! : [{ seat: 1, url: created.body.inviteUrl! }];
    for (const i of invites) {
      tokens[i.seat] = (await client.join(id, new URL(i.url).searchParams.get("invite")!)).body.token;
    }
    return new Table(base, client, id, tokens, f);
  }

  private async follow(seat: number, f: Figures): Promise<void> {
    try {
      const res = await fetch(`${this.base}/api/games/${this.id}/events?delta=1`, {
        headers: { authorization: `Bearer ${this.tokens[seat]}` },
        signal: this.ac.signal,
      });
      for await (const e of sseEvents(res.body!, this.ac.signal)) {
        if (e.comment || !e.data || e.event === "chat") continue;
        f.events[e.event === "delta" ? "delta" : "full"]++;
        let env = streamed(this.latest[seat], e);
        if (!env) {
          f.events.gap++;
          env = (await this.client.view(this.id, this.tokens[seat])).body;
        } else if (env.seq > 0 && env !== this.latest[seat]) f.delivery.push(now() - env.at);
        if (!this.latest[seat] || env.seq >= this.latest[seat]!.seq) this.latest[seat] = env;
        this.waiters[seat].splice(0).forEach((w) => w());
      }
    } catch { /* closed */ }
  }

  /** Every seat's envelope once it has reached `seq`. */
  async views(seq = this.seq): Promise<Envelope[]> {
    const at = async (seat: number) => {
      while (!this.latest[seat] || this.latest[seat]!.seq < seq) {
        await new Promise<void>((r) => this.waiters[seat].push(r));
      }
      return this.latest[seat]!;
    };
    return await Promise.all(this.tokens.map((_, s) => at(s)));
  }

  /**
   * One random legal move by a seat that can act on the views of the current seq: "moved", "over" when
   * the game has ended, or "refused" (counted as an error).
   */
  async move(views: Envelope[], rnd: () => number, f: Figures): Promise<"moved" | "over" | "refused"> {
    if (views[0].view.winner >= 0) return "over";
    const ready = views.map((_, s) => s).filter((s) =>
      views[s].seq === this.seq && views[s].view.legal.length
    );
    if (ready.length === 0) throw new Error(`game ${this.id} seq ${this.seq}: no seat can act`);
    const seat = ready[Math.floor(rnd() * ready.length)];
    const t0 = performance.now();
    const action = randomAction(views[seat].view.legal, rnd);
    const r = await this.client.act(this.id, this.tokens[seat], this.seq, action, `m${this.seq}`);
    f.rtt.push(performance.now() - t0);
    if (r.status !== 200) {
      f.errors++;
      return "refused";
    }
    recordTiming(r.headers.get("server-timing") ?? "", f);
    f.moves++;
    this.seq = r.body.seq;
    if (!this.latest[seat] || this.latest[seat]!.seq < this.seq) this.latest[seat] = r.body;
    return "moved";
  }

  /** Stops following the game. */
  async close(): Promise<void> {
    this.ac.abort();
    await Promise.all(this.streams);
  }
}
