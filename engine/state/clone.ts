/** Fast deep copy of a game state (effect data inside tasks and decisions is shared: it is never mutated). */
import type { Decision, GameState, RegionState, SeatState } from "./types.ts";

function cloneSeat(p: SeatState): SeatState {
  return {
    faction: p.faction,
    team: p.team,
    region: p.region,
    hand: p.hand.slice(),
    deck: p.deck.slice(),
    discard: p.discard.slice(),
    play: p.play.slice(),
    ships: p.ships.slice(),
    shipDamage: p.shipDamage.slice(),
    resources: p.resources,
    base: p.base,
    baseDamage: p.baseDamage,
    bases: p.bases.slice(),
    unused: p.unused.slice(),
    victory: p.victory.slice(),
    knownTop: p.knownTop,
  };
}

function cloneRegion(g: RegionState): RegionState {
  return {
    row: g.row.slice(),
    deck: g.deck.slice(),
    discard: g.discard.slice(),
    pilots: g.pilots.slice(),
    knownTop: g.knownTop.slice(),
  };
}

function cloneDecision(d: Decision): Decision {
  const x = { ...d, k: { ...d.k } } as Decision;
  if ("n" in x.k && "n" in d.k) x.k.n = d.k.n.slice() as typeof d.k.n;
  if (x.kind !== "option" && d.kind !== "option") {
    x.cards = d.cards.slice();
    if (x.kind === "pick" && d.kind === "pick" && d.shown) x.shown = d.shown.slice();
  }
  return x;
}

/** A deep copy of a game state. */
export function cloneState(s: GameState): GameState {
  const t = s.turn;
  return {
    v: s.v,
    options: { ...s.options },
    rng: s.rng ? s.rng.slice() : null,
    force: s.force,
    seats: s.seats.map(cloneSeat),
    regions: s.regions.map(cloneRegion),
    exiled: s.exiled.slice(),
    turn: {
      ...t,
      used: t.used.slice(),
      commits: t.commits.slice(),
      attacked: t.attacked.slice(),
      bonus: t.bonus.slice(),
      exileAtEnd: t.exileAtEnd.slice(),
      ...(t.ended ? { ended: t.ended.slice(), neutralBounties: (t.neutralBounties ?? []).slice() } : {}),
    },
    queue: s.queue.map((q) => ({ ...q })),
    pending: s.pending.map(cloneDecision),
    nextId: s.nextId,
    winner: s.winner,
  };
}
