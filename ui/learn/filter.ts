/**
 * The card list's filter, live: each change of its form shows the cards that pass (the same `matches` the
 * server runs on the GET form) and says how many; submitting stays on the page. Browser-only.
 */
import { type CardFilter, matches } from "./cards.ts";

/** Makes the card list under `root` filter as the player types or chooses. */
export function liveFilter(root: ParentNode): void {
  const form = root.querySelector<HTMLFormElement>(".cl-filter");
  const count = root.querySelector<HTMLElement>(".cl-count");
  if (!form || !count) return;
  const run = () => {
    const d = new FormData(form), f: CardFilter = { faction: "", type: "", cost: "", q: "" };
    for (const k of ["faction", "type", "cost", "q"] as const) f[k] = String(d.get(k) ?? "");
    let n = 0;
    for (const li of root.querySelectorAll<HTMLElement>(".cl-card")) {
      const ds = li.dataset;
      const ok = matches(
        { faction: ds.faction ?? "", type: ds.type ?? "", cost: Number(ds.cost), text: ds.text ?? "" },
        f,
      );
      li.hidden = !ok;
      if (ok) n++;
    }
    count.textContent = n ? (count.dataset.word ?? "").replace("{n}", String(n)) : count.dataset.none ?? "";
  };
  form.addEventListener("input", run);
  form.addEventListener("change", run);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    run();
  });
}
