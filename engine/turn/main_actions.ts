/** Carrying out a main-phase action that `checkAction` (actions.ts) accepted (rulebook pp. 14–21). */
import { defOf } from "../cards/catalog.ts";
import { type Ctx, emit } from "../state/context.ts";
import { gainForce } from "../state/force.ts";
import { removeItem, takeFromRow } from "../state/zones.ts";
import { runNext } from "../abilities/queue.ts";
import { runQueue } from "../abilities/run.ts";
import { commit, resolveAttack } from "../attacks/resolve_attack.ts";
import { purchaseCard } from "../galaxy/purchase.ts";
import { endTurn } from "./turn.ts";
import { targetCode, type TurnAction } from "./actions.ts";

/** Plays a card from hand: resources and Force are collected at once (rulebook p. 14). */
function playCard(c: Ctx, seat: number, card: number): void {
  const s = c.s;
  const p = s.seats[seat];
  const d = defOf(card);
  removeItem(p.hand, card);
  if (d.type === "ship") {
    p.ships.push(card);
    p.shipDamage.push(0);
  } else {
    p.play.push(card);
  }
  p.resources += d.resources;
  const moved = d.force > 0 ? gainForce(s, seat, d.force) : 0;
  emit(c, { k: "play", seat, card, resources: d.resources, force: moved });
}

/** Carries out a main-phase action that `checkAction` accepted, then runs the rules until they wait. */
export function performAction(c: Ctx, seat: number, a: TurnAction): void {
  const s = c.s;
  switch (a.type) {
    case "play":
      playCard(c, seat, a.card);
      break;
    case "playAll":
      for (const card of s.seats[seat].hand.slice()) playCard(c, seat, card);
      break;
    case "ability":
      s.turn.used.push(a.card);
      emit(c, { k: "ability", seat, card: a.card });
      runNext(s, { e: defOf(a.card).ability!, seat, src: a.card });
      break;
    case "purchase": {
      const g = s.regions[s.seats[seat].region];
      purchaseCard(c, seat, a.card, {
        free: false,
        from: g.pilots.includes(a.card) ? "pilots" : "row",
        src: -1,
      });
      break;
    }
    case "payOff": {
      const p = s.seats[seat];
      p.resources -= defOf(a.card).cost;
      emit(c, { k: "payOff", seat, card: a.card });
      takeFromRow(c, p.region, a.card, true);
      break;
    }
    case "commit":
      commit(c, seat, a.cards, targetCode(a.target));
      break;
    case "resolve":
      resolveAttack(c, seat, targetCode(a.target));
      break;
    case "endTurn":
      endTurn(c, seat);
      break;
  }
  runQueue(c);
}
