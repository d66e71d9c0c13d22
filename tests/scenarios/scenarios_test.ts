/** Runs every scenario file under tests/scenarios/: one test per file, one step per scenario. */
import { runScenarioText } from "../support/notation/mod.ts";
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
  const { parseScenarios } = await import("../support/notation/mod.ts");
  const { CARDS } = await import("../../engine/cards/catalog.ts");
  const titles: string[] = [];
  for (const file of all) {
    for (const sc of parseScenarios(await Deno.readTextFile(file))) titles.push(sc.name.toLowerCase());
  }
  const missing = CARDS.filter((d) => !titles.some((t) => t.includes(d.name.en.toLowerCase())));
  if (missing.length > 0) throw new Error(`no scenario names ${missing.map((d) => d.name.en).join(", ")}`);
});

/** The rows of the 2v2 document's card table ("Rules clarifications"), in its order. */
const TEAM_TABLE = [
  "Admiral Piett",
  "AT-AT",
  "Bespin",
  "Chewbacca",
  "Corellia",
  "Coruscant",
  "C-ROC Cruiser",
  "Dagobah",
  "Death Star",
  "Director Krennic",
  "Endor",
  "General Veers",
  "Gozanti Cruiser",
  "Grand Moff Tarkin",
  "Han Solo",
  "Hoth",
  "HWK-290",
  "IG-88",
  "Imperial Carrier",
  "Jedha",
  "Jabba's Sail Barge",
  "Kafrene",
  "Kel Dor Mystic",
  "Kessel",
  "Landing Craft",
  "Millennium Falcon",
  "Mon Cala",
  "Nebulon-B Frigate",
  "Ord Mantell",
  "Princess Leia",
  "Quarren Mercenary",
  "Rebel Transport",
  "Rodia",
  "Sullust",
  "Tatooine",
  "TIE Fighter",
  "Twi'lek Smuggler",
  "U-Wing",
  "Yavin IV",
  "Z-95",
];

Deno.test("every row of the 2v2 card table has a 2v2 scenario whose title names the card", async () => {
  const { parseScenarios } = await import("../support/notation/mod.ts");
  const titles: string[] = [];
  for (const file of all.filter((f) => f.includes("/team/cards/"))) {
    for (const sc of parseScenarios(await Deno.readTextFile(file))) {
      if (sc.options.format === "2v2") titles.push(sc.name.toLowerCase());
    }
  }
  const missing = TEAM_TABLE.filter((n) => !titles.some((t) => t.includes(n.toLowerCase())));
  if (missing.length > 0) throw new Error(`no 2v2 scenario names ${missing.join(", ")}`);
});
