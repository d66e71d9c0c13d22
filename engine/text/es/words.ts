/** The words of the game in Spanish (the Spanish rulebook's glossary). */
import type { Words } from "../terms.ts";

/** Spanish words of the game. */
export const ES_WORDS: Words = {
  traits: {
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
  factions: { empire: "Imperial", rebel: "Rebelde", neutral: "neutral" },
  types: { unit: "unidad", ship: "nave de línea", base: "base" },
  icons: { A: ["de Ataque", "de Ataque"], R: ["recurso", "recursos"], F: ["de Fuerza", "de Fuerza"] },
  cards: (n) => `${n} ${n === 1 ? "carta" : "cartas"}`,
  held: (h) =>
    "row" in h
      ? "fila de la galaxia"
      : `${h.you ? "tuya" : h.mate ? "de tu compañero" : h.side === "rebel" ? "Rebeldes" : "Imperio"}${
        h.region ? `, región ${h.region}` : ""
      }`,
  and: "y",
  or: "o",
};
