/** Log lines in English (see ../log.ts). */
import type { Actor, LogPhrases } from "../log.ts";
import { EN_WORDS as W } from "./words.ts";

/**
 * The actor as the subject of a line: "You", "The computer", "The Empire player"; in 2v2 "Your teammate",
 * "The Rebel player in region 2", "The Rebel computer in region 2".
 */
export function subject(a: Actor): string {
  if (a.you) return "You";
  if (a.mate) return "Your teammate";
  if (!a.side) return "?";
  if (a.region) {
    return `The ${W.factions[a.side]} ${a.computer ? "computer" : "player"} in region ${a.region}`;
  }
  return a.computer ? "The computer" : `The ${W.factions[a.side]} player`;
}

/** The subject and its verb, given in the form that goes with "you": "You draw", "The computer draws". */
function does(a: Actor, verb: string): string {
  return `${subject(a)} ${a.you ? verb : /(s|sh|ch|x|z|o)$/.test(verb) ? `${verb}es` : `${verb}s`}`;
}

/** 2v2: the actor's base, with its region ("your teammate's base (region 2)", "the Rebel base in region 1"). */
function baseOf(a: Actor): string {
  if (a.you) return `your base (region ${a.region})`;
  if (a.mate) return `your teammate's base (region ${a.region})`;
  return `the ${a.side ? W.factions[a.side] : "?"} base in region ${a.region}`;
}

function their(a: Actor): string {
  return a.you ? "your" : "their";
}

/** English log lines. */
export const EN_LOG: LogPhrases = {
  someCard: "a card",
  lines: {
    turn: (e, { who }) =>
      `Turn ${e.n}: ${
        who.you && !who.region
          ? "your turn"
          : who.you || who.mate
          ? "your team's turn"
          : who.side === "empire"
          ? "the Empire's turn"
          : "the Rebels' turn"
      }.`,
    draw: (e, s) => `${does(s.who, "draw")} ${"hidden" in e ? W.cards(e.n ?? 0) : s.cards(e.cards)}.`,
    shuffle: (_e, s) => `${does(s.who, "shuffle")} the discard pile into a new deck.`,
    galaxyShuffle: () => "The galaxy discard pile is shuffled into a new galaxy deck.",
    rowAdd: (e, s) => `${s.card(e.card)} enters the galaxy row.`,
    play: (e, s) => {
      const extra = s.amounts({ attack: 0, resources: e.resources, force: e.force });
      return `${does(s.who, "play")} ${s.card(e.card)}${extra ? ` (${extra})` : ""}.`;
    },
    ability: (e, s) => `${does(s.who, "use")} ${s.ours(e.card)}.`,
    purchase: (e, s) => `${does(s.who, "purchase")} ${s.card(e.card)}${e.free ? " for free" : ""}.`,
    placed: (e, s) => `${s.card(e.card)} goes ${e.dest === "hand" ? "to the hand" : "on top of the deck"}.`,
    payOff: (e, s) => `${does(s.who, "pay")} off ${s.card(e.card)}.`,
    commit: (e, s) =>
      `${does(s.who, "commit")} ${s.cards(e.cards)} to attack ${
        e.target === -1 ? "the enemy base" : s.card(e.target)
      }.`,
    attack: (e, s) =>
      `${does(s.who, "attack")} ${e.target === -1 ? "the enemy base" : s.card(e.target)} with ${e.n} attack.`,
    attackFailed: (e, s) => `The attack on ${s.card(e.card)} falls short.`,
    defeat: (e, s) => `${does(s.who, "defeat")} ${s.card(e.card)}.`,
    gain: (e, s) => `${does(s.who, "gain")} ${s.amounts(e)}${e.src >= 0 ? ` (${s.card(e.src)})` : ""}.`,
    forceBonus: (_e, s) =>
      `${does(s.who, "gain")} 1 resource: the Force is all the way to ${their(s.who)} side.`,
    shipResources: (e, s) => `${does(s.who, "collect")} ${s.icons(`${e.n} {R}`)} from capital ships.`,
    repair: (e, s) =>
      s.who.region
        ? `${e.n} damage is repaired on ${baseOf(s.who)}.`
        : `${does(s.who, "repair")} ${e.n} damage.`,
    prevent: (e, s) => `${s.held(e.card, e.seat)} prevents ${e.n} damage.`,
    damageBase: (e, s) => `${s.held(e.card, e.seat)} takes ${e.n} damage.`,
    damageShip: (e, s) => `${s.held(e.card, e.seat)} takes ${e.n} damage.`,
    baseDestroyed: (e, s) => `${s.held(e.card, e.seat)} is destroyed!`,
    win: (_e, s) => `${does(s.who, "win")} the game!`,
    destroy: (e, s) => `${e.from === "play" ? s.held(e.card, e.owner) : s.card(e.card)} is destroyed.`,
    exile: (e, s) => `${does(s.who, "exile")} ${s.card(e.card)}.`,
    discard: (e, s) => `${does(s.who, "discard")} ${s.card(e.card)}${e.random ? " at random" : ""}.`,
    galaxyDiscard: (e, s) => `${s.card(e.card)} goes to the galaxy discard pile.`,
    reveal: (e, s) => `${does(s.who, "reveal")} ${s.card(e.card)} from the galaxy deck.`,
    look: (e, s) =>
      "hidden" in e
        ? `${does(s.who, "look")} at the top ${W.cards(e.n)} of the galaxy deck.`
        : `${does(s.who, "look")} at ${s.cards(e.cards)} on top of the galaxy deck.`,
    lookHand: (e, s) =>
      "hidden" in e
        ? `${does(s.who, "look")} at the opponent's hand.`
        : `${does(s.who, "look")} at the hand: ${s.cards(e.cards) || "empty"}.`,
    placeOnDeck: (e, s) =>
      `${does(s.who, "put")} ${
        s.card("hidden" in e ? undefined : e.card)
      } from the opponent's hand on top of their deck.`,
    toHand: (e, s) => `${does(s.who, "add")} ${s.card(e.card)} to ${their(s.who)} hand.`,
    swap: (e, s) => `${s.card(e.card)} takes the place of ${s.card(e.out)} in the galaxy row.`,
    nextPurchase: (_e, s) => `${subject(s.who)}: the next card purchased this turn goes on top of the deck.`,
    spendAttack: (e, s) => `${does(s.who, "spend")} the attack of ${s.card(e.card)}.`,
    baseRevealed: (e, s) => `${does(s.who, "reveal")} ${s.card(e.card)} as ${their(s.who)} new base.`,
    secretBases: (e, s) =>
      `${does(s.who, "choose")} secret bases${"hidden" in e ? "" : `: ${s.cards(e.cards)}`}.`,
    endTurn: (_e, s) => `${does(s.who, "end")} the turn.`,
    answer: (e, s) =>
      `${does(s.who, "decline")} ${e.purpose === "reward" ? "the reward" : "the ability"} of ${
        s.card("src" in e ? e.src : undefined)
      }.`,
  },
};
