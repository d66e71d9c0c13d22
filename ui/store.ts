/**
 * The table's state in the browser: signals fed by the server's views (the move's response, the SSE
 * stream, polling), an optimistic view predicted by the engine while a move is in flight, and what
 * the player is doing on the page (attackers, target, zoomed card, open pile).
 */
import { computed, effect, signal } from "@preact/signals";
import { type Action, type Lang, type Preview, type SeenEvent, type Target, type View } from "./engine.ts";
import { fmt, type Messages } from "./i18n.ts";
import type { TableLearn } from "./learn/table_words.ts";
import type { Face } from "./faces.tsx";
import type { Envelope, JoinBody, MoveBody, PresenceEvent } from "../api/contract.ts";

/**
 * One line of the log: the event as the viewer may see it and its text from the server; `q` the log entry
 * it belongs to. An undo's line has no event, and `undoes` the entry it took back.
 */
export interface LogLine {
  e: SeenEvent | null;
  x: string;
  q?: number;
  undoes?: number;
}

/** Props of the Table island: plain JSON written by the server. */
export interface TableProps {
  id: string;
  env: Envelope;
  lang: Lang;
  t: Messages;
  /** Card faces by card name id (HTML, spoken description, reward in words). */
  cards: Record<string, Face>;
  /** The creator's invitation link while the other seat is free. */
  invite: string | null;
  /** An invitation to accept on arrival. */
  join: string | null;
  /** The page opens on the end-of-turn check (`?end=1`: End turn pressed before the page's script ran). */
  ending?: boolean;
  /** A table shown still (a replay's step): no live updates, no invitation. */
  still?: boolean;
  /** A still table's log (a replay writes it). */
  lines?: LogLine[];
  /** Words of learning to play ("why not?", How to play); absent on a replay. */
  learn?: TableLearn;
}

/** A table played in the browser (the guided first game): moves go to `send` on the engine, not to a server. */
export interface LocalPlay {
  /** The envelope after the move and its log lines, or the reason it is refused. */
  send(a: Action): { env: Envelope; lines: LogLine[] } | { refused: string };
}

/** A card shown large (dropped once it leaves the table): `open` on a tap or long-press (the overlay on narrow screens), `top` where it goes. */
export interface Zoom {
  c: number;
  open?: boolean;
  top?: boolean;
  /** Shown from the log: stays though the card is no longer on the table. */
  keep?: boolean;
  /** Asked for by the keyboard (Z): shown over the page at every size. */
  key?: boolean;
}

/**
 * The second bundle (`later.ts`), once loaded: code, not a table's state, so one for the page (the
 * server sets it at start).
 */
export const later = signal<typeof import("./later.ts") | null>(null);

/** The table's store (one per island instance: never module state, the server renders many). */
export type Store = ReturnType<typeof createStore>;

/** The table while a move is in flight: the engine's prediction, else the view as it was; nothing clickable. */
export function inFlight(v: View, pv: Preview | null): View {
  return pv?.ok && pv.known && !pv.view.pending.length ? pv.view : { ...v, legal: [] };
}

/** Creates the store of one table. */
export function createStore(p: TableProps, lp?: LocalPlay) {
  const env = signal(p.env);
  const local = signal<View | null>(null);
  const view = computed(() => local.value ?? env.value.view);
  /** A message for the player; `net` when it is about the connection (it clears when updates come back). */
  const note = signal<{ m: string; net?: boolean } | null>(null);
  const log = signal<LogLine[]>(p.lines ?? []);
  /** The table as the player last acted on it (what changed since is marked until they act). */
  const seen = signal(p.env.view);
  const api = `/api/games/${p.id}`;
  const sel = signal<number[]>([]);
  let etag = "";
  let last = 0;
  /** The newest envelope the server sent, shown or still waiting to be shown: where its next delta starts. */
  let got = p.env;

  const take = (e: Envelope) => {
    if (note.value?.net) note.value = null;
    if (e.seq >= got.seq) got = e;
    if (e.seq >= env.value.seq) later.value?.pace(s, e) ?? (env.value = e);
  };

  /** Fetches the game; after a lost connection, again until the server answers (which clears the note). */
  const poll = async (heal?: boolean) => {
    last = Date.now();
    const r = await fetch(api, { headers: etag ? { "if-none-match": etag } : {} }).catch(() => null);
    if (!r) return heal && setTimeout(poll, 2000, heal);
    etag = r.headers.get("etag") ?? "";
    take(r.status === 200 ? await r.json() : env.value);
  };

  /** Posts a move; an answer that lost a race (409) is sent again while its decision is still pending. */
  const post = async (action: Action, again = true): Promise<boolean> => {
    if (lp) {
      const r = lp.send(action);
      if ("refused" in r) return (note.value = { m: r.refused }), false;
      take(r.env);
      seen.value = r.env.view;
      log.value = [...log.value, ...r.lines].slice(-300);
      s.logAt.seq = r.env.seq;
      return true;
    }
    const r = await fetch(`${api}/actions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        { seq: env.value.seq, action, actionId: Math.random().toString(36).slice(2) } satisfies MoveBody,
      ),
    }).catch(() => null);
    const b = await r?.json().catch(() => null);
    if (r?.ok) {
      take(b);
      seen.value = b.view;
    } else if (r?.status === 409) {
      await poll();
      if (again && action.type === "answer" && env.value.view.pending.some((d) => d.id === action.decision)) {
        return post(action, false);
      }
    } else {
      note.value = { m: fmt(p.t.error, { m: b?.message ?? p.t.offline }), net: !r };
      if (!r) poll(true);
    }
    return !!r?.ok;
  };

  /** Sends actions in order, showing `predicted` meanwhile. */
  const run = async (actions: Action[], predicted: View) => {
    if (local.value) return;
    note.value = null;
    seen.value = view.value;
    local.value = predicted;
    try {
      for (const a of actions) if (!await post(a)) break;
    } finally {
      local.value = null;
    }
  };

  const s = {
    p,
    t: p.t,
    /** Played in the browser (the guided game): no server, so no table talk, signals or standing answers. */
    here: !!lp,
    env,
    local,
    view,
    note,
    log,
    seen,
    /** The log fetched so far (up to `seq`), and whether a fetch is under way. */
    logAt: { seq: 0, busy: false },
    sel,
    target: signal<Target | null>(null),
    /** Targets the selected attackers can defeat or damage, by the card to click. */
    aims: computed(() =>
      later.value && sel.value.length ? later.value.aimsOf(view.value, sel.value) : new Map<number, Target>()
    ),
    /** Cards that moved, arrived or were hit since the player last acted. */
    marks: computed(() => later.value?.changed(seen.value, view.value) ?? new Set<number>()),
    zoom: signal<Zoom | null>(null),
    /** Which seats have the table open (the server's `presence` events); null until it says. */
    presence: signal<PresenceEvent | null>(null),
    pile: signal<{ title: string; cards: number[] } | null>(null),
    ending: signal(!!p.ending),
    /** The help sheet (icons, row, keys) is open. */
    help: signal(false),
    later,
    /** The chat cursor heard up to (`<table>.<team>`): the stream resumes after it (`ui/Chat.tsx` moves it). */
    heard: "0",
    /** Plays an action, showing the engine's prediction of it (second bundle) where the engine can tell. */
    send(a: Action) {
      s.ending.value = false;
      run(
        [a],
        inFlight(view.value, a.type === "answer" ? null : later.value?.preview(view.value, a) ?? null),
      );
    },
    /** Commits the cards to the target and resolves that attack. */
    attack(cards: number[], target: Target) {
      const v = view.value;
      const pv = later.value?.previewAttack(v, cards, target) ?? null;
      sel.value = [];
      s.target.value = null;
      run(
        [...cards.length ? [{ type: "commit", cards, target } as Action] : [], { type: "resolve", target }],
        inFlight(v, pv),
      );
    },
    /** Starts the live updates, the log and the invitation (browser only). */
    start() {
      const escape = () =>
        addEventListener("keydown", (k) => {
          if (k.key === "Escape") s.zoom.value = s.pile.value = null, s.help.value = false;
        });
      if (lp) {
        effect(() => {
          later.value?.motion(s);
          later.value?.keys(s);
        });
        return escape();
      }
      if (p.join && view.value.viewer < 0) {
        fetch(`${api}/join`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ invite: p.join } satisfies JoinBody),
        }).finally(() => location.replace(`/g/${p.id}`));
        return;
      }
      let es: EventSource;
      const open = () => {
        es = new EventSource(`${api}/events?delta=1&presence&chatAfter=${s.heard}`);
        es.addEventListener("chat", (m) => later.value?.hear(s, m.data));
        // A delta applies only onto the envelope it starts from (the newest sent, though the pacing may not
        // show it yet); without it (or the later bundle), fetch the whole.
        const on = (m: MessageEvent) => {
          last = Date.now();
          const d = JSON.parse(m.data);
          const e = m.type === "delta" ? later.value?.patch(got, d) : d;
          e ? take(e) : poll();
        };
        es.onmessage = on;
        es.addEventListener("delta", on);
        es.addEventListener("presence", (m) => (s.presence.value = JSON.parse(m.data)));
        es.onerror = () => {
          note.value = { m: p.t.offline, net: true };
          if (es.readyState === 2) setTimeout(open, 3000);
        };
      };
      open();
      last = Date.now();
      setInterval(
        () => (es.readyState !== 1 || Date.now() - last > 20000) && (poll(), later.value?.hear(s)),
        2500,
      );
      effect(() => {
        later.value?.pullLog(s);
        later.value?.signals(s);
        later.value?.motion(s);
        later.value?.keys(s);
      });
      escape();
    },
  };
  return s;
}
