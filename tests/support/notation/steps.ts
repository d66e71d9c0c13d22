/** Scenario steps: "empire: play TIE Fighter" turned into engine actions and applied. */
import {
  type Action,
  applyInPlace,
  cardsOf,
  type Decision,
  defOf,
  type GameEvent,
  type GameState,
  opponentInRegion,
  promptText,
  teammateOf,
} from "../../../engine/mod.ts";
import { cardByName, findIn, type Naming, NotThere } from "./names.ts";
import { namedSeat, splitTop } from "./items.ts";

/** The seat a step or expectation names: "empire", "rebel" (1v1) or "empire 2", "rebel 1"… (2v2). */
export function seatByName(s: GameState, w: string): number {
  const m = /^(empire|rebel)s?(?:\s+([12]))?$/.exec(w.toLowerCase().trim());
  if (!m) throw new Error(`unknown seat "${w}" (empire or rebel, with 1 or 2 in 2v2)`);
  return namedSeat(s.options, m[1], m[2]);
}

/** A seat name at the start of a step or expectation: "empire", "rebels", "empire 2"… */
export const SEAT_NAME = "(?:empire|rebels?)(?:\\s+[12])?";

/** The named card in the seat's play area or its base. */
export function inPlayByName(s: GameState, seat: number, name: string, naming: Naming = "strict"): number {
  const d = cardByName(name);
  const p = s.seats[seat];
  if (p.base >= 0 && defOf(p.base).id === d.id) return p.base;
  return findIn([...p.play, ...p.ships], d, naming);
}

function targetOf(s: GameState, seat: number, t: string, naming: Naming): "base" | number {
  if (/^(the )?(enemy )?bases?$/i.test(t.trim())) return "base";
  return findIn(s.regions[s.seats[seat].region].row, cardByName(t), naming);
}

export function decisionFor(s: GameState, seat: number): Decision {
  const d = s.pending.find((x) => x.seat === seat);
  if (!d) throw new Error(`no decision pending for ${s.seats[seat].faction}`);
  return d;
}

/**
 * Turns a step into an action ("play X", "use X", "buy X", "commit X, Y to base", "pick X", …);
 * `naming` says what a card that is not there gives (names.ts).
 */
export function parseStep(s: GameState, seat: number, cmd: string, naming: Naming = "strict"): Action[] {
  const lenient = naming === "lenient";
  const c = cmd.trim();
  let m: RegExpExecArray | null;
  const p = s.seats[seat];
  if (/^play all$/i.test(c)) return [{ type: "playAll" }];
  if ((m = /^play (.+)$/i.exec(c))) {
    const taken = new Set<number>();
    return splitTop(m[1]).map((n) => {
      const card = findIn(p.hand.filter((x) => !taken.has(x)), cardByName(n), naming);
      taken.add(card);
      return { type: "play", card } as Action;
    });
  }
  if ((m = /^use (.+)$/i.exec(c))) {
    const d = cardByName(m[1]);
    // 2v2: the teammate's capital ships and base are in the shared zone (either teammate may use them).
    const mate = s.seats.length > 2 ? s.seats[teammateOf(s, seat)] : null;
    const shared = mate ? [...mate.ships, mate.base] : [];
    const copies = [...p.play, ...p.ships, p.base, ...shared].filter((x) => x >= 0 && defOf(x).id === d.id);
    const unused = copies.find((x) => !s.turn.used.includes(x));
    return [{ type: "ability", card: unused ?? inPlayByName(s, seat, m[1], naming) }];
  }
  if ((m = /^(?:buy|purchase) (.+)$/i.exec(c))) {
    const d = cardByName(m[1]);
    const g = s.regions[p.region];
    return [{ type: "purchase", card: findIn([...g.row, ...g.pilots], d, naming) }];
  }
  if ((m = /^pay off (.+)$/i.exec(c))) {
    return [{ type: "payOff", card: findIn(s.regions[p.region].row, cardByName(m[1]), naming) }];
  }
  if ((m = /^commit (.+) to (.+)$/i.exec(c))) {
    const target = targetOf(s, seat, m[2], naming);
    const used = new Set<number>();
    const cards = splitTop(m[1]).map((n) => {
      const d = cardByName(n);
      const copies = [...p.play, ...p.ships].filter((x) => !used.has(x) && defOf(x).id === d.id);
      const free = copies.find((x) =>
        !s.turn.attacked.includes(x) && !s.turn.commits.some((y, i) => i % 2 === 0 && y === x)
      );
      const id = free ?? copies[0] ?? findIn([], d, naming);
      used.add(id);
      return id;
    });
    return [{ type: "commit", cards, target }];
  }
  if ((m = /^attack (.+) with (.+)$/i.exec(c))) {
    return [...parseStep(s, seat, `commit ${m[2]} to ${m[1]}`, naming), {
      type: "resolve",
      target: targetOf(s, seat, m[1], naming),
    }];
  }
  if ((m = /^resolve (.+)$/i.exec(c))) return [{ type: "resolve", target: targetOf(s, seat, m[1], naming) }];
  if (/^end turn$/i.test(c)) return [{ type: "endTurn" }];
  if (/^(pass|done)$/i.test(c)) return [{ type: "answer", decision: decisionFor(s, seat).id, pass: true }];
  if (/^(accept|yes)$/i.test(c)) return [{ type: "answer", decision: decisionFor(s, seat).id, option: 0 }];
  if (/^(decline|no)$/i.test(c)) return [{ type: "answer", decision: decisionFor(s, seat).id, option: 1 }];
  if ((m = /^choose (.+)$/i.exec(c))) {
    const d = decisionFor(s, seat);
    const n = Number(m[1]);
    if (Number.isInteger(n)) return [{ type: "answer", decision: d.id, option: n - 1 }];
    if (d.kind !== "option") {
      if (lenient) return [{ type: "answer", decision: d.id, option: 0 }];
      throw new NotThere(`the pending decision is a ${d.kind}, not an option`);
    }
    const labels = promptText(d, "en").options.map((o) => o.toLowerCase());
    const i = labels.findIndex((l) => l.includes(m![1].toLowerCase()));
    if (i < 0) {
      if (lenient) return [{ type: "answer", decision: d.id, option: labels.length }];
      throw new NotThere(`no option matches "${m[1]}" (options: ${labels.join(" | ")})`);
    }
    return [{ type: "answer", decision: d.id, option: i }];
  }
  if ((m = new RegExp(`^assign (\\d+) to (${SEAT_NAME}) base$`, "i").exec(c))) {
    const d = decisionFor(s, seat);
    return [{
      type: "answer",
      decision: d.id,
      pick: s.seats[seatByName(s, m[2])].base,
      amount: Number(m[1]),
    }];
  }
  if ((m = /^assign (\d+) to (.+)$/i.exec(c))) {
    const d = decisionFor(s, seat);
    const ship = findIn([...cardsOf(d)], cardByName(m[2]), naming);
    return [{ type: "answer", decision: d.id, pick: ship, amount: Number(m[1]) }];
  }
  if ((m = new RegExp(`^pick (${SEAT_NAME}) base$`, "i").exec(c))) {
    return [{ type: "answer", decision: decisionFor(s, seat).id, pick: s.seats[seatByName(s, m[1])].base }];
  }
  if ((m = /^pick (.+?)(?: from (hand|discard|row|deck|play|galaxy discard|opponent hand))?$/i.exec(c))) {
    const names = splitTop(m[1]);
    const zone = m[2]?.toLowerCase();
    return names.map((
      n,
    ) => ({ type: "answer", decision: -1, pick: -1, pickName: n.trim(), zone } as unknown as Action));
  }
  throw new Error(`unknown step "${c}"`);
}

export function zoneIds(s: GameState, seat: number, zone: string): number[] | null {
  const p = s.seats[seat];
  const opp = s.seats[opponentInRegion(s, seat)];
  switch (zone) {
    case "hand":
      return p.hand;
    case "discard":
      return p.discard;
    case "row":
      return s.regions[p.region].row;
    case "deck":
      return p.deck;
    case "play":
      return [...p.play, ...p.ships];
    case "galaxy discard":
      return s.regions[p.region].discard;
    case "opponent hand":
      return opp.hand;
  }
  return null;
}

export function runStep(s: GameState, text: string, events: GameEvent[]): string | null {
  const m = new RegExp(`^(${SEAT_NAME}):\\s*(.+?)(?:\\s*->\\s*error\\s+(\\S+))?$`, "i").exec(text);
  if (!m) throw new Error(`a step is "empire: …" or "rebel: …" ("empire 2: …" in 2v2)`);
  const seat = seatByName(s, m[1]);
  const wantError = m[3];
  const actions = parseStep(s, seat, m[2], "lenient");
  for (const a0 of actions) {
    let a = a0;
    const x = a as unknown as { pickName?: string; zone?: string };
    if (x.pickName) {
      const d = decisionFor(s, seat);
      const within = x.zone ? zoneIds(s, seat, x.zone)! : null;
      const pool = cardsOf(d).filter((c) => !within || within.includes(c));
      a = { type: "answer", decision: d.id, pick: findIn(pool, cardByName(x.pickName!), "lenient") };
    }
    const err = applyInPlace(s, seat, a, events);
    if (wantError) {
      if (!err) return `expected error ${wantError}, but the action was accepted`;
      if (err.code !== wantError) return `expected error ${wantError}, got ${err.code} (${err.message})`;
      return null;
    }
    if (err) return `action refused: ${err.code}: ${err.message}`;
  }
  if (wantError) return `expected error ${wantError}, but the action was accepted`;
  return null;
}
