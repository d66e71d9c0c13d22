/**
 * The source tree's import graph, read from the files' text: value imports only (`import type`,
 * `export type` and imports whose every name is marked `type` are left out; static imports only, a
 * dynamic `import()` loads later and closes no loop at load time), and its import loops.
 */
import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The folders (and files) of the product and its tools and tests, relative to the root. */
export const SOURCE = [
  "main.ts",
  "engine",
  "server",
  "routes",
  "api",
  "ui",
  "pages",
  "islands",
  "static",
  "tools",
  "tests",
];

/** Each source file (path relative to the root) and the files it imports as values. */
export type Graph = Map<string, string[]>;

const IS_SOURCE = /\.(ts|tsx)$/;

/** The source files under `rel` (a folder or a file), paths relative to the root. */
export async function* files(rel: string): AsyncGenerator<string> {
  const info = await Deno.stat(ROOT + rel).catch(() => null);
  if (!info) return;
  if (info.isFile) {
    if (IS_SOURCE.test(rel)) yield rel;
    return;
  }
  for await (const e of Deno.readDir(ROOT + rel)) {
    if (e.name === "build" || e.name === "node_modules" || e.name.startsWith(".")) continue;
    yield* files(`${rel}/${e.name}`);
  }
}

/** Source text without comments (strings are kept: import specifiers are strings). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

/** Whether a clause between `import`/`export` and `from` brings in values (not only types). */
export function importsValues(keyword: "import" | "export", clause: string): boolean {
  const c = clause.trim();
  if (/^type\b/.test(c) && !/^type\s*,/.test(c) && !/^type\s+from\b/.test(c)) return false;
  const braces = c.match(/\{([^}]*)\}/);
  const outside = braces ? c.replace(braces[0], "").replace(/,/g, "").trim() : c;
  if (outside.length > 0) return true; // a default import, a namespace, or `export *`
  if (!braces) return keyword === "import";
  const names = braces[1].split(",").map((n) => n.trim()).filter((n) => n.length > 0);
  return names.length === 0 ? keyword === "import" : names.some((n) => !/^type\s/.test(n));
}

/** The relative specifiers a file's text imports as values (static `import … from`, `export … from`, `import "…"`). */
export function valueImports(text: string): string[] {
  const src = withoutComments(text);
  const out: string[] = [];
  const re =
    /(?:^|[;\n])\s*(import|export)\s+([^;"'`]*?)\s*from\s*["']([^"']+)["']|(?:^|[;\n])\s*import\s*["']([^"']+)["']/g;
  for (const m of src.matchAll(re)) {
    const spec = m[3] ?? m[4];
    if (!spec.startsWith(".")) continue;
    if (m[4] !== undefined || importsValues(m[1] as "import" | "export", m[2])) out.push(spec);
  }
  return out;
}

/**
 * Every relative import of a file's text, types and dynamic `import()` included, with its line: what the
 * layers test (tests/engine/layers_test.ts) checks, where a type import points up as much as a value's.
 */
export function allImports(text: string): { spec: string; line: number }[] {
  const src = text.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, (c) => c.replace(/[^\n]/g, " ")); // lines kept
  const re = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g;
  return [...src.matchAll(re)].map((m) => ({ spec: m[1], line: src.slice(0, m.index).split("\n").length }));
}

/** Reads the source tree's value-import graph (paths relative to the root; imports of other files left out). */
export async function readGraph(roots: string[] = SOURCE): Promise<Graph> {
  const graph: Graph = new Map();
  for (const r of roots) {
    for await (const rel of files(r)) {
      const text = await Deno.readTextFile(ROOT + rel);
      const to = valueImports(text).map((spec) => new URL(spec, `file:///${rel}`).pathname.slice(1));
      graph.set(rel, [...new Set(to)]);
    }
  }
  return graph;
}

/** The graph's import loops: its strongly connected components of two or more files, largest first. */
export function loops(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return out.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}
