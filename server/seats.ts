/**
 * Seats and identity: which seat a request's credentials hold (a seat token hash in the head), who
 * is refused how, and taking a seat with an invitation. A 1v1 game has two seats: the creator's and
 * the guest's, which a friend takes with the table's invitation or the computer plays; a 2v2 game
 * four, each left to a friend (the table's invitation or the seat's own) or to the computer.
 */
import { isTeamGame, SPECTATOR } from "../engine/mod.ts";
import type { GameHead } from "./model/mod.ts";
import { fail, type Failure, type Result } from "./outcome.ts";
import { hashSecret, isSecret, sameHash } from "./tokens.ts";

/** The seat of the player who creates a game. */
export const CREATOR_SEAT = 0;
/** The seat the invite opens, or the computer plays. */
export const GUEST_SEAT = 1;

/** The other seat of a two-seat game. */
export function otherSeat(seat: 0 | 1): 0 | 1 {
  return seat === 0 ? 1 : 0;
}

/**
 * Whether the game has started: a 2v2 game once every seat is taken (by a person or the computer); a
 * 1v1 game at once (its creator may begin before the friend arrives).
 */
export function hasStarted(head: GameHead): boolean {
  return !isTeamGame(head.state) || head.seats.every((s) => s !== null);
}

/** What a request presents as identity: a bearer token, and seat cookies by game id. */
export interface Credentials {
  bearer?: string;
  cookie: (gameId: string) => string | undefined;
}

/** The caller's seat in a game (-1 spectator) and the token that proved it. */
export interface Caller {
  seat: number;
  token: string | null;
}

/** Tokens the credentials offer for a game: the bearer, else the cookies of the game and its lineage. */
function offered(head: GameHead, creds: Credentials): string[] {
  if (creds.bearer !== undefined) return [creds.bearer];
  return [head.id, ...head.lineage].flatMap((gid) => creds.cookie(gid) ?? []);
}

/** Which seat the credentials hold in a game: bearer first, then the cookies of the game and its lineage. */
export async function identify(head: GameHead, creds: Credentials): Promise<Caller> {
  for (const token of offered(head, creds)) {
    if (!isSecret(token)) continue;
    const h = await hashSecret(token);
    const seat = head.seats.findIndex((s) => s !== null && sameHash(s, h));
    if (seat >= 0) return { seat, token };
  }
  return { seat: SPECTATOR, token: null };
}

/**
 * Whether a token still holds a seat, as a check of any later head: the token is hashed once (a seat
 * transfer replaces the seat's hash, so the old token stops holding it).
 */
export async function holder(seat: number, token: string): Promise<(head: GameHead) => boolean> {
  const h = await hashSecret(token);
  return (head) => {
    const s = head.seats[seat];
    return typeof s === "string" && sameHash(s, h);
  };
}

/**
 * The refusal of a caller who holds no seat: "unauthorized" when it presented no credentials for
 * this game, "forbidden" when the ones it presented hold no seat.
 */
export function refuse(
  head: GameHead,
  creds: Credentials,
  messages: { unauthorized: string; forbidden: string },
): Failure {
  return offered(head, creds).length === 0
    ? fail("unauthorized", messages.unauthorized)
    : fail("forbidden", messages.forbidden);
}

/** What an invite presented to a game opens: its free seat, a seat already taken, or nothing here. */
export type InviteStatus = "open" | "used" | "bad";

/** The invitation hashed `inviteHash`, if the game has one. */
function invitation(head: GameHead, inviteHash: string) {
  return head.invites.find((i) => sameHash(i.hash, inviteHash));
}

/** The seats the invite hashed `inviteHash` opens now: its seat while free (the table's: every free seat). */
export function openedSeats(head: GameHead, inviteHash: string): number[] {
  const inv = invitation(head, inviteHash);
  if (!inv) return [];
  return inv.seat === null ? freeSeats(head) : head.seats[inv.seat] === null ? [inv.seat] : [];
}

/** What the invite hashed `inviteHash` opens in a game (a seat's own, or a free seat of the table). */
export function inviteStatus(head: GameHead, inviteHash: string): InviteStatus {
  const inv = invitation(head, inviteHash);
  if (!inv) return "bad";
  const free = inv.seat === null ? freeSeats(head).length > 0 : head.seats[inv.seat] === null;
  return free ? "open" : "used";
}

/**
 * The seat the credentials hold in a game, or the refusal of a caller who holds none (see `refuse`):
 * for every request only a seated player may make (`doing` completes "a seat token is required to …").
 */
export async function seatedCaller(
  head: GameHead,
  creds: Credentials,
  doing: string,
): Promise<Result<number>> {
  const { seat } = await identify(head, creds);
  if (seat >= 0) return { ok: true, value: seat };
  return refuse(head, creds, {
    unauthorized: `a seat token is required to ${doing}`,
    forbidden: "this token holds no seat in this game",
  });
}

/** The seats of a game a person may still take (not yet taken, not the computer's). */
export function freeSeats(head: GameHead): number[] {
  const out: number[] = [];
  head.seats.forEach((s, i) => s === null && out.push(i));
  return out;
}

/**
 * The head with a seat given to the token hashed `tokenHash` through the invitation hashed
 * `inviteHash` (the deadline is left to the caller): a seat's own invitation opens that seat; the
 * table's opens the free seat the guest chooses (`seat`, needed when several are free: 2v2).
 */
export function takeSeat(
  head: GameHead,
  inviteHash: string,
  tokenHash: string,
  seat: number | undefined,
): Result<{ head: GameHead; seat: number }> {
  const inv = invitation(head, inviteHash);
  if (!inv) return fail("bad-invite", "this invite does not open a seat here");
  const free = freeSeats(head);
  if (free.length === 0) return fail("invite-used", "every seat of this game is taken");
  if (inv.seat !== null && head.seats[inv.seat] !== null) {
    return fail("invite-used", "this invite was already used");
  }
  if (inv.seat !== null && seat !== undefined && seat !== inv.seat) {
    return fail("bad-invite", `this invite opens seat ${inv.seat}, not seat ${seat}`);
  }
  const target = inv.seat ?? seat ?? (free.length === 1 ? free[0] : -1);
  if (target < 0) return fail("seat-required", `choose one of the free seats: ${free.join(", ")}`);
  if (!free.includes(target)) return fail("seat-taken", `seat ${target} is not free`);
  const seats = head.seats.slice();
  seats[target] = tokenHash;
  return { ok: true, value: { head: { ...head, seats }, seat: target } };
}
