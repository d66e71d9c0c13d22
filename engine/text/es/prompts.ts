/** Decision prompts in Spanish (see ../prompts.ts). */
import type { PromptPhrases } from "../prompts.ts";

/** Spanish prompts. */
export const ES_PROMPTS: PromptPhrases = {
  labels: { yes: "Sí", no: "No" },
  pass: "Hecho",
  titles: {
    choose: ({ name }) => `${name}: elige una opción.`,
    reward: ({ name, ability }) => `Has derrotado a ${name}. ¿Obtienes su recompensa? ${ability}`,
    trigger: ({ name, ability }) => `¿Usas la capacidad de ${name}? ${ability}`,
    jedha: ({ name }) => `Jedha: ¿añades ${name} a tu mano? Debes exiliarla al final de tu turno.`,
    sullust: ({ name }) =>
      `Sullust: ¿colocas ${name} en la parte superior de tu mazo (en vez de en tu pila de descartes)?`,
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
};
