/** The engine is pure: no Deno APIs, no clock, no Math.random, no I/O, no imports from outside engine/. */
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../engine/", import.meta.url));
const FORBIDDEN: [RegExp, string][] = [
  [/\bDeno\./, "Deno API"],
  [/\bMath\.random\b/, "Math.random"],
  [/\bDate\b/, "the clock (Date)"],
  [/\bperformance\.now\b/, "the clock (performance.now)"],
  [
    /\b(fetch|setTimeout|setInterval|queueMicrotask|localStorage|XMLHttpRequest|WebSocket)\s*\(/,
    "I/O or timers",
  ],
  [/from\s+["'](npm:|node:|jsr:|https?:)/, "an outside import"],
  [/import\(/, "a dynamic import"],
];

async function* sources(dir: string): AsyncGenerator<string> {
  for await (const e of Deno.readDir(dir)) {
    const p = `${dir}${e.name}`;
    if (e.isDirectory) yield* sources(`${p}/`);
    else if (e.name.endsWith(".ts")) yield p;
  }
}

Deno.test("engine files use no I/O, clock, randomness or outside imports", async () => {
  let n = 0;
  for await (const file of sources(root)) {
    n++;
    const text = (await Deno.readTextFile(file)).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    for (const [re, what] of FORBIDDEN) {
      assert.ok(!re.test(text), `${file.slice(root.length)} uses ${what}`);
    }
    for (const m of text.matchAll(/from\s+["'](\.[^"']+)["']/g)) {
      const target = new URL(m[1], `file://${file}`).pathname;
      assert.ok(target.startsWith(root), `${file.slice(root.length)} imports ${m[1]} from outside engine/`);
    }
  }
  assert.ok(n > 10, `expected the engine's sources, found ${n} files`);
});
