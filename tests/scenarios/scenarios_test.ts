/** Runs every scenario file under tests/scenarios/: one test per file, one step per scenario. */
import { runScenarioText } from "../../engine/notation/mod.ts";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("./", import.meta.url));

async function* files(dir: string): AsyncGenerator<string> {
  for await (const e of Deno.readDir(dir)) {
    const p = `${dir}${e.name}`;
    if (e.isDirectory) yield* files(`${p}/`);
    else if (e.name.endsWith(".scenario")) yield p;
  }
}

const all: string[] = [];
for await (const f of files(root)) all.push(f);
all.sort();

for (const file of all) {
  const rel = file.slice(root.length);
  Deno.test(`scenarios/${rel}`, async (t) => {
    const results = runScenarioText(await Deno.readTextFile(file));
    if (results.length === 0) throw new Error("no scenario in file");
    for (const r of results) {
      await t.step(r.name, () => {
        if (!r.ok) throw new Error(r.message);
      });
    }
  });
}

Deno.test("every card and base has a scenario whose title names it", async () => {
  const { parseScenarios } = await import("../../engine/notation/mod.ts");
  const { CARDS } = await import("../../engine/cards/catalog.ts");
  const titles: string[] = [];
  for (const file of all) {
    for (const sc of parseScenarios(await Deno.readTextFile(file))) titles.push(sc.name.toLowerCase());
  }
  const missing = CARDS.filter((d) => !titles.some((t) => t.includes(d.name.en.toLowerCase())));
  if (missing.length > 0) throw new Error(`no scenario names ${missing.map((d) => d.name.en).join(", ")}`);
});
