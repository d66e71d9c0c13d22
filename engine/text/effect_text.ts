/**
 * Rules text generated from effect data, in English and Spanish. The same phrases serve card text,
 * decision prompts and log lines. Icons stay as tokens ({A} attack, {R} resources, {F} Force).
 */
import type { Amount, CardDef, Cond, Effect, Filter, Static, Trigger } from "../cards/vocabulary.ts";
import { cardDef } from "../cards/catalog.ts";
import type { Lang } from "../types.ts";
import { andList, cap, CARD_TYPES, FACTIONS, orList, TRAITS } from "./terms.ts";

/** What a phrase is said about and how. */
export interface TextCtx {
  lang: Lang;
  /** The card whose text this is. */
  self: CardDef;
  /** "imp": a command ("draw 1 card"); "inf": after "to"/"para" ("robar 1 carta"). */
  mood: "imp" | "inf";
  /** Inside an opponent's choice (Duros Spy, B-Wing): "they discard …, or you gain …". */
  oppChoice?: boolean;
  /** Inside a reward: "your faction" is the defeating player's. */
  reward?: boolean;
  /** Inside a trigger: some phrases refer back to it ("their base"). */
  trigger?: Trigger["on"];
}

const en = (x: TextCtx) => x.lang === "en";

function cards(n: number, lang: Lang): string {
  return lang === "en" ? `${n} ${n === 1 ? "card" : "cards"}` : `${n} ${n === 1 ? "carta" : "cartas"}`;
}

/** How the card refers to itself in its own text. */
function selfRef(x: TextCtx): string {
  if (en(x)) return x.self.name.en;
  return x.self.type === "ship"
    ? "esta nave de línea"
    : x.self.type === "base"
    ? x.self.name.es
    : "esta unidad";
}

function nameOf(id: string, lang: Lang): string {
  const d = cardDef(id);
  return lang === "en" ? d.name.en : d.name.es;
}

/** A condition as a clause: "the Force is with you". */
export function condText(c: Cond, x: TextCtx): string {
  const L = x.lang;
  if ("force" in c) return L === "en" ? "the Force is with you" : "la Fuerza te acompaña";
  if ("baseIs" in c) {
    return L === "en" ? `your base is the ${nameOf(c.baseIs, L)}` : `tu base es la ${nameOf(c.baseIs, L)}`;
  }
  const mine = "youHave" in c;
  const f = mine ? c.youHave : c.opponentHas;
  let what: string;
  if (f.card) what = L === "en" ? `the ${nameOf(f.card, L)}` : `el ${nameOf(f.card, L)}`;
  else if (f.trait) {
    what = L === "en"
      ? `a ${f.trait.map((t) => TRAITS.en[t]).join(" or ")}`
      : f.trait.map((t) => `un ${TRAITS.es[t]}`).join(" o ");
  } else if (f.unique) what = L === "en" ? `another unique unit` : "otra unidad única";
  else what = L === "en" ? "a capital ship" : "una nave de línea";
  if (L === "en") return `${mine ? "you have" : "your opponent has"} ${what} in play`;
  return `${mine ? "tienes" : "tu adversario tiene"} ${what} en juego`;
}

function ownFaction(x: TextCtx): "empire" | "rebel" | null {
  if (x.reward || x.self.faction === "neutral") return null;
  return x.self.faction;
}

/** "a Rebel card", "an Empire or neutral card", "a Trooper", "a unique unit". */
function filterText(f: Filter | undefined, x: TextCtx): string {
  const L = x.lang;
  if (!f) return L === "en" ? "a card" : "una carta";
  if (f.trait) return L === "en" ? `a ${TRAITS.en[f.trait[0]]}` : `un ${TRAITS.es[f.trait[0]]}`;
  if (f.unique) return L === "en" ? "a unique unit" : "una unidad única";
  const own = ownFaction(x);
  const fac = (k: "empire" | "rebel") => FACTIONS[L][k];
  const article = (w: string) => (/^[AEIOU]/i.test(w) ? "an" : "a");
  switch (f.faction) {
    case "empire":
    case "rebel":
      return L === "en" ? `${article(fac(f.faction))} ${fac(f.faction)} card` : `una carta ${fac(f.faction)}`;
    case "own":
      if (own) return filterText({ faction: own }, x);
      return L === "en" ? "a card of your faction" : "una carta de tu facción";
    case "ownOrNeutral":
      if (own) {
        return L === "en"
          ? `${article(fac(own))} ${fac(own)} or neutral card`
          : `una carta ${fac(own)} o neutral`;
      }
      return L === "en" ? "a card of your faction or a neutral card" : "una carta de tu facción o neutral";
    case "enemy":
      return L === "en" ? "an enemy card" : "una carta enemiga";
    case "neutral":
      return L === "en" ? "a neutral card" : "una carta neutral";
  }
  return L === "en" ? "a card" : "una carta";
}

function amountText(a: Amount, x: TextCtx): string {
  if (typeof a === "number") return cards(a, x.lang);
  const c = condText(a.if, x);
  return x.lang === "en"
    ? `${cards(a.n, "en")} (${cards(a.instead, "en")} instead if ${c})`
    : `${cards(a.n, "es")} (${cards(a.instead, "es")} si ${c})`;
}

/** Spanish verb in the mood of the context: imperative or infinitive. */
function v(x: TextCtx, imp: string, inf: string): string {
  return x.mood === "inf" ? inf : imp;
}

function gainText(g: { attack?: number; resources?: number; force?: number }, x: TextCtx): string {
  const L = x.lang;
  if (g.attack && !g.resources && !g.force) {
    if (L === "en") return `${selfRef(x)} gains ${g.attack} {A}`;
    return x.oppChoice || x.mood === "inf"
      ? `que ${selfRef(x)} gane ${g.attack} {A}`
      : `${selfRef(x)} gana ${g.attack} {A}`;
  }
  const parts: string[] = [];
  if (g.attack) parts.push(`${g.attack} {A}`);
  if (g.resources) parts.push(`${g.resources} {R}`);
  if (g.force) parts.push(`${g.force} {F}`);
  const list = andList(parts, L);
  if (L === "en") return `${x.oppChoice ? "you gain" : "gain"} ${list}`;
  if (x.oppChoice) return `que tú ganes ${list}`;
  return `${v(x, "ganas", "ganar")} ${list}`;
}

/** The clauses of an effect; the first is lower-case and may be prefixed, later ones are sentences. */
export function clauses(e: Effect, x: TextCtx): string[] {
  const L = x.lang;
  if ("seq" in e) {
    const out: string[] = [];
    e.seq.forEach((part, i) => {
      const cl = clauses(part, i === 0 ? x : { ...x, mood: "imp" });
      if (i > 0 && "gain" in part && out.length > 0) {
        out[out.length - 1] += ` ${L === "en" ? "and" : "y"} ${cl[0]}`;
        out.push(...cl.slice(1));
      } else if (i > 0 && "discard" in part && part.discard.all) {
        const prev = e.seq[i - 1];
        const same = "damage" in prev && typeof prev.damage !== "number";
        const those = L === "en"
          ? "discard each of those cards from the galaxy row"
          : "descarta esas cartas de la fila de la galaxia";
        out.push(`${L === "en" ? "then" : "después"} ${same ? those : cl[0]}`, ...cl.slice(1));
      } else out.push(...cl);
    });
    return out;
  }
  if ("if" in e) {
    const [first, ...rest] = clauses(e.then, { ...x, mood: "imp" });
    return [`${L === "en" ? "if" : "si"} ${condText(e.if, x)}, ${first}`, ...rest];
  }
  if ("cost" in e) {
    const [pay] = clauses(e.cost, { ...x, mood: "imp" });
    const [first, ...rest] = clauses(e.then, { ...x, mood: "inf" });
    return [`${pay} ${L === "en" ? "to" : "para"} ${first}`, ...rest];
  }
  if ("choose" in e) {
    const opts = e.choose.map((o) =>
      clauses(o, { ...x, mood: "inf", oppChoice: e.by === "opponent" }).join(". ")
    );
    if (e.by === "opponent") {
      return L === "en"
        ? [`your opponent must choose: Either ${opts.join(", or ")}`]
        : [`tu adversario debe elegir una opción: ${opts.join(", o bien ")}`];
    }
    const head = opts.slice(0, -1).join(", ");
    const listed = `${L === "en" ? cap(head) : head}, ${L === "en" ? "or" : "o bien"} ${
      opts[opts.length - 1]
    }`;
    return [L === "en" ? `choose: ${listed}` : `elige una opción: ${listed}`];
  }
  return [verbText(e, x)];
}

function verbText(e: Effect, x: TextCtx): string {
  const L = x.lang;
  if ("gain" in e) return gainText(e.gain, x);
  if ("draw" in e) {
    return L === "en" ? `draw ${amountText(e.draw, x)}` : `${v(x, "roba", "robar")} ${amountText(e.draw, x)}`;
  }
  if ("repair" in e) {
    return L === "en"
      ? `repair ${e.repair} damage from your base`
      : `${v(x, "repara", "reparar")} ${e.repair} de daño a tu base`;
  }
  if ("damage" in e) {
    if (e.to === "baseOrShip") {
      return L === "en"
        ? `deal ${e.damage} damage to your opponent's base or a capital ship they have in play`
        : `${
          v(x, "inflige", "infligir")
        } ${e.damage} de daño a la base de tu adversario o a una nave de línea que tenga en juego`;
    }
    if (typeof e.damage !== "number") {
      const cnt = e.damage.count;
      const what = "row" in cnt ? cnt.row : undefined;
      return L === "en"
        ? `deal 1 damage to the enemy base for each ${
          filterText(what, x).replace(/^an? /, "")
        } in the galaxy row`
        : `${v(x, "inflige", "infligir")} 1 de daño a la base enemiga por cada ${
          filterText(what, x).replace(/^una? /, "")
        } de la fila de la galaxia`;
    }
    if (x.trigger === "opponentDiscard") {
      return L === "en"
        ? `deal ${e.damage} damage to their base`
        : `${v(x, "inflige", "infligir")} ${e.damage} de daño a su base`;
    }
    return L === "en"
      ? `deal ${e.damage} damage to your opponent's base`
      : `${v(x, "inflige", "infligir")} ${e.damage} de daño a la base de tu adversario`;
  }
  if ("discard" in e) {
    const d = e.discard;
    const n = d.n ?? 1;
    switch (d.from) {
      case "hand":
        return L === "en"
          ? `discard ${cards(n, L)} from your hand`
          : `${v(x, "descarta", "descartar")} ${cards(n, L)} de tu mano`;
      case "opponentHand": {
        const random = d.random
          ? L === "en" ? ` (at random if ${condText(d.random, x)})` : ` (al azar si ${condText(d.random, x)})`
          : "";
        if (x.oppChoice) {
          return L === "en"
            ? `they discard ${cards(n, L)} from their hand`
            : `descartar ${cards(n, L)} de su mano`;
        }
        return L === "en"
          ? `your opponent discards ${cards(n, L)} from their hand${random}`
          : `tu adversario descarta ${cards(n, L)} de su mano${random}`;
      }
      case "row":
        if (d.all) {
          const what = filterText(d.filter, x).replace(/^an? |^una? /, "");
          return L === "en"
            ? `discard each ${what} from the galaxy row`
            : `${v(x, "descarta", "descartar")} todas las ${
              what.replace("carta", "cartas").replace("enemiga", "enemigas")
            } de la fila de la galaxia`;
        }
        return L === "en"
          ? "discard a card from the galaxy row"
          : `${v(x, "descarta", "descartar")} una carta de la fila de la galaxia`;
      case "revealed":
        return L === "en" ? "discard it" : "descártala";
    }
  }
  if ("exile" in e) {
    const xe = e.exile;
    if (xe.from === "self") {
      return L === "en"
        ? "exile this card"
        : `${v(x, "exilia", "exiliar")} ${x.self.type === "ship" ? "esta nave de línea" : "esta unidad"}`;
    }
    const where = xe.from.length === 2
      ? L === "en" ? "your hand or discard pile" : "tu mano o tu pila de descartes"
      : L === "en"
      ? "your hand"
      : "tu mano";
    const count = xe.upTo
      ? (L === "en" ? `up to ${cards(xe.n, L)}` : `hasta ${cards(xe.n, L)}`)
      : cards(xe.n, L);
    const more = xe.orUpTo
      ? L === "en"
        ? ` (up to ${cards(xe.orUpTo.n, L)} instead if ${condText(xe.orUpTo.if, x)})`
        : ` (hasta ${cards(xe.orUpTo.n, L)} si ${condText(xe.orUpTo.if, x)})`
      : "";
    return L === "en"
      ? `exile ${count} from ${where}${more}`
      : `${v(x, "exilia", "exiliar")} ${count} de ${where}${more}`;
  }
  if ("destroy" in e) {
    const d = e.destroy;
    const parts: string[] = [];
    if (d.ship.includes("opponent")) {
      parts.push(
        L === "en"
          ? "a capital ship your opponent has in play"
          : "una nave de línea que tu adversario tenga en juego",
      );
    }
    if (d.ship.includes("row")) {
      const enemy = d.rowFilter?.faction === "enemy";
      parts.push(
        L === "en"
          ? `${enemy ? "an enemy" : "a"} capital ship in the galaxy row`
          : `una nave de línea${enemy ? " enemiga" : ""} que esté en la fila de la galaxia`,
      );
    }
    const joined = parts.join(
      d.rowFilter ? (L === "en" ? ", or " : ", o bien ") : L === "en" ? " or " : " o ",
    );
    return L === "en" ? `destroy ${joined}` : `${v(x, "destruye", "destruir")} ${joined}`;
  }
  if ("purchase" in e) {
    const p = e.purchase;
    if (p.from === "galaxyDiscard") {
      return L === "en"
        ? "purchase a card from the galaxy discard pile"
        : `${v(x, "adquiere", "adquirir")} una carta de la pila de descartes de la galaxia`;
    }
    const what = filterText(p.filter, x);
    let s = L === "en"
      ? `purchase ${what} from the galaxy row${p.free ? " for free" : ""}`
      : `${v(x, "adquiere", "adquirir")}${p.free ? " gratis" : ""} ${what} de la fila de la galaxia`;
    if (p.to === "hand") {
      s += L === "en" ? " and add it to your hand" : ` y ${v(x, "añádela", "añadirla")} a tu mano`;
    }
    if (p.topIf) {
      s += L === "en"
        ? `. If ${condText(p.topIf, x)}, place that card on top of your deck`
        : `. Si ${condText(p.topIf, x)}, coloca esa carta en la parte superior de tu mazo`;
    }
    return s;
  }
  if ("move" in e) {
    const m = e.move;
    if (m.from === "self") return L === "en" ? "add it to your hand" : "añádela a tu mano";
    if (m.to === "opponentDeckTop") {
      return L === "en"
        ? "place 1 card from their hand on top of their deck"
        : `${v(x, "coloca", "colocar")} 1 carta de su mano en la parte superior de su mazo`;
    }
    const what = filterText(m.filter, x);
    let s = m.from === "discard"
      ? L === "en"
        ? `add ${what} from your discard pile to your hand`
        : `${v(x, "añade", "añadir")} ${what} de tu pila de descartes a tu mano`
      : L === "en"
      ? `add ${what} from the galaxy row to your hand`
      : `${v(x, "añade", "añadir")} ${what} de la fila de la galaxia a tu mano`;
    if (m.exileAtEndOfTurn) {
      s += L === "en"
        ? ". You must exile that card at the end of your turn"
        : ". Debes exiliar esa carta al final de tu turno";
    }
    return s;
  }
  if ("reveal" in e) {
    const r = e.reveal;
    const sub = { ...x, mood: "imp" as const };
    const parts: string[] = [];
    const own = ownFaction(x);
    if (r.own) {
      const fac = own ? FACTIONS[L][own] : L === "en" ? "friendly" : "aliada";
      const a = L === "en" && /^[AEIOU]/.test(fac) ? "an" : "a";
      parts.push(
        L === "en"
          ? `If it is ${a} ${fac} card, ${clauses(r.own, sub)[0]}`
          : `Si es una carta ${fac}, ${clauses(r.own, sub)[0]}`,
      );
    }
    if (r.enemy) {
      parts.push(
        L === "en"
          ? `If it is an enemy card, ${clauses(r.enemy, sub)[0]}`
          : `Si es una carta enemiga, ${clauses(r.enemy, sub)[0]}`,
      );
    }
    if (r.neutral) {
      parts.push(
        L === "en"
          ? `If it is a neutral card, ${clauses(r.neutral, sub)[0]}`
          : `Si es una carta neutral, ${clauses(r.neutral, sub)[0]}`,
      );
    }
    return L === "en"
      ? `reveal the top card of the galaxy deck: ${parts.join(". ")}`
      : `${v(x, "muestra", "mostrar")} la primera carta del mazo de la galaxia. ${parts.join(". ")}`;
  }
  if ("look" in e) {
    const l = e.look;
    if ("opponentHand" in l) {
      return L === "en"
        ? "look at your opponent's hand"
        : `${v(x, "mira", "mirar")} la mano de tu adversario`;
    }
    if (l.galaxyTop === 1) {
      return L === "en"
        ? "look at the top card of the galaxy deck"
        : `${v(x, "mira", "mirar")} la primera carta del mazo de la galaxia`;
    }
    const keep = l.keep
      ? L === "en"
        ? ". Place one on top of the deck and discard the other"
        : ". Coloca una en la parte superior del mazo y descarta la otra"
      : "";
    return L === "en"
      ? `look at the top ${l.galaxyTop} cards of the galaxy deck${keep}`
      : `${v(x, "mira", "mirar")} las ${l.galaxyTop} primeras cartas del mazo de la galaxia${keep}`;
  }
  if ("swap" in e) {
    const w = e.swap;
    if (w.a === "galaxyTop") {
      return L === "en"
        ? "you may swap it with a card in the galaxy row"
        : "puedes intercambiarla por una carta de la fila de la galaxia";
    }
    return L === "en"
      ? `swap a card in the galaxy row with ${filterText(w.filter, x)} from the galaxy discard pile`
      : `${v(x, "intercambia", "intercambiar")} una carta de la fila de la galaxia por ${
        filterText(w.filter, x)
      } de la pila de descartes de la galaxia`;
  }
  if ("nextPurchase" in e) {
    return L === "en"
      ? "put the next card you purchase this turn on top of your deck"
      : `${
        v(x, "coloca", "colocar")
      } la próxima carta que adquieras este turno en la parte superior de tu mazo`;
  }
  if ("spendAttack" in e) {
    return L === "en" ? `spend ${e.spendAttack} {A}` : `${v(x, "gasta", "gastar")} ${e.spendAttack} {A}`;
  }
  throw new Error(`no text for effect ${JSON.stringify(e)}`);
}

/** Clauses as sentences: capitalised, each ending with a full stop. */
export function toSentences(parts: string[]): string {
  return parts.map((p) => {
    const t = cap(p.trim());
    return /[.!?:]$/.test(t) ? t : `${t}.`;
  }).join(" ");
}

function triggerPrefix(t: Trigger["on"], x: TextCtx): string {
  const L = x.lang;
  const name = L === "en" ? x.self.name.en : x.self.name.es;
  switch (t) {
    case "reveal":
      return L === "en" ? "when you reveal this base, " : `cuando muestres ${name}, `;
    case "turnStart":
      return L === "en" ? "when your turn begins, " : "cuando comience tu turno, ";
    case "purchase":
      return L === "en" ? "when you purchase this card, " : `cuando adquieras ${selfRef(x)}, `;
    case "defeat":
      return L === "en"
        ? `when ${name} defeats a target in the galaxy row, `
        : `cuando ${name} derrote a un objetivo que esté en la fila de la galaxia, `;
    case "firstNeutralPlayed":
      return L === "en"
        ? "when you play a neutral card for the first time each turn, "
        : "cuando juegues una carta neutral por primera vez en cada turno, ";
    case "opponentDiscard":
      return L === "en"
        ? "when your opponent discards a card from their hand during your turn, "
        : "cuando tu adversario descarte una carta de su mano durante tu turno, ";
  }
}

/** Text of a triggered ability. */
export function triggerText(t: Trigger, x: TextCtx): string {
  const [first, ...rest] = clauses(t.effect, { ...x, trigger: t.on, mood: "imp" });
  return toSentences([triggerPrefix(t.on, x) + first, ...rest]);
}

/** Text of a constant ability. */
export function staticText(st: Static, x: TextCtx): string {
  const L = x.lang;
  const self = x.self;
  const name = L === "en" ? self.name.en : self.name.es;
  const ref = selfRef(x);
  const whileBase = L === "en" ? `while ${name} is your base, ` : `mientras ${name} sea tu base, `;
  if ("attack" in st) {
    const n = typeof st.attack === "number" ? st.attack : 1;
    if (!st.to) {
      if (st.whileAttacking) {
        return toSentences([
          L === "en"
            ? `${ref} gains ${n} {A} while attacking a target in the galaxy row`
            : `${ref} gana ${n} {A} mientras esté atacando a un objetivo situado en la fila de la galaxia`,
        ]);
      }
      if (typeof st.attack !== "number") {
        const fac = FACTIONS[L][self.faction as "empire" | "rebel"];
        return toSentences([
          L === "en"
            ? `${ref} gains 1 {A} for each ${fac} base in your opponent's victory pile`
            : `${ref} gana 1 {A} por cada base ${fac} que haya en la pila de victorias de tu adversario`,
        ]);
      }
      const cond = st.if ? condText(st.if, x) : "";
      return toSentences([
        L === "en"
          ? `while ${cond}, ${ref} gains ${n} {A}`
          : `mientras ${cond.replace("acompaña", "acompañe")}, ${ref} gana ${n} {A}`,
      ]);
    }
    const who = st.to.type === "ship"
      ? L === "en" ? "each of your capital ships gains" : "todas tus naves de línea ganan"
      : L === "en"
      ? `each of your ${st.to.trait!.map((t) => TRAITS.en[t]).join(" and ")} units gains`
      : `todas tus unidades ${st.to.trait!.map((t) => TRAITS.es[t]).join(" y ")} ganan`;
    const lead = self.type === "base"
      ? whileBase
      : L === "en"
      ? `while ${name} is in play, `
      : `mientras el ${name} esté en juego, `;
    return toSentences([`${lead}${who} ${n} {A}`]);
  }
  if ("preventDamage" in st) {
    return toSentences([
      L === "en"
        ? `${whileBase}prevent the first ${st.preventDamage} damage dealt to ${name} each turn`
        : `${whileBase}evita los ${st.preventDamage} primeros puntos de daño que se inflijan a ${name} en cada turno`,
    ]);
  }
  if ("purchaseTo" in st) {
    if (st.purchaseTo === "hand") {
      return toSentences(
        L === "en"
          ? [
            `${whileBase}add the first neutral card you purchase each turn to your hand`,
            "you must exile that card at the end of your turn",
          ]
          : [
            `${whileBase}añade a tu mano la primera carta neutral que adquieras en cada turno`,
            "debes exiliar esa carta al final de tu turno",
          ],
      );
    }
    return toSentences([
      L === "en"
        ? `${whileBase}place the first card you purchase each turn on top of your deck`
        : `${whileBase}coloca la primera carta que adquieras en cada turno en la parte superior de tu mazo`,
    ]);
  }
  return toSentences(
    L === "en"
      ? [
        `${whileBase}you can bounty hunt 1 neutral unit in the galaxy row each turn, using its cost as its target value`,
        "if you defeat that card, gain {R} equal to its cost",
      ]
      : [
        `${whileBase}puedes cazar 1 unidad neutral de la fila de la galaxia en cada turno, usando su coste como su objetivo`,
        "si derrotas esa carta, ganas {R} igual a su coste",
      ],
  );
}

/** Every ability of a card as text (activated, triggered and constant), icons as tokens. */
export function abilityText(d: CardDef, lang: Lang): string {
  const x: TextCtx = { lang, self: d, mood: "imp" };
  const parts: string[] = [];
  if (d.ability) parts.push(toSentences(clauses(d.ability, x)));
  for (const t of d.triggers ?? []) parts.push(triggerText(t, x));
  for (const st of d.statics ?? []) parts.push(staticText(st, x));
  if (d.startingBase) {
    parts.push(
      lang === "en"
        ? "Begin the game with this base in play."
        : "Empiezas la partida con esta base en juego.",
    );
  }
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

/** A card type word ("capital ship", "nave de línea"). */
export function typeWord(d: CardDef, lang: Lang): string {
  return CARD_TYPES[lang][d.type];
}

export { orList };
