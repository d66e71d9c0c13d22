/** Scenario expectations: "empire hand: X, Y" and friends checked against the state. */
import {
  type Action,
  cardsOf,
  defOf,
  type GameEvent,
  type GameState,
  legalActions,
  promptText,
  viewFor,
} from "../../../engine/mod.ts";
import { attackOf } from "../../../engine/state/stats.ts";
import { cardByName, findIn, names, NotThere, sortedNames } from "./names.ts";
import { parseForce, parseItems, regionKey } from "./items.ts";
import { decisionFor, inPlayByName, parseStep, SEAT_NAME, seatByName, zoneIds } from "./steps.ts";

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
      pick: findIn(cardsOf(d).filter((c) => !within || within.includes(c)), cardByName(x.pickName)),
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

/** A seat's readable name: "empire" / "rebel" in 1v1, "empire 1" … "rebel 2" in 2v2. */
export function seatName(s: GameState, seat: number): string {
  const p = s.seats[seat];
  return s.seats.length > 2 ? `${p.faction} ${p.region + 1}` : p.faction;
}

function seatNames(s: GameState, seats: number[]): string {
  return seats.map((i) => seatName(s, i)).sort().join(", ") || "none";
}

/** Checks one expectation line against the state. */
export function check(s: GameState, text: string, events: GameEvent[], box: Set<number>): string | null {
  const m = /^([^:]+?):\s*(.*)$/.exec(text);
  if (!m) throw new Error(`an expectation is "what: value"`);
  const key0 = m[1].toLowerCase().trim();
  const val = m[2].trim();
  const wantSorted = () => parseItems(val).map((it) => it.def.name.en).sort().join(", ") || "(empty)";
  const { region, zone: key } = regionKey(key0);
  const g = s.regions[region];
  if (!g) throw new Error(`"${key0}": a 1v1 table has one region`);
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
      const pm = /^(\S+(?:\s+[12])?)(?:\s+(\S+))?$/.exec(val);
      if (!pm) throw new Error(`pending: "<seat> <purpose>"`);
      const [, who, purpose] = pm;
      const seat = seatByName(s, who);
      const d = s.pending.find((x) =>
        x.seat === seat && (!purpose || x.purpose === purpose || x.kind === purpose)
      );
      return d
        ? null
        : `pending: expected ${val}, got ${
          s.pending.map((x) => `${seatName(s, x.seat)} ${x.purpose}`).join(", ") || "none"
        }`;
    }
    case "ended":
      return eq(
        "ended",
        seatNames(s, s.turn.ended ?? []),
        seatNames(s, val === "none" ? [] : val.split(",").map((w) => seatByName(s, w))),
      );
    case "waiting": {
      const [who, list] = val.split(":");
      const want = list.trim() === "none" ? [] : list.split(",").map((w) => seatByName(s, w));
      return eq(
        `${who.trim()} waiting for`,
        seatNames(s, viewFor(s, seatByName(s, who)).waitingFor ?? []),
        seatNames(s, want),
      );
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
    return eq("offered", sortedNames([...cardsOf(d)]), wantSorted());
  }
  const sm = new RegExp(`^(${SEAT_NAME}) (.+)$`).exec(key0);
  if (!sm) throw new Error(`unknown expectation "${key0}"`);
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
