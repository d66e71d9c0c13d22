/**
 * The table island: both seats (bases, capital ships, play areas, piles), the Force track, the
 * galaxy row, the dock (hand and action bar), the card zoom and the log (its renderer loads lazily).
 * Rendered on the server from the viewer's view, then hydrated and kept live by the store.
 */
import { h } from "preact";
import { useEffect, useMemo, useRef } from "preact/hooks";
import {
  acrossFrom,
  type Action,
  defOf,
  frontSeat,
  isTeamGame,
  onTurn,
  opponentInRegion,
  regionOf,
  teammateOf,
} from "../ui/engine.ts";
import { fmt } from "../ui/i18n.ts";
import { Big, Card } from "../ui/Card.tsx";
import { B, Bar, MOVE_FORM } from "../ui/Bar.tsx";
import { attacks, canAttack, commitOf, inviteText, names, ok, seatLabel, whyNotBuy } from "../ui/reading.ts";
import { HowToButton, HowToSheet } from "../ui/learn/Learn.tsx";
import { createStore, later, type Store, type TableProps } from "../ui/store.ts";

/** A button playing an action when the view allows it. */
const Act = (
  { s, a, label, children }: { s: Store; a: Action & { card: number }; label?: string; children: string },
) =>
  ok(s.view.value, a)
    ? <B act={`${a.type}:${a.card}`} a={a} label={label} on={() => s.send(a)}>{children}</B>
    : null;

/** A pile that opens as a list of cards (discard piles, victory piles); keyed by its size, it pops when cards land on it. */
const Pile = ({ s, title, cards }: { s: Store; title: string; cards: number[] }) => (
  <button
    type="button"
    class="pile"
    disabled={!cards.length}
    onClick={() => (s.pile.value = { title, cards })}
  >
    {title}
  </button>
);

/**
 * One seat's side of the table: counts, piles, pools, base, capital ships and units in play; in 2v2
 * whether it ended its part of the team turn or is waited for, and a teammate's hand.
 */
function Seat({ s, i, id }: { s: Store; i: number; id: string }) {
  const t = s.t, v = s.view.value, p = v.seats[i], mine = i === v.viewer, atk = attacks(v), sel = s.sel.value;
  // 2v2: a team's capital ships and bases are shared (the teammate's may be used and attack too).
  const ours = v.viewer >= 0 && p.team === v.seats[v.viewer].team;
  const free = (c: number) => commitOf(v, c) === undefined && !v.turn.attacked.includes(c);
  const play = (c: number) => {
    const on = sel.includes(c);
    return (
      <Card key={c} s={s} c={c} a={atk(c)} cls={on ? "sel" : ""}>
        {ours && <Act s={s} a={{ type: "ability", card: c }}>{t.ability}</Act>}
        {ours && canAttack(v, c) && (
          <B
            act={`atk:${c}`}
            pressed={on}
            on={() => (s.sel.value = on ? sel.filter((x) => x !== c) : [...sel, c])}
          >
            {on ? t.atkOn : t.atkToggle}
          </B>
        )}
      </Card>
    );
  };
  return (
    <section id={id} data-s={i} class={`seat ${id} ${p.faction}`} aria-label={seatLabel(s, i)} tabIndex={-1}>
      <h2>{seatLabel(s, i)}</h2>
      <p class="info">
        {`${fmt(t.handN, { n: p.handCount })} · ${fmt(t.deckN, { n: p.deckCount })} · ${
          fmt(t.basesLeft, { n: p.basesCount })
        }`}
        <Pile
          key={p.discard.length}
          s={s}
          title={fmt(t.discardN, { n: p.discard.length })}
          cards={[...p.discard].reverse()}
        />
        <b class="ic R">{fmt(t.resN, { n: p.resources })}</b>
        <b class="ic A">
          {[...p.play, ...p.ships].filter(free).reduce((n, c) =>
            n + atk(c), 0)} {t.readyAttack}
        </b>
        {p.victory.length > 0 && <span>{fmt(t.victory, { n: names(s, p.victory) })}</span>}
        {p.deckTop.length > 0 && <span>{fmt(t.deckTop, { c: names(s, p.deckTop) })}</span>}
        {v.turn.ended?.includes(i) && <b class="tag">{t.ended}</b>}
        {v.waitingFor?.includes(i) && <b class="tag">{t.waitingOn}</b>}
        {later.value && <later.value.Presence s={s} i={i} />}
      </p>
      <div class="zone">
        {p.base >= 0
          ? (
            <Card s={s} c={p.base}>
              {ours && <Act s={s} a={{ type: "ability", card: p.base }}>{t.ability}</Act>}
            </Card>
          )
          : <p class="card nobase">{t.noBase}</p>}
        {p.ships.map(play)}
        {p.play.map(play)}
      </div>
      {!mine && p.hand && (
        <div class="zone mhand" role="group" aria-label={t.mateHand}>
          {p.hand.map((c) => <Card key={c} s={s} c={c} />)}
        </div>
      )}
    </section>
  );
}

/** The Balance of the Force: seven spaces, the marker, and who the Force is with. */
function Force({ s }: { s: Store }) {
  const t = s.t, f = s.view.value.force;
  const txt = f === 3
    ? t.forceNone
    : t.forceWith[f < 3 ? "empire" : "rebel"] + (f % 6 ? "" : ` (${t.forceFull})`);
  return (
    <div class={`force f${f}`}>
      <span aria-hidden="true">{t.sides.empire}</span>
      <ol aria-label={t.force}>
        {[0, 1, 2, 3, 4, 5, 6].map((k) => <li key={k} class={k === f ? "on" : ""} />)}
        <i class="marker" aria-hidden="true" />
      </ol>
      <span aria-hidden="true">{t.sides.rebel}</span>
      <p>{txt}</p>
    </div>
  );
}

/** The galaxy row with its deck, discard pile and the Outer Rim Pilots. */
function Galaxy({ s }: { s: Store }) {
  const t = s.t, v = s.view.value, g = v.regions[regionOf(v, frontSeat(v.viewer))];
  const pilot = g.pilots[g.pilots.length - 1];
  // A card that cannot be bought says why: an enemy card in its reward box (face.tsx), a price under it.
  const why = (c: number) => whyNotBuy(s, c);
  const buy = (c: number, w: string | null) => [
    <Act key="b" s={s} a={{ type: "purchase", card: c }}>{fmt(t.buy, { c: defOf(c).cost })}</Act>,
    <Act key="p" s={s} a={{ type: "payOff", card: c }}>{fmt(t.payOffBtn, { c: defOf(c).cost })}</Act>,
    w && w !== "enemy" && <p key="w" class="why">{w}</p>,
  ];
  return (
    <section id="row" class="galaxy" aria-label={t.row} tabIndex={-1}>
      <h2>{t.row}</h2>
      <p class="info">
        <span>{fmt(t.galaxyDeck, { n: g.deckCount })}</span>
        <Pile s={s} title={fmt(t.galaxyDiscard, { n: g.discard.length })} cards={[...g.discard].reverse()} />
        {g.deckTop.length > 0 && <span>{fmt(t.galaxyTop, { c: names(s, g.deckTop) })}</span>}
      </p>
      <div class="zone">
        {g.row.map((c, i) =>
          c < 0
            ? <p key={i} class="card nobase">{t.empty}</p>
            : <Card key={c} s={s} c={c} row cls={why(c) === "enemy" ? "enemy" : ""}>{buy(c, why(c))}</Card>
        )}
        {pilot !== undefined && (
          <Card s={s} c={pilot}>
            <span class="badge">
              <span class="sr">{fmt(t.pilots, { n: g.pilots.length })}</span>
              <span aria-hidden="true">×{g.pilots.length}</span>
            </span>
            {buy(pilot, why(pilot))}
          </Card>
        )}
      </div>
    </section>
  );
}

/** The viewer's hand, each card's Play button saying what playing it will give (once the second bundle is here). */
function Hand({ s }: { s: Store }) {
  const t = s.t, v = s.view.value;
  return (
    <section class="hand" aria-label={t.hand}>
      <h2>{t.hand}</h2>
      <div class="zone">
        {v.seats[v.viewer].hand!.map((c) => (
          <Card key={c} s={s} c={c}>
            <Act s={s} a={{ type: "play", card: c }} label={later.value?.playLabel(s, c)}>{t.play}</Act>
          </Card>
        ))}
      </div>
    </section>
  );
}

/** The whole table. */
export default function Table(props: TableProps & { store?: Store }) {
  const s = useMemo(() => props.store ?? createStore(props), []);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // From here on the page's script answers every button (app.css: before, some say they are not ready).
    root.current?.setAttribute("data-live", "");
    if (!props.still) s.start();
    if (!later.value) import("../ui/later.ts").then((m) => (later.value = m));
  }, []);
  useEffect(() => {
    if (!props.still || props.env === s.env.value) return;
    s.seen.value = s.env.value.view;
    s.env.value = props.env;
  }, [props.env]);
  useEffect(() => {
    if (props.lines) s.log.value = props.lines;
  }, [props.lines]);
  useEffect(() => {
    const z = s.zoom.value;
    if (z && !z.keep && !document.querySelector(`.card[data-c="${z.c}"]`)) s.zoom.value = null;
    later.value?.markCut(s.t.more);
    later.value?.keepSide();
  });
  const t = s.t,
    env = s.env.value,
    v = s.view.value,
    me = v.viewer,
    log = s.log.value,
    z = s.zoom.value,
    pile = s.pile.value,
    L = later.value;
  const front = frontSeat(me), mate = teammateOf(v, front), team = isTeamGame(v);
  const opp = <Seat s={s} i={acrossFrom(v, me)} id="opp" />, mine = <Seat s={s} i={front} id="me" />;
  return (
    <div class="table" ref={root} data-seq={env.seq} data-busy={s.local.value ? 1 : undefined}>
      {me >= 0 && !props.still && !props.store && (
        // The move form: the buttons of moves submit it until the page's script takes them over (ui/Bar.tsx B).
        <form id={MOVE_FORM} method="post" action={`/g/${props.id}/act`} hidden>
          <input type="hidden" name="seq" value={env.seq} />
          <input type="hidden" name="id" value={`f${env.seq}.${me}`} />
        </form>
      )}
      <p class="status">
        <span role="status">
          {v.turn.phase === "setup"
            ? t.setup
            : `${fmt(t.turn, { n: v.turn.n })} · ${
              v.winner >= 0
                ? t.sideWins[v.seats[v.winner].faction]
                : me >= 0 && onTurn(v, me) && !props.still
                ? t.yourTurn
                : t.theirTurn[v.seats[v.turn.seat].faction]
            }${v.waitingFor?.includes(mate) ? ` · ${t.waitMate}` : ""}`}
        </span>
        {env.clock && L && <L.Clocks s={s} />}
        <button
          type="button"
          class="helpbtn"
          aria-keyshortcuts="?"
          title={`${t.help} (?)`}
          onClick={() => (s.help.value = !s.help.value)}
        >
          <span aria-hidden="true">?</span> <span class="helpword">{t.help}</span>
        </button>
        {props.learn && <HowToButton lang={props.lang} label={props.learn.open} />}
      </p>
      {env.clock && L && <L.ClaimOffer s={s} />}
      {props.invite && !env.seated.every(Boolean) && (
        <div class="share">
          <p>{inviteText(s)}</p>
          <input readOnly value={props.invite} aria-label={t.inviteLink} />
          <button
            type="button"
            onClick={(e) => {
              const b = e.currentTarget;
              navigator.clipboard?.writeText(props.invite!).then(() => (b.textContent = t.copied));
            }}
          >
            {t.copy}
          </button>
        </div>
      )}
      <main class={team ? "board team" : "board"}>
        {team
          ? (
            <div class="pair">
              {opp}
              <Seat s={s} i={opponentInRegion(v, mate)} id="opp2" />
            </div>
          )
          : opp}
        <Force s={s} />
        <Galaxy s={s} />
        {team
          ? (
            <div class="pair">
              {mine}
              <Seat s={s} i={mate} id="mate" />
            </div>
          )
          : mine}
      </main>
      <div class="dock" id="dock" tabIndex={-1}>
        {me >= 0 && <Hand s={s} />}
        {
          /* A slot rendered with or without the second bundle, so the bar after it keeps its place. The coach
            comes with the bundle only: the server renders the slot empty like the page's first render (a
            coach rendered by the server was removed on hydrating, then drawn again: the bar jumped twice). */
        }
        <div class="coachslot">{L && typeof document !== "undefined" && <L.Coach s={s} />}</div>
        <Bar s={s} />
      </div>
      <aside class="side">
        <div class="zoompanel" aria-hidden="true">{z ? <Big s={s} c={z.c} /> : <p>{t.zoomHint}</p>}</div>
        <section id="log" class="log" aria-label={t.log} tabIndex={-1}>
          <h2>{t.log}</h2>
          {L && <L.LogLines s={s} />}
          <p class="sr" aria-live="polite">{log[log.length - 1]?.x}</p>
        </section>
        {L && !props.still && !s.here && <L.Chat s={s} />}
        {L && !s.here && <L.SignalToggles s={s} />}
      </aside>
      {z?.open && L && <L.ZoomFly s={s} z={z} />}
      {pile && L && <L.PileSheet s={s} pile={pile} />}
      {s.help.value && L && <L.HelpSheet s={s} />}
      {L && !props.still && <L.Intro s={s} />}
      {props.learn && <HowToSheet close={props.learn.close} title={props.learn.open} />}
    </div>
  );
}
