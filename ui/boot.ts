/**
 * Hydrates the islands of a page: each `[data-island]` element was rendered on the server by the
 * island of that name, and the `<script type="application/json">` after it holds its props.
 */
import { type ComponentType, h, hydrate } from "preact";

/** Hydrates every island of the page that `islands` names. */
export function hydrateIslands(islands: Record<string, ComponentType<any>>): void {
  for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const island = islands[el.dataset.island!];
    const props = el.nextElementSibling?.textContent;
    if (island && props) hydrate(h(island, JSON.parse(props)), el);
  }
}
