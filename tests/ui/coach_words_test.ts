/**
 * The coach's words: an answer it would choose reads as one sentence (an option's text ends with its own
 * full stop, which the coach's line does not repeat), in English and Spanish.
 */
import assert from "node:assert/strict";
import { adviceText } from "../../ui/coach/Coach.tsx";
import { COACH_WORDS } from "../../ui/coach/coach_words.ts";
import type { Store } from "../../ui/store.ts";

/** Just what the coach's line reads of a table: the pending decision and its prompt's options. */
function table(lang: "en" | "es", options: string[]): Store {
  return {
    view: { value: { pending: [{ id: 7 }] } },
    env: { value: { prompts: { [lang]: [{ options }] } } },
    p: { lang },
  } as unknown as Store;
}

Deno.test("coach: the answer it would choose ends with one full stop", () => {
  const answer = { do: "answer" as const, action: { type: "answer" as const, decision: 7, option: 1 } };
  assert.equal(
    adviceText(table("en", ["Draw a card.", "You gain 1 Force."]), COACH_WORDS.en, answer),
    "The coach would choose: You gain 1 Force.",
  );
  assert.equal(
    adviceText(table("es", ["Roba una carta.", "Ganas 1 de Fuerza."]), COACH_WORDS.es, answer),
    "El entrenador elegiría: Ganas 1 de Fuerza.",
  );
});
