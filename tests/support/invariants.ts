/**
 * Invariants a game state must always satisfy (simulate and tests; the leak check of views is
 * leak_oracle.ts): card conservation, pools, the Force track, pending decisions, legal actions, JSON.
 */
import { defOf, type GameState, isTeamGame, legalActions, seatsToAct } from "../../engine/mod.ts";
import { cardCount } from "../../engine/cards/catalog.ts";
import { hasWon } from "../../engine/attacks/damage.ts";
import { FORCE_MAX } from "../../engine/state/force.ts";
import { checkTeamGame } from "./team_invariants.ts";

/** Checks card conservation, pools, the Force track, pending decisions and legal actions; returns problems. */
export function checkState(s: GameState): string[] {
  const out: string[] = [];
  const seen = new Int8Array(cardCount(s));
  const mark = (ids: number[], zone: string) => {
    for (const c of ids) {
      if (!Number.isInteger(c) || c < 0 || c >= seen.length) out.push(`bad card id ${c} in ${zone}`);
      else if (seen[c]++ > 0) out.push(`card ${c} (${defOf(c).id}) is in two zones (second: ${zone})`);
    }
  };
  s.seats.forEach((p, i) => {
    mark(p.hand, `seat ${i} hand`);
    mark(p.deck, `seat ${i} deck`);
    mark(p.discard, `seat ${i} discard`);
    mark(p.play, `seat ${i} play`);
    mark(p.ships, `seat ${i} ships`);
    if (p.base >= 0) mark([p.base], `seat ${i} base`);
    mark(p.bases, `seat ${i} bases`);
    mark(p.unused, `seat ${i} unused`);
    mark(p.victory, `seat ${i} victory`);
    if (p.resources < 0 || !Number.isInteger(p.resources)) out.push(`seat ${i} resources ${p.resources}`);
    if (p.ships.length !== p.shipDamage.length) out.push(`seat ${i} ship damage list out of step`);
    p.ships.forEach((ship, k) => {
      const hp = defOf(ship).hitPoints ?? 0;
      if (defOf(ship).type !== "ship") out.push(`seat ${i}: ${defOf(ship).id} among capital ships`);
      if (p.shipDamage[k] < 0 || p.shipDamage[k] >= hp) {
        out.push(`seat ${i} ship ${ship} damage ${p.shipDamage[k]}/${hp}`);
      }
    });
    for (const u of p.play) {
      if (defOf(u).type !== "unit") out.push(`seat ${i}: ${defOf(u).id} among units in play`);
    }
    if (p.base >= 0 && (p.baseDamage < 0 || p.baseDamage >= (defOf(p.base).hitPoints ?? 0))) {
      out.push(`seat ${i} base damage ${p.baseDamage}`);
    }
    if (p.base < 0 && p.baseDamage !== 0) out.push(`seat ${i} has damage but no base`);
    if (p.knownTop < 0 || p.knownTop > p.deck.length) {
      out.push(`seat ${i} knownTop ${p.knownTop}/${p.deck.length}`);
    }
  });
  s.regions.forEach((g, r) => {
    mark(g.row.filter((c) => c >= 0), `region ${r} row`);
    mark(g.deck, `region ${r} galaxy deck`);
    mark(g.discard, `region ${r} galaxy discard`);
    mark(g.pilots, `region ${r} pilots`);
    if (g.row.length !== 6) out.push(`region ${r} row has ${g.row.length} slots`);
    if (g.row.includes(-1) && g.deck.length + g.discard.length > 0) {
      out.push(`region ${r} row has an empty slot it could fill`);
    }
    g.knownTop.forEach((k, i) => {
      if (k < 0 || k > g.deck.length) out.push(`region ${r} knownTop[${i}] ${k}/${g.deck.length}`);
    });
  });
  mark(s.exiled, "exiled");
  for (let c = 0; c < seen.length; c++) {
    if (seen[c] === 0) out.push(`card ${c} (${defOf(c).id}) is in no zone`);
  }
  if (!Number.isInteger(s.force) || s.force < 0 || s.force > FORCE_MAX) {
    out.push(`force ${s.force} off the track`);
  }
  if (isTeamGame(s)) out.push(...checkTeamGame(s));
  if (s.winner >= 0) {
    if (!hasWon(s, s.winner)) out.push(`winner with too few bases`);
    if (s.pending.length > 0 || s.queue.length > 0) out.push(`game over with work left`);
    return out;
  }
  for (let i = 0; i < s.seats.length; i++) {
    if (hasWon(s, i)) out.push(`seat ${i} has won but no winner is set`);
  }
  if (s.pending.length > 0) {
    for (const d of s.pending) {
      if (legalActions(s, d.seat).length === 0) {
        out.push(`decision ${d.id} (${d.purpose}) cannot be answered`);
      }
    }
  } else {
    if (s.queue.length > 0) out.push("tasks queued with no decision pending");
    if (s.turn.phase !== "main") out.push(`phase ${s.turn.phase} with nothing pending`);
    if (!seatsToAct(s).some((t) => legalActions(s, t).length > 0)) {
      out.push("no legal action for the active seat");
    }
  }
  return out;
}

/** JSON round trip: the state holds only JSON values (so it survives serialization unchanged). */
export function checkJson(s: GameState): { problems: string[]; bytes: number } {
  const problems: string[] = [];
  if (!jsonOnly(s)) {
    problems.push("the state holds a value JSON cannot carry (undefined, NaN, -0, a function or a class)");
  }
  return { problems, bytes: JSON.stringify(s).length };
}

function jsonOnly(a: unknown): boolean {
  switch (typeof a) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(a) && !Object.is(a, -0);
    case "object": {
      if (a === null) return true;
      if (Array.isArray(a)) {
        for (let i = 0; i < a.length; i++) if (!jsonOnly(a[i])) return false;
        return true;
      }
      if (Object.getPrototypeOf(a) !== Object.prototype) return false;
      for (const k in a as Record<string, unknown>) {
        if (!jsonOnly((a as Record<string, unknown>)[k])) return false;
      }
      return true;
    }
    default:
      return false;
  }
}
