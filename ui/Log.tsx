/**
 * The game log as people read it: oldest first, a header for each turn, a colour per side, card
 * names that show the card, and a run of plays of the same card by the same seat told once with
 * its count and total; a move taken back is struck through and marked, followed by the undo's line
 * (every seat reads it). Grouped here from the server's lines; the words come from the catalog.
 * Loaded lazily with the lines it shows (`pullLog`): the table's first paint does not need it.
 */
import { Fragment, h } from "preact";
import { defOf, type SeenEvent } from "./engine.ts";
import { fmt } from "./i18n.ts";
import type { LogLine, Store } from "./store.ts";
import type { LogPage } from "../api/contract.ts";

/** A log line with the plays it stands for: `n` of them, gaining `r` resources and `f` Force in all. */
interface Group extends LogLine {
  n: number;
  r: number;
  f: number;
}

/** Lines of the log, runs of the same play folded into one. */
export function group(lines: LogLine[]): Group[] {
  const out: Group[] = [];
  for (const l of lines) {
    const e = l.e, last = out[out.length - 1];
    if (
      e?.k === "play" && last?.e?.k === "play" && last.e.seat === e.seat && last.q === l.q &&
      defOf(last.e.card).id === defOf(e.card).id
    ) {
      last.n++, last.r += e.resources, last.f += e.force;
    } else out.push({ ...l, n: 1, r: e?.k === "play" ? e.resources : 0, f: e?.k === "play" ? e.force : 0 });
  }
  return out;
}

/** The cards an event names. */
function cardsOf(e: SeenEvent | null): number[] {
  if (!e) return [];
  const x = e as Partial<Record<"card" | "src" | "target" | "out", number>> & { cards?: number[] };
  return [x.card, x.src, x.target, x.out, ...x.cards ?? []].filter((c): c is number => c! >= 0);
}

/** The line's text with each card name as a button showing the card. */
function Text({ s, l }: { s: Store; l: LogLine }) {
  let parts: (string | number)[] = [l.x];
  for (const c of cardsOf(l.e)) {
    const nm = defOf(c).name[s.p.lang];
    parts = parts.flatMap((p) =>
      typeof p === "string" ? p.split(nm).flatMap((x, i) => i ? [c, x] : [x]) : [p]
    );
  }
  const z = (c: number, open?: boolean) => (s.zoom.value = { c, open, keep: true, top: true });
  return (
    <>
      {parts.map((p) =>
        typeof p === "string" ? p : (
          <button
            type="button"
            class="cn"
            onMouseEnter={() => z(p)}
            onFocus={() => z(p)}
            onClick={() => z(p, true)}
          >
            {defOf(p).name[s.p.lang]}
          </button>
        )
      )}
    </>
  );
}

/** Fetches the log after what the page has, one request at a time, until it has the game's latest version. */
export async function pullLog(s: Store): Promise<void> {
  const at = s.logAt;
  if (at.busy || at.seq >= s.env.value.seq) return;
  at.busy = true;
  try {
    const r = await fetch(`/api/games/${s.p.id}/log?after=${at.seq}&lang=${s.p.lang}&limit=500`);
    const b: LogPage = await r.json();
    const lines: LogLine[] = [];
    for (const e of b.entries) {
      for (const x of e.events) if (x.text) lines.push({ e: x.event, x: x.text, q: e.seq });
      if (e.undo) lines.push({ e: null, x: e.undo.text, q: e.seq, undoes: e.undo.undoes });
    }
    s.log.value = [...s.log.value, ...lines].slice(-300);
    at.seq = b.next;
  } catch { /* the next change retries */ }
  at.busy = false;
  if (at.seq < s.env.value.seq) setTimeout(pullLog, 500, s);
}

/** The log's lines, oldest first. */
export function LogLines({ s }: { s: Store }) {
  const t = s.t, seats = s.view.value.seats, lines = s.log.value;
  const undone = new Set(lines.flatMap((l) => l.undoes ?? []));
  return (
    <div class="scroll">
      <ol>
        {group(lines).map((g, i) => {
          const side = g.e && "seat" in g.e ? seats[g.e.seat]?.faction : "";
          const g2 = [g.r && fmt(t.resN, { n: g.r }), g.f && fmt(t.frcN, { n: g.f })].filter(Boolean).join(
            ", ",
          );
          const off = g.q !== undefined && undone.has(g.q);
          return (
            <li
              key={i}
              class={`${side}${g.e?.k === "turn" ? " head" : ""}${off ? " undone" : ""}${g.e ? "" : " undo"}`}
            >
              <span class="lt">
                <Text s={s} l={g} />
                {g.n > 1 && ` ${fmt(g2 ? t.logTotal : t.logTimes, { n: g.n, g: g2 })}`}
              </span>
              {off && <b class="tag">{` (${t.takenBack})`}</b>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
