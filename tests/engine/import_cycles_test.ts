/**
 * No import loops: the engine's files import one another without a loop (value imports; `import type`
 * closes no loop), and nowhere in the source is there a loop, two files importing each other included.
 */
import assert from "node:assert/strict";
import { importsValues, loops, readGraph, valueImports } from "../support/import_graph.ts";

const show = (ls: string[][]) => ls.map((l) => `  ${l.length} files: ${l.join(", ")}`).join("\n");

Deno.test("the reader tells value imports from type imports", () => {
  const text = [
    `import type { A } from "./a.ts";`,
    `import { type B, type C } from "./b.ts";`,
    `import { type D, e } from "./d.ts";`,
    `import f from "./f.ts";`,
    `import * as g from "./g.ts";`,
    `import "./h.ts";`,
    `export type { I } from "./i.ts";`,
    `export type * from "./j.ts";`,
    `export * from "./k.ts";`,
    `export { l } from "./l.ts";`,
    `import {\n  type M,\n  n,\n} from "./m.ts";`,
    `// import { o } from "./o.ts";`,
    `import { p } from "npm:p";`,
  ].join("\n");
  assert.deepEqual(valueImports(text), [
    "./d.ts",
    "./f.ts",
    "./g.ts",
    "./h.ts",
    "./k.ts",
    "./l.ts",
    "./m.ts",
  ]);
  assert.equal(importsValues("import", "{ type X }"), false);
  assert.equal(importsValues("import", "type X"), false);
  assert.equal(importsValues("import", "X, { type Y }"), true);
});

Deno.test("the loop finder finds a loop and leaves a chain alone", () => {
  const g = new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a", "d"]], ["d", []], ["e", ["d"]]]);
  assert.deepEqual(loops(g), [["a", "b", "c"]]);
});

Deno.test("the engine has no import loop (value imports)", async () => {
  const found = loops(await readGraph(["engine"]));
  assert.deepEqual(found, [], `import loops in engine/:\n${show(found)}`);
});

Deno.test("no import loop anywhere in the source, not even two files importing each other (value imports)", async () => {
  const graph = await readGraph();
  assert.ok(graph.size > 200, `expected the source tree, read ${graph.size} files`);
  const found = loops(graph);
  assert.deepEqual(found, [], `import loops:\n${show(found)}`);
});
