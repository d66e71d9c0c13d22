/** Runs every scenario file under tests/scenarios/: one test per file, one step per scenario. */
import { runScenarioText } from "../engine/notation.ts";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("./scenarios/", import.meta.url));

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
