/**
 * Decision prompts, from the decision's purpose and the source card's effect data, worded for the one
 * who reads them. The seat that answers reads a title and option labels (a card of another seat names
 * whose it is; options of a choice the card's opponent makes are worded for that opponent); every other
 * viewer reads a line saying who is choosing what. The words come from the language's prompt phrasebook
 * (`<lang>/prompts.ts`).
 */
import { cardDef, defOf } from "../cards/catalog.ts";
import type { CardDef } from "../cards/vocabulary.ts";
import type { DecisionOption, Purpose } from "../state/types.ts";
import type { View } from "../view/view.ts";
import { effectSentence, rewardText, triggerText } from "./effect_text.ts";
import { cap } from "./grammar.ts";
import { type Actor, actorOf, type Cast, holderOf } from "./log.ts";
import { type Holder, type Lang, renderIcons, WORDS } from "./terms.ts";
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
  /** The seat that answers (needed with a reader). */
  seat?: number;
  /** The cards offered, when the reader may see them. */
  cards?: number[];
}

export interface Prompt {
  /** What the decider is asked; for any other reader, who is choosing what. */
  title: string;
  /** Labels of the options of an "option" decision (the decider's only). */
  options: string[];
  /** Label of the pass button, when passing is allowed (the decider's only). */
  pass?: string;
  /**
   * The offered cards, in the decision's order, each named with whose it is and where ("Lothal — Empire,
   * region 2"), when their names alone do not tell them apart: bases and capital ships in 2v2, or in 1v1
   * capital ships lying in more than one place. Absent otherwise (the decider's only).
   */
  cards?: string[];
}

/** What a title may say: the source card's name, the decision's amount, the ability it offers. */
export interface TitleParts {
  /** The card, named for the reader: "B-Wing", or another seat's "the Rebels' B-Wing". */
  name: string;
  amount?: number;
  /** Rewards and triggers: the text of the ability, icons in words ("" otherwise). */
  ability: string;
}

/** What a line for a reader who does not answer says: who answers, the card named for this reader. */
export interface WatchParts {
  /** The deciding seat, as the subject of a sentence ("The Empire player", "Your teammate"). */
  who: string;
  name: string;
  amount?: number;
}

/** The prompts in one language. */
export interface PromptPhrases {
  /** Fixed answers of an option decision. */
  labels: Record<"yes" | "no", string>;
  pass: string;
  /** The decider's title for every purpose. */
  titles: Record<Purpose, (p: TitleParts) => string>;
  /** The decider's title of a damage target decision offering bases only (2v2: Rodia, Yavin IV). */
  damageBases: (p: TitleParts) => string;
  /** Every other reader's line for every purpose ("The Empire player is choosing …"). */
  watch: Record<Purpose, (p: WatchParts) => string>;
  /** A card of a seat other than the reader: "the Rebels' B-Wing (region 1)", "your teammate's Jedha". */
  owned(name: string, owner: Actor): string;
  /** The deciding seat as the subject of a sentence. */
  subject(who: Actor): string;
}

/** The prompt phrasebook of each language. */
const PROMPTS: Record<Lang, PromptPhrases> = { en: EN_PROMPTS, es: ES_PROMPTS };

/** Who reads a prompt and where the decision's cards lie (`readerOf` builds it from the reader's view). */
export interface Reader {
  /** The reading seat (a spectator: -1). */
  viewer: number;
  cast: Cast;
  /** The seat holding a card in play (its base, capital ships or units), "row" for the galaxy row, else -1. */
  holder(card: number): number | "row";
  /** The team taking its turn. */
  turnTeam: number;
}

/** The reader of a view: its viewer, the seats (and the computer's), where its cards lie. */
export function readerOf(view: View, computers: readonly number[] = []): Reader {
  return {
    viewer: view.viewer,
    cast: { seats: view.seats, computers },
    holder(card) {
      for (let i = 0; i < view.seats.length; i++) {
        const p = view.seats[i];
        if (p.base === card || p.ships.includes(card) || p.play.includes(card)) return i;
      }
      return view.regions.some((r) => r.row.includes(card)) ? "row" : -1;
    },
    turnTeam: view.seats[view.turn.seat].team,
  };
}

/** The prompts of a view's pending decisions, worded for its viewer. */
export function promptsFor(view: View, lang: Lang, computers: readonly number[] = []): Prompt[] {
  const reader = readerOf(view, computers);
  return view.pending.map((d) => promptText(d, lang, reader));
}

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

/**
 * The seat whose card the decision comes from: the one holding it in play, else (a card the reader
 * cannot see) the opponent across from the decider when the other side's turn asked it, else -1.
 */
function ownerOf(d: PromptInput, r: Reader): number {
  if (d.src >= 0) {
    const h = r.holder(d.src);
    if (typeof h === "number" && h >= 0) return h;
  }
  const seats = r.cast.seats, seat = d.seat!;
  if ((d.src >= 0 || d.srcName) && seats[seat].team !== r.turnTeam) {
    return seats.findIndex((p) => p.team !== seats[seat].team && p.region === seats[seat].region);
  }
  return -1;
}

/**
 * The prompt of a decision: with no reader, the decider's words as today's card tells them; with a
 * reader, worded for it (the decider's title and options, or every other reader's line).
 */
export function promptText(d: PromptInput, lang: Lang, reader?: Reader): Prompt {
  const t = PROMPTS[lang];
  const def = srcDef(d);
  const plain = def ? def.name[lang] : "";
  if (reader && d.seat !== undefined && reader.viewer !== d.seat) return watchLine(d, t, plain, reader);
  const owner = reader ? ownerOf(d, reader) : -1;
  const name = owner >= 0 && owner !== reader!.viewer
    ? t.owned(plain, actorOf(reader!.cast, owner, reader!.viewer))
    : plain;
  // A choice the card's opponent makes (B-Wing, Duros Spy) is worded for that opponent.
  const side = owner >= 0 ? reader!.cast.seats[owner] : undefined;
  const answering = side && side.team !== reader!.cast.seats[d.seat!].team ? side.faction : undefined;
  const options = (d.options ?? []).map((o) =>
    "label" in o
      ? t.labels[o.label]
      : renderIcons(effectSentence(o.effect, def!, lang, { mood: "imp", answering }), lang)
  );
  const bases = d.purpose === "damageTarget" && !!d.cards?.length &&
    d.cards.every((c) => defOf(c).type === "base");
  const phrase = bases ? t.damageBases : t.titles[d.purpose];
  const title = cap(phrase({ name, amount: d.amount, ability: abilityOf(d, def, lang) }));
  const out: Prompt = { title, options, pass: d.canPass ? t.pass : undefined };
  const cards = reader && d.cards ? labels(d.cards, reader, lang) : undefined;
  if (cards) out.cards = cards;
  return out;
}

/** The line of a reader who does not answer: who is choosing, and for which card. */
function watchLine(d: PromptInput, t: PromptPhrases, plain: string, r: Reader): Prompt {
  const owner = ownerOf(d, r);
  const name = owner < 0 || owner === d.seat ? plain : t.owned(plain, actorOf(r.cast, owner, r.viewer));
  const who = t.subject(actorOf(r.cast, d.seat!, r.viewer));
  return { title: cap(t.watch[d.purpose]({ who, name, amount: d.amount })), options: [] };
}

/**
 * Names of the offered cards with whose they are and where, when the names alone do not tell them apart
 * (see `Prompt.cards`); undefined when nothing needs it.
 */
function labels(cards: number[], r: Reader, lang: Lang): string[] | undefined {
  const team = r.cast.seats.length > 2;
  const holders: (Holder | null)[] = cards.map((c) => {
    if (defOf(c).type === "unit") return null;
    const h = r.holder(c);
    if (h === "row") return { row: true };
    return h >= 0 ? holderOf(r.cast, h, r.viewer) : null;
  });
  const places = new Set(cards.map((c, i) => (holders[i] ? String(r.holder(c)) : "")));
  places.delete("");
  if (places.size === 0 || (!team && places.size < 2)) return undefined;
  return cards.map((c, i) => {
    const h = holders[i];
    const name = defOf(c).name[lang];
    return h ? `${name} — ${WORDS[lang].held(h)}` : name;
  });
}
