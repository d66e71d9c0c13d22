/** The words of push notices in English. */
import type { NoticeWords } from "../text.ts";

const FACTION = { empire: "Empire", rebel: "Rebel" } as const;

/** English. */
export const EN_NOTICES: NoticeWords = {
  side: (s) => s.computer ? "the computer" : `the ${FACTION[s.faction]} player${s.seats > 1 ? "s" : ""}`,
  waits: (s, what) => `${s.seats > 1 && !s.computer ? "are" : "is"} waiting for your ${what}`,
  turnTitle: "Your turn in Holotable",
  turnBody: (turn, waiting) => `Turn ${turn}. ${waiting}.`,
  resumeBody: (by) => `${by} decided: it is your move again.`,
  decisionTitle: "A decision waits for you in Holotable",
  decisionBody: (waiting, by) => `${waiting} during ${by.computer ? "its" : "their"} turn.`,
  joinedTitle: "Your friend took their seat",
  joinedBody: (side) => `They play ${side === "empire" ? "the Empire" : "the Rebels"}. The game is on.`,
  overTitle: (won) => `The game is over: you ${won ? "won" : "lost"}`,
  overBody: "Open the table for the summary and a rematch.",
  reminderTitle: (left) => `Your clock runs out in ${left}`,
  reminderBody: (turn) => `Turn ${turn} is waiting for your move in Holotable.`,
  lateTitle: "Your clock has run out",
  lateBody: "The other side may now claim the game on time. Move now: they may also keep waiting.",
  span: ({ unit, n }) => `${n} ${n === 1 ? unit.slice(0, -1) : unit}`,
};
