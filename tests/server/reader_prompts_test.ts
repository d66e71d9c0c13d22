/**
 * Every prompt from the reader's side (generated): every decision kind and purpose of the engine, met in
 * the scenario files and in seeded random games (1v1 and 2v2), is rendered as the envelope sends it to
 * each seat and to a spectator, in English and Spanish. The seat that answers must not be called "your
 * opponent" by a decision another side's card asks it, and must read whose card asks; every other reader
 * must read who is choosing, not the decider's question.
 */
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import {
  applyInPlace,
  cloneState,
  type Decision,
  type DecisionKind,
  type GameState,
  legalActions,
  type Mode,
  type Purpose,
  seatsToAct,
  setup,
  SPECTATOR,
} from "../../engine/mod.ts";
import { buildTable, parseScenarios } from "../support/notation/mod.ts";
import { runStep } from "../support/notation/steps.ts";
import { randomSource } from "../../engine/state/rng.ts";
import { envelope } from "../../server/present.ts";
import type { GameHead } from "../../server/model/mod.ts";

/** Every purpose of the engine's decision unions (the compiler asks for a new one here). */
const PURPOSES: Record<Purpose, true> = {
  reward: true,
  trigger: true,
  choose: true,
  jedha: true,
  sullust: true,
  resolver: true,
  destroy: true,
  purchase: true,
  move: true,
  discardHand: true,
  discardRow: true,
  damageTarget: true,
  newBase: true,
  swapTop: true,
  swapDiscard: true,
  swapRow: true,
  keep: true,
  repair: true,
  exile: true,
  spendAttack: true,
  secretBase: true,
  split: true,
  splitBases: true,
};

/** Every kind of decision. */
const KINDS: Record<DecisionKind, true> = { option: true, pick: true, damage: true };

/** The reader named as the opponent: "your opponent" in English, "tu adversario" (or any synonym) in Spanish. */
const AS_OPPONENT = {
  en: /\byour opponent\b|\bopponent's\b/i,
  es: /\btu (adversario|oponente|rival|contrincante)\b/i,
};

/** A line for a reader who does not answer says that someone else is choosing. */
const SOMEONE_CHOOSES = {
  en: /\bis (choosing|deciding|assigning)\b|\bdefeated\b/,
  es: /\bestá (eligiendo|decidiendo|repartiendo)\b|\bha derrotado\b/,
};

/** How a reader names another seat's side or the teammate. */
const SIDE = {
  en: { empire: /\bEmpire\b/, rebel: /\bRebel/, mate: /\bteammate\b/i },
  es: { empire: /\bImperi(o|al)\b/, rebel: /\bRebelde/, mate: /\bcompañero\b/i },
};

/** Whose card it is, as the decider's title names another seat's card. */
const OWNED = {
  en: { empire: /\bthe Empire's\b/i, rebel: /\bthe Rebels'/i, mate: /\byour teammate's\b/i },
  es: { empire: /\bdel Imperio\b/, rebel: /\bde los Rebeldes\b/, mate: /\bde tu compañero\b/ },
};

const REGION = { en: (r: number) => `region ${r}`, es: (r: number) => `región ${r}` };

/** A state with pending decisions, and where it comes from (for messages). */
interface Sample {
  s: GameState;
  from: string;
}

/** A head around a state, as `envelope` reads it (nobody's computer, no undo). */
function headOf(s: GameState): GameHead {
  return {
    seats: s.seats.map(() => "x"),
    rematch: null,
    at: 0,
    bots: [],
    last: null,
    state: s,
    seq: 0,
  } as unknown as GameHead;
}

/** The seat holding a card in play (base, capital ships, units) in the state itself, else -1. */
function holder(s: GameState, card: number): number {
  return s.seats.findIndex((p) => p.base === card || p.ships.includes(card) || p.play.includes(card));
}

async function* scenarioFiles(dir: string): AsyncGenerator<string> {
  for await (const e of Deno.readDir(dir)) {
    const p = `${dir}${e.name}`;
    if (e.isDirectory) yield* scenarioFiles(`${p}/`);
    else if (e.name.endsWith(".scenario")) yield p;
  }
}

/** Every state with a pending decision met while running the scenario files' steps. */
async function scenarioSamples(): Promise<Sample[]> {
  const root = fileURLToPath(new URL("../scenarios/", import.meta.url));
  const out: Sample[] = [];
  for await (const file of scenarioFiles(root)) {
    for (const sc of parseScenarios(await Deno.readTextFile(file))) {
      let s: GameState;
      try {
        s = buildTable(sc);
      } catch {
        continue;
      }
      for (const { kind, line } of sc.script) {
        if (kind !== "step") continue;
        try {
          runStep(s, line.text, []);
        } catch {
          break;
        }
        if (s.pending.length) out.push({ s: cloneState(s), from: `${sc.name}, after "${line.text}"` });
      }
    }
  }
  return out;
}

/** States with a pending decision met in seeded random games (at most a few per purpose and game). */
function gameSamples(format: "1v1" | "2v2", mode: Mode, seed: number): Sample[] {
  const out: Sample[] = [];
  const rand = randomSource(seed);
  const s = setup({ seed, mode, basesToWin: 3, ...(format === "2v2" ? { format } : {}) });
  const seen = new Map<string, number>();
  for (let n = 0; s.winner < 0 && n < 4000; n++) {
    if (s.pending.length) {
      const key = `${s.pending[0].purpose}`;
      const k = seen.get(key) ?? 0;
      if (k < 3) out.push({ s: cloneState(s), from: `${format} ${mode} game ${seed}, action ${n}` });
      seen.set(key, k + 1);
    }
    const seats = seatsToAct(s);
    const seat = seats[rand(seats.length)];
    const legal = legalActions(s, seat);
    applyInPlace(s, seat, legal[rand(legal.length)]);
  }
  return out;
}

/** What one reader's prompt breaks, or null. */
function fault(
  s: GameState,
  d: Decision,
  viewer: number,
  lang: "en" | "es",
  title: string,
  options: string[],
) {
  const all = [title, ...options].join(" | ");
  if (AS_OPPONENT[lang].test(all)) {
    if (viewer !== d.seat) return "speaks of 'your opponent' to a reader who does not answer";
    // A decision asked by the other side's card (B-Wing, Duros Spy, Snowspeeder …): its opponent is the reader.
    if (s.seats[d.k.seat].team !== s.seats[viewer].team) return "names the deciding reader as the opponent";
  }
  if (viewer !== d.seat) {
    if (!SOMEONE_CHOOSES[lang].test(title)) return "does not say that someone else is choosing";
    if (options.length) return "offers the decider's options to a reader who does not answer";
    const decider = s.seats[d.seat];
    const mate = viewer >= 0 && decider.team === s.seats[viewer].team;
    if (!(mate ? SIDE[lang].mate : SIDE[lang][decider.faction]).test(title)) {
      return "does not name who is choosing";
    }
    return null;
  }
  if (d.kind === "option" && options.length !== d.options.length) return "has not one label per option";
  const owner = d.src >= 0 ? holder(s, d.src) : -1;
  if (owner >= 0 && owner !== viewer) {
    const o = s.seats[owner];
    const mate = o.team === s.seats[viewer].team;
    if (!(mate ? OWNED[lang].mate : OWNED[lang][o.faction]).test(title)) {
      return "does not say whose card asks";
    }
    if (!mate && s.seats.length > 2 && !title.includes(REGION[lang](o.region + 1))) {
      return "does not say which region's card asks";
    }
  }
  return null;
}

Deno.test("every decision kind and purpose is worded for its reader: the seat that answers and every other seat, in both languages", async () => {
  const samples = [
    ...(await scenarioSamples()),
    ...(["beginner", "fullGalaxy", "secretBases"] as const).flatMap((mode, i) => [
      ...gameSamples("1v1", mode, 9100 + i),
      ...gameSamples("2v2", mode, 9200 + i),
    ]),
  ];
  const answered = new Set<string>(), watched = new Set<string>(), kinds = new Set<string>();
  let fromOtherSide = 0;
  /** Up to two examples of each fault. */
  const faults = new Map<string, string[]>();
  for (const { s, from } of samples) {
    const head = headOf(s);
    for (let viewer = SPECTATOR; viewer < s.seats.length; viewer++) {
      const env = envelope(head, viewer, s);
      for (const lang of ["en", "es"] as const) {
        s.pending.forEach((d, i) => {
          const p = env.prompts[lang][i];
          const f = fault(s, d, viewer, lang, p.title, p.options);
          const seen = f ? faults.get(f) ?? [] : [];
          if (f && seen.length < 2) {
            faults.set(f, [
              ...seen,
              `${from}: ${d.purpose} of seat ${d.seat}, read by ${viewer} (${lang}): ${JSON.stringify(p)}`,
            ]);
          }
          (viewer === d.seat ? answered : watched).add(d.purpose);
          if (viewer === d.seat) kinds.add(d.kind);
          if (viewer === d.seat && s.seats[d.k.seat].team !== s.seats[viewer].team) fromOtherSide++;
        });
      }
    }
  }
  const report = [...faults].map(([f, examples]) => `${f}:\n  ${examples.join("\n  ")}`);
  assert.deepEqual(report, [], report.join("\n"));
  const purposes = Object.keys(PURPOSES);
  assert.deepEqual(purposes.filter((p) => !answered.has(p)), [], "purposes never rendered for their decider");
  assert.deepEqual(purposes.filter((p) => !watched.has(p)), [], "purposes never rendered for another reader");
  assert.deepEqual(Object.keys(KINDS).filter((k) => !kinds.has(k)), [], "kinds never rendered");
  assert.ok(fromOtherSide > 0, "no decision asked by another side's card was rendered");
});
