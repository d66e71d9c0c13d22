/**
 * Hydrates the islands of a page: each `[data-island]` element was rendered on the server by the
 * island of that name, and the `<script type="application/json">` after it holds its props.
 */
import { type ComponentType, h, hydrate } from "preact";

/**
 * Hydrates every island of the page that `islands` names. Each island's props come from the page's JSON,
 * written by the server from the same component's props.
 */
export function hydrateIslands<P extends Record<string, object>>(
  islands: { [K in keyof P]: ComponentType<P[K]> },
): void {
  for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = el.dataset.island! as keyof P;
    const island = islands[name];
    const props = el.nextElementSibling?.textContent;
    if (island && props) hydrate(h(island, JSON.parse(props) as P[keyof P]), el);
  }
}
