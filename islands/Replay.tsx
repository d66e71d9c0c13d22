/**
 * The replay island: the engine run on a finished game's record (`stepper`), shown move by move on the
 * table (still: no live updates) from a seat or with every hand shown, with the game's log up to the step
 * and the step's own line beside the controls; forward, back (the arrow keys too), jump to a turn,
 * autoplay; the controls stay in reach (sticky) while the page scrolls; a downloaded record can be opened
 * (one of another engine version is refused, saying why).
 */
import { Fragment, h } from "preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { Envelope, GameRecord } from "../api/contract.ts";
import { readRecord, type ReplaySight, replayView, stepper } from "../engine/records/record.ts";
import { ENGINE_VERSION } from "../engine/records/version.ts";
import { defOf } from "../engine/cards/catalog.ts";
import type { GameState, Lang } from "../engine/state/types.ts";
import type { Face } from "../ui/faces.tsx";
import { fmt, type Messages } from "../ui/i18n.ts";
import { WORDS } from "../ui/words.ts";
import { movesEvents, replayLines, replayPrompts } from "../ui/replay_text.ts";
import Table from "./Table.tsx";

/** Props of the Replay island: the record (null: the viewer opens one), the caller's seat, the page's words. */
export interface ReplayProps {
  id: string | null;
  record: GameRecord | null;
  seat: number;
  lang: Lang;
  t: Messages;
  cards: Record<string, Face>;
}

/** Moves after which each turn starts: turn n (from 1) starts after `starts[n - 1]` moves. */
function turnStarts(record: GameRecord): number[] {
  const starts = [0];
  record.actions.forEach((a, i) => a.action.type === "endTurn" && starts.push(i + 1));
  return starts;
}

/**
 * The envelope of a replayed state, as the table reads it: nothing to act on (no legal actions, so no
 * turn buttons; a decision's and the rematch's buttons are shown disabled on a still table).
 */
function still(state: GameState, k: number, sight: ReplaySight, lang: Lang): Envelope {
  const view = { ...replayView(state, sight), legal: [] };
  return {
    seq: k,
    view,
    seated: state.seats.map(() => true),
    rematch: null,
    at: 0,
    prompts: { en: [], es: [], [lang]: replayPrompts(view, lang) },
    bots: [],
    undo: null,
    clock: null,
  };
}

/** Reads a downloaded record: the record, or a sentence saying why it cannot be replayed. */
function opened(text: string, lang: Lang): { record: GameRecord } | { error: string } {
  const w = WORDS[lang];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: fmt(w.badRecord, { m: "JSON" }) };
  }
  const r = readRecord(json);
  if (r.ok) return { record: r.value.record };
  return r.error.code === "engine-version"
    ? { error: fmt(w.otherEngine, { engine: r.error.engine, ours: ENGINE_VERSION }) }
    : { error: fmt(w.badRecord, { m: r.error.message }) };
}

/** The replay viewer. */
export default function Replay(props: ReplayProps) {
  const w = WORDS[props.lang], t = props.t;
  const [record, setRecord] = useState(props.record);
  const [error, setError] = useState<string | null>(null);
  const [k, setK] = useState(0);
  const [sight, setSight] = useState<ReplaySight>(props.seat >= 0 ? { seat: props.seat } : { seat: 0 });
  const [auto, setAuto] = useState(false);
  const step = useMemo(() => record && stepper(record), [record]);
  const starts = useMemo(() => record ? turnStarts(record) : [0], [record]);
  const n = record?.actions.length ?? 0;
  useEffect(() => {
    if (!auto) return;
    if (k >= n) return setAuto(false);
    const timer = setTimeout(() => setK(k + 1), 700);
    return () => clearTimeout(timer);
  }, [auto, k, n]);
  const go = (to: number) => setK(Math.max(0, Math.min(n, to)));
  const state = useMemo(() => step?.(k), [step, k]);
  const sightKey = sight === "open" ? "open" : String(sight.seat);
  const env = useMemo(() => state && still(state, k, sight, props.lang), [state, sightKey]);
  const moves = useMemo(() => record ? movesEvents(record) : [], [record]);
  const lines = useMemo(
    () => state ? replayLines(moves, k, sight, { seats: state.seats, computers: [] }, props.lang) : [],
    [moves, k, sightKey],
  );
  const now = lines.filter((l) => l.q === k).map((l) => l.x).join(" ");
  const seatName = (i: number) =>
    state
      ? state.seats.length > 2
        ? fmt(t.seatName, { side: t.sides[state.seats[i].faction], r: state.seats[i].region + 1 })
        : t.sides[state.seats[i].faction]
      : "";
  const turnNow = starts.filter((s) => s <= k).length;
  // The arrow keys step (not while a field has the keys); Home and End go to either end.
  const keys = useRef({ k, n, go });
  // From here on the page's script answers (opening a record needs it): a mark tests and styles can read.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.setAttribute("data-live", ""), []);
  keys.current = { k, n, go };
  useEffect(() => {
    const on = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el?.closest("input, select, textarea") || e.altKey || e.ctrlKey || e.metaKey) return;
      const { k, n, go } = keys.current;
      const to = e.key === "ArrowRight"
        ? k + 1
        : e.key === "ArrowLeft"
        ? k - 1
        : e.key === "Home"
        ? 0
        : e.key === "End"
        ? n
        : null;
      if (to === null) return;
      e.preventDefault();
      go(to);
    };
    addEventListener("keydown", on);
    return () => removeEventListener("keydown", on);
  }, []);
  return (
    <div class="replay" ref={root}>
      <h1>{w.replayTitle}</h1>
      <label class="openrec">
        {w.openRecord}{" "}
        <input
          type="file"
          accept="application/json,.json"
          onChange={async (e) => {
            const f = e.currentTarget.files?.[0];
            if (!f) return;
            const r = opened(await f.text(), props.lang);
            setError("error" in r ? r.error : null);
            if ("record" in r) {
              setRecord(r.record);
              setK(0);
            }
          }}
        />
      </label>
      {error && <p class="note" role="alert">{error}</p>}
      {record && state && (
        <>
          <div class="controls" role="group" aria-label={w.replayTitle}>
            <label>
              {w.sight}{" "}
              <select
                name="sight"
                value={sightKey}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setSight(v === "open" ? "open" : { seat: Number(v) });
                }}
              >
                {state.seats.map((_, i) => <option key={i} value={String(i)}>{seatName(i)}</option>)}
                <option value="open">{w.openHands}</option>
              </select>
            </label>
            <button type="button" data-replay="first" aria-keyshortcuts="Home" onClick={() => go(0)}>
              {w.first}
            </button>
            <button type="button" data-replay="prev" aria-keyshortcuts="ArrowLeft" onClick={() => go(k - 1)}>
              {w.prev}
            </button>
            <button type="button" data-replay="next" aria-keyshortcuts="ArrowRight" onClick={() => go(k + 1)}>
              {w.next}
            </button>
            <button type="button" data-replay="last" aria-keyshortcuts="End" onClick={() => go(n)}>
              {w.last}
            </button>
            <button type="button" data-replay="auto" aria-pressed={auto} onClick={() => setAuto(!auto)}>
              {auto ? w.pause : w.play}
            </button>
            <label>
              {w.jump}{" "}
              <input
                type="number"
                name="turn"
                min={1}
                max={starts.length}
                value={turnNow}
                onChange={(e) => go(starts[Math.max(1, Number(e.currentTarget.value)) - 1] ?? n)}
              />
            </label>
            <p class="step" role="status" data-k={k}>
              <b>{fmt(w.moveN, { k, n })}</b> {k > 0 && (now || w.silentMove)}
            </p>
            <p class="keys">{w.replayKeys}</p>
          </div>
          {sight === "open" && (
            <section class="hands" aria-label={w.openHands}>
              <h2>{w.openHands}</h2>
              <ul>
                {state.seats.map((p, i) => (
                  <li key={i}>
                    {seatName(i)}: {p.hand.map((c) => defOf(c).name[props.lang]).join(", ") || w.nothing}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Table
            key={sightKey}
            id={props.id ?? "replay"}
            env={env!}
            lang={props.lang}
            t={t}
            cards={props.cards}
            invite={null}
            join={null}
            still
            lines={lines}
          />
        </>
      )}
    </div>
  );
}
