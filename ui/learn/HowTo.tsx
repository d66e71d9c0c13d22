/**
 * How to play (server-rendered, no JavaScript needed): the rules in short, the icons with their names, and
 * every card with its whole generated text, filtered by a GET form (ui/learn/filter.ts makes it live). The
 * same markup is the page `/how-to-play` and, without its header, the sheet over the table (`?part=1`).
 */
import { type ComponentChildren, h } from "preact";
import { abilityText, type CardDef, CARDS, type Lang, renderIcons, rewardText } from "../../engine/mod.ts";
import { TRAITS } from "../../engine/text/terms.ts";
import { fmt, type Messages } from "../i18n.ts";
import { Icon } from "../icons.tsx";
import { type CardFilter, COSTS, FACTIONS, type Filterable, fold, matches, TYPES } from "./cards.ts";
import { GUIDE } from "../guide/words.ts";
import { LEARN, type LearnWords, type Section } from "./words.ts";

const ORDER = { empire: 0, rebel: 1, neutral: 2 } as const;
const SETS = { starter: 0, pilot: 1, galaxy: 2, base: 3 } as const;

/** Every card once, in the list's order: faction, then starters, pilots, galaxy cards, bases, then cost and name. */
export function listed(lang: Lang): CardDef[] {
  return [...CARDS].sort((a, b) =>
    ORDER[a.faction] - ORDER[b.faction] || SETS[a.set] - SETS[b.set] || a.cost - b.cost ||
    a.name[lang].localeCompare(b.name[lang])
  );
}

/** The whole text of a card in words (ability, then reward). */
export function wholeText(d: CardDef, lang: Lang): { ability: string; reward: string } {
  return { ability: renderIcons(abilityText(d, lang), lang), reward: renderIcons(rewardText(d, lang), lang) };
}

/** What the filter reads of a card. */
export function filterable(d: CardDef, lang: Lang): Filterable {
  const x = wholeText(d, lang);
  return {
    faction: d.faction,
    type: d.type,
    cost: d.cost,
    text: fold([d.name[lang], d.subtitle?.[lang] ?? "", x.ability, x.reward].join(" ")),
  };
}

/** Paragraphs in order; consecutive "• " items form one list. */
function Rules({ s }: { s: Section }) {
  const blocks: (string | string[])[] = [];
  for (const p of s.body) {
    const last = blocks[blocks.length - 1];
    if (!p.startsWith("• ")) blocks.push(p);
    else if (Array.isArray(last)) last.push(p.slice(2));
    else blocks.push([p.slice(2)]);
  }
  return (
    <section id={`htp-${s.id}`} class="htp-sec">
      <h2>{s.title}</h2>
      {blocks.map((b, i) =>
        Array.isArray(b) ? <ul key={i}>{b.map((x) => <li key={x}>{x}</li>)}</ul> : <p key={i}>{b}</p>
      )}
    </section>
  );
}

/** The icons of the cards, each drawn as on the table, with its name and what it means. */
function Icons({ t, w }: { t: Messages; w: LearnWords }) {
  const icon = (id: string, cls: string) => (
    <i class={`ic ${cls}`}>
      <Icon id={id} />
    </i>
  );
  const rows: [ComponentChildren, string, string][] = [
    [<b key="c" class="cost">3</b>, w.iconNames.C, w.iconsMean.C],
    [icon("iA", "A"), t.icons.A, w.iconsMean.A],
    [icon("iR", "R"), t.icons.R, w.iconsMean.R],
    [icon("iF", "F"), t.icons.F, w.iconsMean.F],
    [icon("iT", "T"), w.iconNames.T, w.iconsMean.T],
    [icon("iH", "H"), w.iconNames.H, w.iconsMean.H],
    [<b key="u" class="uq">◆</b>, w.iconNames.U, w.iconsMean.U],
    [
      <span key="f" class="fs">{FACTIONS.map((f) => <Icon key={f} id={f} cls={`g ${f}`} />)}</span>,
      FACTIONS.map((f) => t.factions[f]).join(" · "),
      w.iconsMean.sides,
    ],
  ];
  return (
    <section id="htp-icons" class="htp-sec">
      <h2>{w.iconsTitle}</h2>
      <dl class="htp-icons">
        {rows.map(([glyph, name, mean]) => (
          <div key={name}>
            <dt>
              {glyph} <b>{name}</b>
            </dt>
            <dd>{mean}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Stats({ d, w }: { d: CardDef; w: LearnWords }) {
  const s = w.stats;
  return (
    <p class="cl-stats">
      {[
        d.type !== "base" && fmt(s.cost, { n: d.cost }),
        d.attack > 0 && fmt(s.attack, { n: d.attack }),
        d.resources > 0 && fmt(s.resources, { n: d.resources }),
        d.force > 0 && fmt(s.force, { n: d.force }),
        d.hitPoints && fmt(s.hp, { n: d.hitPoints }),
        d.targetValue && fmt(s.target, { n: d.targetValue }),
      ].filter(Boolean).join(" · ")}
    </p>
  );
}

/** One card of the list: name, kind, stats and whole text in words. */
function Entry(
  { d, t, w, lang, hidden }: { d: CardDef; t: Messages; w: LearnWords; lang: Lang; hidden: boolean },
) {
  const f = filterable(d, lang), x = wholeText(d, lang);
  const kind = [
    w.sets[d.set],
    t.types[d.type],
    t.factions[d.faction],
    d.unique && w.iconNames.U,
    d.startingBase && w.startingBase,
    d.set === "base" && d.beginner && !d.startingBase && w.beginnerBase,
    ...d.traits.map((tr) => TRAITS[lang][tr]),
  ].filter(Boolean).join(" · ");
  return (
    <li
      class={`cl-card ${d.faction}`}
      data-faction={f.faction}
      data-type={f.type}
      data-cost={f.cost}
      data-text={f.text}
      hidden={hidden}
    >
      <h3>
        <Icon id={d.faction} cls={`g ${d.faction}`} /> {d.name[lang]}
        {d.copies > 1 && <span class="cl-n">{fmt(w.copies, { n: d.copies })}</span>}
      </h3>
      <p class="cl-kind">{kind}</p>
      <Stats d={d} w={w} />
      {x.ability && <p class="cl-tx">{x.ability}</p>}
      {x.reward && <p class="cl-rw">{w.reward}: {x.reward}</p>}
    </li>
  );
}

function Select(
  { name, label, value, options, any }: {
    name: string;
    label: string;
    value: string;
    options: [string, string][];
    any: string;
  },
) {
  return (
    <label>
      {label}
      <select name={name}>
        <option value="" selected={value === ""}>{any}</option>
        {options.map(([v, l]) => <option key={v} value={v} selected={value === v}>{l}</option>)}
      </select>
    </label>
  );
}

/** The card list with its filter form (GET, works without JavaScript; live with it). */
export function CardList({ t, lang, f, action }: { t: Messages; lang: Lang; f: CardFilter; action: string }) {
  const w = LEARN[lang], cards = listed(lang);
  const shown = cards.filter((d) => matches(filterable(d, lang), f));
  return (
    <section id="cards" class="htp-sec cardlist">
      <h2>{w.cardsTitle}</h2>
      <p>{w.cardsIntro}</p>
      <form method="get" action={`${action}#cards`} class="cl-filter" role="search">
        <input type="hidden" name="lang" value={lang} />
        <label>
          {w.search}
          <input type="search" name="q" value={f.q} maxLength={60} autocomplete="off" />
        </label>
        <Select
          name="faction"
          label={w.faction}
          value={f.faction}
          any={w.any}
          options={FACTIONS.map((x) => [x, t.factions[x]])}
        />
        <Select
          name="type"
          label={w.type}
          value={f.type}
          any={w.any}
          options={TYPES.map((x) => [x, t.types[x]])}
        />
        <Select name="cost" label={w.cost} value={f.cost} any={w.any} options={COSTS.map((x) => [x, x])} />
        <button type="submit">{w.filter}</button>
      </form>
      <p class="cl-count" aria-live="polite" data-word={w.shown} data-none={w.none}>
        {shown.length ? fmt(w.shown, { n: shown.length }) : w.none}
      </p>
      <ul class="cl">
        {cards.map((d) => <Entry key={d.id} d={d} t={t} w={w} lang={lang} hidden={!shown.includes(d)} />)}
      </ul>
    </section>
  );
}

/** How to play: rules, icons and cards; `part`: the sheet's content (no page header, no "Play now"). */
export function HowTo(
  { t, lang, f, part }: { t: Messages; lang: Lang; f: CardFilter; part?: boolean },
) {
  const w = LEARN[lang];
  return (
    <div class="htp">
      {part ? <h2 class="htp-title">{w.title}</h2> : <h1>{w.title}</h1>}
      <p>{w.intro}</p>
      {!part && (
        <p>
          <a class="btn" href="/learn">{GUIDE[lang].title}</a> <a class="btn" href="/#new">{w.play}</a>
        </p>
      )}
      <nav class="htp-toc" aria-label={w.contents}>
        {[...w.sections.map((s) => [`htp-${s.id}`, s.title]), ["htp-icons", w.iconsTitle], [
          "cards",
          w.cardsTitle,
        ]]
          .map(([id, title]) => <a key={id} href={`#${id}`}>{title}</a>)}
      </nav>
      {w.sections.map((s) => <Rules key={s.id} s={s} />)}
      <Icons t={t} w={w} />
      <CardList t={t} lang={lang} f={f} action="/how-to-play" />
    </div>
  );
}
