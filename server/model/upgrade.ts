/**
 * Heads and log entries as earlier code stored them, and their upgrade to the current shape, applied
 * to every one read from KV: the rest of the server sees one shape only. Heads are rewritten in the
 * current shape by their next change; nothing rewrites them just to upgrade.
 */
import {
  type BotSeat,
  type GameHead,
  HEAD_VERSION,
  type LastMove,
  type SeatInvite,
  type Transfer,
  type UndoBase,
} from "./head.ts";
import type { LogEntry, MoveEntry } from "./log.ts";

/**
 * A head of the first shape (`v: 1`): the computer's seat and the invitation of a 1v1 game in fields of
 * their own (`bot`, `invite`), 2v2's in `bots` and `invites`; the fields added later absent in the
 * heads written before them.
 */
export interface HeadV1
  extends Omit<GameHead, "v" | "bots" | "invites" | "last" | "transfers" | "undoBase" | "pace"> {
  v: 1;
  /** 1v1: the invite to the guest seat, and whether someone used it. */
  invite: { hash: string; seat: number; used: boolean } | null;
  /** 1v1: the computer's seat (absent or null: two people). */
  bot?: BotSeat | null;
  /** 2v2: the computer's seats. */
  bots?: BotSeat[];
  /** 2v2: the invitations. */
  invites?: SeatInvite[];
  last?: LastMove | null;
  transfers?: Transfer[];
  undoBase?: UndoBase;
  pace?: number[];
}

/** A head as it may be stored: any shape this code or earlier code wrote. */
export type StoredHead = GameHead | HeadV1;

/**
 * The head in the current shape. A 1v1 invite becomes the table's invitation (its one free seat: the
 * guest's; used once that seat is taken, as it was marked), the computer's seat the one entry of `bots`;
 * a missing `last` is none, missing transfers none, a missing undo base null (an undo replays the
 * game), a missing pace no change made yet.
 */
export function upgradeHead(stored: StoredHead): GameHead {
  if (stored.v === HEAD_VERSION) return stored;
  const { v: _, invite, bot, bots, invites, last, transfers, undoBase, pace, ...rest } = stored;
  return {
    ...rest,
    v: HEAD_VERSION,
    bots: bots ?? (bot ? [bot] : []),
    invites: invites ?? (invite ? [{ hash: invite.hash, seat: null }] : []),
    last: last ?? null,
    transfers: transfers ?? [],
    undoBase: undoBase ?? null,
    pace: pace ?? rest.seats.map(() => 0),
  };
}

/** A log entry as it may be stored: moves written before undo existed have no kind. */
export type StoredEntry = LogEntry | Omit<MoveEntry, "kind">;

/** The entry in the current shape (a move without a kind is a move). */
export function upgradeEntry(stored: StoredEntry): LogEntry {
  return "kind" in stored ? stored : { kind: "move", ...stored };
}
