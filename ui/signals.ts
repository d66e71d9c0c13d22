/**
 * Your-turn signals, called by the table's store whenever the envelope changes: the tab title ("Your
 * turn", or the result once the game is over), a favicon with a mark while the viewer has something to
 * do, and on the change to "your turn" an optional sound (made with WebAudio) and an optional
 * notification while the tab is hidden (closed when the turn passes or the game ends). A finished game
 * signals nothing. Sound and notifications are off until the player turns them on (`SignalToggles`);
 * the choice is kept in localStorage.
 */
import { signal } from "@preact/signals";
import type { Store } from "./store.ts";
import { WORDS } from "./words.ts";
import { fmt, type Messages } from "./i18n.ts";
import type { Lang, View } from "./engine.ts";
import { resultOf } from "./Decide.tsx";

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

/** Safari before 14.1 names the audio context with its prefix. */
type PrefixedAudio = typeof globalThis & { webkitAudioContext?: typeof AudioContext };

/** Two short rising tones. */
function chime(): void {
  const Ctx = globalThis.AudioContext ?? (globalThis as PrefixedAudio).webkitAudioContext;
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

/** What each table last signalled, and the notification it shows. */
const last = new WeakMap<Store, { mine: boolean; shown?: Notification }>();

/** The tab title for a view: "Your turn", the viewer's result once the game is over, else the site's name. */
export function titleOf(t: Messages, lang: Lang, v: View): string {
  if (v.winner >= 0) return fmt(WORDS[lang].overTitle, { result: resultOf(t, v) });
  return v.legal.length ? t.yourTurnTitle : t.site;
}

/** Signals the viewer's turn when it changes (the first call only sets the favicon); nothing once the game is over. */
export function signals(s: Store): void {
  const v = s.env.value.view, mine = v.winner < 0 && v.legal.length > 0;
  document.title = titleOf(s.t, s.p.lang, v);
  const before = last.get(s);
  if (before?.mine === mine) return;
  before?.shown?.close();
  const now: { mine: boolean; shown?: Notification } = { mine };
  last.set(s, now);
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
    now.shown = new Notification(w.notifyTitle, { body: w.notifyBody, tag: `ht-${s.p.id}` });
  }
}
