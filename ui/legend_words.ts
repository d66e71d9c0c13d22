/**
 * The words of the table's help sheet ("?": the icons, a card's parts, the galaxy row, the keys), English
 * and Spanish (one phrasebook per language); read by ui/Sheets.tsx, kept apart from ui/words.ts.
 */
import type { Lang } from "../engine/state/types.ts";

const en = {
  icons: "Icons",
  C: "The resources to spend to buy the card from the galaxy row.",
  A: "The damage the card deals when it attacks.",
  R: "The resources the card gives when you play it.",
  F: "The Force the card gives: the marker moves one space toward your side for each.",
  T: "The attack needed to defeat the card in the galaxy row; defeating it gives you its reward.",
  H: "The damage that destroys a base or a capital ship.",
  U: "A unique card (other cards may refer to it).",
  factions:
    "The card's side. The Empire buys Empire cards, the Rebels buy Rebel cards, both buy neutral cards. A card of the other side in the galaxy row is an enemy card: attack it for its reward.",
  moreName: "On a card",
  more:
    "The card has more text than its tile shows: point at it, focus it, tap or long-press it to read it whole.",
  traitsTitle: "Traits",
  traits: "What a card is; other cards may refer to them.",
  rowTitle: "The galaxy row",
  row:
    "Under each card you can buy: Buy (its cost). An enemy card says “Enemy: attack it”: select attackers, then click it. A card you cannot pay for yet says how many resources it still needs.",
  keysTitle: "Keys",
  keys: [
    ["P", "Play all the cards of your hand"],
    ["E", "End the turn (it first says what you could still do)"],
    ["A", "Attack with every card ready; then Enter on a target, Enter again to confirm"],
    ["U", "Undo your last move, when it may be taken back (also Ctrl+Z)"],
    ["Z", "Show the focused card large"],
    ["?", "This help"],
    ["Esc", "Close what is open"],
    ["Tab", "Go from button to button; the first Tab shows links that skip to each part of the table"],
  ] as [string, string][],
};

/** The help sheet's words of one language. */
export type LegendWords = typeof en;

const es: LegendWords = {
  icons: "Iconos",
  C: "Los recursos que hay que gastar para adquirir la carta de la fila de la galaxia.",
  A: "El daño que inflige la carta al atacar.",
  R: "Los recursos que te da la carta al jugarla.",
  F: "La Fuerza que te da la carta: el indicador avanza una casilla hacia tu lado por cada una.",
  T: "El Ataque necesario para derrotar la carta en la fila de la galaxia; al derrotarla ganas su recompensa.",
  H: "El daño que destruye una base o una nave de línea.",
  U: "Una carta única (otras cartas pueden hacer referencia a ella).",
  factions:
    "El bando de la carta. El Imperio adquiere cartas imperiales, los Rebeldes cartas rebeldes, y ambos cartas neutrales. Una carta del otro bando en la fila de la galaxia es una carta enemiga: atácala para ganar su recompensa.",
  moreName: "En una carta",
  more:
    "La carta tiene más texto del que cabe: pasa el puntero, enfócala, púlsala o mantenla pulsada para leerla entera.",
  traitsTitle: "Rasgos",
  traits: "Lo que es una carta; otras cartas pueden hacer referencia a ellos.",
  rowTitle: "La fila de la galaxia",
  row:
    "Bajo cada carta que puedes adquirir: Adquirir (su coste). Una carta enemiga dice «Enemiga: atácala»: elige atacantes y púlsala. Una carta que aún no puedes pagar dice cuántos recursos te faltan.",
  keysTitle: "Teclas",
  keys: [
    ["P", "Jugar todas las cartas de tu mano"],
    ["E", "Terminar el turno (antes dice qué podrías hacer aún)"],
    [
      "A",
      "Atacar con todas las cartas listas; luego Intro sobre un objetivo e Intro otra vez para confirmar",
    ],
    ["U", "Deshacer tu última jugada, si se puede (también Ctrl+Z)"],
    ["Z", "Ver en grande la carta enfocada"],
    ["?", "Esta ayuda"],
    ["Esc", "Cerrar lo que esté abierto"],
    ["Tab", "Pasar de un botón a otro; el primer Tab muestra enlaces que saltan a cada parte de la mesa"],
  ] as [string, string][],
};

/** The help sheet's phrasebook of each language. */
export const LEGEND_WORDS: Record<Lang, LegendWords> = { en, es };
