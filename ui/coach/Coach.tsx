/**
 * The coach at the table (issue 23): against the computer, one switch (off by default, remembered in this
 * browser) and, when on, one line with the strong computer's choice for the player and why (engine/bots/coach.ts,
 * loaded on demand), computed here from the view this seat received, so it can know nothing the player cannot
 * see; then the end-turn check's "you could still…". A friend new to the game (the envelope's `coach`) has it on
 * until they switch it off, and their table opens with a short introduction. In the second bundle.
 */
import { h } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { signal } from "@preact/signals";
import type { Advice, Gain } from "../../engine/bots/coach.ts";
import { leftovers } from "../EndCheck.tsx";
import { fmt } from "../i18n.ts";
import { names } from "../reading.ts";
import type { Store } from "../store.ts";
import type { CoachWords } from "./coach_words.ts";

/** Where this browser keeps the switch. */
const KEPT = "holotable.coach";

/** The switch (read from the browser once the page runs). */
export const coachOn = signal(false);
/** The advice for an envelope (`seq`), once computed. */
const advice = signal<{ seq: number; a: Advice | null } | null>(null);

/** "attack, resources and Force". */
function list(w: CoachWords, gs: Gain[]): string {
  const xs = gs.map((g) => w.gains[g]);
  return xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} ${w.and} ${xs[xs.length - 1]}`;
}

/** The advice in words. */
export function adviceText(s: Store, w: CoachWords, a: Advice): string {
  const n = (c: number) => names(s, [c]);
  const fill = (x: string, m: Record<string, string>) => x.replace(/\{(\w)\}/g, (_, k) => m[k] ?? "");
  const target = (t: number | "base") => t === "base" ? w.base : n(t);
  switch (a.do) {
    case "play":
    case "buy":
      return fill(a.gains.length ? w[a.do] : w[a.do].replace(/: .*$/, "."), {
        c: n(a.card),
        g: list(w, a.gains),
      });
    case "playAll":
    case "endTurn":
      return w[a.do];
    case "ability":
    case "payOff":
      return fill(w[a.do], { c: n(a.card) });
    case "attack":
      return fill(a.target === "base" ? w.attackBase : w.attackRow, {
        c: names(s, a.cards),
        t: target(a.target),
      });
    case "resolve":
      return fill(w.resolve, { t: target(a.target) });
    case "answer": {
      const x = a.action, v = s.view.value, i = v.pending.findIndex((d) => d.id === x.decision);
      const pr = s.env.value.prompts[s.p.lang][i];
      if (x.pass) return w.pass;
      const what = x.option !== undefined
        ? pr?.options[x.option]
        : x.pick !== undefined
        ? n(x.pick)
        : x.picks
        ? names(s, x.picks)
        : undefined;
      // An option's text is a sentence of its own ("You gain 1 Force."): its full stop is the line's.
      return what ? fill(w.choose, { x: what.replace(/[.。]\s*$/, "") }) : w.pass;
    }
  }
}

/** "My friend is new": the introduction a newcomer's table opens with, once per game in this browser. */
export function Intro({ s }: { s: Store }) {
  const w = s.p.learn?.coach, key = `holotable.intro.${s.p.id}`;
  const [open, setOpen] = useState(false);
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(!globalThis.localStorage?.getItem(key)), []);
  useEffect(() => { // focused once, when it opens (not on every update of the table behind it)
    if (open) ok.current?.focus();
  }, [open]);
  if (!open || !w || !s.env.value.coach) return null;
  const bases = s.env.value.view.options.basesToWin;
  return (
    <div
      class="intro"
      role="dialog"
      aria-label={w.introTitle}
      onKeyDown={(e) => e.key === "Escape" && ok.current?.click()}
    >
      <h2>{w.introTitle}</h2>
      {w.intro.map((x) => <p key={x}>{fmt(x, { n: bases })}</p>)}
      <button
        type="button"
        class="go"
        ref={ok}
        onClick={() => {
          localStorage.setItem(key, "1");
          setOpen(false);
        }}
      >
        {w.introOk}
      </button>
    </div>
  );
}

/** The coach's switch and line, under the table, for a seat playing the computer (or a newcomer), on its moves. */
export function Coach({ s }: { s: Store }) {
  const w = s.p.learn?.coach, env = s.env.value, v = env.view, on = coachOn.value;
  const mine = v.viewer >= 0 && v.winner < 0 && v.legal.length > 0, busy = !!s.local.value;
  useEffect(() => {
    // Off by default; on for a friend new to the game, until they switch it off.
    const kept = globalThis.localStorage?.getItem(KEPT);
    coachOn.value = kept === "1" || (env.coach === true && kept !== "0");
  }, []);
  useEffect(() => {
    if (!on || !mine || busy || advice.value?.seq === env.seq) return;
    let dead = false;
    const id = setTimeout(async () => {
      const m = await import("../../engine/bots/coach.ts");
      if (dead) return;
      const a = m.coach(v, { seed: env.seq >>> 0, now: () => performance.now(), budgetMs: 250 });
      advice.value = { seq: env.seq, a };
    }, 60);
    return () => {
      dead = true;
      clearTimeout(id);
    };
  }, [on, env.seq, mine, busy]);
  // Only while the player has a move to make: the rest of the time the dock keeps its height for the table.
  if (!w || s.p.still || !mine || !(env.bots.length || env.coach)) return null;
  const a = advice.value?.seq === env.seq ? advice.value.a : undefined;
  const left = on && mine && !v.pending.some((d) => d.seat === v.viewer) ? leftovers(s) : [];
  return (
    <div class="coach">
      <label class="coachsw">
        <input
          type="checkbox"
          checked={on}
          onChange={(e) => {
            coachOn.value = e.currentTarget.checked;
            localStorage.setItem(KEPT, coachOn.value ? "1" : "0");
          }}
        />{" "}
        {w.switchLabel}
      </label>
      {on && mine && (
        <p class="coachline" role="status">
          {a === undefined ? w.thinking : a ? adviceText(s, w, a) : ""}
          {left.length > 0 && a?.do !== "endTurn" && (
            <span class="still">{w.still.replace("{x}", left.join("; "))}</span>
          )}
        </p>
      )}
    </div>
  );
}
