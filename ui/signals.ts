/**
 * Your-turn signals beyond the tab title, called by the table's store whenever the envelope changes:
 * a favicon with a mark while the viewer has something to do, and on the change to "your turn" an
 * optional sound (made with WebAudio) and an optional notification while the tab is hidden. Sound and
 * notifications are off until the player turns them on (`SignalToggles`); the choice is kept in
 * localStorage. No opponent online/away mark: the server exposes no presence.
 */
import { signal } from "@preact/signals";
import type { Store } from "./store.ts";
import { WORDS } from "./words.ts";

/** The player's choices, kept on this device. */
export const prefs = signal({ sound: false, notify: false });
const KEY = "ht_signals";

/** Reads the kept choices (once per page). */
export function loadPrefs(): void {
  try {
    prefs.value = { ...prefs.value, ...JSON.parse(localStorage.getItem(KEY) ?? "{}") };
  } catch { /* a device without storage keeps the defaults (off) */ }
}

/** Sets and keeps a choice. */
export function setPref(name: "sound" | "notify", on: boolean): void {
  prefs.value = { ...prefs.value, [name]: on };
  try {
    localStorage.setItem(KEY, JSON.stringify(prefs.value));
  } catch { /* not kept: it holds for this page */ }
}

/** The favicon: the site's mark, with a ring and a dot (a shape, not only a colour) when it is your turn. */
export function favicon(mine: boolean): string {
  const mark = mine ? '<circle cx="24" cy="8" r="7" fill="#ffd54a" stroke="#000" stroke-width="2"/>' : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect x="2" y="6" width="22" height="22" rx="4" fill="#1d2b4a" stroke="#9cc3ff" stroke-width="${
      mine ? 3 : 1.5
    }"/><path d="M8 22l5-10 5 10z" fill="#9cc3ff"/>${mark}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Two short rising tones. */
function chime(): void {
  const Ctx = globalThis.AudioContext ?? (globalThis as any).webkitAudioContext;
  if (!Ctx) return;
  const ac: AudioContext = new Ctx();
  const t0 = ac.currentTime;
  [660, 880].forEach((hz, i) => {
    const o = ac.createOscillator(), g = ac.createGain();
    o.frequency.value = hz;
    g.gain.setValueAtTime(0.0001, t0 + i * 0.16);
    g.gain.exponentialRampToValueAtTime(0.2, t0 + i * 0.16 + 0.02);
    g.gain.exponentialRampToValueAtTime(0.0001, t0 + i * 0.16 + 0.15);
    o.connect(g).connect(ac.destination);
    o.start(t0 + i * 0.16);
    o.stop(t0 + i * 0.16 + 0.16);
  });
  setTimeout(() => ac.close(), 600);
}

/** What each table last signalled. */
const last = new WeakMap<Store, boolean>();

/** Signals the viewer's turn when it changes (the first call only sets the favicon). */
export function signals(s: Store): void {
  const mine = s.env.value.view.legal.length > 0;
  const before = last.get(s);
  if (before === mine) return;
  last.set(s, mine);
  let link = document.querySelector<HTMLLinkElement>("link[rel=icon]");
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    document.head.append(link);
  }
  link.href = favicon(mine);
  link.dataset.mine = mine ? "1" : "0";
  if (!mine || before === undefined) return;
  if (prefs.value.sound) chime();
  if (prefs.value.notify && document.hidden && globalThis.Notification?.permission === "granted") {
    const w = WORDS[s.p.lang];
    new Notification(w.notifyTitle, { body: w.notifyBody, tag: `ht-${s.p.id}` });
  }
}
