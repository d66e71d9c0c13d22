/**
 * Aiming an attack (second bundle): what an attack on a target will do (the engine's attack preview),
 * whether it does something, and the targets the selected attackers can defeat or damage.
 */
import {
  type AttackPreview,
  opponentInRegion,
  previewAttack,
  type Target,
  teamOf,
  type View,
} from "./engine.ts";
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

/** The targets the selected attackers can defeat or damage, by the card to click (the enemy base's card for "base"). */
export function aimsOf(v: View, sel: number[]): Map<number, Target> {
  const m = new Map<number, Target>();
  for (const x of sel.length ? targetsOf(v, sel) : []) {
    if (succeeds(attackOn(v, sel, x))) {
      m.set(x === "base" ? v.seats[opponentInRegion(v, v.viewer)].base : x, x);
    }
  }
  return m;
}
