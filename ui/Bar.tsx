/**
 * The action bar under the table: the player's pending decision, the opponent's ("is choosing"), the
 * attack being prepared with its preview, the end-of-turn check, the turn's buttons, the game's end.
 * The panels of some moments only (a decision, an attack, the end check, the game's end) come from the
 * second bundle (`later.ts`).
 */
import { type ComponentChildren, h } from "preact";
import { type Action, teammateOf } from "./engine.ts";
import { fmt } from "./i18n.ts";
import { names, whyNoTarget } from "./reading.ts";
import type { Store } from "./store.ts";

/** The id of the table's move form (islands/Table.tsx), which the buttons of moves submit. */
export const MOVE_FORM = "mv";

/**
 * A button named by `act` (`data-act`, which the browser tests click); `off`: shown, not usable (a replay).
 * A button of a move (`a`) also submits it with the table's move form, so that it works before the page's
 * script has run (a slow phone) and without JavaScript; once the script runs, `on` does it instead.
 */
export const B = (
  p: {
    act: string;
    on: () => void;
    a?: Action;
    cls?: string;
    pressed?: boolean;
    label?: string;
    off?: boolean;
    /** Its keyboard shortcut (ui/keys.ts). */
    keys?: string;
    children: ComponentChildren;
  },
) => (
  <button
    type={p.a ? "submit" : "button"}
    form={p.a && MOVE_FORM}
    name={p.a && "a"}
    value={p.a && JSON.stringify(p.a)}
    disabled={p.off}
    class={p.cls}
    data-act={p.act}
    aria-pressed={p.pressed}
    aria-label={p.label}
    aria-keyshortcuts={p.keys}
    onClick={p.off ? undefined : (e) => {
      e.preventDefault();
      p.on();
    }}
  >
    {p.children}
  </button>
);

/** The bar: one panel at a time, by priority; none when there is nothing to say (spectators between moves). */
export function Bar({ s }: { s: Store }) {
  const t = s.t,
    v = s.view.value,
    me = v.viewer,
    mine = v.pending.findIndex((d) => d.seat === me),
    L = s.later.value;
  const faction = (i: number) => v.seats[i].faction;
  let body;
  if (v.winner >= 0) {
    body = L && <L.Over s={s} />;
  } else if (mine >= 0) {
    body = L ? <L.Decide s={s} d={v.pending[mine]} i={mine} /> : <p class="wait">{t.waitServer}</p>;
  } else if (v.pending.length) {
    // Another seat's decision, as the server words it for this reader ("Your opponent is choosing a card
    // to discard from their hand."); the plain wait line where the generator wrote none.
    const prs = s.env.value.prompts[s.p.lang] ?? [];
    body = (
      <div class="wait" role="status">
        {v.pending.map((d, k) => (
          <p key={d.id}>
            {prs[k]?.title || (me < 0
              ? fmt(t.waitFor, { who: t.sideWho[faction(d.seat)] })
              : d.seat === teammateOf(v, me)
              ? t.mateChoosing
              : t.oppChoosing)}
          </p>
        ))}
      </div>
    );
  } else if (s.ending.value && L) body = <L.EndCheck s={s} />;
  else if (s.sel.value.length && L) body = <L.Attack s={s} />;
  else if (v.legal.length) {
    // Attack ready and no target: say why, rather than show no attack button without a word.
    const idle = whyNoTarget(s);
    body = (
      <div class="turn">
        {idle && <p class="idle" role="status">{idle}</p>}
        {v.legal.some((a) => a.type === "playAll") && (
          <B
            act="playAll"
            a={{ type: "playAll" }}
            keys="P"
            on={() => s.send({ type: "playAll" })}
          >
            {t.playAll}
          </B>
        )}
        {v.legal.map((a) =>
          a.type === "resolve" && (
            <B
              key={a.target}
              act={`resolve:${a.target}`}
              a={a}
              on={() => s.attack([], a.target)}
            >
              {fmt(t.resolve, { t: a.target === "base" ? t.enemyBase : names(s, [a.target]) })}
            </B>
          )
        )}
        {L?.leftovers(s).length
          ? (
            // Something left to do: the end-of-turn check first (before the page's script runs, the table
            // page asked with ?end=1 shows it).
            <button
              type="submit"
              class="go"
              data-act="endTurn"
              form={MOVE_FORM}
              formMethod="get"
              formAction={`/g/${s.p.id}`}
              name="end"
              value="1"
              aria-keyshortcuts="E"
              onClick={(e) => {
                e.preventDefault();
                s.ending.value = true;
              }}
            >
              {t.endTurn}
            </button>
          )
          : (
            <B cls="go" act="endTurn" a={{ type: "endTurn" }} keys="E" on={() => s.send({ type: "endTurn" })}>
              {t.endTurn}
            </B>
          )}
      </div>
    );
  } else if (s.local.value || (me >= 0 && v.turn.phase === "main")) {
    body = (
      <p class="wait" role="status">
        {s.local.value ? t.waitServer : t.theirTurn[faction(v.turn.seat)]}
      </p>
    );
  }
  const undo = L && s.env.value.undo && <L.Undo s={s} />;
  return body || s.note.value || undo
    ? (
      <div class="bar">
        {s.note.value && <p class="note" role="alert">{s.note.value.m}</p>}
        {body}
        {undo}
      </div>
    )
    : null;
}
