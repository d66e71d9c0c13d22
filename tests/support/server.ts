/** Test helpers: an app over in-memory KV, a real server on loopback, a client, a seated game. */
import { type AppOptions, createApp, type Server } from "../../routes/app.ts";
import type { Created, Envelope } from "../../api/contract.ts";
import { ApiClient, type Fetch, httpFetch, randomAction, rng } from "../../tools/api_client.ts";

/** An app over a fresh in-memory KV, with a client calling it through `app.request`. */
export interface TestApp extends Server {
  kv: Deno.Kv;
  client: ApiClient;
  close: () => Promise<void>;
}

/**
 * Builds an app over `:memory:` KV (or the given KV). Moves are not paced unless `opts.pace` says so:
 * the tests play far faster than people (the pace has its own tests).
 */
export async function testApp(opts: AppOptions = {}, kv?: Deno.Kv): Promise<TestApp> {
  const db = kv ?? await Deno.openKv(":memory:");
  const server = createApp(db, { pace: null, ...opts });
  const fetch: Fetch = (path, init) => Promise.resolve(server.app.request(path, init));
  return {
    ...server,
    kv: db,
    client: new ApiClient(fetch),
    /**
     * Waits for the computer's moves this app started (as the browser rig does) and the notices it is
     * sending, then closes the KV.
     */
    close: async () => {
      await server.service.autopilot.idle();
      await server.push.idle();
      if (!kv) db.close();
    },
  };
}

/** Serves an app on 127.0.0.1 at a free port. */
export function serveApp(
  app: Server["app"],
): { base: string; client: ApiClient; shutdown: () => Promise<void> } {
  const ac = new AbortController();
  const srv = Deno.serve(
    { hostname: "127.0.0.1", port: 0, signal: ac.signal, onListen: () => {} },
    app.fetch,
  );
  const base = `http://127.0.0.1:${srv.addr.port}`;
  return {
    base,
    client: new ApiClient(httpFetch(base)),
    shutdown: async () => {
      ac.abort();
      await srv.finished;
    },
  };
}

/** A created game with both seats taken: ids, tokens. */
export interface SeatedGame {
  id: string;
  tokens: [string, string];
  created: Created;
}

/** Creates a game and joins it with its invite. */
export async function seatedGame(
  client: ApiClient,
  options: Record<string, unknown> = {},
): Promise<SeatedGame> {
  const c = await client.create(options);
  if (c.status !== 201) throw new Error(`create: ${c.status} ${c.text}`);
  const invite = new URL(c.body.inviteUrl!).searchParams.get("invite")!;
  const j = await client.join(c.body.id, invite);
  if (j.status !== 200) throw new Error(`join: ${j.status} ${j.text}`);
  return { id: c.body.id, tokens: [c.body.token, j.body.token], created: c.body };
}

/** The invite secret of a created game. */
export function inviteOf(created: Created): string {
  return new URL(created.inviteUrl!).searchParams.get("invite")!;
}

/** Plays random legal moves through the API until `stop` holds for a view (or the game ends); the last views. */
export async function playRandom(
  client: ApiClient,
  game: SeatedGame,
  seed: number,
  stop: (env: Envelope, seat: number) => boolean = () => false,
  maxMoves = 5000,
): Promise<{ views: Envelope[]; seq: number }> {
  const rnd = rng(seed);
  const views = [
    (await client.view(game.id, game.tokens[0])).body,
    (await client.view(game.id, game.tokens[1])).body,
  ];
  for (let n = 0; n < maxMoves; n++) {
    if (views[0].view.winner >= 0 || [0, 1].some((s) => stop(views[s], s))) break;
    const ready = [0, 1].filter((s) => views[s].view.legal.length > 0);
    const seat = ready[Math.floor(rnd() * ready.length)];
    const r = await client.act(
      game.id,
      game.tokens[seat],
      views[seat].seq,
      randomAction(views[seat].view.legal, rnd),
      `r${n}`,
    );
    if (r.status !== 200) throw new Error(`move ${n}: ${r.status} ${r.text}`);
    views[seat] = r.body;
    views[1 - seat] = (await client.view(game.id, game.tokens[1 - seat])).body;
  }
  return { views, seq: views[0].seq };
}

/** A 2v2 table with every person seated through their seat's invitation: the tokens by seat (null: the computer). */
export async function seatedTable(
  client: ApiClient,
  options: Record<string, unknown> = {},
): Promise<{ id: string; tokens: (string | null)[]; created: Created }> {
  const c = await client.create({ format: "2v2", ...options });
  if (c.status !== 201) throw new Error(`create: ${c.status} ${c.text}`);
  const tokens: (string | null)[] = [null, null, null, null];
  tokens[c.body.seat] = c.body.token;
  for (const i of c.body.seatInviteUrls ?? []) {
    const j = await client.join(c.body.id, new URL(i.url).searchParams.get("invite")!);
    if (j.status !== 200) throw new Error(`join: ${j.status} ${j.text}`);
    tokens[i.seat] = j.body.token;
  }
  return { id: c.body.id, tokens, created: c.body };
}
