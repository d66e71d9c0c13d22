/** Who may see which event: the one place events are redacted for a viewer. */
import type { GameEvent } from "./types.ts";

/**
 * The event as a viewer may see it, or null when the viewer learns nothing from it. Private events
 * (`to`) keep a public shadow without their cards; drawn cards are counts for everyone but the drawer.
 */
export function eventFor(e: GameEvent, viewer: number): GameEvent | null {
  if (e.to && !e.to.includes(viewer)) {
    if (e.k === "answer" && e.purpose === "secretBase") return null;
    const shadow: GameEvent = { ...e, hidden: true };
    delete shadow.to;
    if (Array.isArray(e.cards)) shadow.n = e.cards.length;
    delete shadow.cards;
    delete shadow.card;
    return shadow;
  }
  if (e.secret === "cards" && e.seat !== viewer) {
    const shadow: GameEvent = { ...e, n: (e.cards as number[]).length, hidden: true };
    delete shadow.cards;
    delete shadow.secret;
    return shadow;
  }
  return e;
}

/** Card ids an event shows to a viewer (for leak checks and for the client's card table). */
export function cardsIn(e: GameEvent): number[] {
  const out: number[] = [];
  for (const key of ["card", "out", "src"] as const) {
    const v = e[key];
    if (typeof v === "number" && v >= 0) out.push(v);
  }
  if (Array.isArray(e.cards)) out.push(...(e.cards as number[]));
  return out;
}
