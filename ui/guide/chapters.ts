/**
 * The guided first game's four chapters: each a prepared deal (engine/turn/deal.ts) and the steps that teach one
 * thing by having the player do it. A step names the element to use (its CSS selector: the table greys out
 * every other action), the actions it lets through, and when it is done, read from the table as it is.
 */
import { type Action, defOf, type GameState, type Target, type View } from "../../engine/mod.ts";
import type { Deal } from "../../engine/turn/deal.ts";
import { PLAYER } from "./local.ts";

/** The table as the guide reads it: the view, and what the player is doing on the page. */
export interface Moment {
  v: View;
  sel: number[];
  target: Target | null;
  zoom: number | null;
}

/** One thing to do. `say` names its line in the words; `c`, a card whose name fills `{c}` in it. */
export interface Step {
  say: string;
  c?: number;
  /** The element to use, null when the line only explains. */
  lit: string | null;
  allow: (a: Action) => boolean;
  done: (m: Moment) => boolean;
}

/** A deal, the other seat's moves before the player's turn, and the steps on it. */
export interface Scene {
  deal: Deal;
  opening?: Action[];
  steps: (s: GameState) => Step[];
  /** The line once every step is done (default "end"). */
  end?: string;
}

/** The chapters' keys, in order (their words are in guide_en.ts / guide_es.ts). */
export const CHAPTERS = ["buy", "row", "ships", "force"] as const;
export type ChapterKey = (typeof CHAPTERS)[number];

/** The n-th instance of a card in a pile. */
const of = (pile: number[], id: string, n = 0) => pile.filter((c) => defOf(c).id === id)[n];
const act = (x: string | number) => `[data-act="${x}"]`;
const face = (c: number) => `.card[data-c="${c}"] .face`;
const none = () => false;
const mine = (v: View) => v.seats[PLAYER];

const play = (c: number, say: string): Step => ({
  say,
  c,
  lit: act(`play:${c}`),
  allow: (a) => a.type === "play" && a.card === c,
  done: ({ v }) => !mine(v).hand!.includes(c),
});
const look = (c: number, say: string): Step => ({
  say,
  c,
  lit: face(c),
  allow: none,
  done: ({ zoom }) => zoom === c,
});
const attacker = (c: number, say: string): Step => ({
  say,
  c,
  lit: act(`atk:${c}`),
  allow: none,
  done: ({ sel, v }) => sel.includes(c) || mine(v).play.length === 0,
});
const aim = (t: Target, say: string): Step => ({
  say,
  c: t === "base" ? undefined : t,
  lit: act(`tgt:${t}`),
  allow: none,
  done: ({ target }) => target === t,
});
const confirm = (say: string, done: Step["done"], c?: number): Step => ({
  say,
  c,
  lit: act("confirm"),
  allow: (a) => a.type === "commit" || a.type === "resolve",
  done,
});

const SEED = 23;

/** (1) Play cards, the three currencies, buy a card: it goes to the discard pile. */
const buy: Scene = {
  deal: {
    seed: SEED,
    seats: [{ hand: ["imperial_shuttle", "stormtrooper", "inquisitor", "imperial_shuttle"] }, {}],
    row: ["tie_fighter", "x_wing", "scout_trooper", "y_wing", "rodian_gunslinger", "death_trooper"],
  },
  steps: (s) => {
    const h = s.seats[PLAYER].hand, inq = of(h, "inquisitor"), scout = of(s.regions[0].row, "scout_trooper");
    return [
      play(of(h, "imperial_shuttle"), "resources"),
      play(of(h, "stormtrooper"), "attack"),
      play(inq, "inquisitor"),
      {
        say: "choose",
        c: inq,
        lit: act(`ability:${inq}`),
        allow: (a) => a.type === "ability" && a.card === inq,
        done: ({ v }) => v.pending.length > 0 || v.turn.used.includes(inq),
      },
      {
        say: "force",
        lit: act("opt:2"),
        allow: (a) => a.type === "answer" && a.option === 2,
        done: ({ v }) => v.turn.used.includes(inq) && !v.pending.length,
      },
      play(of(h, "imperial_shuttle", 1), "more"),
      {
        say: "buy",
        c: scout,
        lit: act(`purchase:${scout}`),
        allow: (a) => a.type === "purchase" && a.card === scout,
        done: ({ v }) => mine(v).discard.includes(scout),
      },
    ];
  },
};

/** (2) The galaxy row: an enemy card is attacked for its reward, never bought. */
const row: Scene = {
  deal: {
    seed: SEED,
    seats: [{ hand: ["stormtrooper", "stormtrooper"] }, {}],
    row: ["tie_bomber", "x_wing", "admiral_piett", "snowspeeder", "lobot", "at_st"],
  },
  steps: (s) => {
    const h = s.seats[PLAYER].hand, xw = of(s.regions[0].row, "x_wing");
    return [
      look(xw, "enemy"),
      {
        say: "playAll",
        lit: act("playAll"),
        allow: (a) => a.type === "playAll",
        done: ({ v }) => mine(v).hand!.length === 0,
      },
      attacker(h[0], "attacker"),
      { say: "all", lit: act("all"), allow: none, done: ({ sel }) => sel.length === 2 },
      aim(xw, "target"),
      confirm("reward", ({ v }) => v.regions[0].discard.includes(xw), xw),
    ];
  },
};

/** (3a) Capital ships stand in front of the base: the ship first, then the base. */
const ships: Scene = {
  deal: {
    seed: SEED,
    seats: [
      { hand: ["stormtrooper", "at_st"] },
      { ships: ["rebel_transport"], baseDamage: 5 },
    ],
    row: ["tie_bomber", "u_wing", "admiral_piett", "snowspeeder", "lobot", "tie_interceptor"],
  },
  steps: (s) => {
    const h = s.seats[PLAYER].hand, opp = s.seats[1], ship = opp.ships[0];
    const after = (step: Step): Step => ({
      ...step,
      done: (m) => step.done(m) && !m.v.seats[1].ships.length,
    });
    const st = of(h, "stormtrooper"), at = of(h, "at_st");
    return [
      look(opp.base, "shield"),
      {
        say: "playAll",
        lit: act("playAll"),
        allow: (a) => a.type === "playAll",
        done: ({ v }) => mine(v).hand!.length === 0,
      },
      attacker(st, "shipFirst"),
      aim("base", "aimShip"),
      confirm("downShip", ({ v }) => !v.seats[1].ships.length, ship),
      { ...attacker(at, "baseNow"), done: ({ sel, v }) => sel.includes(at) || v.seats[1].base < 0 },
      after(aim("base", "aimBase")),
      confirm("downBase", ({ v }) => v.seats[1].base < 0),
    ];
  },
  end: "won",
};

/** (3b) A destroyed base: its owner chooses the next one at the start of their turn. */
const newBase: Scene = {
  deal: { seed: SEED, seats: [{ baseLost: true }, {}], turn: 1 },
  opening: [{ type: "endTurn" }],
  steps: () => [
    {
      say: "chooseBase",
      lit: '[data-act^="pick:"]',
      allow: (a) => a.type === "answer",
      done: ({ v }) => mine(v).base >= 0,
    },
    {
      say: "reveal",
      lit: '.dec [data-act], .dec select, .dec button[type="submit"]',
      allow: (a) => a.type === "answer",
      done: ({ v }) => !v.pending.some((d) => d.seat === PLAYER),
    },
  ],
};

/** (4) The Force track, an ability that needs the Force, exile. */
const force: Scene = {
  deal: {
    seed: SEED,
    seats: [{ hand: ["death_trooper", "kel_dor_mystic", "stormtrooper"], discard: ["imperial_shuttle"] }, {}],
    row: ["tie_bomber", "x_wing", "admiral_piett", "snowspeeder", "lobot", "at_st"],
    force: 4,
  },
  steps: (s) => {
    const p = s.seats[PLAYER], dt = of(p.hand, "death_trooper"), kd = of(p.hand, "kel_dor_mystic");
    const shuttle = of(p.discard, "imperial_shuttle");
    return [
      play(dt, "track"),
      play(kd, "gain"),
      {
        say: "ability",
        c: kd,
        lit: act(`ability:${kd}`),
        allow: (a) => a.type === "ability" && a.card === kd,
        done: ({ v }) => !mine(v).play.includes(kd),
      },
      {
        say: "exile",
        c: shuttle,
        lit: act(`pick:${shuttle}`),
        allow: (a) => a.type === "answer" && a.pick === shuttle,
        done: ({ v }) => !v.pending.length,
      },
    ];
  },
};

/** Each chapter's scenes, by key. */
export const SCENES: Record<ChapterKey, Scene[]> = {
  buy: [buy],
  row: [row],
  ships: [ships, newBase],
  force: [force],
};
