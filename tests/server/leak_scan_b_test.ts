/** Leak scan, games 100–199 (the scan is split in two files so that `deno test --parallel` runs them side by side). */
import assert from "node:assert/strict";
import { leakScan } from "../support/leak_scan.ts";

Deno.test("leak scan: games 100–199 over HTTP and SSE show nobody a card they may not see", async () => {
  const s = await leakScan(100, 200);
  assert.equal(s.games, 100);
  assert.ok(s.undos > 0, "some moves were taken back");
  console.log(JSON.stringify(s));
});
