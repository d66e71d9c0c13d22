/**
 * The words of the "while you were away" summary, English and Spanish (one phrasebook per language;
 * `{name}` marks a value filled by `fmt`). Apart from the table's catalog so that only the second
 * bundle carries them.
 */
import type { Lang } from "../engine/state/types.ts";

const en = {
  title: "While you were away",
  played: "Played: {c}",
  bought: "Bought: {c}",
  hits: "Damage: {c}",
  hit: "{n} to {c}",
  defeated: "Defeated in the galaxy row: {c}",
  destroyed: "Destroyed: {c}",
  force: "Force gained: {n}",
  times: "{n} × {c}",
  dismiss: "Dismiss",
};

/** The words of one language. */
export type RecapWords = typeof en;

const es: RecapWords = {
  title: "Mientras no estabas",
  played: "Jugadas: {c}",
  bought: "Adquiridas: {c}",
  hits: "Daño: {c}",
  hit: "{n} a {c}",
  defeated: "Derrotadas en la fila galáctica: {c}",
  destroyed: "Destruidas: {c}",
  force: "Fuerza ganada: {n}",
  times: "{n} × {c}",
  dismiss: "Cerrar",
};

/** The phrasebook of each language. */
export const RECAP_WORDS: Record<Lang, RecapWords> = { en, es };
