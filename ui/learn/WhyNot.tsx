/**
 * "Why not?" on a card: what the player may look for on it and cannot do, in words, from the engine's own
 * check (engine/turn/why_not.ts) on the state the view allows: buy a row card (an enemy card, resources missing),
 * play a card of the hand, use the ability of a card in play (used this turn, the Force not with you), and the
 * capital ships standing in front of the enemy base. Shown under the zoomed card (hover, focus, tap).
 */
import { h } from "preact";
import { defOf, regionOf, stateFromView, type View } from "../engine.ts";
import { type Refusal, shipsFirst, whyNot } from "../../engine/turn/why_not.ts";
import type { TurnAction } from "../../engine/turn/actions.ts";
import type { Store } from "../store.ts";
import { ok } from "../reading.ts";

/** What a player may look for on this card (none for a spectator). */
function wanted(v: View, c: number): TurnAction[] {
  const me = v.viewer, p = v.seats[me], g = v.regions[regionOf(v, me)];
  if (g.row.includes(c) || g.pilots.includes(c)) return [{ type: "purchase", card: c }];
  if (p.hand?.includes(c)) return [{ type: "play", card: c }];
  const mine = p.play.includes(c) || p.ships.includes(c) || p.base === c;
  return mine && defOf(c).ability ? [{ type: "ability", card: c }] : [];
}

/** Whether the card is an enemy base (its capital ships, attacked first, are not behind anything). */
function enemyBase(v: View, c: number): boolean {
  const team = v.seats[v.viewer].team;
  return v.seats.some((q) => q.team !== team && q.base === c);
}

/** The refusals a player reads on this card, in the table's words. */
export function reasons(s: Store, c: number): string[] {
  const w = s.p.learn?.why;
  if (!w) return [];
  const v = s.view.value;
  if (v.viewer < 0 || v.winner >= 0 || c < 0) return [];
  const out: Refusal[] = [];
  try {
    const st = stateFromView(v);
    for (const a of wanted(v, c)) {
      if (ok(v, a)) continue;
      const r = whyNot(st, v.viewer, a);
      if (r) out.push(r);
    }
    if (enemyBase(v, c)) {
      const r = shipsFirst(st, v.viewer);
      if (r) out.push(r);
    }
  } catch {
    return []; // what the view hides decides: the server's refusal will say it
  }
  return out.map((r) => w[r.why].replace("{n}", String(r.n ?? "")));
}

/** The reasons under a zoomed card (nothing when there is none). */
export function WhyNot({ s, c }: { s: Store; c: number }) {
  const rs = reasons(s, c), title = s.p.learn?.whyTitle;
  if (!rs.length) return null;
  return (
    <div class="whynot" role="note">
      <b>{title}</b>
      {rs.map((x) => <p key={x}>{x}</p>)}
    </div>
  );
}
