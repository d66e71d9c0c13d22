/**
 * The table by keyboard (second bundle, started once per table by the store): shortcuts (P play all,
 * E end turn, A attack with everything ready, Z the focused card shown large, ? help; U undo is Undo.tsx's),
 * and focus that goes where the next action likely is once a move is made: the decision's first answer, the
 * attack's targets then its confirmation, the next card to buy, the bar's buttons. Focus is moved only when
 * the player uses the keyboard and the focus was lost (its button went away), never from under the mouse.
 */
import { effect } from "@preact/signals";
import { canAttack } from "./reading.ts";
import type { Store } from "./store.ts";

const started = new WeakSet<Store>();

/** Where focus goes when the one it was on is gone: the first of these the table shows. */
const NEXT = [
  ".bar .dec button:not([disabled])",
  '[data-act="confirm"]',
  ".card.aim > .face",
  '[data-act="playAll"]',
  '[data-act^="purchase:"]',
  '[data-act="endTurn"]',
];

/** Whether a key press is typing (in a field) or a chord, not a shortcut. */
const typing = (k: KeyboardEvent) =>
  k.ctrlKey || k.metaKey || k.altKey ||
  !!(k.target as HTMLElement | null)?.closest?.("input, textarea, select, [contenteditable]");

/** Focuses the first element a selector finds (after the next paint); whether there was one. */
function focusFirst(selectors: string[]): void {
  requestAnimationFrame(() => {
    for (const q of selectors) {
      const el = document.querySelector<HTMLElement>(q);
      if (el && !(el as HTMLButtonElement).disabled) return el.focus();
    }
  });
}

/** The table the keys act on: the newest started (the guided game starts one per scene). */
let current: Store | null = null;
let keyboard = false, zoomedFrom: HTMLElement | null = null, listening = false;

/**
 * Starts the shortcuts and the focus rules of a live table (once per store). The page's key listeners are
 * added once and act on the newest table, so a page that replaces its table keeps working keys.
 */
export function keys(s: Store): void {
  if (started.has(s)) return;
  started.add(s);
  current = s;
  if (!listening) listen();
  focusRules(s);
}

/** The page's key and pointer listeners (once). */
function listen(): void {
  listening = true;
  addEventListener("pointerdown", () => (keyboard = false), true);
  addEventListener("keydown", (k) => {
    keyboard = true;
    const s = current;
    if (!s || k.defaultPrevented || typing(k)) return;
    const click = (q: string) => {
      const b = document.querySelector<HTMLButtonElement>(q);
      if (!b || b.disabled) return;
      k.preventDefault();
      b.click();
    };
    switch (k.key) {
      case "p":
      case "P":
        return click('[data-act="playAll"]');
      case "e":
      case "E":
        return click('[data-act="endTurn"]');
      case "a":
      case "A": {
        const v = s.view.value, p = v.seats[v.viewer];
        const ready = p ? [...p.play, ...p.ships].filter((c) => canAttack(v, c)) : [];
        if (!ready.length) return;
        k.preventDefault();
        s.sel.value = ready;
        s.target.value = null;
        return focusFirst([".card.aim > .face", ".bar .atk button"]);
      }
      case "z":
      case "Z": {
        const el = document.activeElement as HTMLElement | null,
          c = el?.closest<HTMLElement>(".card[data-c]");
        if (!c) return;
        k.preventDefault();
        zoomedFrom = el;
        s.zoom.value = { c: Number(c.dataset.c), open: true, top: true, key: true };
        return focusFirst([".zoomfly button"]);
      }
      case "?":
        k.preventDefault();
        s.help.value = !s.help.value;
    }
  });
}

/** The focus rules of one table (each acts only while it is the page's table). */
function focusRules(s: Store): void {
  // A chosen target: the confirmation next.
  effect(() => {
    if (s.target.value !== null && keyboard && current === s) focusFirst(['[data-act="confirm"]']);
  });
  // The card shown large is closed: back to the card.
  effect(() => {
    if (!s.zoom.value && zoomedFrom) {
      const el = zoomedFrom;
      zoomedFrom = null;
      if (el.isConnected) el.focus();
    }
  });
  // A new table (a move made, the turn come back): focus lost with its button goes to the next action.
  effect(() => {
    s.view.value;
    s.sel.value;
    s.ending.value;
    if (!keyboard || s.help.peek() || current !== s) return;
    requestAnimationFrame(() => {
      const at = document.activeElement;
      if (!at || at === document.body || !at.isConnected) focusFirst(NEXT);
    });
  });
}
