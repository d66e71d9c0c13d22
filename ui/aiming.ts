/**
 * Aiming an attack (second bundle): what an attack on a target will do (the engine's attack preview),
 * whether it does something, and the targets the selected attackers can defeat or damage.
 */
import { type AttackPreview, opponentInRegion, type Target, teamOf, type View } from "./engine.ts";
import { previewAttack } from "../engine/view/preview.ts";
import { targetsOf } from "./reading.ts";

/**
 * What an attack will do, and whether it wins the game for the viewer's side (the winner of the
 * engine's predicted view). A galaxy row attack's aftermath is unknown to the engine's preview (the
 * refill reveals a hidden card), but the preview still tells its total, the target value and whether
 * the target falls.
 */
export function attackOn(
  v: View,
  cards: number[],
  target: Target,
): (AttackPreview & { wins: boolean }) | null {
  const pv = previewAttack(v, cards, target);
  if (!pv.ok || !pv.attack) return null;
  const w = pv.known ? pv.view.winner : -1;
  return { ...pv.attack, wins: w >= 0 && teamOf(v, w) === teamOf(v, v.viewer) };
}

/** Whether an attack does something: defeats its row target, or damages the base or a capital ship. */
export function succeeds(a: ReturnType<typeof attackOn>): boolean {
  return !!a &&
    (a.target === "base"
      ? a.baseDamage > 0 || a.shipDamage.length > 0 || a.shipsDestroyed.length > 0 || a.split
      : !!a.defeated);
}

/**
 * Whether the damage split an attack leads to is between the enemy bases (2v2: no enemy capital ship
 * is left standing) rather than among the enemy capital ships.
 */
export function splitsBases(v: View, a: AttackPreview): boolean {
  const team = teamOf(v, v.viewer);
  return a.split &&
    v.seats.every((p) => p.team === team || p.ships.every((x) => a.shipsDestroyed.includes(x)));
}

/**
 * The enemy base an attack on "base" is aimed at and named by: the opponent's across the table, or (2v2,
 * that base destroyed and not yet replaced) the other enemy base, which then takes the damage.
 */
export function enemyBase(v: View): number {
  const across = v.seats[opponentInRegion(v, v.viewer)].base;
  const team = teamOf(v, v.viewer);
  return across >= 0 ? across : v.seats.find((p) => p.team !== team && p.base >= 0)?.base ?? -1;
}

/** The targets the selected attackers can defeat or damage, by the card to click (the enemy base's card for "base"). */
export function aimsOf(v: View, sel: number[]): Map<number, Target> {
  const m = new Map<number, Target>();
  for (const x of sel.length ? targetsOf(v, sel) : []) {
    if (succeeds(attackOn(v, sel, x))) m.set(x === "base" ? enemyBase(v) : x, x);
  }
  return m;
}
