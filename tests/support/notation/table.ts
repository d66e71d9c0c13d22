/** Building a scenario's table: every card of the game placed in exactly one zone. */
import {
  type CardDef,
  defOf,
  type GameState,
  type Options,
  type RegionState,
  type SeatState,
  TABLE,
} from "../../../engine/mod.ts";
import { SET_SIZE } from "../../../engine/cards/catalog.ts";
import { seedRng } from "../../../engine/state/rng.ts";
import { newTurn, teamRecord } from "../../../engine/turn/turn.ts";
import { FORCE_MAX } from "../../../engine/state/force.ts";
import { emptySeat } from "../../../engine/turn/setup.ts";
import { BASE } from "../../../engine/attacks/attack.ts";
import { cardByName, findIn } from "./names.ts";
import { namedSeat, parseForce, parseItems, regionKey } from "./items.ts";
import type { Scenario } from "./scenarios.ts";

/** Builds the table of a scenario: every card of the game placed in exactly one zone. */
export function buildTable(sc: Scenario): GameState {
  const options: Options = {
    seed: sc.options.seed ?? 1,
    empireSeat: (sc.options.empireSeat ?? 0) as 0 | 1,
    mode: sc.options.mode ?? "beginner",
    basesToWin: sc.options.basesToWin ?? 3,
    payOffNeutral: sc.options.payOffNeutral ?? false,
  };
  const team = sc.options.format === "2v2";
  if (team) options.format = "2v2";
  const empire = options.empireSeat;
  const regionCount = team ? 2 : 1;
  // One pool of card instances per region (its copy of the game).
  const pools: Map<string, number[]>[] = [];
  for (let r = 0; r < regionCount; r++) {
    const pool = new Map<string, number[]>();
    for (let id = r * SET_SIZE; id < (r + 1) * SET_SIZE; id++) {
      const k = TABLE.def[id].id;
      if (!pool.has(k)) pool.set(k, []);
      pool.get(k)!.push(id);
    }
    pools.push(pool);
  }
  const take = (d: CardDef, where: string, region = 0): number => {
    const ids = pools[region].get(d.id)!;
    if (ids.length === 0) {
      throw new Error(`${where}: no copy of ${d.name.en} left (the game has ${d.copies})`);
    }
    return ids.shift()!;
  };
  // A base of -2 marks "not given by the scenario" until the default base is placed.
  const blank = (faction: "empire" | "rebel", team: number): SeatState => ({
    ...emptySeat(faction, team, 0),
    base: -2,
  });
  const seats = team
    ? [0, 1, 2, 3].map((i) => ({ ...blank(i % 2 === 0 ? "empire" : "rebel", i % 2), region: i >> 1 }))
    : [blank(empire === 0 ? "empire" : "rebel", 0), blank(empire === 0 ? "rebel" : "empire", 1)];
  const regions = Array.from(
    { length: regionCount },
    () => ({ row: [], deck: [], discard: [], pilots: [], knownTop: seats.map(() => 0) } as RegionState),
  );
  const s: GameState = {
    v: 1,
    options,
    rng: seedRng(options.seed),
    force: FORCE_MAX,
    seats,
    regions,
    exiled: [],
    turn: newTurn(1, empire),
    queue: [],
    pending: [],
    nextId: 1,
    winner: -1,
  };
  s.turn.phase = "main";
  if (team) teamRecord(s.turn);
  const pilots = regions.map(() => -1);
  const rest = seats.map(() => "box");
  const galaxyRest = regions.map(() => "deck");
  const turnAttrs: { card: number; attrs: Map<string, string> }[] = [];
  const basesGiven = seats.map(() => false);
  for (const { no, text } of sc.table) {
    const where = `line ${no}`;
    const m = /^([^:]+?):\s*(.*)$/.exec(text);
    if (!m) throw new Error(`${where}: expected "zone: cards"`);
    const key0 = m[1].toLowerCase().trim();
    const val = m[2].trim();
    const sm = /^(empire|rebel)(?: ([12]))? (.+)$/.exec(key0);
    const { region, zone: key } = regionKey(key0);
    const g = s.regions[region];
    if (!g) throw new Error(`${where}: a 1v1 table has one region`);
    if (key === "turn") {
      const [f, n] = val.toLowerCase().split(/\s+/);
      s.turn = newTurn(s.turn.n, namedSeat(options, f.replace(/s$/, ""), n));
      s.turn.phase = "main";
      if (team) teamRecord(s.turn);
      continue;
    }
    if (key === "ended") {
      s.turn.ended = val.split(",").map((w) => {
        const [f, n] = w.trim().toLowerCase().split(/\s+/);
        return namedSeat(options, f, n);
      });
      continue;
    }
    if (key === "turn number") {
      s.turn.n = Number(val);
      continue;
    }
    if (key === "force") {
      s.force = parseForce(val);
      continue;
    }
    if (key === "row") {
      for (const it of parseItems(val)) g.row.push(take(it.def, where, region));
      continue;
    }
    if (key === "galaxy deck") {
      g.deck = parseItems(val).map((it) => take(it.def, where, region)).reverse();
      continue;
    }
    if (key === "galaxy discard") {
      g.discard = parseItems(val).map((it) => take(it.def, where, region));
      continue;
    }
    if (key === "exiled") {
      s.exiled.push(...parseItems(val).map((it) => take(it.def, where, region)));
      continue;
    }
    if (key === "pilots") {
      pilots[region] = Number(val);
      continue;
    }
    if (key === "galaxy rest") {
      galaxyRest[region] = val;
      continue;
    }
    if (!sm) throw new Error(`${where}: unknown table entry "${key0}"`);
    const seat = namedSeat(options, sm[1], sm[2]);
    const p = seats[seat];
    const zone = sm[3];
    const own = p.region;
    if (zone === "rest") {
      rest[seat] = val;
      continue;
    }
    if (zone === "resources") {
      p.resources = Number(val);
      continue;
    }
    if (zone === "base") {
      if (val === "none") {
        p.base = -1;
        continue;
      }
      const [it] = parseItems(val);
      p.base = take(it.def, where, own);
      p.baseDamage = Number(it.attrs.get("damage") ?? 0);
      continue;
    }
    const items = parseItems(val);
    // "(region 2)": a base destroyed in the other region (victory piles hold both opponents' bases).
    const ids = items.map((it) =>
      take(it.def, where, it.attrs.has("region") ? Number(it.attrs.get("region")) - 1 : own)
    );
    items.forEach((it, i) => {
      if (it.attrs.size > 0) turnAttrs.push({ card: ids[i], attrs: it.attrs });
    });
    switch (zone) {
      case "hand":
        p.hand.push(...ids);
        break;
      case "deck":
        p.deck = ids.slice().reverse();
        break;
      case "discard":
        p.discard.push(...ids);
        break;
      case "play":
        ids.forEach((id, i) => {
          if (defOf(id).type === "ship") {
            p.ships.push(id);
            p.shipDamage.push(Number(items[i].attrs.get("damage") ?? 0));
          } else p.play.push(id);
        });
        break;
      case "bases":
        p.bases.push(...ids);
        basesGiven[seat] = true;
        break;
      case "victory":
        p.victory.push(...ids);
        break;
      default:
        throw new Error(`${where}: unknown zone "${zone}"`);
    }
  }
  // Attributes that describe this turn.
  for (const { card, attrs } of turnAttrs) {
    if (attrs.has("used")) s.turn.used.push(card);
    if (attrs.has("attacked")) s.turn.attacked.push(card);
    if (attrs.has("bonus")) s.turn.bonus.push(card, Number(attrs.get("bonus")));
    if (attrs.has("committed")) {
      const t = attrs.get("committed")!;
      const row = s.regions[s.seats.findIndex((p) => p.play.includes(card) || p.ships.includes(card))]?.row ??
        s.regions[0].row;
      s.turn.commits.push(card, t === "base" || t === "" ? BASE : findIn(row, cardByName(t)));
    }
  }
  // Bases not placed: the starting base, the mode's base deck, the rest unused.
  for (let i = 0; i < seats.length; i++) {
    const p = seats[i];
    const pool = pools[p.region];
    const set = TABLE.sets[p.region];
    const all = set.bases[p.faction].filter((b) => pool.get(defOf(b).id)!.includes(b));
    if (p.base === -2) {
      const start = all.find((b) => defOf(b).startingBase);
      p.base = start !== undefined ? take(defOf(start), "starting base", p.region) : -1;
    }
    for (const b of set.bases[p.faction]) {
      const left = pool.get(defOf(b).id)!;
      if (!left.includes(b)) continue;
      left.splice(left.indexOf(b), 1);
      const inDeck = !basesGiven[i] && (options.mode !== "beginner" || defOf(b).beginner);
      (inDeck ? p.bases : p.unused).push(b);
    }
  }
  // Remaining starter cards, pilots and galaxy cards.
  for (let i = 0; i < seats.length; i++) {
    const p = seats[i];
    const pool = pools[p.region];
    const left = TABLE.sets[p.region].starters[p.faction].filter((c) => pool.get(defOf(c).id)!.includes(c));
    for (const c of left) pool.get(defOf(c).id)!.splice(pool.get(defOf(c).id)!.indexOf(c), 1);
    placeRest(s, p, left, rest[i]);
  }
  regions.forEach((g, r) => {
    const pool = pools[r];
    const pilotsLeft = pool.get("outer_rim_pilot")!.splice(0);
    const n = pilots[r] < 0 ? pilotsLeft.length : Math.min(pilots[r], pilotsLeft.length);
    g.pilots = pilotsLeft.slice(0, n);
    s.exiled.push(...pilotsLeft.slice(n));
    const galaxyLeft = TABLE.sets[r].galaxy.filter((c) => pool.get(defOf(c).id)!.includes(c));
    for (const c of galaxyLeft) pool.get(defOf(c).id)!.splice(pool.get(defOf(c).id)!.indexOf(c), 1);
    if (galaxyRest[r] === "deck") g.deck.unshift(...galaxyLeft);
    else if (galaxyRest[r] === "discard") g.discard.push(...galaxyLeft);
    else if (galaxyRest[r] === "box") s.exiled.push(...galaxyLeft);
    else throw new Error(`galaxy rest must be deck, discard or box`);
    while (g.row.length < 6) g.row.push(-1);
  });
  return s;
}

function placeRest(s: GameState, p: SeatState, cards: number[], where: string): void {
  if (where === "deck") p.deck.unshift(...cards);
  else if (where === "discard") p.discard.push(...cards);
  else if (where === "box") s.exiled.push(...cards);
  else throw new Error(`rest must be deck, discard or box`);
}
