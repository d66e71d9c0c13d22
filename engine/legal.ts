/** Enumerating the legal actions of a seat (one representative per group of identical choices). */
import { CARDS, defOf, TABLE } from "./cards/catalog.ts";
import type { Action, Decision, GameState } from "./types.ts";
import { abilityUsable } from "./actions.ts";
import { BASE } from "./attack.ts";
import { attackOf, canBountyNeutral, commitOf } from "./stats.ts";
import { shipRemaining } from "./damage.ts";
import { opponentOf } from "./context.ts";

/**
 * Legal actions of a seat. Identical choices (two copies of a card in the same place and state)
 * are listed once; `apply` accepts any of them, and multi-card commits and batch picks too.
 */
export function legalActions(s: GameState, seat: number): Action[] {
  if (s.winner >= 0) return [];
  const out: Action[] = [];
  if (s.pending.length > 0) {
    for (const d of s.pending) if (d.seat === seat) answersFor(s, d, out);
    return out;
  }
  if (s.turn.seat !== seat || s.turn.phase !== "main" || s.queue.length > 0) return out;
  mainActions(s, seat, out);
  return out;
}

/** Generation stamps per card definition: dedupes identical choices without allocating. */
const stamp = new Int32Array(CARDS.length);
let gen = 0;

function firstOfKind(card: number): boolean {
  const t = TABLE.type[card];
  if (stamp[t] === gen) return false;
  stamp[t] = gen;
  return true;
}

function mainActions(s: GameState, seat: number, out: Action[]): void {
  const p = s.seats[seat];
  const t = s.turn;
  out.push({ type: "endTurn" });
  if (p.hand.length > 1) out.push({ type: "playAll" });
  gen++;
  for (const card of p.hand) if (firstOfKind(card)) out.push({ type: "play", card });
  gen++;
  for (const list of [p.play, p.ships]) {
    for (const card of list) {
      if (!TABLE.def[card].ability || stamp[TABLE.type[card]] === gen || !abilityUsable(s, seat, card)) {
        continue;
      }
      stamp[TABLE.type[card]] = gen;
      out.push({ type: "ability", card });
    }
  }
  if (p.base >= 0 && TABLE.def[p.base].ability && abilityUsable(s, seat, p.base)) {
    out.push({ type: "ability", card: p.base });
  }
  const g = s.regions[p.region];
  const mine = p.faction;
  const targets: number[] = [];
  const opp = s.seats[opponentOf(s, seat)];
  if (opp.base >= 0 || opp.ships.length > 0) targets.push(BASE);
  gen++;
  const ordMantell = canBountyNeutral(s, seat);
  for (const card of g.row) {
    if (card < 0 || !firstOfKind(card)) continue;
    const d = TABLE.def[card];
    if (d.faction === "neutral" || d.faction === mine) {
      if (d.cost <= p.resources) out.push({ type: "purchase", card });
      if (d.faction === "neutral" && s.options.payOffNeutral && d.cost <= p.resources) {
        out.push({ type: "payOff", card });
      }
    }
    if (d.type === "unit") {
      if (d.faction === "neutral") {
        if (ordMantell && (t.bountyNeutral < 0 || t.bountyNeutral === card)) targets.push(card);
      } else if (d.faction !== mine) targets.push(card);
    }
  }
  if (g.pilots.length > 0 && TABLE.def[g.pilots[0]].cost <= p.resources) {
    out.push({ type: "purchase", card: g.pilots[g.pilots.length - 1] });
  }
  if (targets.length > 0) {
    const seen = new Set<number>();
    for (let isShip = 0; isShip < 2; isShip++) {
      const list = isShip ? p.ships : p.play;
      for (const card of list) {
        if (commitOf(s, card) !== undefined || t.attacked.includes(card)) continue;
        const a = attackOf(s, card, seat);
        if (a <= 0) continue;
        const key = TABLE.type[card] * 1000 + a;
        if (seen.has(key)) continue;
        seen.add(key);
        if (isShip) {
          if (targets[0] === BASE) out.push({ type: "commit", cards: [card], target: "base" });
          continue;
        }
        for (const target of targets) {
          out.push({ type: "commit", cards: [card], target: target === BASE ? "base" : target });
        }
      }
    }
  }
  const cm = t.commits;
  for (let i = 1; i < cm.length; i += 2) {
    let dup = false;
    for (let j = 1; j < i; j += 2) if (cm[j] === cm[i]) dup = true;
    if (!dup) out.push({ type: "resolve", target: cm[i] === BASE ? "base" : cm[i] });
  }
}

/** Where a candidate card lies, coarsely: identical cards in the same place are the same choice. */
function placeCode(s: GameState, card: number): number {
  for (let i = 0; i < s.seats.length; i++) {
    const p = s.seats[i];
    if (p.hand.includes(card)) return 1 + i * 8;
    if (p.discard.includes(card)) return 2 + i * 8;
    const k = p.ships.indexOf(card);
    if (k >= 0) return 3 + i * 8 + 64 * (1 + p.shipDamage[k]);
    if (p.play.includes(card)) return 4 + i * 8;
  }
  const g = s.regions[0];
  if (g.row.includes(card)) return 5;
  if (g.discard.includes(card)) return 6;
  return 7;
}

function pickKey(s: GameState, card: number): number {
  return TABLE.type[card] * 100000 + placeCode(s, card);
}

function answersFor(s: GameState, d: Decision, out: Action[]): void {
  const decision = d.id;
  if (d.kind === "option") {
    for (let i = 0; i < d.options!.length; i++) out.push({ type: "answer", decision, option: i });
    return;
  }
  const seen = new Set<number>();
  if (d.kind === "damage") {
    const opp = opponentOf(s, d.k.seat);
    for (const ship of d.cards!) {
      const key = pickKey(s, ship);
      if (seen.has(key)) continue;
      seen.add(key);
      const max = Math.min(d.amount!, shipRemaining(s, opp, ship));
      for (let n = 1; n <= max; n++) out.push({ type: "answer", decision, pick: ship, amount: n });
    }
    return;
  }
  if (d.canPass) out.push({ type: "answer", decision, pass: true });
  for (const card of d.cards!) {
    const key = d.purpose === "secretBase" || d.purpose === "newBase" ? -1 - card : pickKey(s, card);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ type: "answer", decision, pick: card });
  }
}
