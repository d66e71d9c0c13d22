/**
 * Card rules text in Spanish: the phrases of the card phrasebook (see ../card_phrases.ts), with the
 * grammar they need: the verb's mood, articles and adjectives agreeing with the noun, plurals.
 */
import type { CardKind, CardPhrases, CondPhrase, RevealSide, TextCtx, Thing } from "../card_phrases.ts";
import { cap, list } from "../grammar.ts";
import { ES_WORDS as W } from "./words.ts";

/** A verb as the context says it: imperative ("roba") or infinitive, after "para" ("robar"). */
function v(x: TextCtx, imp: string, inf: string): string {
  return x.mood === "inf" ? inf : imp;
}

/** Indicative ("la Fuerza te acompaña") or subjunctive, after "mientras" ("la Fuerza te acompañe"). */
type Mode = "ind" | "subj";

type Gender = "m" | "f";

/** A noun phrase: the noun, its gender and the alternative qualifiers after it ("Imperial o neutral"). */
interface Np {
  g: Gender;
  noun: string;
  quals?: string[];
}

/** Plural of a word (a word ending in s, or foreign like "Sith", stays as it is). */
function plural(w: string): string {
  if (/[aeiouáéó]$/.test(w)) return `${w}s`;
  if (/z$/.test(w)) return `${w.slice(0, -1)}ces`;
  return /[lrndj]$/.test(w) ? `${w}es` : w;
}

/** An adjective, given in the masculine singular, agreeing with the noun; a phrase stays as it is. */
function agree(adj: string, g: Gender, many: boolean): string {
  if (adj.includes(" ")) return adj;
  const w = g === "f" && adj.endsWith("o") ? `${adj.slice(0, -1)}a` : adj;
  return many ? plural(w) : w;
}

/** The noun phrase, one ("una carta enemiga") or all ("todas las cartas enemigas"), without article. */
function np(p: Np, many = false): string {
  const quals = (p.quals ?? []).map((q) => agree(q, p.g, many)).join(" o ");
  return `${many ? plural(p.noun) : p.noun}${quals ? ` ${quals}` : ""}`;
}

function un(p: Np): string {
  return `${p.g === "f" ? "una" : "un"} ${np(p)}`;
}

function todos(p: Np): string {
  return `${p.g === "f" ? "todas las" : "todos los"} ${np(p, true)}`;
}

function sideWord(side: RevealSide): string {
  return side === "enemy" ? "enemigo" : side === "friendly" ? "aliado" : W.factions[side];
}

function kind(k: CardKind): Np {
  if ("any" in k) return { g: "f", noun: "carta" };
  if ("trait" in k) return { g: "m", noun: W.traits[k.trait] };
  if ("unique" in k) return { g: "f", noun: "unidad", quals: ["único"] };
  const side = "yours" in k ? "de tu facción" : sideWord(k.faction);
  return { g: "f", noun: "carta", quals: k.orNeutral ? [side, W.factions.neutral] : [side] };
}

/** The card names itself: a base by its name, other cards as "esta unidad" / "esta nave de línea". */
function self(x: TextCtx): string {
  return x.self.type === "base" ? x.self.name.es : thisCard(x);
}

function thisCard(x: TextCtx): string {
  return x.self.type === "ship" ? "esta nave de línea" : "esta unidad";
}

function thing(t: Thing): string {
  if ("card" in t) return `el ${t.card}`;
  if ("traits" in t) return t.traits.map((tr) => un({ g: "m", noun: W.traits[tr] })).join(" o ");
  if ("unique" in t) return "otra unidad única";
  return "una nave de línea";
}

function cond(c: CondPhrase, m: Mode = "ind"): string {
  const say = (ind: string, subj: string) => (m === "subj" ? subj : ind);
  if ("force" in c) return `la Fuerza te ${say("acompaña", "acompañe")}`;
  if ("baseIs" in c) return `tu base ${say("es", "sea")} la ${c.baseIs}`;
  const verb = c.you ? say("tienes", "tengas") : `tu adversario ${say("tiene", "tenga")}`;
  return `${verb} ${thing(c.have)} en juego`;
}

/** Spanish card text. */
export const ES_CARD: CardPhrases = {
  andGain: (before, gain) => `${before} y ${gain}`,
  then: (clause) => `después ${clause}`,
  ifThen: (c, clause) => `si ${cond(c)}, ${clause}`,
  costTo: (pay, clause) => `${pay} para ${clause}`,
  choose: (opts) => `elige una opción: ${opts.slice(0, -1).join(", ")}, o bien ${opts[opts.length - 1]}`,
  opponentChooses: (opts) => `tu adversario debe elegir una opción: ${opts.join(", o bien ")}`,
  when: {
    reveal: (x) => `cuando muestres ${x.self.name.es}, `,
    turnStart: () => "cuando comience tu turno, ",
    purchase: (x) => `cuando adquieras ${self(x)}, `,
    defeat: (x) => `cuando ${x.self.name.es} derrote a un objetivo que esté en la fila de la galaxia, `,
    firstNeutralPlayed: () => "cuando juegues una carta neutral por primera vez en cada turno, ",
    opponentDiscard: () => "cuando tu adversario descarte una carta de su mano durante tu turno, ",
  },

  // After "elige" or in the opponent's choice, a gain is a wish: "que esta unidad gane", "que tú ganes".
  selfGains: (n, x) =>
    x.answering
      ? `su ${x.self.name.es} gana ${n} {A}`
      : x.oppChoice || x.mood === "inf"
      ? `que ${self(x)} gane ${n} {A}`
      : `${self(x)} gana ${n} {A}`,
  gain: (amounts, x) =>
    `${
      x.answering
        ? x.answering === "rebel" ? "los Rebeldes ganan" : "el Imperio gana"
        : x.oppChoice
        ? "que tú ganes"
        : v(x, "ganas", "ganar")
    } ${list(amounts, W.and)}`,
  draw: (n, x, instead) =>
    `${v(x, "roba", "robar")} ${W.cards(n)}${
      instead ? ` (${W.cards(instead.n)} si ${cond(instead.if)})` : ""
    }`,
  repair: (n, x) => `${v(x, "repara", "reparar")} ${n} de daño a tu base`,
  damageOpponentBase: (n, x) => `${v(x, "inflige", "infligir")} ${n} de daño a la base de tu adversario`,
  damageTheirBase: (n, x) => `${v(x, "inflige", "infligir")} ${n} de daño a su base`,
  damageBaseOrShip: (n, x) =>
    `${
      v(x, "inflige", "infligir")
    } ${n} de daño a la base de tu adversario o a una nave de línea que tenga en juego`,
  damagePerRowCard: (k, x) =>
    `${v(x, "inflige", "infligir")} 1 de daño a la base enemiga por cada ${
      np(kind(k))
    } de la fila de la galaxia`,
  discardFromHand: (n, x) => `${v(x, "descarta", "descartar")} ${W.cards(n)} de tu mano`,
  opponentDiscards: (n, x, randomIf) =>
    x.answering
      ? `descarta ${W.cards(n)} de tu mano`
      : `tu adversario descarta ${W.cards(n)} de su mano${randomIf ? ` (al azar si ${cond(randomIf)})` : ""}`,
  theyDiscard: (n) => `descartar ${W.cards(n)} de su mano`,
  discardFromRow: (x) => `${v(x, "descarta", "descartar")} una carta de la fila de la galaxia`,
  discardAllFromRow: (k, x) => `${v(x, "descarta", "descartar")} ${todos(kind(k))} de la fila de la galaxia`,
  discardThoseFromRow: () => "descarta esas cartas de la fila de la galaxia",
  discardIt: () => "descártala",
  exileSelf: (x) => `${v(x, "exilia", "exiliar")} ${thisCard(x)}`,
  exile: (c, fromDiscardToo, x) => {
    const more = c.orUpTo ? ` (hasta ${W.cards(c.orUpTo.n)} si ${cond(c.orUpTo.if)})` : "";
    const from = fromDiscardToo ? "tu mano o tu pila de descartes" : "tu mano";
    return `${v(x, "exilia", "exiliar")} ${c.upTo ? "hasta " : ""}${W.cards(c.n)} de ${from}${more}`;
  },
  destroy: (ships, apart, x) => {
    const parts: string[] = [];
    if (ships.opponent) parts.push("una nave de línea que tu adversario tenga en juego");
    if (ships.row) {
      const ship: Np = { g: "f", noun: "nave de línea", quals: ships.row.enemy ? ["enemigo"] : [] };
      parts.push(`${un(ship)} que esté en la fila de la galaxia`);
    }
    return `${v(x, "destruye", "destruir")} ${parts.join(apart ? ", o bien " : " o ")}`;
  },
  purchaseFromGalaxyDiscard: (x) =>
    `${v(x, "adquiere", "adquirir")} una carta de la pila de descartes de la galaxia`,
  purchaseFromRow: (p, x) =>
    `${v(x, "adquiere", "adquirir")}${p.free ? " gratis" : ""} ${un(kind(p.kind))} de la fila de la galaxia` +
    (p.toHand ? ` y ${v(x, "añádela", "añadirla")} a tu mano` : "") +
    (p.topIf ? `. Si ${cond(p.topIf)}, coloca esa carta en la parte superior de tu mazo` : ""),
  addItToHand: () => "añádela a tu mano",
  addToHand: (p, x) =>
    `${v(x, "añade", "añadir")} ${un(kind(p.kind))} de ` +
    `${p.from === "discard" ? "tu pila de descartes" : "la fila de la galaxia"} a tu mano` +
    (p.exileAtEnd ? `. ${cap(ES_CARD.mustExileThatCard())}` : ""),
  placeOnOpponentDeck: (x) =>
    `${v(x, "coloca", "colocar")} 1 carta de su mano en la parte superior de su mazo`,
  reveal: (branches, x) =>
    `${v(x, "muestra", "mostrar")} la primera carta del mazo de la galaxia. ${branches.join(". ")}`,
  ifItIs: (side, clause) => `Si es ${un({ g: "f", noun: "carta", quals: [sideWord(side)] })}, ${clause}`,
  lookAtOpponentHand: (x) => `${v(x, "mira", "mirar")} la mano de tu adversario`,
  lookAtGalaxyTop: (n, keepOne, x) =>
    n === 1
      ? `${v(x, "mira", "mirar")} la primera carta del mazo de la galaxia`
      : `${v(x, "mira", "mirar")} las ${n} primeras cartas del mazo de la galaxia` +
        (keepOne ? ". Coloca una en la parte superior del mazo y descarta la otra" : ""),
  maySwapIt: () => "puedes intercambiarla por una carta de la fila de la galaxia",
  swapWithGalaxyDiscard: (k, x) =>
    `${v(x, "intercambia", "intercambiar")} una carta de la fila de la galaxia por ${
      un(kind(k))
    } de la pila de descartes de la galaxia`,
  nextPurchaseOnTop: (x) =>
    `${v(x, "coloca", "colocar")} la próxima carta que adquieras este turno en la parte superior de tu mazo`,
  spendAttack: (n, x) => `${v(x, "gasta", "gastar")} ${n} {A}`,

  whileYourBase: (x) => `mientras ${x.self.name.es} sea tu base, `,
  whileInPlay: (x) => `mientras el ${x.self.name.es} esté en juego, `,
  selfGainsWhile: (c, n, x) => `mientras ${cond(c, "subj")}, ${self(x)} gana ${n} {A}`,
  selfGainsWhileAttackingRow: (n, x) =>
    `${self(x)} gana ${n} {A} mientras esté atacando a un objetivo situado en la fila de la galaxia`,
  selfGainsPerBaseLost: (f, x) =>
    `${self(x)} gana 1 {A} por cada base ${W.factions[f]} que haya en la pila de victorias de tu adversario`,
  yoursGain: (whose, n) =>
    "ships" in whose
      ? `todas tus naves de línea ganan ${n} {A}`
      : `todas tus unidades ${whose.traits.map((t) => W.traits[t]).join(" y ")} ganan ${n} {A}`,
  preventFirstDamage: (n, x) =>
    `evita los ${n} primeros puntos de daño que se inflijan a ${x.self.name.es} en cada turno`,
  firstNeutralPurchaseToHand: () => "añade a tu mano la primera carta neutral que adquieras en cada turno",
  firstPurchaseOnTop: () =>
    "coloca la primera carta que adquieras en cada turno en la parte superior de tu mazo",
  mustExileThatCard: () => "debes exiliar esa carta al final de tu turno",
  bountyHuntNeutral: () =>
    "puedes cazar 1 unidad neutral de la fila de la galaxia en cada turno, usando su coste como su objetivo",
  gainCostOfDefeated: () => "si derrotas esa carta, ganas {R} igual a su coste",
  startingBase: () => "empiezas la partida con esta base en juego",
};
