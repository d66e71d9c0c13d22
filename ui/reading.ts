/**
 * Reading a view for the page: which actions `view.legal` allows for any card (the engine lists one
 * representative of identical choices), attack values, where a card stands, and its state in words.
 */
import {
  type Action,
  attackOf,
  canPurchase,
  checkFromView,
  defOf,
  isTeamGame,
  opponentInRegion,
  regionOf,
  stateFromView,
  type Target,
  teammateOf,
  teamOf,
  type View,
} from "./engine.ts";
import { fmt } from "./i18n.ts";
import type { Store } from "./store.ts";

/** Whether the viewer may take the action now: listed in `legal`, or equivalent to a listed one. */
export function ok(v: View, a: Action): boolean {
  try {
    return v.legal.some((l) => l.type === a.type) && checkFromView(v, a) === null;
  } catch {
    return false;
  }
}

/**
 * Why the viewer cannot buy a card of the galaxy row (or the pilots), from the engine's own check
 * (`canPurchase`): "enemy", an enemy card (to attack for its reward), at any time; "needs 2 more
 * resources" in words, while the viewer is buying (their turn, with resources or an empty hand). Null when
 * it can be bought, or for a spectator.
 */
export function whyNotBuy(s: Store, c: number): "enemy" | string | null {
  const v = s.view.value, me = v.viewer;
  if (me < 0) return null;
  let err;
  try {
    err = canPurchase(stateFromView(v), me, c);
  } catch {
    return null;
  }
  if (err?.code === "cannot-purchase") return "enemy";
  // While buying: the viewer's turn, with resources or nothing left in hand to play for more.
  const p = v.seats[me];
  const buying = v.legal.some((a) => a.type === "endTurn") && (p.resources > 0 || !p.hand?.length);
  if (err?.code === "cannot-afford" && buying) {
    return fmt(s.t.needMore, { n: defOf(c).cost - v.seats[me].resources });
  }
  return null;
}

/** Targets the cards may be committed to now (the enemy base, galaxy row cards). */
export function targetsOf(v: View, cards: number[]): Target[] {
  return (["base", ...v.regions[regionOf(v, v.viewer)].row] as Target[]).filter((x) =>
    x !== -1 && ok(v, { type: "commit", cards, target: x })
  );
}

/** Whether the viewer may commit the card to some attack now. */
export function canAttack(v: View, c: number): boolean {
  return targetsOf(v, [c]).length > 0;
}

/** Current attack of cards in play (constant abilities included), per card id. */
export function attacks(v: View): (c: number) => number {
  const s = stateFromView(v);
  return (c) => {
    try {
      return attackOf(s, c);
    } catch {
      return defOf(c).attack;
    }
  };
}

/** Target a card is committed to: -1 the enemy base, a row card, or undefined. */
export function commitOf(v: View, c: number): number | undefined {
  const m = v.turn.commits;
  for (let i = 0; i < m.length; i += 2) if (m[i] === c) return m[i + 1];
}

/** Card names, joined. */
export function names(s: Store, ids: number[]): string {
  return ids.map((c) => defOf(c).name[s.p.lang]).join(", ");
}

/** The state of a card on the table, in words (current attack, used, attacking, damage). */
export function stateOf(s: Store, c: number, a?: number): string[] {
  const v = s.view.value, t = s.t, out: string[] = [];
  if (a !== undefined && a !== defOf(c).attack) out.push(fmt(t.atkNow, { n: a }));
  if (v.turn.used.includes(c)) out.push(t.used);
  const to = commitOf(v, c);
  if (to !== undefined) out.push(`${t.committed} → ${to < 0 ? t.enemyBase : names(s, [to])}`);
  else if (v.turn.attacked.includes(c)) out.push(t.attacked);
  for (const p of v.seats) {
    const k = p.ships.indexOf(c);
    const d = k >= 0 ? p.shipDamage[k] : p.base === c ? p.baseDamage : -1;
    if (d > 0) out.push(fmt(t.dmg, { d, h: defOf(c).hitPoints! }));
  }
  return out;
}

/**
 * The invitation's words: 1v1 the opponent; 2v2 who the free seats are for the creator (teammate,
 * opponent, the teammate's opponent, with side and region).
 */
export function inviteText(s: Store): string {
  const t = s.t, v = s.view.value, me = v.viewer, env = s.env.value;
  if (!isTeamGame(v)) return t.share;
  const who = v.seats.flatMap((p, i) =>
    env.seated[i] ? [] : [
      `${i === teammateOf(v, me) ? t.whoMate : i === opponentInRegion(v, me) ? t.whoOpp : t.whoMateOpp} (${
        fmt(t.seatName, { side: t.sides[p.faction], r: p.region + 1 })
      })`,
    ]
  );
  const list = who.length > 1 ? `${who.slice(0, -1).join(", ")} ${t.and} ${who[who.length - 1]}` : who[0];
  return fmt(who.length > 1 ? t.shareSome : t.shareOne, { who: list });
}

/**
 * A seat's name for the viewer: "You", "Your teammate", the computer or "Opponent" (a spectator: none),
 * then its side, and in 2v2 its region.
 */
export function seatLabel(s: Store, i: number): string {
  const t = s.t, v = s.view.value, p = v.seats[i], me = v.viewer;
  const bot = s.env.value.bots?.find((b) => b.seat === i && i !== me);
  const who = me < 0
    ? ""
    : i === me
    ? t.you
    : bot
    ? fmt(t.botName, { l: t.levelWord[bot.level] })
    : teamOf(v, i) === teamOf(v, me)
    ? t.mate
    : t.opp;
  const side = isTeamGame(v)
    ? fmt(t.seatName, { side: t.sides[p.faction], r: p.region + 1 })
    : t.sides[p.faction];
  return who ? `${who} · ${side}` : side;
}

/**
 * Why the viewer's ready attack has nothing to attack (issue 21 item 12), or null when it has a target or
 * there is no attack ready: every enemy base destroyed this turn (the next comes when their turn begins)
 * and no enemy unit in the row, or only capital ships ready (they attack bases only).
 */
export function whyNoTarget(s: Store): string | null {
  const v = s.view.value, t = s.t, me = v.viewer;
  if (me < 0 || v.pending.length || !v.legal.some((a) => a.type === "endTurn")) return null;
  const p = v.seats[me], atk = attacks(v);
  const ready = [...p.play, ...p.ships].filter((c) =>
    commitOf(v, c) === undefined && !v.turn.attacked.includes(c) && atk(c) > 0
  );
  if (!ready.length || ready.some((c) => canAttack(v, c))) return null;
  const n = ready.reduce((sum, c) => sum + atk(c), 0);
  const enemies = v.seats.filter((q) => q.team !== p.team);
  const enemyInRow = v.regions[regionOf(v, me)].row.some((c) => {
    const d = c >= 0 ? defOf(c) : null;
    return d?.type === "unit" && d.faction !== p.faction && d.faction !== "neutral";
  });
  const why = [
    enemies.every((q) => q.base < 0 && !q.ships.length) && (enemies.length > 1 ? t.noBasesNow : t.noBaseNow),
    enemyInRow ? ready.every((c) => p.ships.includes(c)) && t.shipsBaseOnly : t.noEnemyInRow,
  ].filter((x): x is string => !!x);
  return fmt(t.nothingToAttack, { n, why: why.join("; ") || t.noTargetNow });
}
