/**
 * `deno task bench:undo [--games 4] [--seed 1] [--cycles 3]`: what an undo costs as a game grows, printed
 * as figures (never asserted). Plays seeded random 1v1 games between two people through the game
 * service over a KV file; at every move the engine judges undoable, takes it back and makes it again
 * `--cycles` times (each cycle adds two log entries, so the log grows as a griefer's would), timing each
 * undo (the whole `GameService.undo`: reading, rebuilding, committing) and each move. Prints the undo's
 * median, p90 and max per range of the game's seq, beside the moves', and one JSON line last.
 */
import type { Envelope } from "../api/contract.ts";
import { GameService } from "../server/games.ts";
import type { Credentials } from "../server/seats.ts";
import { randomAction, rng } from "./api_client.ts";

const args = Deno.args;
const opt = (name: string, dflt: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const GAMES = opt("games", 4), SEED = opt("seed", 1), CYCLES = opt("cycles", 3);
const RANGES = [0, 500, 1000, 2000, 3000, 4000, Infinity];

const pct = (xs: number[], p: number) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : NaN;
};
const creds = (token: string): Credentials => ({ bearer: token, cookie: () => undefined });
const ms = (x: number) => Math.round(x * 100) / 100;

const dir = await Deno.makeTempDir();
const kv = await Deno.openKv(`${dir}/bench.kv`);
// No pace: the bench changes the game far faster than people (it measures the work, not the limit).
const service = new GameService(kv, {
  autopilot: false,
  pace: null,
  seeds: (() => {
    let s = SEED;
    return () => s++;
  })(),
});
const undos: { seq: number; ms: number }[] = [];
const moves: { seq: number; ms: number }[] = [];

try {
  for (let g = 0; g < GAMES; g++) {
    const c = await service.create({
      format: "1v1",
      faction: "empire",
      mode: "beginner",
      basesToWin: 3,
      payOffNeutral: false,
      opponent: "human",
      botLevel: "normal",
      players: { teammate: "human", opponent: "human", teammateOpponent: "human" },
      clock: "none",
    });
    if (!c.ok) throw new Error(c.message);
    const id = c.value.head.id;
    const j = await service.join(id, c.value.invite!);
    if (!j.ok) throw new Error(j.message);
    const tokens = [c.value.token, j.value.token];
    const rnd = rng(SEED * 1000 + g);
    const view = async (seat: number) => {
      const r = await service.view(id, creds(tokens[seat]));
      if (!r.ok) throw new Error(r.message);
      return r.value.env;
    };
    let n = 0;
    for (;;) {
      const envs = [await view(0), await view(1)];
      if (envs[0].view.winner >= 0) break;
      const ready = [0, 1].filter((s) => envs[s].view.legal.length > 0);
      const seat = ready[Math.floor(rnd() * ready.length)];
      const action = randomAction(envs[seat].view.legal, rnd);
      const move = async (seq: number) => {
        const t0 = performance.now();
        const r = await service.move(id, creds(tokens[seat]), { seq, action, actionId: `b${n++}` });
        if (!r.ok) throw new Error(`${r.error} ${r.message}`);
        const env: Envelope = JSON.parse(r.value.json);
        moves.push({ seq: env.seq, ms: performance.now() - t0 });
        return env;
      };
      let env = await move(envs[seat].seq);
      for (let k = 0; k < CYCLES && env.undo; k++) {
        const t0 = performance.now();
        const u = await service.undo(id, creds(tokens[seat]), { seq: env.undo.seq });
        if (!u.ok) throw new Error(`undo: ${u.error} ${u.message}`);
        undos.push({ seq: env.seq, ms: performance.now() - t0 });
        env = await move(JSON.parse(u.value.json).seq);
      }
    }
    console.log(`game ${g + 1}: ${(await service.store.get(id))!.head.seq} log entries`);
  }
  const rows = RANGES.slice(0, -1).map((lo, i) => {
    const hi = RANGES[i + 1];
    const u = undos.filter((x) => x.seq >= lo && x.seq < hi).map((x) => x.ms);
    const m = moves.filter((x) => x.seq >= lo && x.seq < hi).map((x) => x.ms);
    return {
      seq: `${lo}–${hi === Infinity ? "" : hi}`,
      undos: u.length,
      undoMedian: ms(pct(u, 0.5)),
      undoP90: ms(pct(u, 0.9)),
      undoMax: ms(Math.max(...u)),
      moveMedian: ms(pct(m, 0.5)),
    };
  }).filter((r) => r.undos > 0);
  console.table(rows);
  console.log(JSON.stringify({ games: GAMES, seed: SEED, cycles: CYCLES, rows }));
} finally {
  kv.close();
  await Deno.remove(dir, { recursive: true });
}
