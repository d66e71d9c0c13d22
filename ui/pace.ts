/**
 * Pacing (second bundle): versions of the game made by the other seats' moves that arrive quickly (a
 * computer, a fast player, a burst after a reconnection) are shown one after another, each held long
 * enough to follow, less long when more are waiting. The player's own moves are never held: while a
 * move of theirs is in flight, any version is shown at once, and any click or key shows the latest.
 */
import type { Envelope } from "../api/contract.ts";
import type { Store } from "./store.ts";

/** The versions waiting to be shown, and the timer of the one shown now (none: nothing held). */
interface Queue {
  q: Envelope[];
  t?: ReturnType<typeof setTimeout>;
}

const queues = new WeakMap<Store, Queue>();

const queueOf = (s: Store): Queue => {
  let k = queues.get(s);
  if (!k) queues.set(s, k = { q: [] });
  return k;
};

/** How long (ms) a version stays before the next one, with `waiting` more behind it: 550, down to 250. */
export const holdFor = (waiting: number): number => Math.max(250, 550 - 100 * waiting);

/** How long (ms) cards travel to show a version held `hold` ms. */
export const travelFor = (hold: number): number => Math.min(450, Math.round(hold * 0.8));

/**
 * The most versions waiting: a longer burst drops its oldest waiting versions (their changes show
 * with the next one), so the table is never more than about two seconds behind the game.
 */
export const MOST_WAITING = 4;

/** How long cards travel now: shorter when versions are waiting. */
export const travelNow = (s: Store): number => travelFor(holdFor(queueOf(s).q.length));

/** Shows the next waiting version (one the page already passed is dropped), and holds it. */
function step(s: Store): void {
  const k = queueOf(s);
  k.t = undefined;
  let e = k.q.shift();
  while (e && e.seq <= s.env.peek().seq) e = k.q.shift();
  if (!e) return;
  s.env.value = e;
  k.t = setTimeout(step, holdFor(k.q.length), s);
}

/**
 * Takes a version from the server (the store's `take`): shown at once when nothing is held, while the
 * player's own move is in flight (its prediction is what the table shows), or while the page is hidden;
 * otherwise queued behind the one shown.
 */
export function pace(s: Store, e: Envelope): true {
  const k = queueOf(s), top = k.q[k.q.length - 1] ?? s.env.peek();
  if (e.seq < top.seq) return true;
  if (e.seq === top.seq) {
    if (k.q.length) k.q[k.q.length - 1] = e;
    else s.env.value = e;
  } else if (s.local.peek() || document.hidden) {
    hurry(s);
    s.env.value = e;
  } else {
    k.q.push(e);
    if (k.q.length > MOST_WAITING) k.q.shift();
    if (!k.t) step(s);
  }
  return true;
}

/** How long (ms) a version in which nothing travels stays before the next: only its numbers changed. */
export const GLANCE = 150;

/** Shortens the hold of the version shown now when nothing in it travels (there is nothing to follow). */
export function glance(s: Store): void {
  const k = queueOf(s);
  if (!k.t) return;
  clearTimeout(k.t);
  k.t = setTimeout(step, GLANCE, s);
}

/** Holds the version shown now (the player's own move, once its prediction gives way to it), then the next. */
export function hold(s: Store): void {
  const k = queueOf(s);
  clearTimeout(k.t);
  k.t = setTimeout(step, holdFor(k.q.length), s);
}

/** Shows the latest version now, dropping the ones waiting; whether any was waiting. */
export function hurry(s: Store): boolean {
  const k = queueOf(s), last = k.q[k.q.length - 1];
  clearTimeout(k.t);
  k.t = undefined;
  k.q = [];
  if (last && last.seq > s.env.peek().seq) s.env.value = last;
  return !!last;
}
