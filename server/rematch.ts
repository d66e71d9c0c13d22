/**
 * Rematch: a seat of a finished game starts a new game with factions swapped and both players seated
 * with their tokens; the old game points to it, so the other player follows (one commit writes both).
 */
import { setup } from "../engine/mod.ts";
import { CONFLICT, type GameLoop } from "./game_loop.ts";
import { newHead, type Start } from "./new_game.ts";
import { fail, type Result } from "./outcome.ts";
import { withDeadline } from "./retention.ts";
import { type Credentials, identify, otherSeat, refuse } from "./seats.ts";
import type { GameHead, Retention, Versioned } from "./store.ts";

/** Earlier games of a rematch chain whose seat cookies still identify a seat. */
const LINEAGE = 8;

/** A rematch asked for: the game, the caller's seat and token, and whether this request created it. */
export interface Rematch {
  id: string;
  seat: number;
  token: string;
  created: boolean;
}

/** The rematch of a finished game: a new seed, factions swapped, the same seats and computer (new seed). */
function rematchStart(head: GameHead, seeds: () => number): Start {
  const o = head.state.options;
  const state = setup({ ...o, seed: seeds(), empireSeat: otherSeat(o.empireSeat) });
  return {
    state,
    seats: head.seats.slice(),
    lineage: [head.id, ...head.lineage].slice(0, LINEAGE),
    bot: head.bot ? { ...head.bot, seed: seeds() } : null,
    invite: null,
  };
}

/** One try of a rematch request on version `g`: the existing rematch, or a new one committed. */
export async function tryRematch(
  loop: GameLoop,
  g: Versioned,
  creds: Credentials,
  seeds: () => number,
  retention: Retention,
): Promise<Result<Rematch> | typeof CONFLICT> {
  const { seat, token } = await identify(g.head, creds);
  if (token === null) {
    return refuse(g.head, creds, {
      unauthorized: "a seat token is required",
      forbidden: "only a seat of this game may ask for a rematch",
    });
  }
  if (g.head.rematch) return { ok: true, value: { id: g.head.rematch, seat, token, created: false } };
  if (g.head.state.winner < 0) return fail("game-not-over", "a rematch needs a finished game");
  const now = loop.now();
  const fresh = newHead(rematchStart(g.head, seeds), retention, now);
  const old = withDeadline({ ...g.head, rematch: fresh.id }, now);
  const done = await loop.commit(() => loop.store.commitRematch(g, old, fresh), old, fresh);
  return done === CONFLICT ? CONFLICT : { ok: true, value: { id: fresh.id, seat, token, created: true } };
}
