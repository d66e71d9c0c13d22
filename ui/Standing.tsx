/**
 * Standing answers at the table: a button beside the signals opens a sheet with one row per question the
 * other side's cards can ask during their turn (engine/bots/standing.ts), its choices as radio buttons,
 * read with GET and saved with PUT `/api/games/:id/standing` (the seat's cookie proves the seat).
 */
import { h } from "preact";
import { useEffect, useState } from "preact/hooks";
import { useFocusOnce } from "./focus_once.ts";
import { STANDING_CHOICES, STANDING_KINDS, type StandingKind } from "../engine/bots/standing.ts";
import type { StandingAnswersBody } from "../api/contract.ts";
import { fmt } from "./i18n.ts";
import type { Store } from "./store.ts";
import { WORDS } from "./words.ts";

/** The button that opens the sheet, and the sheet while it is open. */
export function Standing({ s }: { s: Store }) {
  const [open, setOpen] = useState(false);
  const w = WORDS[s.p.lang];
  return (
    <div class="standing">
      <button type="button" data-act="standing" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {w.standingOpen}
      </button>
      {open && <StandingSheet s={s} close={() => setOpen(false)} />}
    </div>
  );
}

type Note = { kind: "loading" | "saved" } | { kind: "failed"; m: string } | null;

async function call(game: string, body?: StandingAnswersBody): Promise<StandingAnswersBody> {
  const r = await fetch(`/api/games/${game}/standing`, {
    method: body ? "PUT" : "GET",
    headers: body ? { "content-type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!r.ok) throw new Error((await r.json().catch(() => null))?.error ?? String(r.status));
  return await r.json();
}

function StandingSheet({ s, close }: { s: Store; close: () => void }) {
  const w = WORDS[s.p.lang];
  const [answers, setAnswers] = useState<StandingAnswersBody | null>(null);
  const [note, setNote] = useState<Note>({ kind: "loading" });
  const first = useFocusOnce<HTMLButtonElement>();
  useEffect(() => {
    call(s.p.id).then(
      (a) => (setAnswers(a), setNote(null)),
      (e) => setNote({ kind: "failed", m: e.message }),
    );
  }, [s.p.id]);
  const save = (e: Event) => {
    e.preventDefault();
    if (!answers) return;
    call(s.p.id, answers).then(
      (a) => (setAnswers(a), setNote({ kind: "saved" })),
      (err) => setNote({ kind: "failed", m: err.message }),
    );
  };
  const row = (k: StandingKind) => {
    const words = w.standing[k];
    return (
      <fieldset key={k} class="stq" data-q={k}>
        <legend>{words.q}</legend>
        {(STANDING_CHOICES[k] as readonly string[]).map((c) => (
          <label key={c}>
            <input
              type="radio"
              name={`standing-${k}`}
              value={c}
              checked={answers?.[k] === c}
              disabled={!answers}
              onChange={() => answers && (setAnswers({ ...answers, [k]: c }), setNote(null))}
            />{" "}
            {(words.choices as Record<string, string>)[c]}
          </label>
        ))}
      </fieldset>
    );
  };
  return (
    <div
      class="sheet standing-sheet"
      role="dialog"
      aria-label={w.standingTitle}
      onKeyDown={(e) => e.key === "Escape" && close()}
    >
      <h2>{w.standingTitle}</h2>
      <button type="button" ref={first} onClick={close}>{s.t.close}</button>
      <p>{w.standingIntro}</p>
      <form onSubmit={save}>
        {STANDING_KINDS.map(row)}
        <p class="stsave">
          <button type="submit" data-act="standing-save" disabled={!answers}>{w.standingSave}</button>{" "}
          <span role="status">
            {note?.kind === "loading" && w.standingLoading}
            {note?.kind === "saved" && w.standingSaved}
            {note?.kind === "failed" && fmt(w.standingFailed, { m: note.m })}
          </span>
        </p>
      </form>
    </div>
  );
}
