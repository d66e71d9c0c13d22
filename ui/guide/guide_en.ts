/** The guided first game in English. */
import type { GuideWords } from "./words.ts";

export const GUIDE_EN: GuideWords = {
  title: "Learn by playing",
  intro:
    "Four short chapters on a real table, a few minutes in all. Do what the line says; skip whenever you like.",
  chapterOf: "Chapter {n} of {m}",
  skip: "Skip",
  playNow: "Play now",
  next: "Next",
  nextChapter: "Next chapter",
  restart: "Start again",
  stepOf: "Step {n} of {m}",
  follow: "Not now: do what the line says, or Skip.",
  chapters: {
    buy: {
      title: "Play cards and buy one",
      lines: {
        resources: "Play {c}: it gives 1 resource, the money you buy cards with.",
        attack: "Play {c}: it gives 2 attack, for attacking enemy cards and the enemy base.",
        inquisitor: "Play {c}: it gives nothing by itself, but it has an ability you choose.",
        choose: "Tap “Use ability” on {c}, now in play.",
        force: "Choose the Force. Force moves the marker on the Force track toward your side.",
        more: "Play the other {c}: you have 2 resources now.",
        buy: "Buy {c} for 2 resources. A card you buy goes to your discard pile, not your hand.",
        end:
          "{c} is in your discard pile. When your deck runs out, the discard pile is shuffled into a new deck, so you will draw {c} in a later turn.",
      },
    },
    row: {
      title: "The galaxy row: attack enemy cards",
      lines: {
        enemy: "Tap the {c} in the galaxy row. It is a Rebel card: you cannot buy it.",
        playAll: "Play all your cards: two Stormtroopers give 4 attack.",
        attacker: "Tap “Attack with it” on a Stormtrooper: it becomes an attacker.",
        all: "Tap “Select all” to add the other Stormtrooper: 4 attack.",
        target: "Tap the {c}: its target value is 3, and 4 attack defeats it.",
        reward: "Tap Attack to confirm. Defeating the {c} gives you its reward.",
        end:
          "{c} went to the galaxy discard pile and you gained its reward: 3 resources. Enemy cards in the row are only ever attacked, never bought.",
      },
    },
    ships: {
      title: "Capital ships before the base",
      lines: {
        shield: "Tap the Rebel base. Read below it why your attack will not reach it yet.",
        playAll: "Play all your cards: Stormtrooper (2 attack) and AT-ST (4 attack).",
        shipFirst: "Tap “Attack with it” on the Stormtrooper only.",
        aimShip: "Tap the Rebel base. The preview shows where the 2 damage goes: to the capital ship first.",
        downShip: "Tap Attack to confirm. The {c} takes the damage and is destroyed.",
        baseNow: "Nothing stands in front of the base now. Tap “Attack with it” on the AT-ST.",
        aimBase: "Tap the Rebel base: it has 3 hit points left, and the AT-ST has 4 attack.",
        downBase: "Tap Attack to confirm, and destroy the base.",
        chooseBase:
          "Later: the Rebels destroyed your base. At the start of your turn you choose your next base. Pick any: each says what it does.",
        reveal: "Your new base asks something when it is revealed: answer it.",
        won: "The base you destroyed is in your victory pile: destroy 3 bases and you win.",
        end:
          "Whoever loses a base chooses the next one at the start of their turn. The bigger bases have more hit points.",
      },
    },
    force: {
      title: "The Force",
      lines: {
        track:
          "The Force track is on the Rebel side: the Force is not with you. Play {c}: 3 attack, 5 while the Force is with you.",
        gain: "Play {c}: 2 Force moves the marker two spaces to your side. Watch Death Trooper's attack.",
        ability:
          "The Force is with you: Death Trooper has 5 attack. Now tap “Use ability” on {c}: it exiles itself to exile one card.",
        exile:
          "Exile the {c} from your discard pile. Exiled cards leave the game: your deck keeps the better cards.",
        end:
          "Well done. The Force with you turns on abilities that ask for it; all the way to your side, it also gives 1 resource at the start of each of your turns.",
      },
    },
  },
  done: "You know the basics. Ready for a real game?",
  real: "Play a real game",
  vsComputer: "Against the computer",
  vsFriend: "Send a link to a friend",
  howTo: "How to play",
};
