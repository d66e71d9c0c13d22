/** How to play and the card list in English (wording of the rulebook and its 2v2 rules). */
import type { LearnWords } from "./words.ts";

export const LEARN_EN: LearnWords = {
  title: "How to play",
  intro:
    "Star Wars: The Deckbuilding Game in a few minutes: the Empire against the Rebels, each starting with a weak deck of 10 cards and buying stronger cards as the game goes.",
  play: "Play now",
  contents: "Contents",
  sections: [
    {
      id: "goal",
      title: "The goal",
      body: [
        "Destroy your opponent's bases. The first player to destroy 3 of the opponent's bases wins (you can choose 2, 4 or 5 when you create the game).",
        "Your base is the card in front of you with its hit points. A base is destroyed when its damage reaches its hit points; it goes to the victory pile of the player who destroyed it.",
      ],
    },
    {
      id: "turn",
      title: "A turn",
      body: [
        '• Play cards from your hand: each card you play gives its attack, resources and Force ("Play all" plays your whole hand).',
        "• Purchase cards with your resources: from the galaxy row or the Outer Rim Pilots. A purchased card goes to your discard pile, so you will draw it in a later turn.",
        "• Use the abilities of your cards in play, once per turn each. Abilities are optional, but once you start one you resolve as much of it as you can.",
        "• Attack: commit your cards to the enemy base or to an enemy card in the galaxy row, then resolve the attack.",
        "• End your turn: cards in play and in your hand go to your discard pile, unspent resources are lost, and you draw 5 new cards. When your deck is empty, your discard pile is shuffled into a new deck.",
        "The Empire takes the first turn.",
      ],
    },
    {
      id: "row",
      title: "The galaxy row",
      body: [
        "Six cards face up between the players. You can buy cards of your own faction and neutral cards.",
        "The other faction's cards are enemy cards: you cannot buy them, but you can attack them — bounty hunting for the Empire, sabotage for the Rebels. If your attack reaches the card's target value, it is defeated, it leaves the row and you may take its reward.",
        "Capital ships cannot bounty hunt or sabotage. Neutral cards cannot be attacked.",
        "The Outer Rim Pilots are a stack beside the row that either player can buy. A card that leaves the row is replaced at once from the galaxy deck.",
      ],
    },
    {
      id: "ships",
      title: "Capital ships before the base",
      body: [
        "A capital ship stays in play from turn to turn and gives its resources at the start of each of your turns.",
        "While your opponent has capital ships in play, they protect the base: the damage of an attack on the base goes to the capital ships first, and only what is left after every one of them is destroyed reaches the base. So destroy the ship, then the base.",
        "Damage dealt by an ability straight to a base ignores capital ships. A destroyed capital ship goes to its owner's discard pile.",
      ],
    },
    {
      id: "newbase",
      title: "Choosing a new base",
      body: [
        "When your base is destroyed, you choose your next base from your remaining bases at the start of your next turn. Some bases do something when you reveal them, others help you while they are in play: read them before you choose.",
        "Extra damage is lost: it does not carry over to the next base.",
      ],
    },
    {
      id: "force",
      title: "The Force",
      body: [
        "The Balance of the Force track has 7 spaces: 3 on the dark side (Empire), the centre, and 3 on the light side (Rebels). It starts all the way on the Rebel side.",
        'Cards with Force move the marker toward your side. "If the Force is with you" means the marker is on one of the 3 spaces of your side: some abilities work only then.',
        "If the Force is all the way on your side at the start of your turn, you gain 1 resource.",
      ],
    },
    {
      id: "exile",
      title: "Exile",
      body: [
        "To exile a card is to remove it from the game. Exiling your weak starting cards makes your deck stronger: you draw your best cards more often.",
        "A card that exiles itself still gives its attack, resources and Force first.",
      ],
    },
    {
      id: "modes",
      title: "Modes and options",
      body: [
        "• Beginner: each player has 5 bases, starting with Lothal (Empire) or Dantooine (Rebels).",
        "• Full Galaxy: all 10 bases of each faction; 4 bases to win is recommended.",
        "• Secret Bases: besides your starting base you secretly choose 4 of your 9 other bases; your opponent does not know which.",
        "• Bases to destroy to win: 3 usually; 2 for a short game, 4 or 5 for a long one.",
        "• Pay off neutral cards (optional rule): spend resources equal to a neutral card's cost to discard it from the row without taking it.",
      ],
    },
    {
      id: "team",
      title: "What changes in 2v2",
      body: [
        "Two against two with two copies of the game. Each region has its own galaxy row and Outer Rim Pilots, one Empire and one Rebel player; you buy and attack only in your region.",
        'Teammates play their turn at the same time and share one Force track. "You" on a card means your team. Resources are never shared.',
        "Capital ships stand in the team's shared zone and protect both of its bases. An attack on the bases adds up the team's attack and splits the damage between the two enemy bases, after every enemy capital ship is destroyed.",
        "A team wins by destroying 3 bases of each opponent. A team drawn at random plays first.",
      ],
    },
  ],
  iconsTitle: "The icons",
  iconsMean: {
    C: "What it costs to buy, in resources (top left).",
    A: "Damage to a base, a capital ship or a target in the galaxy row.",
    R: "What you spend to buy cards.",
    F: "Moves the Force marker toward your side.",
    T: "The attack needed to defeat this enemy card in the galaxy row.",
    H: "The damage that destroys this base or capital ship.",
    U: "Unique: other cards may name it.",
    sides: "The faction of the card: Empire, Rebels or neutral.",
  },
  iconNames: { C: "Cost", T: "Target value", H: "Hit points", U: "Unique" },
  cardsTitle: "Every card",
  cardsIntro: "The whole text of every card, as the game applies it.",
  search: "Search",
  faction: "Faction",
  type: "Type",
  cost: "Cost",
  any: "Any",
  filter: "Show",
  shown: "{n} cards",
  none: "No card matches.",
  reward: "Reward",
  stats: {
    cost: "cost {n}",
    attack: "{n} attack",
    resources: "{n} resources",
    force: "{n} Force",
    hp: "{n} hit points",
    target: "target value {n}",
  },
  copies: "×{n}",
  sets: { galaxy: "Galaxy card", starter: "Starting card", pilot: "Outer Rim Pilot", base: "Base" },
  startingBase: "Starting base",
  beginnerBase: "Beginner base",
  close: "Close",
  open: "How to play",
  back: "Back to the game",
};
