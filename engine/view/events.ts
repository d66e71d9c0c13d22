/** Who may see which event: the one place events are redacted for a viewer. */
import type { GameEvent, HiddenEvent, SeenEvent } from "../state/types.ts";

/**
 * The event as a viewer may see it, or null when the viewer learns nothing from it. Private events
 * (`to`) keep a public shadow without their cards; drawn cards are counts for everyone but the drawer.
 */
export function eventFor(e: GameEvent, viewer: number): SeenEvent | null {
  if ("to" in e && e.to && !e.to.includes(viewer)) {
    if (e.k === "answer" && e.purpose === "secretBase") return null;
    return shadow(e);
  }
  if (e.k === "draw" && e.seat !== viewer) return shadow(e);
  return e;
}

/** A private event without its cards: `n` counts the cards it had in a list. */
function shadow(e: GameEvent): HiddenEvent {
  const out: Record<string, unknown> = { ...e, hidden: true };
  delete out.to;
  delete out.secret;
  delete out.card;
  delete out.cards;
  if ("cards" in e) out.n = e.cards.length;
  return out as HiddenEvent;
}
