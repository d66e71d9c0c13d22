/** Decision prompts in English and Spanish, from the decision's purpose and the source card's effect data. */
import { cardDef, defOf } from "../cards/catalog.ts";
import type { CardDef, Effect } from "../cards/vocabulary.ts";
import type { DecisionOption, Lang } from "../types.ts";
import { effectSentence, rewardText, triggerText } from "./effect_text.ts";
import { renderIcons } from "./terms.ts";

/** The parts of a decision a prompt needs (a decision or its view). */
export interface PromptInput {
  purpose: string;
  src: number;
  srcName?: string;
  options?: DecisionOption[];
  amount?: number;
  canPass?: boolean;
}

export interface Prompt {
  /** What the decider is asked. */
  title: string;
  /** Labels of the options of an "option" decision. */
  options: string[];
  /** Label of the pass button, when passing is allowed. */
  pass?: string;
}

const T = {
  en: {
    yes: "Yes",
    no: "No",
    pass: "Done",
    decline: "Decline",
    choose: (n: string) => `${n}: choose one.`,
    oppChoose: (n: string) => `Your opponent played ${n}. Choose one.`,
    reward: (n: string, r: string) => `You defeated ${n}. Take its reward? ${r}`,
    trigger: (n: string, t: string) => `Use the ability of ${n}? ${t}`,
    jedha: (n: string) => `Jedha: add ${n} to your hand? You must exile it at the end of your turn.`,
    sullust: (n: string) => `Sullust: place ${n} on top of your deck (instead of your discard pile)?`,
    exile: (n: string, k?: number) =>
      `${n}: exile a card from your hand or discard pile${k ? ` (${k} at most)` : ""}.`,
    discardHand: (n: string) => `${n}: discard a card from your hand.`,
    discardRow: (n: string) => `${n}: discard a card from the galaxy row.`,
    destroy: (n: string) => `${n}: choose the capital ship to destroy.`,
    purchase: (n: string) => `${n}: choose the card to purchase.`,
    move: (n: string) => `${n}: choose a card.`,
    damageTarget: (n: string) => `${n}: deal the damage to the enemy base or to one of their capital ships.`,
    swapTop: (n: string) =>
      `${n}: you may swap the top card of the galaxy deck with a card in the galaxy row.`,
    swapDiscard: (n: string) => `${n}: choose the card to take from the galaxy discard pile.`,
    swapRow: (n: string) => `${n}: choose the galaxy row card it replaces.`,
    keep: (n: string) => `${n}: choose the card to keep on top of the galaxy deck; the other is discarded.`,
    spendAttack: (n: string, k?: number) =>
      `${n}: choose cards whose attack you spend (${k} attack still to pay).`,
    newBase: () => "Your base was destroyed: choose your new base.",
    secretBase: (_n: string, k?: number) => `Secret Bases: choose a base for your base deck (${k} to go).`,
    split: (_n: string, k?: number) => `Assign ${k} damage among the enemy capital ships.`,
    other: (n: string) => `${n}: choose.`,
  },
  es: {
    yes: "Sí",
    no: "No",
    pass: "Hecho",
    decline: "Rechazar",
    choose: (n: string) => `${n}: elige una opción.`,
    oppChoose: (n: string) => `Tu adversario ha jugado ${n}. Elige una opción.`,
    reward: (n: string, r: string) => `Has derrotado a ${n}. ¿Obtienes su recompensa? ${r}`,
    trigger: (n: string, t: string) => `¿Usas la capacidad de ${n}? ${t}`,
    jedha: (n: string) => `Jedha: ¿añades ${n} a tu mano? Debes exiliarla al final de tu turno.`,
    sullust: (n: string) =>
      `Sullust: ¿colocas ${n} en la parte superior de tu mazo (en vez de en tu pila de descartes)?`,
    exile: (n: string, k?: number) =>
      `${n}: exilia una carta de tu mano o tu pila de descartes${k ? ` (${k} como máximo)` : ""}.`,
    discardHand: (n: string) => `${n}: descarta una carta de tu mano.`,
    discardRow: (n: string) => `${n}: descarta una carta de la fila de la galaxia.`,
    destroy: (n: string) => `${n}: elige la nave de línea que destruyes.`,
    purchase: (n: string) => `${n}: elige la carta que adquieres.`,
    move: (n: string) => `${n}: elige una carta.`,
    damageTarget: (n: string) => `${n}: inflige el daño a la base enemiga o a una de sus naves de línea.`,
    swapTop: (n: string) =>
      `${n}: puedes intercambiar la primera carta del mazo de la galaxia por una carta de la fila.`,
    swapDiscard: (n: string) => `${n}: elige la carta que tomas de la pila de descartes de la galaxia.`,
    swapRow: (n: string) => `${n}: elige la carta de la fila que sustituye.`,
    keep: (n: string) => `${n}: elige la carta que queda encima del mazo de la galaxia; la otra se descarta.`,
    spendAttack: (n: string, k?: number) => `${n}: elige cartas cuyo Ataque gastas (faltan ${k}).`,
    newBase: () => "Tu base ha sido destruida: elige tu nueva base.",
    secretBase: (_n: string, k?: number) =>
      `Bases secretas: elige una base para tu mazo de bases (faltan ${k}).`,
    split: (_n: string, k?: number) => `Reparte ${k} de daño entre las naves de línea enemigas.`,
    other: (n: string) => `${n}: elige.`,
  },
};

function srcDef(d: PromptInput): CardDef | null {
  if (d.src >= 0) return defOf(d.src);
  if (d.srcName) return cardDef(d.srcName);
  return null;
}

/** The prompt of a decision for its decider (or, with `forOpponent`, a line for the seat that waits). */
export function promptText(d: PromptInput, lang: Lang): Prompt {
  const t = T[lang];
  const def = srcDef(d);
  const name = def ? def.name[lang] : "";
  const opts = (d.options ?? []).map((o) => {
    if ("label" in o) return o.label === "yes" ? t.yes : t.no;
    return renderIcons(effectSentence(o.effect as Effect, def!, lang, { mood: "imp" }), lang);
  });
  let title: string;
  switch (d.purpose) {
    case "choose":
      title = t.choose(name);
      break;
    case "reward":
      title = t.reward(name, renderIcons(rewardText(def!, lang), lang));
      break;
    case "trigger": {
      const trig = def!.triggers?.[0];
      title = t.trigger(
        name,
        trig ? renderIcons(triggerText(trig, { lang, self: def!, mood: "imp" }), lang) : "",
      );
      break;
    }
    case "jedha":
    case "sullust":
      title = t[d.purpose](name);
      break;
    default: {
      const f = (t as Record<string, unknown>)[d.purpose] as ((n: string, k?: number) => string) | undefined;
      title = f ? f(name, d.amount) : t.other(name);
    }
  }
  return { title, options: opts, pass: d.canPass ? t.pass : undefined };
}
