/**
 * Moves you can see (second bundle), started once per table by the store when the bundle arrives:
 * every change of the view shown makes the cards travel (`flight.ts`, unless the player prefers
 * reduced motion or the page is hidden), the other seats' versions are paced (`pace.ts`), any click or
 * key skips ahead to the latest, and a returning player gets the "while you were away" summary.
 */
import { effect } from "@preact/signals";
import { type Before, before, fly, land } from "./flight.ts";
import { glance, hold, hurry, travelNow } from "./pace.ts";
import { away } from "./Away.tsx";
import type { Store } from "./store.ts";

export { pace } from "./pace.ts";

const started = new WeakSet<Store>();

/** Whether cards should not move now: the player prefers reduced motion, or nobody sees the page. */
const still = () => document.hidden || matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Starts motion, pacing and the away summary for a live table (once). */
export function motion(s: Store): void {
  if (started.has(s)) return;
  started.add(s);
  document.documentElement.classList.add("flip");
  let was = s.view.peek(), b: Before | null = null;
  effect(() => {
    const v = s.view.value;
    if (v === was) return;
    if (!b && !still()) {
      b = before(was);
      requestAnimationFrame(() => {
        if (b && !fly(b, s.view.peek(), travelNow(s))) glance(s);
        b = null;
      });
    }
    was = v;
  });
  effect(() => void (s.local.value ? hurry(s) : hold(s)));
  const skip = () => {
    hurry(s);
    land();
  };
  addEventListener("pointerdown", skip, true);
  addEventListener("keydown", skip, true);
  document.addEventListener("visibilitychange", () => document.hidden && skip());
  away(s);
}
