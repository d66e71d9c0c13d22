/**
 * Table talk (second bundle): the seated players' chat beside the log, on the table channel or (2v2)
 * the team channel. Texts are shown as text nodes, quick phrases in the reader's language; new
 * messages come on the stream's `chat` event (`ui/store.ts` hands them to `hear`) or are polled while
 * the stream is down; while the panel is closed its button (and the phone's section link) counts the
 * unread ones.
 */
import { h } from "preact";
import { useEffect } from "preact/hooks";
import { type Signal, signal } from "@preact/signals";
import type {
  ChatBody,
  ChatChannel,
  ChatCursor,
  ChatMessage,
  ChatPage,
  QuickPhrase,
} from "../api/contract.ts";
import { cursorText, parseCursor } from "../api/chat_cursor.ts";
import { isTeamGame, teammateOf, type View } from "./engine.ts";
import { fmt } from "./i18n.ts";
import { B } from "./Bar.tsx";
import type { Store } from "./store.ts";

/** One table's talk: the messages heard, in order; the panel's state; the channel to write on; a refusal. */
interface Talk {
  msgs: Signal<ChatMessage[]>;
  open: Signal<boolean>;
  /** The last message the player has seen on each channel (kept per game in localStorage). */
  read: Signal<ChatCursor>;
  channel: Signal<ChatChannel>;
  note: Signal<string | null>;
  polling: boolean;
}

const talks = new WeakMap<Store, Talk>();
const readKey = (s: Store) => `ht_read_${s.p.id}`;

function talkOf(s: Store): Talk {
  let k = talks.get(s);
  if (!k) {
    const kept = typeof localStorage === "undefined" ? null : localStorage.getItem(readKey(s));
    // A number alone was kept before the channels were numbered apart: it counted both.
    const read = kept && /^\d+$/.test(kept) ? { table: +kept, team: +kept } : parseCursor(kept);
    k = {
      msgs: signal([]),
      open: signal(false),
      read: signal(read),
      channel: signal("table"),
      note: signal(null),
      polling: false,
    };
    talks.set(s, k);
  }
  return k;
}

/** A message's identity: its channel and its number there (each channel is numbered apart). */
const keyOf = (m: ChatMessage) => m.channel + m.n;

/** The last message number of each channel among `msgs`. */
function lastOf(msgs: ChatMessage[]): ChatCursor {
  const c = { table: 0, team: 0 };
  for (const m of msgs) c[m.channel] = Math.max(c[m.channel], m.n);
  return c;
}

/** Adds the messages not yet heard (a message may come twice: by the stream, a poll, its own post). */
function merge(s: Store, messages: ChatMessage[], last?: ChatCursor): void {
  const k = talkOf(s), known = new Set(k.msgs.value.map(keyOf));
  const add = messages.filter((m) => !known.has(keyOf(m)));
  if (add.length) k.msgs.value = [...k.msgs.value, ...add].sort((a, b) => a.at - b.at || a.n - b.n);
  if (last) {
    const h = parseCursor(s.heard);
    s.heard = cursorText({ table: Math.max(h.table, last.table), team: Math.max(h.team, last.team) });
  }
}

/** Fetches the messages after the cursor `after` (seated players only; one request at a time). */
async function pull(s: Store, after: string): Promise<void> {
  const k = talkOf(s);
  if (s.view.value.viewer < 0 || k.polling) return;
  k.polling = true;
  try {
    const r = await fetch(`/api/games/${s.p.id}/chat?after=${after}`).catch(() => null);
    if (r?.ok) {
      const page: ChatPage = await r.json();
      merge(s, page.messages, page.last);
    }
  } finally {
    k.polling = false;
  }
}

/** A page of the stream's `chat` event (`data`), or (none) a poll while the stream is down. */
export function hear(s: Store, data?: string): void {
  if (data === undefined) {
    pull(s, s.heard);
    return;
  }
  const page: ChatPage = JSON.parse(data);
  merge(s, page.messages, page.last);
}

/** Posts a message on the chosen channel; a refusal (too fast, empty or too long) is said plainly. */
async function say(s: Store, what: { text: string } | { phrase: QuickPhrase }): Promise<boolean> {
  const t = s.t, k = talkOf(s);
  k.note.value = null;
  const r = await fetch(`/api/games/${s.p.id}/chat`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ channel: k.channel.value, ...what } as ChatBody),
  }).catch(() => null);
  const b = await r?.json().catch(() => null);
  if (r?.ok) merge(s, [b]);
  else {
    k.note.value = !r
      ? t.offline
      : r.status === 429
      ? t.chatSlow
      : b?.error === "bad-message"
      ? t.chatBad
      : fmt(t.chatFail, { m: b?.message ?? r.status });
  }
  return !!r?.ok;
}

/** Who wrote a message, short: you, your teammate, or the seat's side (and region in 2v2). */
function speaker(s: Store, seat: number): string {
  const t = s.t, v = s.view.value, p = v.seats[seat];
  return seat === v.viewer
    ? t.you
    : !isTeamGame(v)
    ? t.opp
    : seat === teammateOf(v, v.viewer)
    ? t.mate
    : fmt(t.seatName, { side: t.sides[p.faction], r: p.region + 1 });
}

/** Whether anyone at the table can read the viewer: a seated player and another seat not the computer's. */
export function canTalk(v: View, bots: { seat: number }[]): boolean {
  return v.viewer >= 0 && v.seats.some((_, i) => i !== v.viewer && !bots.some((b) => b.seat === i));
}

/** The table talk panel (seated players only): its button with the unread count, the messages, the form. */
export function Chat({ s }: { s: Store }) {
  const t = s.t, v = s.view.value, me = v.viewer, k = talkOf(s), bots = s.env.value.bots;
  const msgs = k.msgs.value, open = k.open.value, read = k.read.value;
  const last = lastOf(msgs), at = cursorText(last);
  const unread = msgs.filter((m) => m.n > read[m.channel] && m.seat !== me).length;
  useEffect(() => {
    if (!canTalk(v, bots)) return;
    pull(s, "0");
    const link = document.querySelector('.tabs a[href="#chat"]');
    const toChat = () => {
      k.open.value = true;
      requestAnimationFrame(() => document.getElementById("chat")?.scrollIntoView());
    };
    if (location.hash === "#chat") toChat();
    link?.addEventListener("click", toChat);
    return () => link?.removeEventListener("click", toChat);
  }, []);
  useEffect(() => {
    const seen = { table: Math.max(read.table, last.table), team: Math.max(read.team, last.team) };
    if (open && cursorText(seen) !== cursorText(read)) {
      k.read.value = seen;
      try {
        localStorage.setItem(readKey(s), cursorText(seen));
      } catch { /* private mode: the count restarts with the page */ }
    }
    const link = document.querySelector('.tabs a[href="#chat"]');
    if (unread && !open) link?.setAttribute("data-n", String(unread));
    else link?.removeAttribute("data-n");
  }, [open, at, unread]);
  if (!canTalk(v, bots)) return null;
  const channel = k.channel.value;
  // The team channel when the teammate is a person.
  const team = isTeamGame(v) && !bots.some((b) => b.seat === teammateOf(v, me));
  return (
    <section id="chat" class={open ? "chat open" : "chat"} aria-label={t.talk}>
      <h2>
        <button type="button" aria-expanded={open} data-act="chat" onClick={() => (k.open.value = !open)}>
          {t.talk}
          {unread > 0 && !open && <b class="unread">{fmt(t.unreadN, { n: unread })}</b>}
        </button>
      </h2>
      {open && (
        <div class="talk">
          <div class="scroll" role="log" tabIndex={0} aria-label={t.talk}>
            <ol>
              {msgs.length === 0 && <li class="none">{t.talkNone}</li>}
              {msgs.map((m) => (
                <li key={keyOf(m)} class={m.channel === "team" ? "toteam" : undefined}>
                  <b>{speaker(s, m.seat)}</b>
                  {m.channel === "team" && <i>{` (${t.talkTeam})`}</i>}
                  {": "}
                  {m.phrase ? t.phrases[m.phrase] : m.text}
                </li>
              ))}
            </ol>
          </div>
          {team && (
            <div class="to" role="group" aria-label={t.talkTo}>
              {(["table", "team"] as const).map((c) => (
                <B key={c} act={`to:${c}`} pressed={c === channel} on={() => (k.channel.value = c)}>
                  {c === "team" ? t.talkToTeam : t.talkTable}
                </B>
              ))}
            </div>
          )}
          <div class="quick" role="group" aria-label={t.quick}>
            {(Object.keys(t.phrases) as QuickPhrase[]).map((p) => (
              <B
                key={p}
                act={`say:${p}`}
                on={() => say(s, { phrase: p })}
              >
                {t.phrases[p]}
              </B>
            ))}
          </div>
          <form
            class="say"
            onSubmit={(e) => {
              e.preventDefault();
              const i = e.currentTarget.elements.namedItem("text") as HTMLInputElement;
              if (i.value) say(s, { text: i.value }).then((ok) => ok && (i.value = ""));
            }}
          >
            <input
              name="text"
              maxLength={280}
              autoComplete="off"
              aria-label={t.talkSay}
              placeholder={t.talkSay}
            />
            <button type="submit" class="go" data-act="send">{t.send}</button>
          </form>
          {k.note.value && <p class="note" role="alert">{k.note.value}</p>}
        </div>
      )}
    </section>
  );
}
