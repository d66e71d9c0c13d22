/**
 * Imports point down the layers (ARCHITECTURE.md, "Layers"). Every import between the product's folders
 * (value, type and dynamic imports alike) must follow `MAY_IMPORT`; tools/ and tests/ stand outside and may
 * import anything. A new upward import fails here, named by its file and line. (Import loops:
 * import_cycles_test.ts.)
 */
import assert from "node:assert/strict";
import { allImports, files, ROOT } from "../support/import_graph.ts";

/** Each layer and the layers it may import (itself included), bottom to top. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  engine: ["engine"], // the rules, pure (purity_test.ts)
  api: ["api", "engine"], // the wire contract: shapes, schemas, error codes
  server: ["server", "api", "engine"], // the authority: games, KV, push; no HTTP
  ui: ["ui", "api", "engine"], // the browser's code and the components both sides render
  islands: ["islands", "ui", "api", "engine"], // hydrated components
  pages: ["pages", "islands", "ui", "api", "engine"], // server-rendered page shells
  static: ["static", "islands", "ui", "api", "engine"], // the browser's entry points
  routes: ["routes", "pages", "ui", "server", "api", "engine"], // the HTTP edge and the app's composition
  "main.ts": ["main.ts", "routes", "server", "api", "engine"], // the process: KV, serve, schedules
};

/** The layer of a path relative to the root, or null outside the product (tools, tests, docs). */
function layerOf(rel: string): string | null {
  const top = rel.split("/")[0];
  return top in MAY_IMPORT ? top : null;
}

/** The imports from `from` that leave its layer's allowance: "file:line imports target". */
function upward(from: string, text: string): string[] {
  const a = layerOf(from);
  if (a === null) return [];
  return allImports(text).flatMap(({ spec, line }) => {
    const to = new URL(spec, `file:///${from}`).pathname.slice(1);
    const b = layerOf(to);
    return b !== null && MAY_IMPORT[a].includes(b) ? [] : [`${from}:${line} imports ${to}`];
  });
}

Deno.test("layers: every import between the product's folders points down (MAY_IMPORT)", async () => {
  const found: string[] = [];
  let n = 0;
  for (const layer of Object.keys(MAY_IMPORT)) {
    for await (const rel of files(layer)) {
      n++;
      found.push(...upward(rel, await Deno.readTextFile(ROOT + rel)));
    }
  }
  assert.ok(n > 150, `expected the product's sources, read ${n} files`);
  assert.deepEqual(found, []);
});

Deno.test("layers: the check finds an upward import, a type's and a dynamic one's too", () => {
  const text = [
    `import { x } from "../routes/app.ts";`,
    `/* import { y } from "../islands/Table.tsx"; */`,
    `import type { Z } from "../islands/Table.tsx";`,
    `const m = await import("../pages/Page.tsx");`,
    `import { ok } from "../engine/mod.ts";`,
  ].join("\n");
  assert.deepEqual(upward("ui/x.ts", text), [
    "ui/x.ts:1 imports routes/app.ts",
    "ui/x.ts:3 imports islands/Table.tsx",
    "ui/x.ts:4 imports pages/Page.tsx",
  ]);
  assert.deepEqual(upward("tools/x.ts", text), [], "tools stand outside the layers");
  assert.deepEqual(upward("api/x.ts", `import type { F } from "../server/outcome.ts";`), [
    "api/x.ts:1 imports server/outcome.ts",
  ]);
});
