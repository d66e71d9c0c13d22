/**
 * Who has a game's table open: a seat is online while at least one event stream of that seat is open
 * to this process, away otherwise. Kept in memory, so per process (per isolate on Deno Deploy: a player
 * whose stream reached another isolate reads as away there). Spectators' streams count for nothing.
 * Listeners (seated streams that asked for it) get the whole table's presence on arrival and on every
 * change.
 */
import type { PresenceEvent } from "../api/contract.ts";

/** Games remembered while nobody is connected (for "away since"), oldest forgotten first. */
const IDLE_GAMES = 5_000;

type Listener = (p: PresenceEvent) => void;

interface Table {
  /** Open streams per seat. */
  open: number[];
  /** When each seat came online or went away (epoch ms); null: not seen by this process. */
  since: (number | null)[];
  listeners: Set<Listener>;
}

/** The presence of every game's seats in this process. */
export class Presence {
  private tables = new Map<string, Table>();

  constructor(private now: () => number = Date.now) {}

  /** A game's presence now (`seats`: its number of seats). */
  of(id: string, seats: number): PresenceEvent {
    const t = this.tables.get(id);
    return {
      seats: Array.from({ length: seats }, (_, i) => ({
        online: (t?.open[i] ?? 0) > 0,
        since: t?.since[i] ?? null,
      })),
    };
  }

  /**
   * Counts a stream of `seat` (a spectator's, -1, counts for nothing) and, with `listen`, calls it with
   * the presence now and after each change; returns the call that ends both.
   */
  enter(id: string, seats: number, seat: number, listen?: Listener): () => void {
    const t = this.table(id, seats);
    const counted = seat >= 0 && seat < seats;
    if (counted && t.open[seat]++ === 0) {
      t.since[seat] = this.now();
      this.tell(id, t);
    }
    if (listen) {
      t.listeners.add(listen);
      listen(this.of(id, seats));
    }
    let left = false;
    return () => {
      if (left) return;
      left = true;
      if (listen) t.listeners.delete(listen);
      if (counted && --t.open[seat] === 0) {
        t.since[seat] = this.now();
        this.tell(id, t);
      }
      if (t.listeners.size === 0 && t.open.every((n) => n === 0)) this.idle(id, t);
    };
  }

  private table(id: string, seats: number): Table {
    let t = this.tables.get(id);
    if (!t || t.open.length !== seats) {
      t = { open: Array(seats).fill(0), since: Array(seats).fill(null), listeners: new Set() };
      this.tables.set(id, t);
    }
    return t;
  }

  private tell(id: string, t: Table): void {
    if (t.listeners.size === 0) return;
    const p = this.of(id, t.open.length);
    for (const l of t.listeners) l(p);
  }

  /** Keeps an unwatched game's times at the end of the line; forgets the oldest past the limit. */
  private idle(id: string, t: Table): void {
    this.tables.delete(id);
    this.tables.set(id, t);
    for (const [old, o] of this.tables) {
      if (this.tables.size <= IDLE_GAMES) break;
      if (o.listeners.size === 0 && o.open.every((n) => n === 0)) this.tables.delete(old);
    }
  }
}
