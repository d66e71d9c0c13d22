/**
 * Both sides' turn clocks on the table, counted down each second from the deadline the server sent, the
 * running one marked; once the other side's clock ran out, the offer to claim the win or keep waiting
 * (nothing happens by itself). "Keep waiting" closes the offer on this device only; a small "Claim the
 * win" button stays. Part of the table's second bundle.
 */
import { h } from "preact";
import { useEffect, useState } from "preact/hooks";
import { fmt } from "./i18n.ts";
import type { Store } from "./store.ts";
import { WORDS } from "./words.ts";
import { clockFace, timeLeft } from "./clock_text.ts";

type Side = "empire" | "rebel";

/** The device's memory of "keep waiting": the deadline it was said for (a later running out asks again). */
const keptKey = (id: string) => `ht-keep-${id}`;

function keptFor(id: string): string | null {
  try {
    return globalThis.localStorage?.getItem(keptKey(id)) ?? null;
  } catch {
    return null;
  }
}

/** The team whose clock ran out while the viewer's side waits (claimable now), if any. */
function lateSide(s: Store, now: number) {
  const env = s.env.value, c = env.clock, v = env.view, me = v.viewer;
  if (!c || c.claim || v.winner >= 0 || me < 0) return undefined;
  return c.sides.find((x) => x.team !== v.seats[me].team && x.deadline !== null && x.deadline <= now);
}

/** Re-renders its component each second (the clocks count down between the server's updates). */
function useSecond(): number {
  const [, tick] = useState(0);
  useEffect(() => {
    const i = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(i);
  }, []);
  return Date.now();
}

/** The table's faction of a team. */
const sideOf = (s: Store, team: number) =>
  s.env.value.view.seats.find((x) => x.team === team)!.faction as Side;

/** Asks the server for the win on time; the answer is the table's new envelope, or a note. */
async function claimWin(s: Store): Promise<void> {
  const r = await fetch(`/api/games/${s.p.id}/claim-win`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  }).catch(() => null);
  const b = await r?.json().catch(() => null);
  if (r?.ok) s.env.value = b;
  else s.note.value = { m: fmt(s.t.error, { m: b?.message ?? s.t.offline }), net: !r };
}

/** The clocks of the table's game, in its status line (nothing in a game without one). */
export function Clocks({ s }: { s: Store }) {
  const now = useSecond();
  const c = s.env.value.clock;
  if (!c) return null;
  const w = WORDS[s.p.lang];
  return (
    <span class="clocks" role="group" aria-label={w.clock.legend}>
      {c.sides.map((x) => {
        const run = x.deadline !== null, left = timeLeft(x, now), f = sideOf(s, x.team);
        return (
          <span
            key={x.team}
            class={`clock ${f}${run ? " run" : ""}${left <= 0 ? " out" : ""}`}
            data-clock={f}
            aria-current={run || undefined}
          >
            {w.clock.side[f]} <b>{clockFace(left)}</b>
            {run && " "}
            {run && <i>{left <= 0 ? w.clock.out : w.clock.running}</i>}
          </span>
        );
      })}
    </span>
  );
}

/**
 * Under the status line: who won on time, or the offer to claim the win or keep waiting once the other
 * side's clock ran out ("keep waiting" closes it on this device; a small button to claim stays).
 */
export function ClaimOffer({ s }: { s: Store }) {
  const now = useSecond();
  const [kept, setKept] = useState<string | null>(null);
  useEffect(() => setKept(keptFor(s.p.id)), []); // after hydrating: the server knows nothing of it
  const c = s.env.value.clock, w = WORDS[s.p.lang];
  if (c?.claim) return <p class="share claimed" role="status">{w.clock.claimed[sideOf(s, c.claim.team)]}</p>;
  const late = lateSide(s, now);
  if (!late) return null;
  const d = String(late.deadline);
  const keep = () => {
    try {
      globalThis.localStorage?.setItem(keptKey(s.p.id), d);
    } catch { /* a device that keeps nothing asks again on its next visit */ }
    setKept(d);
  };
  return kept === d
    ? (
      <p class="share offer kept">
        <button type="button" data-act="claimWin" onClick={() => claimWin(s)}>{w.clock.claim}</button>
      </p>
    )
    : (
      <div class="share offer" role="alert">
        <p>{w.clock.offer[sideOf(s, late.team)]}</p>
        <button type="button" class="go" data-act="claimWin" onClick={() => claimWin(s)}>
          {w.clock.claim}
        </button>
        <button type="button" data-act="keepWaiting" onClick={keep}>{w.clock.keep}</button>
      </div>
    );
}
