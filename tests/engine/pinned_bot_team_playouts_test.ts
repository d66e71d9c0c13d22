/** The pinned playouts of the computers and of 2v2 still produce exactly the recorded summaries. */
import { checkPinned } from "../support/playout_pins.ts";

Deno.test("pinned playouts: every computers' and 2v2 game plays out the same (deno task pin shows the differences)", (t) =>
  checkPinned(t, (name) => !name.startsWith("uniform-")));
