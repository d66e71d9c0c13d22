/** Enumerating the legal actions of a seat (one representative per group of identical choices). */
import { defOf } from "./cards/catalog.ts";
import type { Action, Decision, GameState } from "./types.ts";
import { abilityUsable, canPurchase } from "./actions.ts";
import { BASE, canCommit, committedTo, validTarget } from "./attack.ts";
import { attackOf } from "./stats.ts";
import { shipRemaining } from "./damage.ts";
import { locate } from "./zones.ts";
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
  const p = s.seats[seat];
  out.push({ type: "endTurn" });
  if (p.hand.length > 1) out.push({ type: "playAll" });
  const seen = new Set<string>();
  for (const card of p.hand) {
    const id = defOf(card).id;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ type: "play", card });
  }
  seen.clear();
  const withBase = p.base >= 0 ? [...p.play, ...p.ships, p.base] : [...p.play, ...p.ships];
  for (const card of withBase) {
    const d = defOf(card);
    if (!d.ability || seen.has(d.id) || !abilityUsable(s, seat, card)) continue;
    seen.add(d.id);
    out.push({ type: "ability", card });
  }
  seen.clear();
  const g = s.regions[p.region];
  for (const card of g.row) {
    if (card < 0) continue;
    const d = defOf(card);
    if (seen.has(d.id)) continue;
    seen.add(d.id);
    if (canPurchase(s, seat, card) === null) out.push({ type: "purchase", card });
    if (s.options.payOffNeutral && d.faction === "neutral" && d.cost <= p.resources) {
      out.push({ type: "payOff", card });
    }
  }
  if (g.pilots.length > 0 && canPurchase(s, seat, g.pilots[g.pilots.length - 1]) === null) {
    out.push({ type: "purchase", card: g.pilots[g.pilots.length - 1] });
  }
  const targets: number[] = [];
  if (validTarget(s, seat, BASE)) targets.push(BASE);
  seen.clear();
  for (const card of g.row) {
    if (card < 0 || seen.has(defOf(card).id)) continue;
    seen.add(defOf(card).id);
    if (validTarget(s, seat, card)) targets.push(card);
  }
  seen.clear();
  for (const card of [...p.play, ...p.ships]) {
    const key = `${defOf(card).id}/${attackOf(s, card, seat)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const t of targets) {
      if (canCommit(s, seat, card, t)) {
        out.push({ type: "commit", cards: [card], target: t === BASE ? "base" : t });
      }
    }
  }
  const cm = s.turn.commits;
  const resolvable = new Set<number>();
  for (let i = 1; i < cm.length; i += 2) resolvable.add(cm[i]);
  for (const t of resolvable) {
    if (committedTo(s, t).length > 0) out.push({ type: "resolve", target: t === BASE ? "base" : t });
  }
  return out;
}

function pickKey(s: GameState, card: number): string {
  const at = locate(s, card);
  let key = `${defOf(card).id}/${at?.zone}/${at?.owner}`;
  if (at?.zone === "ships") {
    const p = s.seats[at.owner];
    key += `/${p.shipDamage[p.ships.indexOf(card)]}`;
  }
  return key;
}

function answersFor(s: GameState, d: Decision, out: Action[]): void {
  const decision = d.id;
  if (d.kind === "option") {
    for (let i = 0; i < d.options!.length; i++) out.push({ type: "answer", decision, option: i });
    return;
  }
  const seen = new Set<string>();
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
    const key = d.purpose === "secretBase" || d.purpose === "newBase" ? String(card) : pickKey(s, card);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ type: "answer", decision, pick: card });
  }
}
