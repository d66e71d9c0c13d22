/** `deno task scenario <file>…`: runs scenario files and prints pass/fail with the first difference. */
import { runScenarioText } from "../tests/support/notation/mod.ts";

let failed = 0, passed = 0;
const files = Deno.args.length > 0 ? Deno.args : [];
if (files.length === 0) {
  console.error("usage: deno task scenario <file.scenario> [more files]");
  Deno.exit(2);
}
for (const file of files) {
  let results;
  try {
    results = runScenarioText(await Deno.readTextFile(file));
  } catch (e) {
    console.log(`FAIL ${file}: ${(e as Error).message}`);
    failed++;
    continue;
  }
  for (const r of results) {
    if (r.ok) {
      passed++;
      console.log(`pass ${file}: ${r.name}`);
    } else {
      failed++;
      console.log(`FAIL ${file}: ${r.name}\n     ${r.message}`);
    }
  }
}
console.log(`${passed} passed, ${failed} failed`);
Deno.exit(failed > 0 ? 1 : 0);
