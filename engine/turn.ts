/** Beginning and end of a turn (rulebook pp. 13, 21): new base, Force bonus, capital-ship resources, clean-up. */
import { defOf } from "./cards/catalog.ts";
import type { Ctx } from "./context.ts";
import type { Effect } from "./cards/vocabulary.ts";
import type { GameState, RuleStep, TurnState } from "./types.ts";
import { forceAtEnd } from "./force.ts";
import { drawCards, emit, exileCard, removeItem } from "./zones.ts";
import { pickOne } from "./picks.ts";
import { ask, runNext } from "./queue.ts";
import { feas, NONE } from "./feasibility.ts";
import { isTeamGame, opponentInRegion, seatsOfTeam, seatsOnTurn, teammateOf } from "./seats.ts";

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

/**
 * Starts a seat's turn: the beginning-of-turn steps are queued in rulebook order. In 2v2 the turn is
 * the team's: each teammate does its own beginning of turn, then the shared main phase begins.
 */
export function beginTurn(c: Ctx, seat: number): void {
  const s = c.s;
  s.turn = newTurn(s.turn.n + 1, seat);
  emit(c, { k: "turn", seat, n: s.turn.n });
  if (!isTeamGame(s)) {
    s.queue.push(
      { rule: "chooseBase", seat },
      { rule: "forceBonus", seat },
      { rule: "shipResources", seat },
      { rule: "turnStartTriggers", seat },
      { rule: "main", seat },
    );
    return;
  }
  s.turn.ended = [];
  const team = seatsOnTurn(s);
  for (const rule of ["chooseBase", "forceBonus", "shipResources", "turnStartTriggers"] as const) {
    for (const t of team) s.queue.push({ rule, seat: t });
  }
  s.queue.push({ rule: "main", seat });
}

/** Runs one step of the rules. */
export function runRule(c: Ctx, rule: RuleStep, seat: number): void {
  const s = c.s;
  const p = s.seats[seat];
  switch (rule) {
    case "chooseBase":
      if (p.base < 0 && p.bases.length > 0) pickOne(c, p.bases.slice(), { op: "newBase", seat, src: -1 });
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
    case "turnStartTriggers":
      // 2v2: a turn-start base ability resolves once per team turn even when both teammates have it
      // (Coruscant, multiplayer card table).
      if (isTeamGame(s) && sharedOnce(s, seat)) return;
      queueBaseTriggers(c, seat, "turnStart");
      return;
    case "main":
      s.turn.phase = "main";
      return;
    case "startGame":
      beginTurn(c, seat);
      return;
  }
}

/** Whether the teammate before this seat already has a base of the same card (its trigger counts for both). */
function sharedOnce(s: GameState, seat: number): boolean {
  const mate = teammateOf(s, seat);
  const b = s.seats[seat].base;
  const m = s.seats[mate].base;
  return mate < seat && b >= 0 && m >= 0 && defOf(b).id === defOf(m).id;
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
    if (isTeamGame(c.s) && (on === "reveal" || on === "turnStart") && !exiles(e)) {
      askResolver(c, seat, base, e);
    } else runNext(c.s, { e, seat: by, src: base, ask: "trigger" });
  }
}

/** Whether an effect exiles cards from a hand or discard pile. */
function exiles(e: Effect): boolean {
  if ("seq" in e) return e.seq.some(exiles);
  if ("if" in e) return exiles(e.then);
  if ("cost" in e) return exiles(e.cost) || exiles(e.then);
  if ("choose" in e) return e.choose.some(exiles);
  return "exile" in e && e.exile.from !== "self";
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
  if (!mine && !theirs) return;
  if (!theirs || !mine) {
    runNext(s, { e, seat: mine ? seat : mate, src: base, ask: "trigger" });
    return;
  }
  ask(c, {
    seat,
    kind: "option",
    purpose: "resolver",
    src: base,
    options: [{ label: "yes" }, { label: "no" }],
    k: { op: "resolver", seat, src: base, e, n: [mate] },
  });
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

/** Ends the active seat's turn (rulebook p. 21) and begins the opponent's. */
export function endTurn(c: Ctx, seat = c.s.turn.seat): void {
  const s = c.s;
  if (isTeamGame(s)) return endTeamPart(c, seat);
  for (const card of s.turn.exileAtEnd) exileCard(c, card, seat);
  cleanUp(s, seat);
  emit(c, { k: "endTurn", seat });
  drawCards(c, seat, 5);
  beginTurn(c, opponentInRegion(s, seat));
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

/**
 * 2v2: a seat ends its part of the shared turn; when both teammates have, each does its own
 * clean-up and draw, and the other team's turn begins (multiplayer document, "Shared turns").
 */
function endTeamPart(c: Ctx, seat: number): void {
  const s = c.s;
  const ended = s.turn.ended!;
  ended.push(seat);
  emit(c, { k: "endTurn", seat });
  const team = seatsOnTurn(s);
  if (!team.every((t) => ended.includes(t))) return;
  const exile = s.turn.exileAtEnd.slice();
  for (const card of exile) exileCard(c, card, controllerOfExile(s, card, seat));
  for (const t of team) cleanUp(s, t);
  for (const t of team) drawCards(c, t, 5);
  beginTurn(c, seatsOfTeam(s, 1 - s.seats[seat].team)[0]);
}

/** The seat whose card an end-of-turn exile takes (the holder; cards never leave their region). */
function controllerOfExile(s: GameState, card: number, fallback: number): number {
  for (let i = 0; i < s.seats.length; i++) {
    const p = s.seats[i];
    if (p.hand.includes(card) || p.play.includes(card) || p.discard.includes(card) || p.deck.includes(card)) {
      return i;
    }
  }
  return fallback;
}
