/** Decision prompts in Spanish (see ../prompts.ts). */
import type { PromptPhrases } from "../prompts.ts";
import { subject } from "./log.ts";

/** Spanish prompts. */
export const ES_PROMPTS: PromptPhrases = {
  labels: { yes: "Sí", no: "No" },
  pass: "Hecho",
  damageBases: ({ name }) => `${name}: elige la base enemiga que recibe el daño.`,
  titles: {
    choose: ({ name }) => `${name}: elige una opción.`,
    reward: ({ name, ability }) => `Has derrotado a ${name}. ¿Obtienes su recompensa? ${ability}`,
    trigger: ({ name, ability }) => `¿Usas la capacidad de ${name}? ${ability}`,
    jedha: ({ name }) =>
      `${name}: ¿añades a tu mano la carta que has adquirido? Debes exiliarla al final de tu turno.`,
    sullust: ({ name }) =>
      `${name}: ¿colocas la carta que has adquirido en la parte superior de tu mazo (en vez de en tu pila de descartes)?`,
    exile: ({ name, amount }) =>
      `${name}: exilia una carta de tu mano o tu pila de descartes${
        amount ? ` (${amount} como máximo)` : ""
      }.`,
    discardHand: ({ name }) => `${name}: descarta una carta de tu mano.`,
    discardRow: ({ name }) => `${name}: descarta una carta de la fila de la galaxia.`,
    destroy: ({ name }) => `${name}: elige la nave de línea que destruyes.`,
    purchase: ({ name }) => `${name}: elige la carta que adquieres.`,
    move: ({ name }) => `${name}: elige una carta.`,
    damageTarget: ({ name }) => `${name}: inflige el daño a la base enemiga o a una de sus naves de línea.`,
    swapTop: ({ name }) =>
      `${name}: puedes intercambiar la primera carta del mazo de la galaxia por una carta de la fila.`,
    swapDiscard: ({ name }) => `${name}: elige la carta que tomas de la pila de descartes de la galaxia.`,
    swapRow: ({ name }) => `${name}: elige la carta de la fila que sustituye.`,
    keep: ({ name }) =>
      `${name}: elige la carta que queda encima del mazo de la galaxia; la otra se descarta.`,
    spendAttack: ({ name, amount }) => `${name}: elige cartas cuyo Ataque gastas (faltan ${amount}).`,
    newBase: () => "Tu base ha sido destruida: elige tu nueva base.",
    secretBase: ({ amount }) => `Bases secretas: elige una base para tu mazo de bases (faltan ${amount}).`,
    split: ({ amount }) => `Reparte ${amount} de daño entre las naves de línea enemigas.`,
    splitBases: ({ amount }) => `Reparte ${amount} de daño entre las bases enemigas.`,
    resolver: ({ name }) => `${name}: ¿resuelves tú su capacidad? (No: la resuelve tu compañero de equipo.)`,
    repair: ({ name }) => `${name}: elige la base que reparas (la tuya o la de tu compañero de equipo).`,
  },
  watch: {
    choose: ({ who, name }) => `${name}: ${low(who)} está eligiendo una opción.`,
    reward: ({ who, name }) => `${who} ha derrotado a ${name} y está decidiendo si obtiene su recompensa.`,
    trigger: ({ who, name }) => `${name}: ${low(who)} está decidiendo si usa su capacidad.`,
    jedha: ({ who, name }) =>
      `${name}: ${low(who)} está decidiendo si añade a su mano la carta que ha adquirido.`,
    sullust: ({ who, name }) =>
      `${name}: ${low(who)} está decidiendo si coloca la carta que ha adquirido encima de su mazo.`,
    exile: ({ who, name }) => `${name}: ${low(who)} está eligiendo cartas para exiliarlas.`,
    discardHand: ({ who, name }) => `${name}: ${low(who)} está eligiendo la carta de su mano que descarta.`,
    discardRow: ({ who, name }) =>
      `${name}: ${low(who)} está eligiendo la carta de la fila de la galaxia que descarta.`,
    destroy: ({ who, name }) => `${name}: ${low(who)} está eligiendo la nave de línea que destruye.`,
    purchase: ({ who, name }) => `${name}: ${low(who)} está eligiendo la carta que adquiere.`,
    move: ({ who, name }) => `${name}: ${low(who)} está eligiendo una carta.`,
    damageTarget: ({ who, name }) => `${name}: ${low(who)} está eligiendo a qué inflige el daño.`,
    swapTop: ({ who, name }) =>
      `${name}: ${
        low(who)
      } está decidiendo si cambia la primera carta del mazo de la galaxia por una de la fila.`,
    swapDiscard: ({ who, name }) =>
      `${name}: ${low(who)} está eligiendo una carta de la pila de descartes de la galaxia.`,
    swapRow: ({ who, name }) => `${name}: ${low(who)} está eligiendo la carta de la fila que sustituye.`,
    keep: ({ who, name }) =>
      `${name}: ${low(who)} está eligiendo la carta que queda encima del mazo de la galaxia.`,
    spendAttack: ({ who, name, amount }) =>
      `${name}: ${low(who)} está eligiendo cartas cuyo Ataque gasta (faltan ${amount}).`,
    newBase: ({ who }) => `${who} está eligiendo una nueva base.`,
    secretBase: ({ who }) => `${who} está eligiendo bases secretas.`,
    split: ({ who, amount }) => `${who} está repartiendo ${amount} de daño entre las naves de línea.`,
    splitBases: ({ who, amount }) => `${who} está repartiendo ${amount} de daño entre las bases.`,
    resolver: ({ who, name }) => `${name}: ${low(who)} está decidiendo quién resuelve su capacidad.`,
    repair: ({ who, name }) => `${name}: ${low(who)} está eligiendo la base que repara.`,
  },
  owned: (name, a) =>
    a.you
      ? `tu ${name}`
      : a.mate
      ? `${name} de tu compañero`
      : `${name} ${a.side === "rebel" ? "de los Rebeldes" : "del Imperio"}${
        a.region ? ` (región ${a.region})` : ""
      }`,
  subject,
};

/** A subject inside a sentence: "el jugador Imperial", "tu compañero". */
function low(who: string): string {
  return who[0].toLowerCase() + who.slice(1);
}
