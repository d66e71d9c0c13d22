/**
 * Determinization: a full game state consistent with one seat's view. Hidden cards get real
 * instance ids (copies are interchangeable, so any id of the right name will do), drawn from the
 * ids the view does not show, and are shuffled; the random generator is fresh. Pending decisions
 * get back a continuation rebuilt from the card data, since a view never carries one.
 */
import { cardCount, SET_SIZE, TABLE } from "../cards/catalog.ts";
import type { GameState, RuleTask } from "../state/types.ts";
import type { View } from "../view/view.ts";
import { legalActions } from "../turn/legal.ts";
import { stateFrom } from "../view/from_view.ts";
import { opponentInRegion } from "../state/seats.ts";
import { rebuildDecision } from "./rebuild_decision.ts";
import { nextU32, seedRng, shuffleInPlace } from "../state/rng.ts";

/** A determinized state, and whether its pending decisions and legal actions match the view. */
export interface Determinized {
  state: GameState;
  /** False when a pending decision could not be rebuilt faithfully (search must not rely on it). */
  exact: boolean;
}

const ID_OF_NAME = new Map<string, number>();
for (let c = 0; c < SET_SIZE; c++) ID_OF_NAME.set(TABLE.def[c].id, TABLE.type[c]);

/** Builds a full game state the view allows, sampling hidden cards with the generator `rng`. */
export function determinize(v: View, rng: number[]): GameState {
  return build(v, rng, false).state;
}

/** `determinize`, also telling whether the rebuilt decisions reproduce the view's legal actions. */
export function determinizeChecked(v: View, rng: number[]): Determinized {
  return build(v, rng, true);
}

function build(v: View, rng: number[], check: boolean): Determinized {
  const me = v.viewer;
  const N = cardCount(v);
  const shown = new Uint8Array(N);
  for (const k in v.cards) shown[+k] = 1;
  const placed = new Uint8Array(N);
  const mark = (ids: readonly number[]) => {
    for (const c of ids) if (c >= 0 && c < N) placed[c] = 1;
  };
  for (const p of v.seats) {
    mark(p.hand ?? []);
    mark(p.deckTop);
    mark(p.discard);
    mark(p.play);
    mark(p.ships);
    mark(p.bases ?? []);
    mark(p.unused ?? []);
    mark(p.victory);
    mark([p.base]);
  }
  for (const g of v.regions) {
    mark(g.row);
    mark(g.deckTop);
    mark(g.discard);
    mark(g.pilots);
  }
  mark(v.exiled);
  // Shown but in no visible zone: cards of the opponent's hand shown to this seat (Jyn Erso).
  const shownHand: number[] = [];
  for (let c = 0; c < N; c++) if (shown[c] && !placed[c]) shownHand.push(c);
  // Hidden ids, grouped by card definition and copy of the game (2v2: cards stay in their region).
  const pool = new Map<number, number[]>();
  const key = (c: number) => TABLE.type[c] * 2 + Math.floor(c / SET_SIZE);
  for (let c = 0; c < N; c++) {
    if (shown[c] || placed[c]) continue;
    let list = pool.get(key(c));
    if (!list) pool.set(key(c), list = []);
    list.push(c);
  }
  const take = (names: readonly string[], region: number, except: number[] = []): number[] => {
    const skip = except.map((c) => TABLE.type[c]);
    const out: number[] = [];
    for (const name of names) {
      const t = ID_OF_NAME.get(name)!;
      const k = skip.indexOf(t);
      if (k >= 0) {
        skip.splice(k, 1);
        continue;
      }
      const list = pool.get(t * 2 + region);
      if (list && list.length > 0) out.push(list.pop()!);
    }
    shuffleInPlace(rng, out);
    return out;
  };
  const s = stateFrom(
    v,
    {
      seatCards: (p, i) => {
        if (p.hand) return { hand: [], deck: take(p.unseen, p.region) };
        // Shown cards are the hand of the opponent in the viewer's region (the one "your opponent" names).
        const own = me >= 0 && i === opponentInRegion(v, me) ? shownHand : [];
        const hidden = take(p.unseen, p.region, own);
        const inHand = p.handCount - own.length;
        return { hand: [...own, ...hidden.slice(0, inHand)], deck: hidden.slice(inHand) };
      },
      galaxyDeck: (g, r) => take(g.unseen, r),
      // Secret bases: what is left of the pool is the other seats' base decks and unused bases.
      baseDeck: (p) => {
        const faction = TABLE.sets[p.region].bases[p.faction];
        const rest = faction.filter((b) => pool.get(key(b))?.includes(b));
        for (const b of rest) pool.get(key(b))!.splice(pool.get(key(b))!.indexOf(b), 1);
        shuffleInPlace(rng, rest);
        return { bases: rest.slice(0, p.basesCount), unused: rest.slice(p.basesCount) };
      },
    },
    () => seedRng(nextU32(rng)),
    1 + Math.max(0, ...v.pending.map((d) => d.id)),
  );
  let exact = true;
  for (const d of v.pending) {
    const r = rebuildDecision(s, d, v);
    if (!r) {
      exact = false;
      continue;
    }
    s.pending.push(r.decision);
    s.queue.push(...r.after);
  }
  s.queue.push(...ruleSteps(s, v));
  if (check && exact && me >= 0) exact = sameActions(legalActions(s, me), v.legal);
  return { state: s, exact };
}

function sameActions(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (JSON.stringify(a[i]) !== JSON.stringify(b[i])) return false;
  return true;
}

/** The rule steps still to come when decisions interrupt the beginning of a turn or the setup. */
function ruleSteps(s: GameState, v: View): RuleTask[] {
  const seat = v.turn.seat;
  if (v.turn.phase === "setup") return [{ rule: "startGame", seat: v.options.empireSeat }];
  if (v.turn.phase !== "start" || s.pending.length === 0) return [];
  const d = s.pending[0];
  const base = s.seats[seat].base;
  const fromTurnStart = d.src >= 0 && d.src === base &&
    TABLE.def[base].triggers?.some((t) => t.on === "turnStart");
  if (fromTurnStart) return [{ rule: "main", seat }];
  return (["forceBonus", "shipResources", "turnStartTriggers", "main"] as const).map((rule) => ({
    rule,
    seat,
  }));
}
