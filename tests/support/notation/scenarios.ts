/** Scenario files: splitting them into scenarios (name, options, table, steps and expectations in order). */
import type { Options } from "../../../engine/mod.ts";

/** A line of a scenario file, with its number. */
export interface Line {
  no: number;
  text: string;
}

export interface Scenario {
  name: string;
  options: Partial<Options>;
  table: Line[];
  /** Steps and expectation blocks in file order. */
  script: { kind: "step" | "expect"; line: Line }[];
}

export interface ScenarioResult {
  name: string;
  ok: boolean;
  /** First difference or error, with its line number. */
  message?: string;
  steps: number;
}

/** Splits a file into scenarios. */
export function parseScenarios(text: string): Scenario[] {
  const out: Scenario[] = [];
  let cur: Scenario | null = null;
  let section: "table" | "steps" | "expect" | null = null;
  text.split("\n").forEach((raw, i) => {
    const no = i + 1;
    const t = raw.replace(/\s+#.*$/, "").replace(/^#.*$/, "").trim();
    if (!t) return;
    const m = /^scenario:\s*(.+)$/i.exec(t);
    if (m) {
      cur = { name: m[1].trim(), options: {}, table: [], script: [] };
      out.push(cur);
      section = null;
      return;
    }
    if (!cur) throw new Error(`line ${no}: text before the first "scenario:"`);
    const sc: Scenario = cur;
    const opt = /^options:\s*(.*)$/i.exec(t);
    if (opt) {
      for (const kv of opt[1].split(/\s+/).filter(Boolean)) {
        const [k, v] = kv.split("=");
        const o = sc.options as Record<string, unknown>;
        if (k === "payOffNeutral") o[k] = v === "on" || v === "true";
        else if (k === "mode" || k === "format") o[k] = v;
        else o[k] = Number(v);
      }
      return;
    }
    if (/^table:$/i.test(t)) return void (section = "table");
    if (/^(steps|do):$/i.test(t)) return void (section = "steps");
    if (/^expect:$/i.test(t)) return void (section = "expect");
    if (section === "table") sc.table.push({ no, text: t });
    else if (section === "steps") sc.script.push({ kind: "step", line: { no, text: t } });
    else if (section === "expect") sc.script.push({ kind: "expect", line: { no, text: t } });
    else throw new Error(`line ${no}: "${t}" is outside table:, steps: or expect:`);
  });
  return out;
}
