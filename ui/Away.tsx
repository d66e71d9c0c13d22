/**
 * The "while you were away" summary (second bundle): when the player comes back to the table (the
 * page opened again, or its tab visible again) after other seats moved without them watching, a short
 * panel tells what those seats did since their last look (`recap.ts`), until they dismiss it. The
 * version last looked at is kept per game on this device (localStorage).
 */
import { h, render } from "preact";
import { effect, signal } from "@preact/signals";
import type { LogPage } from "../api/contract.ts";
import type { SeenEvent } from "./engine.ts";
import { seatLabel } from "./reading.ts";
import { type Recap, recap, recapLines } from "./recap.ts";
import { RECAP_WORDS } from "./recap_words.ts";
import type { Store } from "./store.ts";

const lookKey = (s: Store) => `ht_look_${s.p.id}`;

/** The version this device last showed the player, if it kept one. */
function lastLook(s: Store): number | null {
  try {
    const v = localStorage.getItem(lookKey(s));
    return v === null ? null : Number(v);
  } catch {
    return null;
  }
}

function keepLook(s: Store, seq: number): void {
  try {
    localStorage.setItem(lookKey(s), String(seq));
  } catch { /* a device without storage tells no summary on the next visit */ }
}

/** The panel: one block per seat that did something, and the button that closes it. */
function Panel({ s, shown }: { s: Store; shown: { value: Recap[] | null } }) {
  const w = RECAP_WORDS[s.p.lang], rs = shown.value;
  if (!rs) return null;
  const close = () => (shown.value = null);
  return (
    <aside class="away" aria-labelledby="away-title">
      <h2 id="away-title">{w.title}</h2>
      {rs.map((r) => (
        <section key={r.seat} class={s.view.value.seats[r.seat].faction}>
          <h3>{seatLabel(s, r.seat)}</h3>
          <ul>{recapLines(r, s.p.lang, w).map((l) => <li key={l}>{l}</li>)}</ul>
        </section>
      ))}
      <button type="button" data-act="away-close" onClick={close}>{w.dismiss}</button>
    </aside>
  );
}

/** Tells what the other seats did after version `from`, read from the log (nothing when they did nothing). */
async function tell(s: Store, from: number, shown: { value: Recap[] | null }): Promise<void> {
  const events: SeenEvent[] = [];
  try {
    const r = await fetch(`/api/games/${s.p.id}/log?after=${from}&lang=${s.p.lang}&limit=500`);
    const b: LogPage = await r.json();
    // Moves taken back since are left out: they did nothing.
    const undone = new Set(b.entries.flatMap((e) => e.undo ? [e.undo.undoes] : []));
    for (const e of b.entries) if (!undone.has(e.seq)) { for (const x of e.events) events.push(x.event); }
  } catch {
    return;
  }
  const rs = recap(events, s.view.peek().viewer);
  if (rs.length) shown.value = rs;
}

/** Watches the player's looks at the table and shows the summary when they come back. */
export function away(s: Store): void {
  const shown = signal<Recap[] | null>(null);
  const host = document.createElement("div");
  document.body.append(host);
  render(<Panel s={s} shown={shown} />, host);
  addEventListener("keydown", (k) => k.key === "Escape" && (shown.value = null));
  const kept = lastLook(s);
  let look = s.env.peek().seq;
  if (kept !== null && kept < look) tell(s, kept, shown);
  effect(() => {
    const seq = s.env.value.seq;
    if (document.hidden) return;
    look = seq;
    keepLook(s, seq);
  });
  document.addEventListener("visibilitychange", () => {
    const seq = s.env.peek().seq;
    if (document.hidden || look >= seq) return;
    tell(s, look, shown);
    look = seq;
    keepLook(s, seq);
  });
}
