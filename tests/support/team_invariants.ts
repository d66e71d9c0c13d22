/** Invariants of the 2v2 team mode (used by simulate and tests beside invariants.ts). */
import { defOf, SET_SIZE } from "../../engine/cards/catalog.ts";
import type { GameState } from "../../engine/state/types.ts";
import { seatsOnTurn } from "../../engine/state/seats.ts";

/**
 * 2v2: cards never leave the region they start in (a card's copy of the game is its region; bases,
 * shared between the regions, and exiled cards excepted), ended seats are seats on turn, and a
 * seat's hand holds only its own cards.
 */
export function checkTeamGame(s: GameState): string[] {
  const out: string[] = [];
  const regionOfCard = (c: number) => Math.floor(c / SET_SIZE);
  s.seats.forEach((p, i) => {
    for (const zone of ["hand", "deck", "discard", "play", "ships"] as const) {
      for (const c of p[zone]) {
        if (regionOfCard(c) !== p.region) {
          out.push(`card ${c} (${defOf(c).id}) left region ${regionOfCard(c)}: seat ${i} ${zone}`);
        }
      }
    }
  });
  s.regions.forEach((g, r) => {
    for (const c of [...g.row, ...g.deck, ...g.discard, ...g.pilots]) {
      if (c >= 0 && regionOfCard(c) !== r) {
        out.push(`card ${c} (${defOf(c).id}) left its region for region ${r}`);
      }
    }
  });
  const team = seatsOnTurn(s);
  for (const e of s.turn.ended ?? []) {
    if (!team.includes(e)) out.push(`seat ${e} ended a turn not its team's`);
  }
  if (s.turn.ended === undefined) out.push("2v2 turn without its record of ended seats");
  if (s.turn.neutralBounties === undefined) out.push("2v2 turn without its record of Ord Mantell bounties");
  return out;
}

/** Every seat's resource pool and the turn number (what `resourcesMoved` compares). */
export function pools(s: GameState): number[] {
  return [s.turn.n, ...s.seats.map((p) => p.resources)];
}

/**
 * 2v2: resources are never shared. Within a turn, an action of one seat never lowers another seat's
 * pool (only its owner spends it), and a seat's pool grows only by the seat's own actions, its own
 * answers or its own decisions' effects (a teammate may hand it the resolution of a base ability).
 */
export function resourcesMoved(before: number[], s: GameState, actor: number): string[] {
  if (before[0] !== s.turn.n) return [];
  const out: string[] = [];
  s.seats.forEach((p, i) => {
    if (i !== actor && p.resources < before[i + 1]) {
      out.push(`seat ${actor}'s action took resources from seat ${i} (${before[i + 1]} → ${p.resources})`);
    }
  });
  return out;
}
