/** Leak scan of 2v2 tables: four seats and a spectator over HTTP and SSE, and team talk kept within its team. */
import assert from "node:assert/strict";
import { leakScan } from "../support/leak_scan.ts";

Deno.test("leak scan: 2v2 tables 0–5 show no seat or spectator a card it may not see; team talk stays in its team", async () => {
  const s = await leakScan(0, 6, "2v2");
  assert.equal(s.games, 6);
  assert.ok(s.chats > 0, "table talk was posted");
  assert.ok(s.undos > 0, "some moves were taken back");
  console.log(JSON.stringify(s));
});
