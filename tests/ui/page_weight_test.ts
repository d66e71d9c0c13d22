/** The table page ships at most 30 KB (30,000 bytes) of gzipped JavaScript; the home page none. */
import assert from "node:assert/strict";
import { pageWeights } from "../../tools/bench_page.ts";

Deno.test("page weight: the table page's scripts are at most 30 KB gzipped", async () => {
  const assets = await pageWeights();
  const js = (page: string) =>
    assets.filter((a) => a.page === page && a.kind === "script").reduce((n, a) => n + a.gzip, 0);
  assert.ok(js("table") > 0, "the table page loads its bundle");
  assert.ok(js("table") <= 30_000, `the table page ships ${js("table")} bytes of gzipped JavaScript`);
  assert.equal(js("home"), 0, "the home page needs no JavaScript");
});
