/** Log lines in plain English or Spanish, generated from (already redacted) events. */
import { defOf } from "../cards/catalog.ts";
import type { Lang, SeenEvent } from "../types.ts";
import { renderIcons } from "./terms.ts";

/** Names of the two sides as log subjects. */
const SIDE: Record<Lang, Record<string, string>> = {
  en: { empire: "The Empire player", rebel: "The Rebel player" },
  es: { empire: "El jugador Imperial", rebel: "El jugador Rebelde" },
};

function card(id: unknown, lang: Lang): string {
  return typeof id === "number" && id >= 0 ? defOf(id).name[lang] : lang === "en" ? "a card" : "una carta";
}

function list(ids: unknown, lang: Lang): string {
  const a = (ids as number[]).map((c) => card(c, lang));
  if (a.length <= 1) return a.join("");
  return `${a.slice(0, -1).join(", ")} ${lang === "en" ? "and" : "y"} ${a[a.length - 1]}`;
}

function cards(n: number, lang: Lang): string {
  return lang === "en" ? `${n} ${n === 1 ? "card" : "cards"}` : `${n} ${n === 1 ? "carta" : "cartas"}`;
}

/** Who did it, for a viewer: "You" or the side's name; verbs take the matching form. */
interface Who {
  you: boolean;
  name: string;
  /** Pick the verb form: [you-form, third-person form]. */
  v: (you: string, they: string) => string;
}

function who(factions: string[], seat: unknown, viewer: number, lang: Lang, computer: number): Who {
  const s = typeof seat === "number" ? seat : -1;
  const you = s === viewer;
  const name = you
    ? (lang === "en" ? "You" : "Tú")
    : s >= 0 && s === computer
    ? (lang === "en" ? "The computer" : "El ordenador")
    : SIDE[lang][factions[s]] ?? "?";
  return { you, name, v: (a, b) => (you ? a : b) };
}

/**
 * One log line for an event as the viewer sees it (after `eventFor`), or null for bookkeeping
 * events that need no line. `factions` maps seats to "empire"/"rebel"; the seat `computer` (if any)
 * is named as the computer opponent.
 */
export function logLine(
  e: SeenEvent,
  viewer: number,
  factions: string[],
  lang: Lang,
  computer = -1,
): string | null {
  const W = who(factions, "seat" in e ? e.seat : -1, viewer, lang, computer);
  const S = W.name;
  const en = lang === "en";
  const gains = (r: number, f: number, a: number) => {
    const parts: string[] = [];
    if (a) parts.push(`${a} {A}`);
    if (r) parts.push(`${r} {R}`);
    if (f) parts.push(`${f} {F}`);
    return renderIcons(parts.join(en ? " and " : " y "), lang);
  };
  switch (e.k) {
    case "turn":
      return en
        ? `Turn ${e.n}: ${
          W.you
            ? "your turn"
            : factions[e.seat as number] === "empire"
            ? "the Empire's turn"
            : "the Rebels' turn"
        }.`
        : `Turno ${e.n}: ${W.you ? "tu turno" : `turno ${S.toLowerCase().replace(/^el /, "del ")}`}.`;
    case "draw":
      return en
        ? `${S} ${W.v("draw", "draws")} ${"hidden" in e ? cards(e.n ?? 0, lang) : list(e.cards, lang)}.`
        : `${S} ${W.v("robas", "roba")} ${"hidden" in e ? cards(e.n ?? 0, lang) : list(e.cards, lang)}.`;
    case "shuffle":
      return en
        ? `${S} ${W.v("shuffle", "shuffles")} the discard pile into a new deck.`
        : `${S} ${W.v("barajas", "baraja")} la pila de descartes para formar un nuevo mazo.`;
    case "galaxyShuffle":
      return en
        ? "The galaxy discard pile is shuffled into a new galaxy deck."
        : "La pila de descartes de la galaxia se baraja para formar un nuevo mazo de la galaxia.";
    case "rowAdd":
      return en
        ? `${card(e.card, lang)} enters the galaxy row.`
        : `${card(e.card, lang)} entra en la fila de la galaxia.`;
    case "play": {
      const extra = gains(e.resources as number, e.force as number, 0);
      return en
        ? `${S} ${W.v("play", "plays")} ${card(e.card, lang)}${extra ? ` (${extra})` : ""}.`
        : `${S} ${W.v("juegas", "juega")} ${card(e.card, lang)}${extra ? ` (${extra})` : ""}.`;
    }
    case "ability":
      return en
        ? `${S} ${W.v("use", "uses")} ${card(e.card, lang)}.`
        : `${S} ${W.v("usas", "usa")} ${card(e.card, lang)}.`;
    case "purchase":
      return en
        ? `${S} ${W.v("purchase", "purchases")} ${card(e.card, lang)}${e.free ? " for free" : ""}.`
        : `${S} ${W.v("adquieres", "adquiere")}${e.free ? " gratis" : ""} ${card(e.card, lang)}.`;
    case "placed":
      if (e.dest === "discard") return null;
      return en
        ? `${card(e.card, lang)} goes ${e.dest === "hand" ? "to the hand" : "on top of the deck"}.`
        : `${card(e.card, lang)} va ${e.dest === "hand" ? "a la mano" : "a la parte superior del mazo"}.`;
    case "payOff":
      return en
        ? `${S} ${W.v("pay", "pays")} off ${card(e.card, lang)}.`
        : `${S} ${W.v("sobornas", "soborna")} a ${card(e.card, lang)}.`;
    case "commit":
      return en
        ? `${S} ${W.v("commit", "commits")} ${list(e.cards, lang)} to attack ${
          e.target === -1 ? "the enemy base" : card(e.target, lang)
        }.`
        : `${S} ${W.v("asignas", "asigna")} ${list(e.cards, lang)} a un ataque contra ${
          e.target === -1 ? "la base enemiga" : card(e.target, lang)
        }.`;
    case "attack":
      return en
        ? `${S} ${W.v("attack", "attacks")} ${
          e.target === -1 ? "the enemy base" : card(e.target, lang)
        } with ${e.n} attack.`
        : `${S} ${W.v("atacas", "ataca")} ${
          e.target === -1 ? "la base enemiga" : card(e.target, lang)
        } con ${e.n} de Ataque.`;
    case "attackFailed":
      return en
        ? `The attack on ${card(e.card, lang)} falls short.`
        : `El ataque contra ${card(e.card, lang)} no basta.`;
    case "defeat":
      return en
        ? `${S} ${W.v("defeat", "defeats")} ${card(e.card, lang)}.`
        : `${S} ${W.v("derrotas", "derrota")} a ${card(e.card, lang)}.`;
    case "gain": {
      const g = gains(e.resources as number, e.force as number, e.attack as number);
      if (!g) return null;
      return en
        ? `${S} ${W.v("gain", "gains")} ${g}${
          typeof e.src === "number" && e.src >= 0 ? ` (${card(e.src, lang)})` : ""
        }.`
        : `${S} ${W.v("ganas", "gana")} ${g}${
          typeof e.src === "number" && e.src >= 0 ? ` (${card(e.src, lang)})` : ""
        }.`;
    }
    case "forceBonus":
      return en
        ? `${S} ${W.v("gain", "gains")} 1 resource: the Force is all the way to ${W.v("your", "their")} side.`
        : `${S} ${W.v("ganas", "gana")} 1 recurso: la Fuerza está en ${W.v("tu", "su")} extremo.`;
    case "shipResources":
      return en
        ? `${S} ${W.v("collect", "collects")} ${renderIcons(`${e.n} {R}`, lang)} from capital ships.`
        : `${S} ${W.v("obtienes", "obtiene")} ${renderIcons(`${e.n} {R}`, lang)} de sus naves de línea.`;
    case "repair":
      return en
        ? `${S} ${W.v("repair", "repairs")} ${e.n} damage.`
        : `${S} ${W.v("reparas", "repara")} ${e.n} de daño.`;
    case "prevent":
      return en
        ? `${card(e.card, lang)} prevents ${e.n} damage.`
        : `${card(e.card, lang)} evita ${e.n} de daño.`;
    case "damageBase":
      return en
        ? `${card(e.card, lang)} takes ${e.n} damage.`
        : `${card(e.card, lang)} sufre ${e.n} de daño.`;
    case "damageShip":
      return en
        ? `${card(e.card, lang)} takes ${e.n} damage.`
        : `${card(e.card, lang)} sufre ${e.n} de daño.`;
    case "baseDestroyed":
      return en ? `${card(e.card, lang)} is destroyed!` : `¡${card(e.card, lang)} ha sido destruida!`;
    case "win": {
      return en ? `${S} ${W.v("win", "wins")} the game!` : `¡${S} ${W.v("ganas", "gana")} la partida!`;
    }
    case "destroy":
      return en ? `${card(e.card, lang)} is destroyed.` : `${card(e.card, lang)} es destruida.`;
    case "exile":
      return en
        ? `${S} ${W.v("exile", "exiles")} ${card(e.card, lang)}.`
        : `${S} ${W.v("exilias", "exilia")} ${card(e.card, lang)}.`;
    case "discard":
      return en
        ? `${S} ${W.v("discard", "discards")} ${card(e.card, lang)}${e.random ? " at random" : ""}.`
        : `${S} ${W.v("descartas", "descarta")} ${card(e.card, lang)}${e.random ? " al azar" : ""}.`;
    case "galaxyDiscard":
      return en
        ? `${card(e.card, lang)} goes to the galaxy discard pile.`
        : `${card(e.card, lang)} va a la pila de descartes de la galaxia.`;
    case "reveal":
      return en
        ? `${S} ${W.v("reveal", "reveals")} ${card(e.card, lang)} from the galaxy deck.`
        : `${S} ${W.v("muestras", "muestra")} ${card(e.card, lang)} del mazo de la galaxia.`;
    case "look":
      return "hidden" in e
        ? en
          ? `${S} ${W.v("look", "looks")} at the top ${cards(e.n as number, lang)} of the galaxy deck.`
          : `${S} ${W.v("miras", "mira")} ${cards(e.n as number, lang)} del mazo de la galaxia.`
        : en
        ? `${S} ${W.v("look", "looks")} at ${list(e.cards, lang)} on top of the galaxy deck.`
        : `${S} ${W.v("miras", "mira")} ${list(e.cards, lang)} en el mazo de la galaxia.`;
    case "lookHand":
      return "hidden" in e
        ? en
          ? `${S} ${W.v("look", "looks")} at the opponent's hand.`
          : `${S} ${W.v("miras", "mira")} la mano del adversario.`
        : en
        ? `${S} ${W.v("look", "looks")} at the hand: ${list(e.cards, lang) || "empty"}.`
        : `${S} ${W.v("miras", "mira")} la mano: ${list(e.cards, lang) || "vacía"}.`;
    case "placeOnDeck":
      return en
        ? `${S} ${W.v("put", "puts")} ${
          "hidden" in e ? "a card" : card(e.card, lang)
        } from the opponent's hand on top of their deck.`
        : `${S} ${W.v("colocas", "coloca")} ${
          "hidden" in e ? "una carta" : card(e.card, lang)
        } de la mano del adversario encima de su mazo.`;
    case "toHand":
      return en
        ? `${S} ${W.v("add", "adds")} ${card(e.card, lang)} to ${W.v("your", "their")} hand.`
        : `${S} ${W.v("añades", "añade")} ${card(e.card, lang)} a ${W.v("tu", "su")} mano.`;
    case "swap":
      return en
        ? `${card(e.card, lang)} takes the place of ${card(e.out, lang)} in the galaxy row.`
        : `${card(e.card, lang)} ocupa el lugar de ${card(e.out, lang)} en la fila de la galaxia.`;
    case "nextPurchase":
      return en
        ? `${S}: the next card purchased this turn goes on top of the deck.`
        : `${S}: la próxima carta adquirida este turno irá encima del mazo.`;
    case "spendAttack":
      return en
        ? `${S} ${W.v("spend", "spends")} the attack of ${card(e.card, lang)}.`
        : `${S} ${W.v("gastas", "gasta")} el Ataque de ${card(e.card, lang)}.`;
    case "baseRevealed":
      return en
        ? `${S} ${W.v("reveal", "reveals")} ${card(e.card, lang)} as ${W.v("your", "their")} new base.`
        : `${S} ${W.v("muestras", "muestra")} ${card(e.card, lang)} como nueva base.`;
    case "secretBases":
      return en
        ? `${S} ${W.v("choose", "chooses")} secret bases${"hidden" in e ? "" : `: ${list(e.cards, lang)}`}.`
        : `${S} ${W.v("eliges", "elige")} bases secretas${"hidden" in e ? "" : `: ${list(e.cards, lang)}`}.`;
    case "endTurn":
      return en ? `${S} ${W.v("end", "ends")} the turn.` : `${S} ${W.v("terminas", "termina")} el turno.`;
    case "answer":
      if (e.purpose === "reward" || e.purpose === "trigger") {
        if (!("option" in e) || e.option !== 1) return null;
        return en
          ? `${S} ${W.v("decline", "declines")} ${e.purpose === "reward" ? "the reward" : "the ability"} of ${
            card(e.src, lang)
          }.`
          : `${S} ${W.v("rechazas", "rechaza")} ${
            e.purpose === "reward" ? "la recompensa" : "la capacidad"
          } de ${card(e.src, lang)}.`;
      }
      return null;
    default:
      return null;
  }
}
