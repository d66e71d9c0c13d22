/**
 * Moving a seat to another device: a seated caller asks for a one-time transfer secret (kept in the
 * head only as a hash, with a deadline); whoever presents it gets the seat under a new token, and the
 * old token stops working. One transfer per seat is open at a time (a new one replaces it); a used
 * transfer is kept, marked, so that presenting it again is refused as used.
 */
import type { GameHead } from "./model/mod.ts";
import { fail, NOT_FOUND, type Result } from "./outcome.ts";
import { type Credentials, seatedCaller } from "./seats.ts";
import { sameHash } from "./tokens.ts";
import { type Plan, type Read, refusal } from "./write.ts";

/** How long a transfer secret can be used. */
export const TRANSFER_MS = 15 * 60_000;

/** The head with a new transfer of `seat` (replacing any earlier one of that seat). */
export function openTransfer(head: GameHead, seat: number, hash: string, now: number): GameHead {
  const transfers = head.transfers.filter((t) => t.seat !== seat);
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
  const transfers = head.transfers;
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

/**
 * The plan of opening a transfer of the caller's seat on what was read: the head with the transfer of
 * the secret hashed `hash` (the secret itself, `secret`, is the reply, shown once).
 */
export async function planTransfer(
  { g, now }: Read,
  creds: Credentials,
  secret: string,
  hash: string,
): Promise<Plan<Opened>> {
  if (!g) return refusal(NOT_FOUND);
  const caller = await seatedCaller(g.head, creds, "move a seat");
  if (!caller.ok) return refusal(caller);
  const seat = caller.value;
  const next = openTransfer(g.head, seat, hash, now);
  const until = next.transfers.at(-1)!.until;
  return {
    kind: "write",
    write: { heads: [{ head: next, from: g }], entry: null },
    reply: { secret, seat, until },
  };
}
