/** Beginning and end of a turn (rulebook pp. 13, 21): new base, Force bonus, capital-ship resources, clean-up. */
import { defOf } from "./cards/catalog.ts";
import type { Ctx } from "./context.ts";
import type { RuleStep, TurnState } from "./types.ts";
import { forceAtEnd } from "./force.ts";
import { drawCards, emit, exileCard, removeItem } from "./zones.ts";
import { pickOne } from "./picks.ts";
import { runNext } from "./queue.ts";
import { opponentInRegion } from "./seats.ts";

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

/** Starts a seat's turn: the beginning-of-turn steps are queued in rulebook order. */
export function beginTurn(c: Ctx, seat: number): void {
  const s = c.s;
  s.turn = newTurn(s.turn.n + 1, seat);
  emit(c, { k: "turn", seat, n: s.turn.n });
  s.queue.push(
    { rule: "chooseBase", seat },
    { rule: "forceBonus", seat },
    { rule: "shipResources", seat },
    { rule: "turnStartTriggers", seat },
    { rule: "main", seat },
  );
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

/** Queues the seat's current base abilities of one trigger kind. */
export function queueBaseTriggers(c: Ctx, seat: number, on: string): void {
  const base = c.s.seats[seat].base;
  if (base < 0) return;
  const trig = defOf(base).triggers;
  if (!trig) return;
  for (let i = trig.length - 1; i >= 0; i--) {
    if (trig[i].on === on) runNext(c.s, { e: trig[i].effect, seat, src: base, ask: "trigger" });
  }
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
export function endTurn(c: Ctx): void {
  const s = c.s;
  const seat = s.turn.seat;
  const p = s.seats[seat];
  for (const card of s.turn.exileAtEnd) exileCard(c, card, seat);
  for (const card of p.play) p.discard.push(card);
  p.play = [];
  for (const card of p.hand) p.discard.push(card);
  p.hand = [];
  p.resources = 0;
  emit(c, { k: "endTurn", seat });
  drawCards(c, seat, 5);
  beginTurn(c, opponentInRegion(s, seat));
}
