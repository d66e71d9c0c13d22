/**
 * Moving a seat to another device: a seated caller asks for a one-time transfer secret (kept in the
 * head only as a hash, with a deadline); whoever presents it gets the seat under a new token, and the
 * old token stops working. One transfer per seat is open at a time (a new one replaces it); a used
 * transfer is kept, marked, so that presenting it again is refused as used.
 */
import { CONFLICT, type GameLoop } from "./game_loop.ts";
import { fail, type Result } from "./outcome.ts";
import { type Credentials, seatedCaller } from "./seats.ts";
import type { GameHead, Versioned } from "./store.ts";
import { hashSecret, sameHash } from "./tokens.ts";

/** How long a transfer secret can be used. */
export const TRANSFER_MS = 15 * 60_000;

/** A transfer of a seat: the hash of its secret, the seat, its deadline (epoch ms), whether it was used. */
export interface Transfer {
  hash: string;
  seat: number;
  until: number;
  used: boolean;
}

/** The head with a new transfer of `seat` (replacing any earlier one of that seat). */
export function openTransfer(head: GameHead, seat: number, hash: string, now: number): GameHead {
  const transfers = (head.transfers ?? []).filter((t) => t.seat !== seat);
  transfers.push({ hash, seat, until: Math.floor(now + TRANSFER_MS), used: false });
  return { ...head, transfers };
}

/**
 * The head with the seat of the transfer hashed `hash` given to the token hashed `tokenHash` (the
 * old token no longer matches), or why not: unknown, used, or past its deadline.
 */
export function claimTransfer(
  head: GameHead,
  hash: string,
  tokenHash: string,
  now: number,
): Result<{ head: GameHead; seat: number }> {
  const transfers = head.transfers ?? [];
  const i = transfers.findIndex((t) => sameHash(t.hash, hash));
  if (i < 0) return fail("bad-transfer", "this transfer link does not move a seat of this game");
  const t = transfers[i];
  if (t.used) return fail("transfer-used", "this transfer link was already used");
  if (t.until <= now) return fail("transfer-expired", "this transfer link expired: ask for a new one");
  const seats = head.seats.slice();
  seats[t.seat] = tokenHash;
  const marked = transfers.slice();
  marked[i] = { ...t, used: true };
  return { ok: true, value: { head: { ...head, seats, transfers: marked }, seat: t.seat } };
}

/** A transfer just opened: its secret (shown once), the seat and the deadline. */
export interface Opened {
  secret: string;
  seat: number;
  until: number;
}

/** One try of opening a transfer of the caller's seat on version `g`, with the secret `secret`. */
export async function tryTransfer(
  loop: GameLoop,
  g: Versioned,
  creds: Credentials,
  secret: string,
): Promise<Result<Opened> | typeof CONFLICT> {
  const caller = await seatedCaller(g.head, creds, "move a seat");
  if (!caller.ok) return caller;
  const seat = caller.value;
  const next = openTransfer(g.head, seat, await hashSecret(secret), loop.now());
  const done = await loop.commit(() => loop.store.update(g, next), next);
  if (done === CONFLICT) return CONFLICT;
  return { ok: true, value: { secret, seat, until: next.transfers!.at(-1)!.until } };
}
