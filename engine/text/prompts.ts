/**
 * Decision prompts, from the decision's purpose and the source card's effect data. The words come
 * from the language's prompt phrasebook (`<lang>/prompts.ts`): a title for every purpose.
 */
import { cardDef, defOf } from "../cards/catalog.ts";
import type { CardDef } from "../cards/vocabulary.ts";
import type { DecisionOption, Purpose } from "../types.ts";
import { effectSentence, rewardText, triggerText } from "./effect_text.ts";
import { type Lang, renderIcons } from "./terms.ts";
import { EN_PROMPTS } from "./en/prompts.ts";
import { ES_PROMPTS } from "./es/prompts.ts";

/** The parts of a decision a prompt needs (a decision or its view). */
export interface PromptInput {
  purpose: Purpose;
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

/** What a title may say: the source card's name, the decision's amount, the ability it offers. */
export interface TitleParts {
  name: string;
  amount?: number;
  /** Rewards and triggers: the text of the ability, icons in words ("" otherwise). */
  ability: string;
}

/** The prompts in one language. */
export interface PromptPhrases {
  /** Fixed answers of an option decision. */
  labels: Record<"yes" | "no", string>;
  pass: string;
  titles: Record<Purpose, (p: TitleParts) => string>;
}

/** The prompt phrasebook of each language. */
const PROMPTS: Record<Lang, PromptPhrases> = { en: EN_PROMPTS, es: ES_PROMPTS };

function srcDef(d: PromptInput): CardDef | null {
  if (d.src >= 0) return defOf(d.src);
  if (d.srcName) return cardDef(d.srcName);
  return null;
}

/** The ability a reward or trigger decision offers, as text. */
function abilityOf(d: PromptInput, def: CardDef | null, lang: Lang): string {
  if (d.purpose === "reward") return renderIcons(rewardText(def!, lang), lang);
  const trig = d.purpose === "trigger" ? def!.triggers?.[0] : undefined;
  return trig ? renderIcons(triggerText(trig, { lang, self: def!, mood: "imp" }), lang) : "";
}

/** The prompt of a decision for its decider. */
export function promptText(d: PromptInput, lang: Lang): Prompt {
  const t = PROMPTS[lang];
  const def = srcDef(d);
  const options = (d.options ?? []).map((o) =>
    "label" in o
      ? t.labels[o.label]
      : renderIcons(effectSentence(o.effect, def!, lang, { mood: "imp" }), lang)
  );
  const title = t.titles[d.purpose]({
    name: def ? def.name[lang] : "",
    amount: d.amount,
    ability: abilityOf(d, def, lang),
  });
  return { title, options, pass: d.canPass ? t.pass : undefined };
}
