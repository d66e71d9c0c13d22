/**
 * The leak scan's record of a game (tests/support/leak_scan.ts): the mirror's state and events at each
 * seq, and per viewer what it may not see then (hidden cards, minus those it followed in public); the
 * checks of a body and of an envelope against it.
 */
import assert from "node:assert/strict";
import { cloneState, type GameEvent, type GameState } from "../../engine/mod.ts";
import type { Envelope } from "../../api/contract.ts";
import { cardsInView, hiddenFrom, secretIn, stillKnown, whereIs } from "./leak_oracle.ts";

/** A game's record: states and events by seq, the hashes of its secrets, per viewer what it may not see. */
export interface GameRecord {
  states: GameState[];
  events: GameEvent[][];
  hashes: string[];
  /** Per viewer (0, 1, spectator) and seq: hidden cards, minus those it followed in public. */
  hidden: Map<number, Set<number>[]>;
  /** Per viewer and seq: the raw hidden set. */
  rawHidden: Map<number, Set<number>[]>;
  known: Map<number, Set<number>[]>;
}

/** Records the state and events of the next seq, and what each viewer may not see in it. */
export function record(rec: GameRecord, state: GameState, events: GameEvent[]): void {
  const m = rec.states.length;
  rec.states.push(cloneState(state));
  rec.events.push(events);
  for (const v of rec.hidden.keys()) {
    const raw = hiddenFrom(state, v);
    const known = m === 0 ? new Set<number>() : stillKnown(
      rec.known.get(v)![m - 1],
      rec.states[m - 1],
      state,
      events,
      rec.rawHidden.get(v)![m - 1],
      raw,
    );
    const hidden = new Set(raw);
    for (const c of known) hidden.delete(c);
    rec.rawHidden.get(v)!.push(raw);
    rec.known.get(v)!.push(known);
    rec.hidden.get(v)!.push(hidden);
  }
}

/** Fails when a body shows a secret of the state at `seq` (a hidden card, the seed, a token hash). */
export function checkBody(rec: GameRecord, text: string, seq: number, what: string): void {
  const found = secretIn(text, rec.states[seq], rec.hashes);
  assert.equal(found, null, `${what}: the body shows a secret (${found})`);
}

/** Fails when an envelope is not the viewer's or shows a card hidden from its viewer at its seq. */
export function checkEnvelope(
  rec: GameRecord,
  env: Envelope,
  text: string,
  viewer: number,
  what: string,
): void {
  assert.equal(env.view.viewer, viewer, `${what}: view is for viewer ${env.view.viewer}, expected ${viewer}`);
  const state = rec.states[env.seq];
  assert.ok(state, `${what}: no state recorded for seq ${env.seq}`);
  const hidden = rec.hidden.get(viewer)![env.seq];
  for (const c of cardsInView(env.view)) {
    if (hidden.has(c)) {
      assert.fail(
        `${what} (seq ${env.seq}, viewer ${viewer}) shows hidden card ${c} (${whereIs(state, c)})\n` +
          `view: ${
            JSON.stringify({ pending: env.view.pending, legal: env.view.legal, turn: env.view.turn })
          }\n` +
          `state pending: ${JSON.stringify(state.pending)}\nmove events: ${
            JSON.stringify(rec.events[env.seq])
          }`,
      );
    }
  }
  checkBody(rec, text, env.seq, what);
}
