/** `deno task cards`: prints the catalog as JSON, one entry per distinct card (English and Spanish text generated from data). */
import { CARDS } from "../engine/cards/catalog.ts";
import { abilityText, rewardText } from "../engine/text/effect_text.ts";
import { renderIcons, TRAITS } from "../engine/text/terms.ts";

const catalog = CARDS.map((d) => ({
  id: d.id,
  name: d.name.en,
  nameEs: d.name.es,
  faction: d.faction,
  type: d.type === "ship" ? "capitalShip" : d.type,
  set: d.set,
  copies: d.copies,
  cost: d.type === "base" ? null : d.cost,
  attack: d.type === "base" ? null : d.attack,
  resources: d.type === "base" ? null : d.resources,
  force: d.type === "base" ? null : d.force,
  hitPoints: d.hitPoints ?? null,
  targetValue: d.targetValue ?? null,
  traits: d.traits.map((t) => TRAITS.en[t]),
  traitsEs: d.traits.map((t) => TRAITS.es[t]),
  unique: !!d.unique,
  ...(d.type === "base" ? { startingBase: !!d.startingBase, beginner: !!d.beginner } : {}),
  ability: renderIcons(abilityText(d, "en"), "en"),
  abilityEs: renderIcons(abilityText(d, "es"), "es"),
  reward: renderIcons(rewardText(d, "en"), "en"),
  rewardEs: renderIcons(rewardText(d, "es"), "es"),
}));
console.log(JSON.stringify(catalog, null, 2));
