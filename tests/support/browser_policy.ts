/**
 * The players of the browser tests: a purposeful policy that reads a seat's view and says what to
 * click on the page (the `data-act` of each button, in order) and which engine actions that makes.
 * Play everything, use every ability, buy the dearest card, attack the base with everything (now and
 * every other turn a galaxy row target for its reward), accept the first reward but decline the second, pass the
 * first decision that may be passed. A memory made with a purchase limit ends a seat's turn once it has
 * bought that many cards (shorter whole games). The same plan runs on the engine alone to choose seeds.
 */
import { type Action, defOf, preview, type View } from "../../engine/mod.ts";
import { attackOn } from "../../ui/aiming.ts";

/** Clicks on the page (values of `data-act`) and the engine actions they make. */
export interface Plan {
  clicks: string[];
  actions: Action[];
  /** Coverage labels of this step (decision kinds and purposes met). */
  covers: string[];
}

/** What the policy remembers across a game (one per game, every seat). */
export interface Memory {
  rewards: number;
  passed: boolean;
  /** Most cards a seat buys in a turn before ending it. */
  buys: number;
  /** Cards bought, by turn number and seat (`"n.seat"`). */
  bought: Record<string, number>;
}

/** A fresh memory; `buys` limits the purchases of a seat's turn. */
export function memory(buys = Infinity): Memory {
  return { rewards: 0, passed: false, buys, bought: {} };
}

/** Whether the viewer may take the action (listed, or equivalent to a listed one). */
function allowed(v: View, a: Action): boolean {
  return preview(v, a).ok;
}

/** Cards in play that may join some attack now (what the page's "Select all" selects). */
export function attackers(v: View): number[] {
  const p = v.seats[v.viewer];
  const targets: (number | "base")[] = ["base", ...v.regions[p.region].row.filter((c) => c >= 0)];
  const committed = new Set(v.turn.commits.filter((_, i) => i % 2 === 0));
  return [...p.play, ...p.ships].filter((c) =>
    !committed.has(c) && targets.some((t) => allowed(v, { type: "commit", cards: [c], target: t }))
  );
}

/** The next step of the seat whose view this is, or null when it has nothing to do. */
export function plan(v: View, m: Memory): Plan | null {
  if (v.legal.length === 0) return null;
  const d = v.pending.find((x) => x.seat === v.viewer);
  if (d) {
    const covers = [`kind:${d.kind}`, `purpose:${d.purpose}`];
    if (v.turn.phase === "main" && d.seat !== v.turn.seat) covers.push("opponentChoice");
    const answer = (x: Partial<Action & { type: "answer" }>): Action =>
      ({ type: "answer", decision: d.id, ...x }) as Action;
    if (d.kind === "option") {
      let k = 0;
      if (d.purpose === "reward") {
        k = m.rewards++ === 1 ? 1 : 0;
        covers.push(k === 0 ? "rewardYes" : "rewardNo");
      }
      return { clicks: [`opt:${k}`], actions: [answer({ option: k })], covers };
    }
    if (d.kind === "damage") {
      const c = d.cards![0];
      const p = v.seats.find((s) => s.ships.includes(c));
      const n = p ? Math.min(d.amount!, defOf(c).hitPoints! - p.shipDamage[p.ships.indexOf(c)]) : d.amount!;
      return { clicks: [`dmg:${c}`], actions: [answer({ pick: c, amount: n })], covers };
    }
    if (d.canPass && !m.passed) {
      m.passed = true;
      return { clicks: ["pass"], actions: [answer({ pass: true })], covers: [...covers, "pass"] };
    }
    const c = d.cards![0];
    return { clicks: [`pick:${c}`], actions: [answer({ pick: c })], covers };
  }
  const has = (type: string) => v.legal.filter((a) => a.type === type);
  const p = v.seats[v.viewer];
  if (has("playAll").length) return { clicks: ["playAll"], actions: [{ type: "playAll" }], covers: [] };
  const play = has("play")[0] as { type: "play"; card: number } | undefined;
  if (play) return { clicks: [`play:${play.card}`], actions: [play], covers: [] };
  const ability = has("ability")[0] as { type: "ability"; card: number } | undefined;
  if (ability) return { clicks: [`ability:${ability.card}`], actions: [ability], covers: [] };
  const resolve = has("resolve")[0] as { type: "resolve"; target: "base" | number } | undefined;
  if (resolve) {
    return { clicks: [`resolve:${resolve.target}`], actions: [resolve], covers: [] };
  }
  const all = attackers(v);
  if (all.length) {
    const units = all.filter((c) => p.play.includes(c));
    const unitAttack = (t: number) => attackOn(v, units, t)?.defeated;
    const rowTarget = v.turn.n % 2 === 0 && units.length
      ? v.regions[p.region].row.find((t) =>
        t >= 0 && allowed(v, { type: "commit", cards: units, target: t }) && unitAttack(t)
      )
      : undefined;
    if (rowTarget !== undefined) {
      return {
        clicks: [...units.map((c) => `atk:${c}`), `tgt:${rowTarget}`, "confirm"],
        actions: [{ type: "commit", cards: units, target: rowTarget }, {
          type: "resolve",
          target: rowTarget,
        }],
        covers: ["rowAttack"],
      };
    }
    if (allowed(v, { type: "commit", cards: all, target: "base" })) {
      return {
        clicks: [`atk:${all[0]}`, ...all.length > 1 ? ["all"] : [], "tgt:base", "confirm"],
        actions: [{ type: "commit", cards: all, target: "base" }, { type: "resolve", target: "base" }],
        covers: ["baseAttack"],
      };
    }
  }
  const buys = has("purchase") as { type: "purchase"; card: number }[];
  const turn = `${v.turn.n}.${v.viewer}`, bought = m.bought[turn] ?? 0;
  if (buys.length && bought < m.buys) {
    const best = buys.reduce((a, b) => (defOf(b.card).cost > defOf(a.card).cost ? b : a));
    m.bought[turn] = bought + 1;
    return { clicks: [`purchase:${best.card}`], actions: [best], covers: [] };
  }
  return { clicks: ["endTurn"], actions: [{ type: "endTurn" }], covers: [] };
}
