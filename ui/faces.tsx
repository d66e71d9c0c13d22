/**
 * Card faces, rendered once per language on the server: the HTML inside a card tile (and inside the
 * zoomed card: CSS shows more there; hidden words name the icons for screen readers) and its reward
 * in words. The island receives them as data, so the browser bundle holds no card rendering or text.
 * Icons are the page's sprite (ui/icons.tsx): the faction in a corner, the traits, the stats.
 */
import { Fragment, h } from "preact";
import { renderToString } from "preact-render-to-string";
import { abilityText, type CardDef, CARDS, type Lang, renderIcons, rewardText } from "../engine/mod.ts";
import { TRAITS } from "../engine/text/terms.ts";
import { MESSAGES, type Messages } from "./i18n.ts";
import { Icon } from "./icons.tsx";

/** A card's face: `h` inner HTML (its text is what a screen reader says), `r` reward in words. */
export interface Face {
  h: string;
  r: string;
}

/** Card text with its icon tokens ({A} {R} {F}) drawn as icons that screen readers name and hover names. */
function Txt({ t, x }: { t: Messages; x: string }) {
  return (
    <>
      {x.split(/\{([ARF])\}/).map((p, i) =>
        i % 2
          ? (
            <i
              key={i}
              class={`ic ${p}`}
              role="img"
              aria-label={t.icons[p as "A" | "R" | "F"]}
              title={t.iconNames[p as "A" | "R" | "F"]}
            >
              <Icon id={`i${p}`} />
            </i>
          )
          : p
      )}
    </>
  );
}

/**
 * A stat: its icon and number, its name on hover, and words after the number that screen readers read
 * (the zoom shows them: `.lab`).
 */
function Stat({ k, n, name, t }: { k: "A" | "R" | "F" | "H" | "T"; n: number; name: string; t: Messages }) {
  return (
    <i class={`ic ${k}`} title={t.iconNames[k]}>
      <Icon id={`i${k}`} />
      {n}
      <span class="lab">{` ${name}`}</span>
    </i>
  );
}

function FaceHtml({ d, t, lang }: { d: CardDef; t: Messages; lang: Lang }) {
  const stats = [d.attack, d.resources, d.force, d.hitPoints ?? 0];
  const ab = abilityText(d, lang), rw = rewardText(d, lang);
  const statName = (k: "A" | "R" | "F" | "H") => k === "H" ? t.hpWord : t.icons[k];
  return (
    <>
      <Icon id={d.faction} cls="fa" name={t.factions[d.faction]} />
      <b class="nm">
        {d.unique && <Icon id="iU" cls="g uq" name={t.iconNames.U} />}
        {d.name[lang]}
      </b>
      {d.traits.length > 0 && (
        <span class="tr">
          {d.traits.map((x) => (
            <span key={x} class="trait">
              <Icon id={x} name={TRAITS[lang][x]} />
              <span class="lab">{TRAITS[lang][x]}</span>
            </span>
          ))}
        </span>
      )}
      <span class="meta">
        {[t.types[d.type], t.factions[d.faction], d.unique && t.unique].filter(Boolean).join(" · ")}
      </span>
      <span class="st">
        {d.type !== "base" && (
          <b class="cost" title={t.iconNames.C}>
            <span class="sr">{t.costWord}</span>
            {d.cost}
          </b>
        )}
        {(["A", "R", "F", "H"] as const).map((k, i) =>
          stats[i] > 0 && <Stat key={k} k={k} n={stats[i]} name={statName(k)} t={t} />
        )}
      </span>
      {ab && (
        <span class="tx">
          <Txt t={t} x={ab} />
        </span>
      )}
      {d.targetValue && (
        <span class="tv">
          <Stat k="T" n={d.targetValue} name={t.tvWord} t={t} />
          {/* Shown on an enemy card in the galaxy row (the table marks it from the engine's check). */}
          <span class="foe">{t.enemyCard}</span>
          <span class="rw">
            {t.reward}: <Txt t={t} x={rw} />
          </span>
        </span>
      )}
    </>
  );
}

const cache = new Map<Lang, Record<string, Face>>();

/** Every card's face in a language, by card name id. */
export function cardFaces(lang: Lang): Record<string, Face> {
  let m = cache.get(lang);
  if (!m) {
    const t = MESSAGES[lang];
    m = Object.fromEntries(CARDS.map((d) => [d.id, {
      h: renderToString(<FaceHtml d={d} t={t} lang={lang} />),
      r: renderIcons(rewardText(d, lang), lang),
    }]));
    cache.set(lang, m);
  }
  return m;
}
