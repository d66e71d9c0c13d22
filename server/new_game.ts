/**
 * A new game's head: engine options from the create body, the creator's seat, the guest seat waiting
 * for the invite or played by the computer, and the retention deadline. Rematches start here too.
 */
import { type GameState, opponentInRegion, type Options, setup, teammateOf } from "../engine/mod.ts";
import { withDeadline } from "./retention.ts";
import type { CreateGameInput, PlayerKind } from "../api/schemas.ts";
import { CREATOR_SEAT, GUEST_SEAT } from "./seats.ts";
import {
  BOT_SEAT,
  type BotSeat,
  type Clock,
  type GameHead,
  HEAD_VERSION,
  type Retention,
  type SeatInvite,
} from "./model/mod.ts";
import { hashSecret, newGameId, newSecret } from "./tokens.ts";
import { START } from "./undo_base.ts";
import { newClock } from "./clock.ts";

/** The clock a new game starts with (none unless chosen). */
function clockOf(input: CreateGameInput, state: GameState): Clock | null {
  if (input.clock === "none") return null;
  return newClock(input.clock, new Set(state.seats.map((s) => s.team)).size);
}

/** What a new game starts from: its state, its seats (token hashes), its lineage, its computer seats, its invitations. */
export interface Start {
  state: GameState;
  seats: (string | null)[];
  lineage: string[];
  bots: BotSeat[];
  invites: SeatInvite[];
  /** The turn clock, stopped until every seat is taken (null: none). */
  clock: Clock | null;
  /** 1v1: the seat of a friend new to the game. */
  newcomer?: number;
}

/** A head at seq 0 under a new id, its deadline counted from `now`. */
export function newHead(start: Start, retention: Retention, now: number): GameHead {
  return withDeadline({
    v: HEAD_VERSION,
    id: newGameId(),
    seq: 0,
    state: start.state,
    seats: start.seats,
    bots: start.bots,
    invites: start.invites,
    created: Math.floor(now),
    at: now,
    retention,
    expiresAt: 0,
    expiryBucket: 0,
    recent: [],
    rematch: null,
    lineage: start.lineage,
    last: null,
    transfers: [],
    undoBase: START,
    pace: start.seats.map(() => 0),
    clock: start.clock,
    ...(start.newcomer === undefined ? {} : { newcomer: start.newcomer }),
  }, now);
}

/** The engine options of a new game: the creator's faction choice says which seat plays the Empire. */
function gameOptions(input: CreateGameInput, seed: number): Options {
  const common = { seed, basesToWin: input.basesToWin, payOffNeutral: input.payOffNeutral };
  if (input.format === "2v2") {
    return { ...common, empireSeat: 0, mode: input.mode ?? "fullGalaxy", format: "2v2" };
  }
  const empireSeat = input.faction === "empire"
    ? CREATOR_SEAT
    : input.faction === "rebel"
    ? GUEST_SEAT
    : (seed >>> 31) as 0 | 1;
  return { ...common, empireSeat, mode: input.mode ?? "beginner" };
}

/** A new game's secrets, returned once (the head keeps their hashes). */
export interface NewGame {
  start: Start;
  /** The creator's seat and token. */
  seat: number;
  token: string;
  /** The table's invitation (any free seat: in 1v1 the guest's); null when no seat is left to a friend. */
  invite: string | null;
  /** 2v2: one invitation per seat left to a friend. */
  seatInvites: { seat: number; secret: string }[];
}

/** The creator's seat of a 2v2 game: the Empire or the Rebel seat of region 0 (random: by the seed). */
function creatorSeat2v2(input: CreateGameInput, seed: number): number {
  return input.faction === "empire" ? 0 : input.faction === "rebel" ? 1 : seed >>> 31;
}

/**
 * A 2v2 game: the creator in region 0 on the chosen side; the teammate, the opponent and the teammate's
 * opponent each played by the computer or left to a friend, with a per-seat invitation each and one for
 * the table.
 */
async function newTeamGame(input: CreateGameInput, seeds: () => number): Promise<NewGame> {
  const state = setup(gameOptions(input, seeds()));
  const me = creatorSeat2v2(input, seeds());
  const token = newSecret();
  const who: [number, PlayerKind][] = [
    [teammateOf(state, me), input.players.teammate],
    [opponentInRegion(state, me), input.players.opponent],
    [opponentInRegion(state, teammateOf(state, me)), input.players.teammateOpponent],
  ];
  const seats: (string | null)[] = state.seats.map(() => null);
  seats[me] = await hashSecret(token);
  const bots: BotSeat[] = [];
  const seatInvites: { seat: number; secret: string }[] = [];
  for (const [seat, kind] of who) {
    if (kind === "human") seatInvites.push({ seat, secret: newSecret() });
    else {
      seats[seat] = BOT_SEAT;
      bots.push({ seat, level: kind, seed: seeds() });
    }
  }
  const invite = seatInvites.length > 0 ? newSecret() : null;
  const invites: SeatInvite[] = [];
  if (invite !== null) invites.push({ hash: await hashSecret(invite), seat: null });
  for (const i of seatInvites) invites.push({ hash: await hashSecret(i.secret), seat: i.seat });
  bots.sort((a, b) => a.seat - b.seat);
  const start: Start = { state, seats, lineage: [], bots, invites, clock: clockOf(input, state) };
  return { start, seat: me, token, invite, seatInvites };
}

/**
 * A game from the create body, with the creator's seat token and the invitations to the seats left to
 * friends (1v1: the guest seat, unless the computer takes it; 2v2: see `newTeamGame`).
 */
export async function newGame(input: CreateGameInput, seeds: () => number): Promise<NewGame> {
  if (input.format === "2v2") return newTeamGame(input, seeds);
  const state = setup(gameOptions(input, seeds()));
  const vsBot = input.opponent === "bot";
  const token = newSecret();
  const invite = vsBot ? null : newSecret();
  const seats: (string | null)[] = [];
  seats[CREATOR_SEAT] = await hashSecret(token);
  seats[GUEST_SEAT] = vsBot ? BOT_SEAT : null;
  const start: Start = {
    state,
    seats,
    lineage: [],
    bots: vsBot ? [{ seat: GUEST_SEAT, level: input.botLevel, seed: seeds() }] : [],
    invites: invite === null ? [] : [{ hash: await hashSecret(invite), seat: null }],
    clock: clockOf(input, state),
    ...(input.newcomer && !vsBot ? { newcomer: GUEST_SEAT } : {}),
  };
  return { start, seat: CREATOR_SEAT, token, invite, seatInvites: [] };
}
