/**
 * Answering a pending decision: checking the answer against the decision, then resuming the rules
 * where the decision's resume point says (the table below: each resume point and its handler).
 */
import type {
  Action,
  Decision,
  EngineError,
  GameState,
  OptionDecision,
  PickDecision,
} from "../state/types.ts";
import type { PickOp } from "../state/decision_types.ts";
import { type Ctx, emit } from "../state/context.ts";
import { continueExile, continueSpend, spendAttackOf } from "./effects.ts";
import { discardPicked, movePicked, type PickOpResume, type PickOpResumeOf, type Take } from "./picks.ts";
import { runNext, task } from "./queue.ts";
import { runQueue } from "./run.ts";
import { place, placeByStandingRules, purchasePicked } from "../galaxy/purchase.ts";
import { damagePicked, destroyPicked, repairPicked } from "../attacks/damage.ts";
import {
  discardRowPicked,
  keepPicked,
  swapDiscardPicked,
  swapRowPicked,
  swapTopPicked,
} from "../galaxy/galaxy.ts";
import { revealPicked } from "../turn/turn.ts";
import { assignSplit, splitMax } from "../attacks/resolve_attack.ts";
import type { Effect } from "../cards/vocabulary.ts";

type Answer = Extract<Action, { type: "answer" }>;

/** Number of bases each seat picks in the Secret Bases mode (besides the starting base). */
export const SECRET_BASES = 4;

function fail(code: EngineError["code"], message: string): EngineError {
  return { code, message };
}

/** Checks an answer action (a batch of picks is checked by its first pick; the rest as they come). */
export function checkAnswerAction(s: GameState, seat: number, a: Answer): EngineError | null {
  const d = s.pending.find((x) => x.id === a.decision);
  if (!d) return fail("no-such-decision", "that decision is not pending");
  if (a.picks !== undefined) {
    if (!Array.isArray(a.picks) || a.picks.length === 0) return fail("bad-answer", "picks must list cards");
    return checkAnswer(s, seat, d, { type: "answer", decision: a.decision, pick: a.picks[0] });
  }
  return checkAnswer(s, seat, d, a);
}

/**
 * Answers a decision that `checkAnswerAction` accepted and runs the rules until they wait; a batch
 * of picks answers the same seat's decisions of that purpose one after another.
 */
export function performAnswer(c: Ctx, seat: number, a: Answer): EngineError | null {
  const s = c.s;
  const picks = a.picks ?? [undefined];
  let d = s.pending.find((x) => x.id === a.decision)!;
  for (let i = 0; i < picks.length; i++) {
    const one = picks[i] === undefined ? a : { type: "answer" as const, decision: d.id, pick: picks[i] };
    const err = i === 0 ? null : checkAnswer(s, seat, d, one);
    if (err) return err;
    applyAnswer(c, d, one);
    runQueue(c);
    if (i + 1 < picks.length) {
      const next = s.pending.find((x) => x.seat === seat && x.purpose === d.purpose);
      if (!next) return fail("bad-answer", "more picks than the decision takes");
      d = next;
    }
  }
  return null;
}

/** Checks a single answer (one option, one pick, a pass or one damage assignment). */
export function checkAnswer(s: GameState, seat: number, d: Decision, a: Answer): EngineError | null {
  if (d.seat !== seat) return fail("not-your-turn", "this decision belongs to the other seat");
  switch (d.kind) {
    case "option":
      if (!Number.isInteger(a.option) || a.option! < 0 || a.option! >= d.options.length) {
        return fail("bad-answer", `choose an option from 0 to ${d.options.length - 1}`);
      }
      return null;
    case "pick":
      if (a.pass) return d.canPass ? null : fail("bad-answer", "this choice cannot be passed");
      if (typeof a.pick !== "number" || !d.cards.includes(a.pick)) {
        return fail("bad-answer", "pick one of the offered cards");
      }
      return null;
    case "damage": {
      if (typeof a.pick !== "number" || !d.cards.includes(a.pick)) {
        return fail("bad-answer", "pick one of the offered capital ships or bases");
      }
      const max = splitMax(s, a.pick, d.amount);
      if (!Number.isInteger(a.amount) || a.amount! < 1 || a.amount! > max) {
        return fail("bad-answer", `assign between 1 and ${max} damage to that ship`);
      }
      return null;
    }
  }
}

/** Applies a checked answer and resumes what the decision suspended. */
export function applyAnswer(c: Ctx, d: Decision, a: Answer): void {
  const s = c.s;
  s.pending.splice(s.pending.indexOf(d), 1);
  switch (d.kind) {
    case "option":
      return applyOption(c, d, a.option!);
    case "damage":
      emit(c, { k: "answer", seat: d.seat, purpose: d.purpose, card: a.pick!, n: a.amount! });
      return assignSplit(c, d.k.seat, a.pick!, a.amount!, d.k.n[0]);
    case "pick":
      return applyPick(c, d, a);
  }
}

function applyOption(c: Ctx, d: OptionDecision, i: number): void {
  const s = c.s;
  const k = d.k;
  emit(c, { k: "answer", seat: d.seat, src: d.src, purpose: d.purpose, option: i });
  switch (k.op) {
    case "choose":
      runNext(s, task((d.options[i] as { effect: Effect }).effect, k.seat, k.src, k.it));
      return;
    case "optional":
      if (i === 0) runNext(s, task(k.e, k.seat, k.src, k.it));
      return;
    case "jedha":
      if (i === 0) return place(c, k.seat, k.it, "hand", true);
      return placeByStandingRules(c, k.seat, k.it, k.n[0] === 1);
    case "sullust":
      return place(c, k.seat, k.it, i === 0 ? "deckTop" : "discard", false);
    case "resolver":
      runNext(s, { e: k.e, seat: i === 0 ? k.seat : k.n[0], src: k.src, ask: "trigger" });
      return;
  }
}

function applyPick(c: Ctx, d: PickDecision, a: Answer): void {
  if (a.pass) {
    emit(c, { k: "answer", seat: d.seat, src: d.src, purpose: d.purpose, pass: true });
    return;
  }
  const card = a.pick!;
  const k = d.k;
  emit(c, {
    k: "answer",
    seat: d.seat,
    src: d.src,
    purpose: d.purpose,
    card,
    ...(d.shown || k.op === "secretBase" ? { to: [d.seat] } : {}),
  });
  switch (k.op) {
    case "exile": {
      const [picked, min, max] = k.n;
      resolveExile(c, k.seat, card);
      return continueExile(c, k.e.exile.from, k.seat, k.src, picked + 1, min, max);
    }
    case "spendAttack":
      return continueSpend(c, k.seat, k.src, k.n[0] - spendAttackOf(c, k.seat, card));
    case "secretBase":
      return pickSecretBase(c, k.seat, card, k.n);
    default:
      return (PICKED[k.op] as Take<PickOpResume>)(c, k, card);
  }
}

/** Each pick operation's handler: what the picked card is for. */
const PICKED: { readonly [O in PickOp]: Take<PickOpResumeOf<O>> } = {
  destroy: destroyPicked,
  purchase: purchasePicked,
  move: movePicked,
  discardHand: discardPicked,
  discardRow: discardRowPicked,
  damageTarget: damagePicked,
  newBase: revealPicked,
  swapTop: swapTopPicked,
  swapDiscard: swapDiscardPicked,
  swapRow: swapRowPicked,
  keep: keepPicked,
  repair: repairPicked,
};

function resolveExile(c: Ctx, seat: number, card: number): void {
  const p = c.s.seats[seat];
  const from = p.hand.includes(card) ? p.hand : p.discard;
  from.splice(from.indexOf(card), 1);
  c.s.exiled.push(card);
  emit(c, { k: "exile", seat, card, from: from === p.hand ? "hand" : "discard" });
}

/** Secret Bases: the seat adds a base to its secret base deck; after four the rest go back to the box. */
function pickSecretBase(c: Ctx, seat: number, card: number, picked: number[]): void {
  const p = c.s.seats[seat];
  const chosen = [...picked, card];
  if (chosen.length < SECRET_BASES) {
    askSecretBase(c, seat, chosen);
    return;
  }
  p.unused = p.bases.filter((b) => !chosen.includes(b));
  p.bases = chosen;
  emit(c, { k: "secretBases", seat, cards: chosen, to: [seat] });
}

/** Asks a seat for its next secret base. */
export function askSecretBase(c: Ctx, seat: number, picked: number[]): void {
  const p = c.s.seats[seat];
  c.s.pending.push({
    id: c.s.nextId++,
    seat,
    kind: "pick",
    purpose: "secretBase",
    src: -1,
    cards: p.bases.filter((b) => !picked.includes(b)),
    amount: SECRET_BASES - picked.length,
    k: { op: "secretBase", seat, src: -1, n: picked },
  });
}
