/**
 * A new game's head: engine options from the create body, the creator's seat, the guest seat waiting
 * for the invite or played by the computer, and the retention deadline. Rematches start here too.
 */
import { type GameState, type Options, setup } from "../engine/mod.ts";
import { withDeadline } from "./retention.ts";
import type { CreateGameInput } from "./schemas.ts";
import { CREATOR_SEAT, GUEST_SEAT } from "./seats.ts";
import { BOT_SEAT, type BotSeat, type GameHead, type Retention } from "./store.ts";
import { hashSecret, newGameId, newSecret } from "./tokens.ts";

/** What a new game starts from: its state, its seats (token hashes), its lineage, its computer seat. */
export interface Start {
  state: GameState;
  seats: (string | null)[];
  lineage: string[];
  bot: BotSeat | null;
  invite: GameHead["invite"];
}

/** A head at seq 0 under a new id, its deadline counted from `now`. */
export function newHead(start: Start, retention: Retention, now: number): GameHead {
  return withDeadline({
    v: 1,
    id: newGameId(),
    seq: 0,
    state: start.state,
    seats: start.seats,
    invite: start.invite,
    created: Math.floor(now),
    at: now,
    retention,
    expiresAt: 0,
    expiryBucket: 0,
    recent: [],
    rematch: null,
    lineage: start.lineage,
    bot: start.bot,
  }, now);
}

/** The engine options of a new game: the creator's faction choice says which seat plays the Empire. */
function gameOptions(input: CreateGameInput, seed: number): Options {
  const empireSeat = input.faction === "empire"
    ? CREATOR_SEAT
    : input.faction === "rebel"
    ? GUEST_SEAT
    : (seed >>> 31) as 0 | 1;
  return {
    seed,
    empireSeat,
    mode: input.mode,
    basesToWin: input.basesToWin,
    payOffNeutral: input.payOffNeutral,
  };
}

/**
 * A game from the create body, with the creator's seat token and, unless the computer takes the
 * guest seat, the invite to it (secrets returned once; the head keeps their hashes).
 */
export async function newGame(
  input: CreateGameInput,
  seeds: () => number,
): Promise<{ start: Start; token: string; invite: string | null }> {
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
    bot: vsBot ? { seat: GUEST_SEAT, level: input.botLevel, seed: seeds() } : null,
    invite: invite === null ? null : { hash: await hashSecret(invite), seat: GUEST_SEAT, used: false },
  };
  return { start, token, invite };
}
