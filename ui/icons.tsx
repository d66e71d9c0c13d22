/**
 * The table's own icons, drawn here as one inline SVG sprite in each page (symbols referenced by
 * `<use href="#…">`, allowed by the page's content security policy): the stats (attack, resources,
 * Force, hit points, target value), the unique mark, the three factions and the ten traits. Server-side only.
 */
import { h } from "preact";

/** Path data of each icon on a 24×24 grid, by its symbol id. */
const PATHS: Record<string, string> = {
  iA: "M3 19 17 5l2-1v2L5 21zM21 19 7 5 5 4v2l14 15zM2 16l6 6-1 1-6-6zM22 16l-6 6 1 1 6-6z",
  iR: "M12 2 21 12 12 22 3 12zM12 7 7 12l5 5 5-5z",
  iF: "M12 3a9 9 0 1 1 0 18 9 9 0 1 1 0-18m0 5a4 4 0 1 0 0 8 4 4 0 1 0 0-8",
  iH: "M12 2 20 5v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z",
  iU: "M12 2 14.5 9.5 22 12 14.5 14.5 12 22 9.5 14.5 2 12 9.5 9.5z",
  iT:
    "M12 3a9 9 0 1 1 0 18 9 9 0 1 1 0-18m0 3a6 6 0 1 0 0 12 6 6 0 1 0 0-12M11 1h2v6h-2zM11 17h2v6h-2zM1 11h6v2H1zM17 11h6v2h-6z",
  empire: "M12 2 21 7v10l-9 5-9-5V7zm0 5-4.5 2.5v5L12 17l4.5-2.5v-5z",
  rebel: "M12 2c2 5 7 7 7 13a7 7 0 0 1-14 0c0-4 3-6 4-9 1 3 2 4 3 4 0-3-1-5 0-8z",
  neutral: "M12 3a9 9 0 1 1 0 18 9 9 0 1 1 0-18m0 3a6 6 0 1 0 0 12 6 6 0 1 0 0-12M5 11h14v2H5z",
  Fighter: "M12 2 21 21l-9-5-9 5z",
  Trooper: "M4 15a8 8 0 0 1 16 0v5H4zm3 0h10v-2H7z",
  Vehicle:
    "M3 6h14l4 5v7H3zM5 16.5a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0M14 16.5a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0",
  Transport: "M2 9h20v8H2zm3-4h14v4H5z",
  Officer: "M4 4h16v3l-8 5-8-5zm0 7 8 5 8-5v3l-8 5-8-5z",
  BountyHunter:
    "M11 2h2v20h-2zM2 11h20v2H2zM12 6a6 6 0 1 1 0 12 6 6 0 1 1 0-12m0 2a4 4 0 1 0 0 8 4 4 0 1 0 0-8",
  Sith: "M15 2h3L8 22H5zM3 14h8v2H3z",
  Jedi: "M6 2h3l10 20h-3zM13 14h8v2h-8z",
  Scoundrel: "M4 4h16v16H4zM7 7h3v3H7zM14 14h3v3h-3zM10.5 10.5h3v3h-3z",
  Droid: "M5 10a7 7 0 0 1 14 0v10H5zm7-4a3 3 0 1 0 0 6 3 3 0 1 0 0-6M3 12h2v6H3zM19 12h2v6h-2z",
};

/** The sprite: every icon as a symbol, the page's first element of its body (it draws nothing). */
export function IconSprite() {
  return (
    <svg class="sprite" aria-hidden="true" focusable="false">
      {Object.entries(PATHS).map(([id, d]) => (
        <symbol key={id} id={id} viewBox="0 0 24 24">
          <path d={d} fill-rule="evenodd" />
        </symbol>
      ))}
    </svg>
  );
}

/**
 * An icon of the sprite. Screen readers skip it (the words next to it say what it means); `name` is its
 * name on hover.
 */
export function Icon({ id, cls = "g", name }: { id: string; cls?: string; name?: string }) {
  return (
    <svg class={cls} aria-hidden="true">
      {name && <title>{name}</title>}
      <use href={`#${id}`} />
    </svg>
  );
}
