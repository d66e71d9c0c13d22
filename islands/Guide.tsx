/**
 * The guided first game (issue 23): four chapters, each a prepared deal played on the real engine in the
 * browser (ui/guide/local.ts), with one line that says what to do and why, the element to use outlined and
 * every other action of the moment greyed out. "Skip" and "Play now" are always there; the chapter reached is
 * kept in this browser (localStorage). It ends on "Play a real game".
 */
import { Fragment, h } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { defOf, type GameState, type Lang } from "../engine/mod.ts";
import { dealt } from "../engine/turn/deal.ts";
import { fmt, type Messages } from "../ui/i18n.ts";
import type { Face } from "../ui/faces.tsx";
import type { TableLearn } from "../ui/learn/table_words.ts";
import { createStore, type LogLine, type TableProps } from "../ui/store.ts";
import { CHAPTERS, type Moment, type Scene, SCENES, type Step } from "../ui/guide/chapters.ts";
import { envelopeOf, move } from "../ui/guide/local.ts";
import type { GuideWords } from "../ui/guide/words.ts";
import Table from "./Table.tsx";

/** Props of the guide island (plain JSON). `at`: the chapter to open (its index; CHAPTERS.length: the end). */
export interface GuideProps {
  lang: Lang;
  t: Messages;
  g: GuideWords;
  cards: Record<string, Face>;
  learn: TableLearn;
  at: number;
  /** Opened without a chapter in its address: continue where this browser stopped. */
  resume: boolean;
}

/** Where this browser keeps the chapter reached. */
const KEPT = "holotable.guide";

/** The chapter this browser reached, if any. */
function kept(): number | null {
  const n = Number(globalThis.localStorage?.getItem(KEPT) ?? NaN);
  return Number.isInteger(n) && n >= 0 && n <= CHAPTERS.length ? n : null;
}

/** A scene dealt and opened: its state, the store of its table and its steps; `k`: the current step. */
function open(p: GuideProps, scene: Scene) {
  let state: GameState = dealt(scene.deal), seq = 0;
  const lines: LogLine[] = [];
  for (const a of scene.opening ?? []) {
    const r = move(state, 1, a, p.lang)!;
    state = r.state, seq++, lines.push(...r.lines);
  }
  const steps = scene.steps(state);
  const at = { k: 0 };
  const props: TableProps = {
    id: "guide",
    env: envelopeOf(state, seq),
    lang: p.lang,
    t: p.t,
    cards: p.cards,
    invite: null,
    join: null,
    learn: p.learn,
  };
  const store = createStore(props, {
    send(a) {
      const step = steps[at.k];
      const r = step?.allow(a) ? move(state, 0, a, p.lang) : null;
      if (!r) return { refused: p.g.follow };
      state = r.state;
      return { env: envelopeOf(state, ++seq), lines: r.lines };
    },
  });
  store.log.value = lines;
  return { props, store, steps, at };
}

/** The page's rules outlining the element to use and greying out every other action (a constructed sheet: the CSP allows no inline style). */
let sheet: CSSStyleSheet | null = null;

/** The selector of the element the guide outlines now. */
let litNow = '[data-guide="none"]';

/**
 * Keeps the greyed-out actions out of reach of the keyboard too (greying only stops the pointer): a click
 * (a tap, Enter or Space on a focused button, the P and E keys) on an action of the table other than the
 * outlined one is dropped, and A (every ready card at once) does nothing in the guided game.
 */
function guard(): void {
  document.addEventListener("click", (e) => {
    const el = (e.target as Element | null)?.closest?.(".guided [data-act]");
    if (el && !el.matches(litNow) && !el.closest(litNow)) {
      e.preventDefault();
      e.stopImmediatePropagation();
    }
  }, true);
  addEventListener("keydown", (k) => {
    if ((k.key === "a" || k.key === "A") && !k.ctrlKey && !k.metaKey) k.stopImmediatePropagation();
  }, true);
}

/** Outlines `lit` (a selector; null: nothing) and greys out every other action of the table. */
function outline(lit: string | null): void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    guard();
  }
  const sel = lit ?? '[data-guide="none"]';
  litNow = sel;
  sheet.replaceSync(
    `.guided [data-act]:not(${sel}){opacity:.35;filter:grayscale(1);pointer-events:none}` +
      `.guided ${sel},.guide ${sel}{outline:3px solid var(--lit,#ffd54a);outline-offset:2px;` +
      `animation:glow 1s ease-in-out infinite alternate}`,
  );
}

/** The line of a step (or of the scene's end), its card named in the player's language. */
function line(p: GuideProps, chapter: string, say: string, c?: number): string {
  const w = p.g.chapters[chapter as keyof GuideWords["chapters"]].lines[say] ?? "";
  return c === undefined ? w : w.replaceAll("{c}", defOf(c).name[p.lang]);
}

/** "Play now": a game against the computer at once (the home page's form, its defaults). */
const PlayNow = ({ label, human }: { label: string; human?: boolean }) => (
  <form method="post" action="/new" class="gnow">
    <input type="hidden" name="opponent" value={human ? "human" : "bot"} />
    <input type="hidden" name="botLevel" value="easy" />
    <input type="hidden" name="faction" value="random" />
    <input type="hidden" name="mode" value="beginner" />
    <button type="submit" class={human ? "" : "go"}>{label}</button>
  </form>
);

/** The end: a real game against the computer or with a friend. */
function End({ p, restart }: { p: GuideProps; restart: () => void }) {
  const g = p.g;
  return (
    <section class="guide gend" aria-label={g.title}>
      <h1>{g.done}</h1>
      <h2>{g.real}</h2>
      <div class="gbtns">
        <PlayNow label={g.vsComputer} />
        <PlayNow label={g.vsFriend} human />
      </div>
      <p>
        <a href="/how-to-play">{g.howTo}</a> ·{" "}
        <button type="button" class="link" onClick={restart}>{g.restart}</button>
      </p>
    </section>
  );
}

/** The guided game. */
export default function Guide(p: GuideProps) {
  const [pos, setPos] = useState({ ch: p.at, sc: 0 });
  const go = (ch: number, sc = 0) => {
    localStorage.setItem(KEPT, String(ch));
    history.replaceState(null, "", `?c=${ch + 1}`);
    // The page's language links (outside the guide) go on at this chapter too.
    for (const a of document.querySelectorAll<HTMLAnchorElement>("a[hreflang]")) {
      const u = new URL(a.href);
      u.searchParams.set("c", String(ch + 1));
      a.href = u.search;
    }
    setPos({ ch, sc });
  };
  useEffect(() => {
    const k = kept();
    if (p.resume && k !== null && k !== p.at) setPos({ ch: k, sc: 0 });
  }, []);
  const key = CHAPTERS[pos.ch];
  const scenes = key ? SCENES[key] : [];
  const game = useMemo(() => key ? open(p, scenes[pos.sc]) : null, [pos.ch, pos.sc]);
  const s = game?.store, steps = game?.steps ?? [];
  if (game && s) {
    const m: Moment = {
      v: s.env.value.view,
      sel: s.sel.value,
      target: s.target.value,
      zoom: s.zoom.value?.c ?? null,
    };
    while (game.at.k < steps.length && steps[game.at.k].done(m)) game.at.k++;
  }
  const step: Step | undefined = game ? steps[game.at.k] : undefined;
  const lit = step ? step.lit : '[data-guide="next"]';
  useEffect(() => outline(lit), [lit]);
  useEffect(() => {
    const el = lit ? document.querySelector(`.guided ${lit}, .guide ${lit}`) : null;
    el?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  }, [lit, pos.ch, pos.sc]);
  if (!key || !game || !s) return <End p={p} restart={() => go(0)} />;
  const last = [...steps].reverse().find((x) => x.c !== undefined)?.c;
  const text = step ? line(p, key, step.say, step.c) : line(p, key, scenes[pos.sc].end ?? "end", last);
  const nextScene = pos.sc + 1 < scenes.length;
  const next = () => nextScene ? setPos({ ch: pos.ch, sc: pos.sc + 1 }) : go(pos.ch + 1);
  const g = p.g;
  return (
    <>
      <section class="guide" aria-label={g.title} data-scene={`${pos.ch + 1}.${pos.sc + 1}`}>
        <p class="gch">
          {fmt(g.chapterOf, { n: pos.ch + 1, m: CHAPTERS.length })} · <b>{g.chapters[key].title}</b>
          {step && <span class="gstep">{fmt(g.stepOf, { n: game.at.k + 1, m: steps.length })}</span>}
        </p>
        <div class="gbtns">
          {!step && (
            <button type="button" class="go" data-guide="next" onClick={next}>
              {nextScene ? g.next : g.nextChapter}
            </button>
          )}
          <button type="button" data-guide="skip" onClick={() => go(pos.ch + 1)}>{g.skip}</button>
          <PlayNow label={g.playNow} />
        </div>
        {pos.ch === 0 && game.at.k === 0 && <p class="gintro">{g.intro}</p>}
        <p class="gline" role="status" data-lit={lit ?? ""}>{text}</p>
      </section>
      <div class="guided">
        <Table key={`${pos.ch}.${pos.sc}`} {...game.props} store={s} />
      </div>
    </>
  );
}
