/**
 * The table page ships at most 30 KB (30,000 bytes) of gzipped JavaScript, and a browser downloads its
 * scripts and styles compressed; the home page needs no JavaScript.
 */
import assert from "node:assert/strict";
import { pageDownloads } from "../../tools/bench_page.ts";

Deno.test("page weight: the table page's scripts are at most 30 KB gzipped and are sent compressed", async () => {
  const downloads = await pageDownloads();
  const of = (page: string, kind: string) => downloads.filter((d) => d.page === page && d.kind === kind);
  const sum = (ds: typeof downloads, key: "gzip" | "raw" | "body") => ds.reduce((n, d) => n + d[key], 0);
  const scripts = of("table", "script");
  assert.ok(sum(scripts, "raw") > 0, "the table page loads its bundle");
  assert.ok(
    sum(scripts, "gzip") <= 30_000,
    `the table page ships ${sum(scripts, "gzip")} bytes of gzipped JavaScript`,
  );
  assert.equal(of("home", "script").length, 0, "the home page needs no JavaScript");
  for (const d of [...scripts, ...of("table", "style"), ...of("table", "document")]) {
    const expected = d.kind === "document" ? ["gzip", "br"] : ["br"];
    assert.ok(expected.includes(d.encoding), `${d.url} is sent with ${d.encoding || "no encoding"}`);
    assert.ok(d.body < d.raw / 2, `${d.url}: ${d.body} B sent for ${d.raw} B`);
  }
});
