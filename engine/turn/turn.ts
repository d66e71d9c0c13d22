/** Beginning and end of a turn (rulebook pp. 13, 21): new base, Force bonus, capital-ship resources, clean-up. */
import { defOf } from "../cards/catalog.ts";
import { type Ctx, emit } from "../state/context.ts";
import type { Effect } from "../cards/vocabulary.ts";
import type { GameState, RuleStep, TurnState } from "../state/types.ts";
import { forceAtEnd } from "../state/force.ts";
import { drawCards, exileCard, removeItem } from "../state/zones.ts";
import { pickOne } from "../abilities/picks.ts";
import { askYesNo, runNext } from "../abilities/queue.ts";
import { feas, NONE } from "../abilities/feasibility.ts";
import { isTeamGame, opponentInRegion, seatsOfTeam, seatsOnTurn, teammateOf } from "../state/seats.ts";

/** A fresh record for a turn. */
export function newTurn(n: number, seat: number): TurnState {
  return {
    n,
    seat,
    phase: "start",
    used: [],
    commits: [],
    attacked: [],
    bonus: [],
    purchases: 0,
    neutralPurchases: 0,
    neutralPlayed: 0,
    nextToTop: false,
    prevented: 0,
    bountyNeutral: -1,
    exileAtEnd: [],
  };
}

/** 2v2: the turn record's team fields, empty (nobody has ended; no Ord Mantell bounty yet). */
export function teamRecord(t: TurnState): void {
  t.ended = [];
  t.neutralBounties = [];
}

/**
 * Starts a seat's turn: the beginning-of-turn steps are queued in rulebook order. In 2v2 the turn is
 * the team's: each teammate does its own beginning of turn, then the shared main phase begins.
 */
export function beginTurn(c: Ctx, seat: number): void {
  const s = c.s;
  s.turn = newTurn(s.turn.n + 1, seat);
  if (isTeamGame(s)) {
    s.turn.ended = [];
    s.turn.neutralBounties = [];
  }
  emit(c, { k: "turn", seat, n: s.turn.n });
  const team = seatsOnTurn(s);
  for (const rule of TURN_START) for (const t of team) s.queue.push({ rule, seat: t });
  s.queue.push({ rule: "main", seat });
}

/** The beginning of a turn, in rulebook order (2v2: each step for each teammate in seat order). */
const TURN_START = ["chooseBase", "forceBonus", "shipResources", "turnStartTriggers"] as const;

/** Runs one step of the rules. */
export function runRule(c: Ctx, rule: RuleStep, seat: number): void {
  const s = c.s;
  const p = s.seats[seat];
  switch (rule) {
    case "chooseBase":
      if (p.base < 0 && p.bases.length > 0) {
        pickOne(c, p.bases.slice(), { op: "newBase", seat, src: -1 }, revealPicked);
      }
      return;
    case "forceBonus":
      if (forceAtEnd(s, seat)) {
        p.resources += 1;
        emit(c, { k: "forceBonus", seat, n: 1 });
      }
      return;
    case "shipResources": {
      let n = 0;
      for (const ship of p.ships) n += defOf(ship).resources;
      if (n > 0) {
        p.resources += n;
        emit(c, { k: "shipResources", seat, n });
      }
      return;
    }
    case "turnStartTriggers": {
      // 2v2: a turn-start base ability resolves once per team turn even when both teammates have it
      // (Coruscant, multiplayer card table): the second teammate's copy is skipped.
      const m = s.seats.find((q, i) => i < seat && q.team === p.team);
      if (m && m.base >= 0 && p.base >= 0 && defOf(m.base) === defOf(p.base)) return;
      queueBaseTriggers(c, seat, "turnStart");
      return;
    }
    case "main":
      s.turn.phase = "main";
      return;
    case "startGame":
      beginTurn(c, seat);
      return;
  }
}

/**
 * Queues the seat's current base abilities of one trigger kind. `by` resolves them (2v2: a teammate
 * may resolve a base's trigger); a "when you reveal" ability of a 2v2 base first asks its owner who
 * resolves it, unless it exiles (only the player who selected the base may exile their own cards).
 */
export function queueBaseTriggers(c: Ctx, seat: number, on: string, by = seat): void {
  const base = c.s.seats[seat].base;
  if (base < 0) return;
  const trig = defOf(base).triggers;
  if (!trig) return;
  for (let i = trig.length - 1; i >= 0; i--) {
    if (trig[i].on !== on) continue;
    const e = trig[i].effect;
    // 2v2: the owner resolves an exile itself (its own cards only) and a Force gain (the team's track).
    if (isTeamGame(c.s) && (on === "reveal" || on === "turnStart") && !("exile" in e || "gain" in e)) {
      askResolver(c, seat, base, e);
    } else runNext(c.s, { e, seat: by, src: base, ask: "trigger" });
  }
}

/**
 * 2v2: "you decide if you or your teammate will resolve its ability" (multiplayer card table:
 * Corellia, Mon Cala, Rodia, Tatooine, Coruscant). Asked only when both of them could resolve it.
 */
function askResolver(c: Ctx, seat: number, base: number, e: Effect): void {
  const s = c.s;
  const mate = teammateOf(s, seat);
  const mine = feas(s, e, seat, base) !== NONE;
  const theirs = feas(s, e, mate, base) !== NONE;
  if (mine && theirs) {
    return askYesNo(c, seat, "resolver", base, { op: "resolver", seat, src: base, e, n: [mate] });
  }
  if (mine || theirs) runNext(s, { e, seat: mine ? seat : mate, src: base, ask: "trigger" });
}

/** The chosen base becomes the seat's current base; its "when you reveal" ability follows. */
export function revealBase(c: Ctx, seat: number, card: number): void {
  const p = c.s.seats[seat];
  removeItem(p.bases, card);
  p.base = card;
  p.baseDamage = 0;
  emit(c, { k: "baseRevealed", seat, card });
  queueBaseTriggers(c, seat, "reveal");
}

/** The base picked as the seat's new base. */
export function revealPicked(c: Ctx, k: { seat: number }, card: number): void {
  revealBase(c, k.seat, card);
}

/**
 * A seat ends its turn (rulebook p. 21): exile what must go, clean up, draw 5, and the opponent's
 * turn begins. 2v2: each teammate ends its part of the shared turn; when both have, each does its
 * own clean-up and draw, then the other team's turn begins (multiplayer document, "Shared turns").
 */
export function endTurn(c: Ctx, seat = c.s.turn.seat): void {
  const s = c.s;
  const team = seatsOnTurn(s);
  const ended = s.turn.ended;
  if (ended) ended.push(seat);
  if (ended && !team.every((t) => ended.includes(t))) return emit(c, { k: "endTurn", seat });
  for (const card of s.turn.exileAtEnd) exileCard(c, card, seat);
  for (const t of team) cleanUp(s, t);
  emit(c, { k: "endTurn", seat });
  for (const t of team) drawCards(c, t, 5);
  beginTurn(c, seatsOfTeam(s, s.seats[opponentInRegion(s, seat)].team)[0]);
}

/** Clean-up: units in play and the hand go to the discard pile; unspent resources are lost. */
function cleanUp(s: GameState, seat: number): void {
  const p = s.seats[seat];
  for (const card of p.play) p.discard.push(card);
  p.play = [];
  for (const card of p.hand) p.discard.push(card);
  p.hand = [];
  p.resources = 0;
}
