/**
 * The action bar's "Undo <move>" button, shown while the envelope offers the viewer to take back
 * their last move (the server and the engine decide when; nothing is judged here), with its keyboard
 * shortcut: U, or Ctrl+Z / ⌘Z. Part of the table's second bundle.
 */
import { h } from "preact";
import { useEffect } from "preact/hooks";
import type { Envelope, UndoBody, UndoOffer } from "../api/contract.ts";
import { type Action, defOf } from "./engine.ts";
import { fmt } from "./i18n.ts";
import type { Store } from "./store.ts";
import { MOVE_FORM } from "./Bar.tsx";
import { WORDS } from "./words.ts";

/** The move an offer would take back, in words ("buying Outer Rim Pilot"). */
export function undoName(s: Store, a: Action): string {
  const w = WORDS[s.p.lang];
  return fmt(w.moves[a.type], { c: "card" in a ? defOf(a.card).name[s.p.lang] : "" });
}

/** Takes back the offered move; the answer is the game as it was before it. */
async function takeBack(s: Store, offer: UndoOffer): Promise<void> {
  if (s.local.value) return;
  s.sel.value = [];
  const r = await fetch(`/api/games/${s.p.id}/undo`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ seq: offer.seq } satisfies UndoBody),
  }).catch(() => null);
  const b = await r?.json().catch(() => null);
  if (r?.ok && (b as Envelope).seq >= s.env.value.seq) {
    s.env.value = b;
    s.note.value = null;
  } else s.note.value = { m: fmt(s.t.error, { m: b?.message ?? s.t.offline }), net: !r };
}

/** Whether a key press asks for the undo (not while typing in a field). */
const undoKey = (k: KeyboardEvent) =>
  !(k.target instanceof HTMLInputElement || k.target instanceof HTMLTextAreaElement) &&
  ((k.key === "u" && !k.ctrlKey && !k.metaKey && !k.altKey) || (k.key === "z" && (k.ctrlKey || k.metaKey)));

/** The button (and shortcut) while the envelope offers an undo; nothing otherwise. */
export function Undo({ s }: { s: Store }) {
  const offer = s.local.value ? null : s.env.value.undo;
  useEffect(() => {
    if (!offer) return;
    const on = (k: KeyboardEvent) => {
      if (!undoKey(k)) return;
      k.preventDefault();
      takeBack(s, offer);
    };
    addEventListener("keydown", on);
    return () => removeEventListener("keydown", on);
  }, [offer?.seq]);
  if (!offer) return null;
  const w = WORDS[s.p.lang];
  return (
    <button
      type="submit"
      form={MOVE_FORM}
      name="undo"
      value={offer.seq}
      class="undo"
      data-act="undo"
      aria-keyshortcuts="U Control+Z"
      title={w.undoKey}
      onClick={(e) => {
        e.preventDefault();
        takeBack(s, offer);
      }}
    >
      {fmt(w.undo, { m: undoName(s, offer.action) })}
    </button>
  );
}
