/**
 * Open-loop load for the server bench: moves arrive at a fixed rate across live tables, whatever the
 * server's answers take (a closed loop slows its clients down with the server, hiding its queueing). Each
 * arrival goes to the next table that can move (its views for its current seq have arrived and no move of
 * it is in flight); an arrival that finds none is counted as dropped.
 */
import { type ApiClient, rng } from "./api_client.ts";
import { type Figures, Table } from "./bench_tables.ts";

/** What an open-loop run did besides its figures. */
export interface OpenLoopRun {
  /** Moves offered (arrivals) and those that found no table ready. */
  offered: number;
  dropped: number;
  seconds: number;
}

/** Sends moves at `rate` per second for `seconds` across `games` tables (finished tables are replaced). */
export async function openLoop(
  base: string,
  client: ApiClient,
  games: number,
  rate: number,
  seconds: number,
  team: boolean,
  f: Figures,
): Promise<OpenLoopRun> {
  let seed = 50_000;
  const tables = await Promise.all(
    Array.from({ length: games }, () => Table.open(base, client, seed++, team, f)),
  );
  const busy = new Set<Table>();
  const rnd = rng(rate | 0);
  const inFlight = new Set<Promise<void>>();
  let offered = 0, dropped = 0, turn = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const ready = (t: Table) => !busy.has(t) && t.latest.every((e) => e !== null && e.seq >= t.seq);
  const send = (i: number) => {
    const t = tables[i];
    busy.add(t);
    const p = (async () => {
      try {
        const r = await t.move(await t.views(), rnd, f);
        if (r !== "moved") {
          if (r === "over") f.gamesFinished++;
          await t.close();
          tables[i] = await Table.open(base, client, seed++, team, f);
        }
      } catch {
        f.errors++;
      } finally {
        busy.delete(t);
      }
    })();
    inFlight.add(p);
    p.finally(() => inFlight.delete(p));
  };
  for (let k = 0;; k++) {
    const due = start + (k * 1000) / rate;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    offered++;
    let sent = false;
    for (let j = 0; j < tables.length && !sent; j++) {
      const i = (turn + j) % tables.length;
      if (ready(tables[i])) {
        turn = i + 1;
        send(i);
        sent = true;
      }
    }
    if (!sent) dropped++;
  }
  await Promise.all(inFlight);
  const seconds_ = (performance.now() - start) / 1000;
  await Promise.all(tables.map((t) => t.close()));
  return { offered, dropped, seconds: seconds_ };
}
