/** The Balance of the Force track: 7 spaces, 0 = all the way to the Empire, 6 = all the way to the Rebels. */
import type { GameState } from "./types.ts";

export const FORCE_MAX = 6;
export const FORCE_CENTER = 3;

/** "The Force is with you": the marker is on one of the seat's three spaces. */
export function forceWith(s: GameState, seat: number): boolean {
  return s.seats[seat].faction === "empire" ? s.force < FORCE_CENTER : s.force > FORCE_CENTER;
}

/** The marker is all the way to the seat's side. */
export function forceAtEnd(s: GameState, seat: number): boolean {
  return s.seats[seat].faction === "empire" ? s.force === 0 : s.force === FORCE_MAX;
}

/** How many spaces the marker can still move toward the seat. */
export function forceRoom(s: GameState, seat: number): number {
  return s.seats[seat].faction === "empire" ? s.force : FORCE_MAX - s.force;
}

/** Moves the marker up to n spaces toward the seat; returns how far it moved. */
export function gainForce(s: GameState, seat: number, n: number): number {
  const moved = Math.min(n, forceRoom(s, seat));
  s.force += s.seats[seat].faction === "empire" ? -moved : moved;
  return moved;
}
