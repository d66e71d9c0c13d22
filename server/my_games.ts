/**
 * "Your games": the games a browser holds a seat in, found from its seat cookies alone (no account).
 * At most MAX_LISTED heads are read, and of a running game its newest log entries (when its turn began);
 * a game that is gone, expired or whose seat moved to another device (the cookie's token no longer matches)
 * is left out. Games that wait for the seat come first, longest wait first; then newest change first.
 */
import { seatsToAct } from "../engine/mod.ts";
import type { MyGame } from "../api/contract.ts";
import { isExpired } from "./retention.ts";
import { BOT_SEAT } from "./model/mod.ts";
import type { GameStore } from "./store.ts";
import { hashSecret, isGameId, isSecret, sameHash } from "./tokens.ts";
import { WAIT_WINDOW, waitOf } from "./waits.ts";

/** Most seat cookies one listing considers. */
export const MAX_LISTED = 50;

/** A browser's seat cookies: game id → token. */
export type SeatCookies = [string, string][];

/** Games that wait for the seat first, longest wait first; then the others, newest change first. */
export function byWait(a: MyGame, b: MyGame): number {
  const ay = a.wait?.for === "you", by = b.wait?.for === "you";
  if (ay !== by) return ay ? -1 : 1;
  return ay ? a.wait!.since - b.wait!.since : b.at - a.at;
}

/** The games the cookies hold a seat in, in `byWait` order; `link` builds a game's address. */
export async function myGames(
  store: GameStore,
  cookies: SeatCookies,
  now: number,
  link: (id: string) => string,
): Promise<MyGame[]> {
  const held = cookies.filter(([id, token]) => isGameId(id) && isSecret(token)).slice(0, MAX_LISTED);
  const found = await Promise.all(held.map(async ([id, token]): Promise<MyGame | null> => {
    const g = await store.get(id);
    if (!g || isExpired(g.head, now)) return null;
    const head = g.head;
    const hash = await hashSecret(token);
    const seat = head.seats.findIndex((s) => s !== null && s !== BOT_SEAT && sameHash(s, hash));
    if (seat < 0) return null;
    const state = head.state;
    const against = head.bots.filter((b) => state.seats[b.seat].team !== state.seats[seat].team);
    const status = state.winner >= 0 ? "finished" : head.seats.includes(null) ? "waiting" : "running";
    const toAct = status === "running" ? seatsToAct(state) : [];
    const recent = status === "running"
      ? await store.log(id, Math.max(0, head.seq - WAIT_WINDOW), WAIT_WINDOW)
      : [];
    return {
      id,
      url: link(id),
      status,
      seat,
      side: state.seats[seat].faction,
      toAct,
      yourTurn: toAct.includes(seat),
      winner: state.winner,
      opponent: against.length ? "bot" : "human",
      botLevels: against.map((b) => b.level),
      at: head.at,
      wait: waitOf(head, seat, recent),
    };
  }));
  return found.filter((g) => g !== null).sort(byWait);
}
