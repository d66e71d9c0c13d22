/** Words of the game in English and Spanish (Spanish terms from the Spanish rulebook's glossary). */
import type { Trait } from "../cards/vocabulary.ts";
import type { Lang } from "../types.ts";

export const TRAITS: Record<Lang, Record<Trait, string>> = {
  en: {
    Fighter: "Fighter",
    Trooper: "Trooper",
    Vehicle: "Vehicle",
    Transport: "Transport",
    Officer: "Officer",
    BountyHunter: "Bounty Hunter",
    Sith: "Sith",
    Jedi: "Jedi",
    Scoundrel: "Scoundrel",
    Droid: "Droid",
  },
  es: {
    Fighter: "Caza",
    Trooper: "Soldado",
    Vehicle: "Vehículo",
    Transport: "Transporte",
    Officer: "Oficial",
    BountyHunter: "Cazarrecompensas",
    Sith: "Sith",
    Jedi: "Jedi",
    Scoundrel: "Granuja",
    Droid: "Droide",
  },
};

export const FACTIONS: Record<Lang, Record<"empire" | "rebel" | "neutral", string>> = {
  en: { empire: "Empire", rebel: "Rebel", neutral: "neutral" },
  es: { empire: "Imperial", rebel: "Rebelde", neutral: "neutral" },
};

export const CARD_TYPES: Record<Lang, Record<"unit" | "ship" | "base", string>> = {
  en: { unit: "unit", ship: "capital ship", base: "base" },
  es: { unit: "unidad", ship: "nave de línea", base: "base" },
};

/**
 * Replaces icon tokens with words: "{A}" attack, "{R}" resources, "{F}" Force. The number in
 * front of a token decides singular or plural.
 */
export function renderIcons(text: string, lang: Lang): string {
  return text.replace(/(?:(\d+) )?\{([ARF])\}/g, (_m, n: string | undefined, icon: string) => {
    const one = n === "1";
    const num = n === undefined ? "" : `${n} `;
    if (lang === "en") {
      if (icon === "A") return `${num}attack`;
      if (icon === "F") return `${num}Force`;
      return `${num}${one ? "resource" : "resources"}`;
    }
    if (icon === "A") return `${num}de Ataque`;
    if (icon === "F") return `${num}de Fuerza`;
    return `${num}${one ? "recurso" : "recursos"}`;
  });
}

/** Upper-cases the first letter. */
export function cap(s: string): string {
  return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1);
}

/** "a, b or c" / "a, b o c". */
export function orList(items: string[], lang: Lang): string {
  if (items.length <= 1) return items.join("");
  const last = items[items.length - 1];
  return `${items.slice(0, -1).join(", ")} ${lang === "en" ? "or" : "o"} ${last}`;
}

/** "a, b and c" / "a, b y c". */
export function andList(items: string[], lang: Lang): string {
  if (items.length <= 1) return items.join("");
  const last = items[items.length - 1];
  return `${items.slice(0, -1).join(", ")} ${lang === "en" ? "and" : "y"} ${last}`;
}
