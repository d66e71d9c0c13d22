/** The words of the game in English (the rulebook's terms). */
import type { Words } from "../terms.ts";

/** English words of the game. */
export const EN_WORDS: Words = {
  traits: {
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
  factions: { empire: "Empire", rebel: "Rebel", neutral: "neutral" },
  types: { unit: "unit", ship: "capital ship", base: "base" },
  icons: { A: ["attack", "attack"], R: ["resource", "resources"], F: ["Force", "Force"] },
  cards: (n) => `${n} ${n === 1 ? "card" : "cards"}`,
  held: (h) =>
    "row" in h
      ? "galaxy row"
      : `${h.you ? "yours" : h.mate ? "your teammate's" : h.side === "rebel" ? "Rebels" : "Empire"}${
        h.region ? `, region ${h.region}` : ""
      }`,
  and: "and",
  or: "or",
};
