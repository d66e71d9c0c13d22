/**
 * Turn clocks in words and figures: a clock kind's rule for the new-game form (from the table of kinds,
 * `api/clocks.ts`), the time a clock shows, and the time left now from the envelope's clock.
 */
import { CLOCK_RULES, type ClockChoice } from "../api/clocks.ts";
import type { Envelope } from "../api/contract.ts";
import { fmt } from "./i18n.ts";
import type { Words } from "./words.ts";

const SEC = 1000, MIN = 60 * SEC, HOUR = 60 * MIN, DAY = 24 * HOUR;

/** A whole span of a rule in words: "3 days", "10 min", "30 s". */
function span(ms: number, w: Words): string {
  if (ms % DAY === 0) return fmt(w.span.days, { n: ms / DAY });
  if (ms % HOUR === 0) return fmt(w.span.hours, { n: ms / HOUR });
  if (ms % MIN === 0) return fmt(w.span.minutes, { n: ms / MIN });
  return fmt(w.clock.seconds, { n: Math.round(ms / SEC) });
}

/** A choice of the new-game form in words: "Live: 10 min, +30 s per turn", "No clock". */
export function clockChoice(c: ClockChoice, w: Words): string {
  if (c === "none") return w.clock.kinds.none;
  const r = CLOCK_RULES[c];
  const rule = fmt(w.clock.rule, {
    kind: w.clock.kinds[c],
    bank: span(r.bankMs, w),
    turn: span(r.perTurnMs, w),
  });
  return r.capMs === null ? rule : rule + fmt(w.clock.cap, { cap: span(r.capMs, w) });
}

const two = (n: number) => String(n).padStart(2, "0");

/** What a clock shows: "9:41" under an hour, "2:05:09" under a day, "2 d 4 h" beyond. */
export function clockFace(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / SEC));
  if (s >= DAY / SEC) return `${Math.floor(s / 86_400)} d ${Math.floor((s % 86_400) / 3600)} h`;
  if (s >= 3600) return `${Math.floor(s / 3600)}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return `${Math.floor(s / 60)}:${two(s % 60)}`;
}

/** A team's time left at `now` (epoch ms): counted down from its deadline while it runs. */
export function timeLeft(side: NonNullable<Envelope["clock"]>["sides"][number], now: number): number {
  return side.deadline === null ? side.left : Math.max(0, side.deadline - now);
}
