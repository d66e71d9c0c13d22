/**
 * The online / away mark on another person's seat, from the server's `presence` events (a seat is
 * online while its player has the table open). Nothing for the viewer's own seat, a computer's, a free
 * seat, a spectator's table or a replay. Part of the table's second bundle.
 */
import { h } from "preact";
import { fmt } from "./i18n.ts";
import type { Store } from "./store.ts";
import { WORDS } from "./words.ts";

/** The mark of seat `i`, with the time of its last change as the title. */
export function Presence({ s, i }: { s: Store; i: number }) {
  const p = s.presence.value?.seats[i], env = s.env.value, me = env.view.viewer;
  if (!p || me < 0 || i === me || !env.seated[i] || env.bots.some((b) => b.seat === i)) return null;
  const w = WORDS[s.p.lang];
  const at = p.since === null
    ? undefined
    : new Date(p.since).toLocaleTimeString(s.p.lang, { hour: "2-digit", minute: "2-digit" });
  return (
    <b
      class={`tag presence ${p.online ? "on" : "off"}`}
      data-presence={p.online ? "online" : "away"}
      title={at && fmt(p.online ? w.onlineSince : w.awaySince, { t: at })}
    >
      {p.online ? w.online : w.away}
    </b>
  );
}
