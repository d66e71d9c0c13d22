/**
 * The turn clocks a game may be created with, as data: each kind's starting bank, what a side gains when
 * its turn ends, and the most a bank may hold. "none" is no clock (the default between friends).
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/**
 * A clock's rule: the bank each side starts with, its gain per turn played, its cap (null: none), and how
 * long before its clock runs out a seat is reminded by push (when it had more than that left).
 */
export interface ClockRule {
  bankMs: number;
  perTurnMs: number;
  capMs: number | null;
  remindMs: number;
}

/** Every clock kind a game may have. `live`: a sitting; `correspondence`: a game over days. */
export const CLOCK_RULES = {
  live: { bankMs: 10 * MINUTE, perTurnMs: 30 * SECOND, capMs: null, remindMs: 2 * MINUTE },
  correspondence: { bankMs: 3 * DAY, perTurnMs: DAY, capMs: 7 * DAY, remindMs: DAY / 2 },
} as const satisfies Record<string, ClockRule>;

/** A kind of clock a game runs with. */
export type ClockKind = keyof typeof CLOCK_RULES;

/** The kinds of clock, in the order the form offers them. */
export const CLOCK_KINDS = Object.keys(CLOCK_RULES) as ClockKind[];

/** The choices of the new-game form and the create body, "none" first (the default). */
export const CLOCK_CHOICES: ClockChoice[] = ["none", ...CLOCK_KINDS];

/** A choice of the create body. */
export type ClockChoice = "none" | ClockKind;
