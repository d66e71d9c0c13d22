/**
 * Who is who at the table: seats, teams and regions. Every question of the kind "my opponent",
 * "my region", "my team", "whose turn" goes through these helpers, so that a table of four seats
 * (two teams, two regions) changes them and not their callers. They work on a game state and on a
 * view alike (both list seats with their team and region).
 */

/** What the helpers read: the seats with their team and region, and the turn. */
export interface Seating {
  seats: readonly { team: number; region: number }[];
  turn: { seat: number };
}

/** The region (galaxy row) a seat plays in. */
export function regionOf(t: Pick<Seating, "seats">, seat: number): number {
  return t.seats[seat].region;
}

/** The seat's team. */
export function teamOf(t: Pick<Seating, "seats">, seat: number): number {
  return t.seats[seat].team;
}

/** The opponent in the seat's region ("your opponent" of the card texts). */
export function opponentInRegion(t: Pick<Seating, "seats">, seat: number): number {
  const me = t.seats[seat];
  for (let i = 0; i < t.seats.length; i++) {
    const o = t.seats[i];
    if (o.team !== me.team && o.region === me.region) return i;
  }
  throw new Error(`seat ${seat} has no opponent in its region`);
}

/** The seats of a team, in seat order. */
export function seatsOfTeam(t: Pick<Seating, "seats">, team: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < t.seats.length; i++) if (t.seats[i].team === team) out.push(i);
  return out;
}

/** The seats playing against the seat, in seat order. */
export function opponentsOf(t: Pick<Seating, "seats">, seat: number): number[] {
  const team = t.seats[seat].team;
  const out: number[] = [];
  for (let i = 0; i < t.seats.length; i++) if (t.seats[i].team !== team) out.push(i);
  return out;
}

/** Whether the seat's side is taking its turn. */
export function onTurn(t: Seating, seat: number): boolean {
  return t.seats[seat].team === t.seats[t.turn.seat].team;
}

/** The seats whose turn it is (the active team). */
export function seatsOnTurn(t: Seating): number[] {
  return seatsOfTeam(t, t.seats[t.turn.seat].team);
}

/** The seat a viewer sits across from at the table: the opponent in its region (a spectator: seat 0's). */
export function acrossFrom(t: Pick<Seating, "seats">, viewer: number): number {
  return opponentInRegion(t, viewer >= 0 ? viewer : 0);
}

/** The seat a viewer's table is drawn from: its own, or seat 0 for a spectator. */
export function frontSeat(viewer: number): number {
  return viewer >= 0 ? viewer : 0;
}

/** Whether the table has four seats in two regions (the 2v2 team mode). */
export function isTeamGame(t: Pick<Seating, "seats">): boolean {
  return t.seats.length > 2;
}

/** The seat's teammate (2v2), or -1 at a table of two. */
export function teammateOf(t: Pick<Seating, "seats">, seat: number): number {
  const me = t.seats[seat];
  for (let i = 0; i < t.seats.length; i++) if (i !== seat && t.seats[i].team === me.team) return i;
  return -1;
}

/** Whether two seats are the same seat or teammates ("you" means "your team" in 2v2). */
export function sameTeam(t: Pick<Seating, "seats">, a: number, b: number): boolean {
  return a === b || (a >= 0 && b >= 0 && t.seats[a].team === t.seats[b].team);
}

/**
 * The team that won, or -1: the team of `winner`, the seat that destroyed the deciding base (in 1v1
 * the team of a seat is the seat alone, so `winner` is also the winning seat).
 */
export function winningTeam(t: Pick<Seating, "seats"> & { winner: number }): number {
  return t.winner >= 0 ? t.seats[t.winner].team : -1;
}

/** The seats that won (one in 1v1, the two teammates in 2v2); empty while the game goes on. */
export function winningSeats(t: Pick<Seating, "seats"> & { winner: number }): number[] {
  return t.winner >= 0 ? seatsOfTeam(t, t.seats[t.winner].team) : [];
}
