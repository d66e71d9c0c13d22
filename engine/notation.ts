/**
 * Scenario notation: a readable fixture format with card names. A scenario sets a table by hand,
 * runs steps, and checks expectations; see tests/scenarios/README.md for the grammar.
 */
import { CARDS, defOf, TABLE } from "./cards/catalog.ts";
import type { CardDef } from "./cards/vocabulary.ts";
import type { Action, Decision, GameEvent, GameState, Options, SeatState } from "./types.ts";
import { seedRng } from "./rng.ts";
import { newTurn } from "./turn.ts";
import { FORCE_MAX } from "./force.ts";
import { applyInPlace } from "./mod.ts";
import { BASE } from "./attack.ts";
import { attackOf } from "./stats.ts";
import { legalActions } from "./legal.ts";
import { promptText } from "./text/prompts.ts";

export interface Line {
  no: number;
  text: string;
}

export interface Scenario {
  name: string;
  options: Partial<Options>;
  table: Line[];
  /** Steps and expectation blocks in file order. */
  script: { kind: "step" | "expect"; line: Line }[];
}

export interface ScenarioResult {
  name: string;
  ok: boolean;
  /** First difference or error, with its line number. */
  message?: string;
  steps: number;
}

const ALIASES = new Map<string, CardDef>();
for (const d of CARDS) {
  for (const n of [d.id, d.name.en, d.name.es, d.name.en.replace(/[^a-z0-9]/gi, "")]) ALIASES.set(norm(n), d);
}
ALIASES.set(norm("Yavin 4"), CARDS.find((d) => d.id === "yavin_4")!);

function norm(s: string): string {
  return s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]/g, "");
}

/** The card definition a name stands for (English, Spanish or id; case and accents ignored). */
export function cardByName(name: string): CardDef {
  const d = ALIASES.get(norm(name));
  if (!d) throw new Error(`unknown card "${name}"`);
  return d;
}

/** Splits a file into scenarios. */
export function parseScenarios(text: string): Scenario[] {
  const out: Scenario[] = [];
  let cur: Scenario | null = null;
  let section: "table" | "steps" | "expect" | null = null;
  text.split("\n").forEach((raw, i) => {
    const no = i + 1;
    const t = raw.replace(/\s+#.*$/, "").replace(/^#.*$/, "").trim();
    if (!t) return;
    const m = /^scenario:\s*(.+)$/i.exec(t);
    if (m) {
      cur = { name: m[1].trim(), options: {}, table: [], script: [] };
      out.push(cur);
      section = null;
      return;
    }
    if (!cur) throw new Error(`line ${no}: text before the first "scenario:"`);
    const sc: Scenario = cur;
    const opt = /^options:\s*(.*)$/i.exec(t);
    if (opt) {
      for (const kv of opt[1].split(/\s+/).filter(Boolean)) {
        const [k, v] = kv.split("=");
        const o = sc.options as Record<string, unknown>;
        if (k === "payOffNeutral") o[k] = v === "on" || v === "true";
        else if (k === "mode") o[k] = v;
        else o[k] = Number(v);
      }
      return;
    }
    if (/^table:$/i.test(t)) return void (section = "table");
    if (/^(steps|do):$/i.test(t)) return void (section = "steps");
    if (/^expect:$/i.test(t)) return void (section = "expect");
    if (section === "table") sc.table.push({ no, text: t });
    else if (section === "steps") sc.script.push({ kind: "step", line: { no, text: t } });
    else if (section === "expect") sc.script.push({ kind: "expect", line: { no, text: t } });
    else throw new Error(`line ${no}: "${t}" is outside table:, steps: or expect:`);
  });
  return out;
}

/** A card name with optional attributes: "Star Destroyer (damage 2, used)". */
interface Item {
  def: CardDef;
  attrs: Map<string, string>;
}

function parseItems(list: string): Item[] {
  const t = list.trim();
  if (t === "" || t === "(empty)" || t === "none" || t === "-") return [];
  const items: Item[] = [];
  for (const part of splitTop(t)) {
    const m = /^(?:(\d+)\s*x\s+)?([^(]+?)\s*(?:\((.*)\))?$/.exec(part.trim());
    if (!m) throw new Error(`cannot read "${part}"`);
    const times = m[1] ? Number(m[1]) : 1;
    const attrs = new Map<string, string>();
    for (const a of (m[3] ?? "").split(",").map((x) => x.trim()).filter(Boolean)) {
      const sp = a.indexOf(" ");
      attrs.set(sp < 0 ? a : a.slice(0, sp), sp < 0 ? "" : a.slice(sp + 1).trim());
    }
    for (let i = 0; i < times; i++) items.push({ def: cardByName(m[2]), attrs });
  }
  return items;
}

/** Splits on commas outside parentheses. */
function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0, start = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "(") depth++;
    else if (s[i] === ")") depth--;
    else if (s[i] === "," && depth === 0) {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  out.push(s.slice(start));
  return out;
}

/** Builds the table of a scenario: every card of the game placed in exactly one zone. */
export function buildTable(sc: Scenario): GameState {
  const options: Options = {
    seed: sc.options.seed ?? 1,
    empireSeat: (sc.options.empireSeat ?? 0) as 0 | 1,
    mode: sc.options.mode ?? "beginner",
    basesToWin: sc.options.basesToWin ?? 3,
    payOffNeutral: sc.options.payOffNeutral ?? false,
  };
  const empire = options.empireSeat;
  const seatOf = (w: string) => (w === "empire" ? empire : 1 - empire);
  const pool = new Map<string, number[]>();
  for (let id = 0; id < TABLE.def.length; id++) {
    const k = TABLE.def[id].id;
    if (!pool.has(k)) pool.set(k, []);
    pool.get(k)!.push(id);
  }
  const take = (d: CardDef, where: string): number => {
    const ids = pool.get(d.id)!;
    if (ids.length === 0) {
      throw new Error(`${where}: no copy of ${d.name.en} left (the game has ${d.copies})`);
    }
    return ids.shift()!;
  };
  const blank = (faction: "empire" | "rebel", team: number): SeatState => ({
    faction,
    team,
    region: 0,
    hand: [],
    deck: [],
    discard: [],
    play: [],
    ships: [],
    shipDamage: [],
    resources: 0,
    base: -2,
    baseDamage: 0,
    bases: [],
    unused: [],
    victory: [],
    knownTop: 0,
  });
  const seats = [blank(empire === 0 ? "empire" : "rebel", 0), blank(empire === 0 ? "rebel" : "empire", 1)];
  const s: GameState = {
    v: 1,
    options,
    rng: seedRng(options.seed),
    force: FORCE_MAX,
    seats,
    regions: [{ row: [], deck: [], discard: [], pilots: [], knownTop: [0, 0] }],
    exiled: [],
    turn: newTurn(1, empire),
    queue: [],
    pending: [],
    nextId: 1,
    winner: -1,
  };
  s.turn.phase = "main";
  const g = s.regions[0];
  let pilots = -1;
  const rest: Record<string, string> = { empire: "box", rebel: "box", galaxy: "deck" };
  const turnAttrs: { card: number; attrs: Map<string, string> }[] = [];
  let basesGiven = [false, false];
  for (const { no, text } of sc.table) {
    const where = `line ${no}`;
    const m = /^([^:]+?):\s*(.*)$/.exec(text);
    if (!m) throw new Error(`${where}: expected "zone: cards"`);
    const key = m[1].toLowerCase().trim();
    const val = m[2].trim();
    const sm = /^(empire|rebel) (.+)$/.exec(key);
    if (key === "turn") {
      s.turn = newTurn(s.turn.n, seatOf(val));
      s.turn.phase = "main";
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
      for (const it of parseItems(val)) g.row.push(take(it.def, where));
      continue;
    }
    if (key === "galaxy deck") {
      g.deck = parseItems(val).map((it) => take(it.def, where)).reverse();
      continue;
    }
    if (key === "galaxy discard") {
      g.discard = parseItems(val).map((it) => take(it.def, where));
      continue;
    }
    if (key === "exiled") {
      s.exiled.push(...parseItems(val).map((it) => take(it.def, where)));
      continue;
    }
    if (key === "pilots") {
      pilots = Number(val);
      continue;
    }
    if (key === "galaxy rest") {
      rest.galaxy = val;
      continue;
    }
    if (!sm) throw new Error(`${where}: unknown table entry "${key}"`);
    const seat = seatOf(sm[1]);
    const p = seats[seat];
    const zone = sm[2];
    if (zone === "rest") {
      rest[sm[1]] = val;
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
      p.base = take(it.def, where);
      p.baseDamage = Number(it.attrs.get("damage") ?? 0);
      continue;
    }
    const items = parseItems(val);
    const ids = items.map((it) => take(it.def, where));
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
      s.turn.commits.push(card, t === "base" || t === "" ? BASE : findIn(s, g.row, cardByName(t)));
    }
  }
  // Bases not placed: the starting base, the mode's base deck, the rest unused.
  basesGiven = basesGiven.map((x) => x);
  for (let i = 0; i < 2; i++) {
    const p = seats[i];
    const all = TABLE.bases[p.faction].filter((b) => pool.get(defOf(b).id)!.includes(b));
    if (p.base === -2) {
      const start = all.find((b) => defOf(b).startingBase);
      p.base = start !== undefined ? take(defOf(start), "starting base") : -1;
    }
    for (const b of TABLE.bases[p.faction]) {
      const left = pool.get(defOf(b).id)!;
      if (!left.includes(b)) continue;
      left.splice(left.indexOf(b), 1);
      const inDeck = !basesGiven[i] && (options.mode !== "beginner" || defOf(b).beginner);
      (inDeck ? p.bases : p.unused).push(b);
    }
  }
  // Remaining starter cards, pilots and galaxy cards.
  for (let i = 0; i < 2; i++) {
    const p = seats[i];
    const left = TABLE.starters[p.faction].filter((c) => pool.get(defOf(c).id)!.includes(c));
    for (const c of left) pool.get(defOf(c).id)!.splice(pool.get(defOf(c).id)!.indexOf(c), 1);
    placeRest(s, p, left, rest[p.faction]);
  }
  const pilotsLeft = pool.get("outer_rim_pilot")!.splice(0);
  const n = pilots < 0 ? pilotsLeft.length : Math.min(pilots, pilotsLeft.length);
  g.pilots = pilotsLeft.slice(0, n);
  s.exiled.push(...pilotsLeft.slice(n));
  const galaxyLeft = TABLE.galaxy.filter((c) => pool.get(defOf(c).id)!.includes(c));
  for (const c of galaxyLeft) pool.get(defOf(c).id)!.splice(pool.get(defOf(c).id)!.indexOf(c), 1);
  if (rest.galaxy === "deck") g.deck.unshift(...galaxyLeft);
  else if (rest.galaxy === "discard") g.discard.push(...galaxyLeft);
  else if (rest.galaxy === "box") s.exiled.push(...galaxyLeft);
  else throw new Error(`galaxy rest must be deck, discard or box`);
  while (g.row.length < 6) g.row.push(-1);
  return s;
}

function placeRest(s: GameState, p: SeatState, cards: number[], where: string): void {
  if (where === "deck") p.deck.unshift(...cards);
  else if (where === "discard") p.discard.push(...cards);
  else if (where === "box") s.exiled.push(...cards);
  else throw new Error(`rest must be deck, discard or box`);
}

function parseForce(v: string): number {
  const t = v.toLowerCase().trim();
  if (/^\d$/.test(t)) return Number(t);
  const named: Record<string, number> = {
    "empire end": 0,
    "empire 3": 0,
    "empire 2": 1,
    "empire 1": 2,
    center: 3,
    neutral: 3,
    "rebel 1": 4,
    "rebel 2": 5,
    "rebel 3": 6,
    "rebel end": 6,
  };
  if (!(t in named)) throw new Error(`force "${v}": use 0–6, "empire end", "rebel 2", "center"…`);
  return named[t];
}

/** A named card that is not where the step looks for it (expected as `-> error not-offered`). */
class NotThere extends Error {}

/** Steps name cards leniently (any copy anywhere, so the engine gives its own error); checks name them strictly. */
let lenient = false;

function findIn(_s: GameState, ids: number[], d: CardDef): number {
  const id = ids.find((c) => c >= 0 && defOf(c).id === d.id);
  if (id !== undefined) return id;
  if (lenient) return TABLE.def.findIndex((x) => x.id === d.id);
  throw new NotThere(`${d.name.en} is not there`);
}

function names(ids: number[]): string[] {
  return ids.filter((c) => c >= 0).map((c) => defOf(c).name.en);
}

function sortedNames(ids: number[]): string {
  return names(ids).sort().join(", ") || "(empty)";
}

/** Runs a scenario; stops at the first difference. */
export function runScenario(sc: Scenario): ScenarioResult {
  let s: GameState;
  try {
    s = buildTable(sc);
  } catch (e) {
    return { name: sc.name, ok: false, message: `table: ${(e as Error).message}`, steps: 0 };
  }
  let steps = 0;
  const events: GameEvent[] = [];
  const box = new Set(s.exiled);
  for (const { kind, line } of sc.script) {
    try {
      const msg = kind === "step" ? runStep(s, line.text, events) : check(s, line.text, events, box);
      if (kind === "step") steps++;
      if (msg) return { name: sc.name, ok: false, message: `line ${line.no} (${line.text}): ${msg}`, steps };
    } catch (e) {
      return {
        name: sc.name,
        ok: false,
        message: `line ${line.no} (${line.text}): ${(e as Error).message}`,
        steps,
      };
    }
  }
  return { name: sc.name, ok: true, steps };
}

function seatByName(s: GameState, w: string): number {
  const f = w.toLowerCase();
  const i = s.seats.findIndex((p) => p.faction === f || `${p.faction}s` === f);
  if (i < 0) throw new Error(`unknown seat "${w}" (empire or rebel)`);
  return i;
}

function inPlayByName(s: GameState, seat: number, name: string): number {
  const d = cardByName(name);
  const p = s.seats[seat];
  if (p.base >= 0 && defOf(p.base).id === d.id) return p.base;
  return findIn(s, [...p.play, ...p.ships], d);
}

function targetOf(s: GameState, t: string): "base" | number {
  if (/^(the )?(enemy )?base$/i.test(t.trim())) return "base";
  return findIn(s, s.regions[0].row, cardByName(t));
}

function decisionFor(s: GameState, seat: number): Decision {
  const d = s.pending.find((x) => x.seat === seat);
  if (!d) throw new Error(`no decision pending for ${s.seats[seat].faction}`);
  return d;
}

/** Turns a step into an action ("play X", "use X", "buy X", "commit X, Y to base", "pick X", …). */
export function parseStep(s: GameState, seat: number, cmd: string): Action[] {
  const c = cmd.trim();
  let m: RegExpExecArray | null;
  const p = s.seats[seat];
  if (/^play all$/i.test(c)) return [{ type: "playAll" }];
  if ((m = /^play (.+)$/i.exec(c))) {
    const taken = new Set<number>();
    return splitTop(m[1]).map((n) => {
      const card = findIn(s, p.hand.filter((x) => !taken.has(x)), cardByName(n));
      taken.add(card);
      return { type: "play", card } as Action;
    });
  }
  if ((m = /^use (.+)$/i.exec(c))) {
    const d = cardByName(m[1]);
    const copies = [...p.play, ...p.ships, p.base].filter((x) => x >= 0 && defOf(x).id === d.id);
    const unused = copies.find((x) => !s.turn.used.includes(x));
    return [{ type: "ability", card: unused ?? inPlayByName(s, seat, m[1]) }];
  }
  if ((m = /^(?:buy|purchase) (.+)$/i.exec(c))) {
    const d = cardByName(m[1]);
    const g = s.regions[p.region];
    return [{ type: "purchase", card: findIn(s, [...g.row, ...g.pilots], d) }];
  }
  if ((m = /^pay off (.+)$/i.exec(c))) {
    return [{ type: "payOff", card: findIn(s, s.regions[0].row, cardByName(m[1])) }];
  }
  if ((m = /^commit (.+) to (.+)$/i.exec(c))) {
    const target = targetOf(s, m[2]);
    const used = new Set<number>();
    const cards = splitTop(m[1]).map((n) => {
      const d = cardByName(n);
      const copies = [...p.play, ...p.ships].filter((x) => !used.has(x) && defOf(x).id === d.id);
      const free = copies.find((x) =>
        !s.turn.attacked.includes(x) && !s.turn.commits.some((y, i) => i % 2 === 0 && y === x)
      );
      const id = free ?? copies[0] ?? findIn(s, [], d);
      used.add(id);
      return id;
    });
    return [{ type: "commit", cards, target }];
  }
  if ((m = /^attack (.+) with (.+)$/i.exec(c))) {
    return [...parseStep(s, seat, `commit ${m[2]} to ${m[1]}`), {
      type: "resolve",
      target: targetOf(s, m[1]),
    }];
  }
  if ((m = /^resolve (.+)$/i.exec(c))) return [{ type: "resolve", target: targetOf(s, m[1]) }];
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
  if ((m = /^assign (\d+) to (.+)$/i.exec(c))) {
    const d = decisionFor(s, seat);
    const ship = findIn(s, d.cards!, cardByName(m[2]));
    return [{ type: "answer", decision: d.id, pick: ship, amount: Number(m[1]) }];
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

function zoneIds(s: GameState, seat: number, zone: string): number[] | null {
  const p = s.seats[seat];
  const opp = s.seats[1 - seat];
  switch (zone) {
    case "hand":
      return p.hand;
    case "discard":
      return p.discard;
    case "row":
      return s.regions[0].row;
    case "deck":
      return p.deck;
    case "play":
      return [...p.play, ...p.ships];
    case "galaxy discard":
      return s.regions[0].discard;
    case "opponent hand":
      return opp.hand;
  }
  return null;
}

function runStep(s: GameState, text: string, events: GameEvent[]): string | null {
  const m = /^(empire|rebels?):\s*(.+?)(?:\s*->\s*error\s+(\S+))?$/i.exec(text);
  if (!m) throw new Error(`a step is "empire: …" or "rebel: …"`);
  const seat = seatByName(s, m[1]);
  const wantError = m[3];
  let actions: Action[];
  lenient = true;
  try {
    actions = parseStep(s, seat, m[2]);
  } finally {
    lenient = false;
  }
  for (const a0 of actions) {
    let a = a0;
    const x = a as unknown as { pickName?: string; zone?: string };
    if (x.pickName) {
      const d = decisionFor(s, seat);
      const within = x.zone ? zoneIds(s, seat, x.zone)! : null;
      const pool = (d.cards ?? []).filter((c) => !within || within.includes(c));
      lenient = true;
      try {
        a = { type: "answer", decision: d.id, pick: findIn(s, pool, cardByName(x.pickName)) };
      } finally {
        lenient = false;
      }
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

function eq(label: string, got: string, want: string): string | null {
  return got === want ? null : `${label}: expected ${want}, got ${got}`;
}

/** Commit steps as single-card commits, picks resolved to the pending decision's candidates. */
function resolvePicks(s: GameState, seat: number, a: Action): Action[] {
  const x = a as unknown as { pickName?: string; zone?: string };
  if (x.pickName) {
    const d = decisionFor(s, seat);
    const within = x.zone ? zoneIds(s, seat, x.zone)! : null;
    return [{
      type: "answer",
      decision: d.id,
      pick: findIn(s, (d.cards ?? []).filter((c) => !within || within.includes(c)), cardByName(x.pickName)),
    }];
  }
  if (a.type === "commit") {
    return a.cards.map((card) => ({ type: "commit", cards: [card], target: a.target }));
  }
  return [a];
}

/** What makes two actions the same choice: their type and the names (not ids) of the cards involved. */
function signature(a: Action): string {
  const name = (c: unknown) => (typeof c === "number" && c >= 0 ? defOf(c).id : String(c));
  const x = a as Record<string, unknown>;
  return [
    a.type,
    name(x.card),
    Array.isArray(x.cards) ? (x.cards as number[]).map(name).join("+") : "",
    x.target === undefined ? "" : name(x.target),
    x.option ?? "",
    x.pick === undefined ? "" : name(x.pick),
    x.pass ? "pass" : "",
    x.amount ?? "",
  ].join("/");
}

/** Checks one expectation line against the state. */
function check(s: GameState, text: string, events: GameEvent[], box: Set<number>): string | null {
  const m = /^([^:]+?):\s*(.*)$/.exec(text);
  if (!m) throw new Error(`an expectation is "what: value"`);
  const key = m[1].toLowerCase().trim();
  const val = m[2].trim();
  const wantSorted = () => parseItems(val).map((it) => it.def.name.en).sort().join(", ") || "(empty)";
  const g = s.regions[0];
  switch (key) {
    case "force":
      return eq("force", String(s.force), String(parseForce(val)));
    case "winner":
      return eq(
        "winner",
        s.winner < 0 ? "none" : s.seats[s.winner].faction,
        val.toLowerCase().replace(/s$/, ""),
      );
    case "turn":
      return eq("turn", s.seats[s.turn.seat].faction, val.toLowerCase().replace(/s$/, ""));
    case "row":
      return eq("row", sortedNames(g.row), wantSorted());
    case "galaxy discard":
      return eq("galaxy discard", sortedNames(g.discard), wantSorted());
    case "galaxy deck count":
      return eq("galaxy deck count", String(g.deck.length), val);
    case "galaxy deck top":
      return eq(
        "galaxy deck top",
        names(g.deck.slice().reverse()).slice(0, parseItems(val).length).join(", ") || "(empty)",
        parseItems(val).map((it) => it.def.name.en).join(", ") || "(empty)",
      );
    case "exiled":
      return eq("exiled", sortedNames(s.exiled.filter((c) => !box.has(c))), wantSorted());
    case "pilots":
      return eq("pilots", String(g.pilots.length), val);
    case "pending": {
      if (val === "none") return eq("pending", s.pending.map((d) => d.purpose).join(", ") || "none", "none");
      const [who, purpose] = val.split(/\s+/);
      const seat = seatByName(s, who);
      const d = s.pending.find((x) =>
        x.seat === seat && (!purpose || x.purpose === purpose || x.kind === purpose)
      );
      return d
        ? null
        : `pending: expected ${val}, got ${
          s.pending.map((x) => `${s.seats[x.seat].faction} ${x.purpose}`).join(", ") || "none"
        }`;
    }
    case "log": {
      const found = events.some((e) => e.k === val || JSON.stringify(e).includes(val));
      return found ? null : `log: no event matching ${val}`;
    }
  }
  const am = /^attack (.+)$/.exec(key);
  if (am) {
    const owner = s.seats.findIndex((_, i) => {
      try {
        inPlayByName(s, i, am[1]);
        return true;
      } catch {
        return false;
      }
    });
    if (owner < 0) return `${am[1]} is not in play`;
    return eq(`attack of ${am[1]}`, String(attackOf(s, inPlayByName(s, owner, am[1]), owner)), val);
  }
  const lm = /^(not )?legal$/.exec(key);
  if (lm) {
    const [who, ...rest] = val.split(":");
    const seat = seatByName(s, who.trim());
    let wanted: Action[];
    try {
      wanted = parseStep(s, seat, rest.join(":")).flatMap((a) => resolvePicks(s, seat, a));
    } catch (e) {
      if (e instanceof NotThere) return lm[1] ? null : `expected ${val} to be legal, but ${e.message}`;
      throw e;
    }
    const legal = new Set(legalActions(s, seat).map((a) => signature(a)));
    const isLegal = wanted.every((a) => legal.has(signature(a)));
    if (lm[1]) return isLegal ? `expected ${val} not to be legal` : null;
    return isLegal ? null : `expected ${val} to be legal`;
  }
  const om = /^(offered|options)$/.exec(key);
  if (om) {
    const d = s.pending[0];
    if (!d) return `${key}: no decision pending`;
    if (key === "options") {
      const got = promptText(d, "en").options.join(" | ");
      return eq("options", got, val);
    }
    return eq("offered", sortedNames(d.cards ?? []), wantSorted());
  }
  const sm = /^(empire|rebels?) (.+)$/.exec(key);
  if (!sm) throw new Error(`unknown expectation "${key}"`);
  const seat = seatByName(s, sm[1]);
  const p = s.seats[seat];
  const zone = sm[2];
  switch (zone) {
    case "hand":
      return eq(`${sm[1]} hand`, sortedNames(p.hand), wantSorted());
    case "hand count":
      return eq(`${sm[1]} hand count`, String(p.hand.length), val);
    case "deck":
      return eq(
        `${sm[1]} deck (top first)`,
        names(p.deck.slice().reverse()).join(", ") || "(empty)",
        parseItems(val).map((it) => it.def.name.en).join(", ") || "(empty)",
      );
    case "deck top":
      return eq(
        `${sm[1]} deck top`,
        names(p.deck.slice().reverse()).slice(0, parseItems(val).length).join(", ") || "(empty)",
        parseItems(val).map((it) => it.def.name.en).join(", ") || "(empty)",
      );
    case "deck count":
      return eq(`${sm[1]} deck count`, String(p.deck.length), val);
    case "discard":
      return eq(`${sm[1]} discard`, sortedNames(p.discard), wantSorted());
    case "discard count":
      return eq(`${sm[1]} discard count`, String(p.discard.length), val);
    case "play": {
      const got = [
        ...names(p.play),
        ...p.ships.map((c, i) =>
          `${defOf(c).name.en}${p.shipDamage[i] ? ` (damage ${p.shipDamage[i]})` : ""}`
        ),
      ];
      const want = parseItems(val).map((it) =>
        `${it.def.name.en}${
          it.attrs.get("damage") && it.attrs.get("damage") !== "0"
            ? ` (damage ${it.attrs.get("damage")})`
            : ""
        }`
      );
      return eq(`${sm[1]} play`, got.sort().join(", ") || "(empty)", want.sort().join(", ") || "(empty)");
    }
    case "resources":
      return eq(`${sm[1]} resources`, String(p.resources), val);
    case "base": {
      const got = p.base < 0
        ? "none"
        : `${defOf(p.base).name.en}${p.baseDamage ? ` (damage ${p.baseDamage})` : ""}`;
      if (val === "none") return eq(`${sm[1]} base`, got, "none");
      const [it] = parseItems(val);
      const d = it.attrs.get("damage");
      return eq(`${sm[1]} base`, got, `${it.def.name.en}${d && d !== "0" ? ` (damage ${d})` : ""}`);
    }
    case "base damage":
      return eq(`${sm[1]} base damage`, String(p.baseDamage), val);
    case "bases":
      return eq(`${sm[1]} bases`, sortedNames(p.bases), wantSorted());
    case "victory":
      return eq(`${sm[1]} victory`, sortedNames(p.victory), wantSorted());
    case "used": {
      const want = parseItems(val).map((it) => it.def.name.en).sort().join(", ") || "(empty)";
      const got = s.turn.used.filter((c) => p.play.includes(c) || p.ships.includes(c) || c === p.base);
      return eq(`${sm[1]} used`, sortedNames(got), want);
    }
  }
  throw new Error(`unknown expectation "${key}"`);
}

/** Parses and runs every scenario of a file's text. */
export function runScenarioText(text: string): ScenarioResult[] {
  return parseScenarios(text).map(runScenario);
}
