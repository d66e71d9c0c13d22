/**
 * Rules text generated from effect data. This module walks the data, the same for every language;
 * the words come from the language's card phrasebook (`<lang>/card.ts`, see card_phrases.ts). The same
 * phrases serve card text, decision prompts and log lines. Icons stay as tokens ({A} attack,
 * {R} resources, {F} Force).
 */
import type { CardDef, Cond, Effect, Filter, Static, Trigger } from "../cards/vocabulary.ts";
import { cardDef } from "../cards/catalog.ts";
import type { CardKind, CardPhrases, CondPhrase, RevealSide, TextCtx } from "./card_phrases.ts";
import { toSentences } from "./grammar.ts";
import { iconAmounts, type Lang } from "./terms.ts";
import { EN_CARD } from "./en/card.ts";
import { ES_CARD } from "./es/card.ts";

export type { TextCtx };

/** The card phrasebook of each language. */
const CARD: Record<Lang, CardPhrases> = { en: EN_CARD, es: ES_CARD };

function phrases(x: TextCtx): CardPhrases {
  return CARD[x.lang];
}

/** A condition with its card names in the text's language. */
function condOf(c: Cond, lang: Lang): CondPhrase {
  if ("force" in c) return c;
  if ("baseIs" in c) return { baseIs: cardDef(c.baseIs).name[lang] };
  const f = "youHave" in c ? c.youHave : c.opponentHas;
  const have = f.card
    ? { card: cardDef(f.card).name[lang] }
    : f.trait
    ? { traits: f.trait }
    : f.unique
    ? { unique: true as const }
    : { ship: true as const };
  return { you: "youHave" in c, have };
}

/** The faction "your faction" means, when the card tells it (not in a reward, not on a neutral card). */
function ownFaction(x: TextCtx): "empire" | "rebel" | null {
  if (x.reward || x.self.faction === "neutral") return null;
  return x.self.faction;
}

/** Which cards a filter speaks of. */
function kindOf(f: Filter | undefined, x: TextCtx): CardKind {
  if (!f) return { any: true };
  if (f.trait) return { trait: f.trait[0] };
  if (f.unique) return { unique: true };
  const own = ownFaction(x);
  switch (f.faction) {
    case "empire":
    case "rebel":
    case "enemy":
    case "neutral":
      return { faction: f.faction };
    case "own":
      return own ? { faction: own } : { yours: true };
    case "ownOrNeutral":
      return own ? { faction: own, orNeutral: true } : { yours: true, orNeutral: true };
  }
  return { any: true };
}

/** The clauses of an effect; the first is lower-case and may be prefixed, later ones are sentences. */
export function clauses(e: Effect, x: TextCtx): string[] {
  const P = phrases(x);
  if ("seq" in e) {
    const out: string[] = [];
    e.seq.forEach((part, i) => {
      const cl = clauses(part, i === 0 ? x : { ...x, mood: "imp" });
      if (i > 0 && "gain" in part && out.length > 0) {
        out[out.length - 1] = P.andGain(out[out.length - 1], cl[0]);
        out.push(...cl.slice(1));
      } else if (i > 0 && "discard" in part && part.discard.all) {
        const prev = e.seq[i - 1];
        const those = "damage" in prev && typeof prev.damage !== "number";
        out.push(P.then(those ? P.discardThoseFromRow() : cl[0]), ...cl.slice(1));
      } else out.push(...cl);
    });
    return out;
  }
  if ("if" in e) {
    const [first, ...rest] = clauses(e.then, { ...x, mood: "imp" });
    return [P.ifThen(condOf(e.if, x.lang), first), ...rest];
  }
  if ("cost" in e) {
    const [pay] = clauses(e.cost, { ...x, mood: "imp" });
    const [first, ...rest] = clauses(e.then, { ...x, mood: "inf" });
    return [P.costTo(pay, first), ...rest];
  }
  if ("choose" in e) {
    const opts = e.choose.map((o) =>
      clauses(o, { ...x, mood: "inf", oppChoice: e.by === "opponent" }).join(". ")
    );
    return [e.by === "opponent" ? P.opponentChooses(opts) : P.choose(opts)];
  }
  return [verbText(e, x)];
}

function verbText(e: Effect, x: TextCtx): string {
  const P = phrases(x);
  const cond = (c: Cond) => condOf(c, x.lang);
  if ("gain" in e) {
    const g = e.gain;
    if (g.attack && !g.resources && !g.force) return P.selfGains(g.attack, x);
    return P.gain(iconAmounts(g), x);
  }
  if ("draw" in e) {
    const a = e.draw;
    return typeof a === "number" ? P.draw(a, x) : P.draw(a.n, x, { n: a.instead, if: cond(a.if) });
  }
  if ("repair" in e) return P.repair(e.repair, x);
  if ("damage" in e) {
    if (typeof e.damage !== "number") {
      const cnt = e.damage.count;
      return P.damagePerRowCard(kindOf("row" in cnt ? cnt.row : undefined, x), x);
    }
    if (e.to === "baseOrShip") return P.damageBaseOrShip(e.damage, x);
    if (x.trigger === "opponentDiscard") return P.damageTheirBase(e.damage, x);
    return P.damageOpponentBase(e.damage, x);
  }
  if ("discard" in e) {
    const d = e.discard;
    const n = d.n ?? 1;
    switch (d.from) {
      case "hand":
        return P.discardFromHand(n, x);
      case "opponentHand":
        return x.oppChoice ? P.theyDiscard(n) : P.opponentDiscards(n, x, d.random && cond(d.random));
      case "row":
        return d.all ? P.discardAllFromRow(kindOf(d.filter, x), x) : P.discardFromRow(x);
      case "revealed":
        return P.discardIt();
    }
  }
  if ("exile" in e) {
    const xe = e.exile;
    if (xe.from === "self") return P.exileSelf(x);
    const orUpTo = xe.orUpTo && { n: xe.orUpTo.n, if: cond(xe.orUpTo.if) };
    return P.exile({ n: xe.n, upTo: xe.upTo, orUpTo }, xe.from.length === 2, x);
  }
  if ("destroy" in e) {
    const d = e.destroy;
    const row = d.ship.includes("row") ? { enemy: d.rowFilter?.faction === "enemy" } : undefined;
    return P.destroy({ opponent: d.ship.includes("opponent"), row }, !!d.rowFilter, x);
  }
  if ("purchase" in e) {
    const p = e.purchase;
    if (p.from === "galaxyDiscard") return P.purchaseFromGalaxyDiscard(x);
    const topIf = p.topIf && cond(p.topIf);
    return P.purchaseFromRow(
      { kind: kindOf(p.filter, x), free: !!p.free, toHand: p.to === "hand", topIf },
      x,
    );
  }
  if ("move" in e) {
    const m = e.move;
    if (m.from === "self") return P.addItToHand();
    if (m.to === "opponentDeckTop") return P.placeOnOpponentDeck(x);
    const from = m.from === "discard" ? "discard" : "row";
    return P.addToHand({ kind: kindOf(m.filter, x), from, exileAtEnd: !!m.exileAtEndOfTurn }, x);
  }
  if ("reveal" in e) {
    const r = e.reveal;
    const sub = { ...x, mood: "imp" as const };
    const branches: string[] = [];
    const branch = (side: RevealSide, then: Effect) => branches.push(P.ifItIs(side, clauses(then, sub)[0]));
    if (r.own) branch(ownFaction(x) ?? "friendly", r.own);
    if (r.enemy) branch("enemy", r.enemy);
    if (r.neutral) branch("neutral", r.neutral);
    return P.reveal(branches, x);
  }
  if ("look" in e) {
    const l = e.look;
    return "opponentHand" in l ? P.lookAtOpponentHand(x) : P.lookAtGalaxyTop(l.galaxyTop, !!l.keep, x);
  }
  if ("swap" in e) {
    return e.swap.a === "galaxyTop" ? P.maySwapIt() : P.swapWithGalaxyDiscard(kindOf(e.swap.filter, x), x);
  }
  if ("nextPurchase" in e) return P.nextPurchaseOnTop(x);
  if ("spendAttack" in e) return P.spendAttack(e.spendAttack, x);
  throw new Error(`no text for effect ${JSON.stringify(e)}`);
}

/** Text of a triggered ability. */
export function triggerText(t: Trigger, x: TextCtx): string {
  const [first, ...rest] = clauses(t.effect, { ...x, trigger: t.on, mood: "imp" });
  return toSentences([phrases(x).when[t.on](x) + first, ...rest]);
}

/** Text of a constant ability. */
export function staticText(st: Static, x: TextCtx): string {
  const P = phrases(x);
  if ("attack" in st) {
    const n = typeof st.attack === "number" ? st.attack : 1;
    if (!st.to) {
      if (st.whileAttacking) return toSentences([P.selfGainsWhileAttackingRow(n, x)]);
      if (typeof st.attack !== "number") return toSentences([P.selfGainsPerBaseLost(x.self.faction, x)]);
      return toSentences([st.if ? P.selfGainsWhile(condOf(st.if, x.lang), n, x) : P.selfGains(n, x)]);
    }
    const whose = st.to.type === "ship" ? { ships: true as const } : { traits: st.to.trait! };
    const lead = x.self.type === "base" ? P.whileYourBase(x) : P.whileInPlay(x);
    return toSentences([lead + P.yoursGain(whose, n)]);
  }
  const whileBase = P.whileYourBase(x);
  if ("preventDamage" in st) return toSentences([whileBase + P.preventFirstDamage(st.preventDamage, x)]);
  if ("purchaseTo" in st) {
    return toSentences(
      st.purchaseTo === "hand"
        ? [whileBase + P.firstNeutralPurchaseToHand(), P.mustExileThatCard()]
        : [whileBase + P.firstPurchaseOnTop()],
    );
  }
  return toSentences([whileBase + P.bountyHuntNeutral(), P.gainCostOfDefeated()]);
}

/** Every ability of a card as text (activated, triggered and constant), icons as tokens. */
export function abilityText(d: CardDef, lang: Lang): string {
  const x: TextCtx = { lang, self: d, mood: "imp" };
  const parts: string[] = [];
  if (d.ability) parts.push(toSentences(clauses(d.ability, x)));
  for (const t of d.triggers ?? []) parts.push(triggerText(t, x));
  for (const st of d.statics ?? []) parts.push(staticText(st, x));
  if (d.startingBase) parts.push(toSentences([phrases(x).startingBase()]));
  return parts.join(" ");
}

/** A card's reward as text ("" when it has none). */
export function rewardText(d: CardDef, lang: Lang): string {
  if (!d.reward) return "";
  return toSentences(clauses(d.reward, { lang, self: d, mood: "imp", reward: true }));
}

/** Text of one effect of a card (an option of a choice, a reward) as a sentence. */
export function effectSentence(e: Effect, self: CardDef, lang: Lang, extra: Partial<TextCtx> = {}): string {
  return toSentences(clauses(e, { lang, self, mood: "imp", ...extra }));
}
