/** Invariants a game state must always satisfy, and the leak check of views (used by simulate and tests). */
import { cardCount, defOf } from "./cards/catalog.ts";
import type { Action, GameState } from "./state/types.ts";
import { legalActions } from "./turn/legal.ts";
import { SPECTATOR, type View } from "./view/view.ts";
import { seatsToAct, viewFor } from "./mod.ts";
import { hasWon } from "./attacks/damage.ts";
import { isTeamGame } from "./state/seats.ts";
import { checkTeamGame } from "./team_invariants.ts";
import { FORCE_MAX } from "./state/force.ts";
import { cardsOf, shownOf } from "./state/decision_types.ts";

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

/** Cards a viewer may not see: other hands (2v2: but the teammate's), deck contents beyond the known top, secret bases. */
export function hiddenFrom(s: GameState, viewer: number): Set<number> {
  const mask = hiddenMask(s, viewer);
  const out = new Set<number>();
  for (let c = 0; c < mask.length; c++) if (mask[c]) out.add(c);
  return out;
}

/** The same as a mask indexed by card id (1 = hidden). */
export function hiddenMask(s: GameState, viewer: number): Uint8Array {
  const hidden = new Uint8Array(cardCount(s));
  const isSeat = viewer >= 0;
  const team = s.seats.length > 2;
  const secret = s.options.mode === "secretBases" || s.turn.phase === "setup";
  for (let i = 0; i < s.seats.length; i++) {
    const p = s.seats[i];
    const mine = i === viewer || (team && isSeat && s.seats[viewer].team === p.team);
    if (!mine) { for (const c of p.hand) hidden[c] = 1; }
    const known = isSeat ? p.knownTop : 0;
    for (let k = 0; k < p.deck.length - known; k++) hidden[p.deck[k]] = 1;
    if (!mine && secret) {
      for (const c of p.bases) hidden[c] = 1;
      for (const c of p.unused) hidden[c] = 1;
    }
  }
  for (const g of s.regions) {
    const known = isSeat ? g.knownTop[viewer] : 0;
    for (let k = 0; k < g.deck.length - known; k++) hidden[g.deck[k]] = 1;
  }
  // Cards shown to a deciding seat (looked at) stay visible to it through its decision.
  for (const d of s.pending) {
    if (d.seat !== viewer) continue;
    for (const c of shownOf(d)) hidden[c] = 0;
    for (const c of cardsOf(d)) hidden[c] = 0;
  }
  return hidden;
}

/** The fields of an action that name one card. */
const ACTION_CARDS = ["card", "pick", "target"] as const;

/** Whether a view shows any card of the mask (a fast scan; `idsInView` tells where). */
function showsAny(v: View, mask: Uint8Array): boolean {
  const any = (ids: readonly number[] | null | undefined, step = 1) => {
    if (!ids) return false;
    for (let i = 0; i < ids.length; i += step) if (ids[i] >= 0 && mask[ids[i]] !== 0) return true;
    return false;
  };
  for (const p of v.seats) {
    if (any(p.hand) || any(p.deckTop) || any(p.discard) || any(p.play) || any(p.ships) || any(p.bases)) {
      return true;
    }
    if (any(p.unused) || any(p.victory) || (p.base >= 0 && mask[p.base])) return true;
  }
  for (const g of v.regions) if (any(g.row) || any(g.deckTop) || any(g.discard) || any(g.pilots)) return true;
  if (any(v.exiled) || any(v.turn.used) || any(v.turn.attacked) || any(v.turn.exileAtEnd)) return true;
  if (any(v.turn.commits) || any(v.turn.bonus, 2)) return true;
  for (const d of v.pending) {
    if ((d.src >= 0 && mask[d.src]) || any(cardsOf(d)) || any(shownOf(d))) return true;
  }
  for (const a of v.legal) {
    const x = a as Record<string, unknown>;
    for (const k of ACTION_CARDS) {
      if (typeof x[k] === "number" && (x[k] as number) >= 0 && mask[x[k] as number]) return true;
    }
    if (Array.isArray(x.cards) && any(x.cards as number[])) return true;
  }
  for (const k in v.cards) if (mask[+k]) return true;
  return false;
}

/** Every card id a view shows, with where it shows it. */
export function idsInView(v: View): { id: number; where: string }[] {
  const out: { id: number; where: string }[] = [];
  const add = (ids: readonly number[] | null | undefined, where: string) => {
    for (const id of ids ?? []) if (id >= 0) out.push({ id, where });
  };
  v.seats.forEach((p, i) => {
    add(p.hand, `seats[${i}].hand`);
    add(p.deckTop, `seats[${i}].deckTop`);
    add(p.discard, `seats[${i}].discard`);
    add(p.play, `seats[${i}].play`);
    add(p.ships, `seats[${i}].ships`);
    add([p.base], `seats[${i}].base`);
    add(p.bases, `seats[${i}].bases`);
    add(p.unused, `seats[${i}].unused`);
    add(p.victory, `seats[${i}].victory`);
  });
  v.regions.forEach((g, r) => {
    add(g.row, `regions[${r}].row`);
    add(g.deckTop, `regions[${r}].deckTop`);
    add(g.discard, `regions[${r}].discard`);
    add(g.pilots, `regions[${r}].pilots`);
  });
  add(v.exiled, "exiled");
  add(v.turn.used, "turn.used");
  add(v.turn.attacked, "turn.attacked");
  add(v.turn.exileAtEnd, "turn.exileAtEnd");
  add(v.turn.commits.filter((_, i) => i % 2 === 0 || v.turn.commits[i] >= 0), "turn.commits");
  add(v.turn.bonus.filter((_, i) => i % 2 === 0), "turn.bonus");
  v.pending.forEach((d, i) => {
    add([d.src], `pending[${i}].src`);
    add(cardsOf(d), `pending[${i}].cards`);
    add(shownOf(d), `pending[${i}].shown`);
  });
  v.legal.forEach((a: Action, i) => {
    const x = a as Record<string, unknown>;
    for (const k of ["card", "pick", "target"]) {
      if (typeof x[k] === "number") add([x[k] as number], `legal[${i}].${k}`);
    }
    if (Array.isArray(x.cards)) add(x.cards as number[], `legal[${i}].cards`);
  });
  add(Object.keys(v.cards).map(Number), "cards");
  return out;
}

/** Checks the views of every seat and a spectator: no hidden card, no seed, no generator state. */
export function checkViews(s: GameState): string[] {
  const out: string[] = [];
  const rng = new Set((s.rng ?? []).filter((x) => x > 99999));
  for (let viewer = -1; viewer < s.seats.length; viewer++) {
    const v = viewFor(s, viewer === -1 ? SPECTATOR : viewer);
    const mask = hiddenMask(s, viewer);
    if (showsAny(v, mask)) {
      for (const { id, where } of idsInView(v)) {
        if (mask[id] === 1) out.push(`viewer ${viewer} sees hidden card ${id} (${defOf(id).id}) at ${where}`);
        else if (mask[id] === undefined) {
          out.push(`viewer ${viewer} sees ${id}, which is no card, at ${where}`);
        }
      }
    }
    const bad = forbiddenIn(v, rng, "view");
    if (bad) out.push(`viewer ${viewer}: ${bad}`);
  }
  return out;
}

/** Finds engine internals (seed, generator, task queue, decision continuations) in a view. */
function forbiddenIn(v: View, _rng: Set<number>, path: string): string | null {
  const top = v as unknown as Record<string, unknown>;
  for (const key of ["rng", "queue", "nextId", "seed"]) {
    if (key in top) return `${path}.${key} is an engine internal`;
  }
  if ("seed" in v.options) return `${path}.options.seed is secret`;
  for (const d of v.pending) if ("k" in d) return `${path} shows a decision's continuation`;
  const count = cardCount(v);
  for (const k in v.cards) if (+k >= count) return `${path} shows ${k}, which is no card id`;
  return null;
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
