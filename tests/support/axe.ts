/** The axe-core accessibility check the browser tests run on a page. */
import axe from "axe-core";
import type { Page } from "playwright-core";

/** Serious and critical axe-core violations on the page. */
export async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: (axe as unknown as { source: string }).source });
  const found = await page.evaluate(async () => {
    const res = await (globalThis as unknown as { axe: typeof axe }).axe.run(document);
    return res.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(" ")),
    }));
  }) as { id: string; impact: string; nodes: string[] }[];
  return found.filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).join(", ")}`);
}
