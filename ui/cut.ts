/**
 * Tiles too small for their whole text say so: a "more…" cue (the zoom, opened by the same hover, focus,
 * tap or long-press, shows the rest). Where the tile shows part of its text, the cue sits over the faded
 * end of it; where it shows none (a small tile, or a galaxy row card grown for its reward), beside the
 * target value or at the end of the stats' line, where it is never cut off. Measured after each render of
 * the table and when the window changes size; the cue goes into the face's HTML, which the server
 * rendered and Preact leaves alone. Also after each render: the board keeping the player's side in view
 * during a decision. Second bundle.
 */
let listening = false;

/** Adds the cue to every cut tile of the page and removes it from tiles that now show all their text. */
export function markCut(word: string): void {
  if (!listening) {
    listening = true;
    addEventListener("resize", () => markCut(word));
  }
  // Measure every tile first, then change them (a change of one does not move another's measure).
  const found = [...document.querySelectorAll<HTMLElement>(".face .tx")].map((tx) => {
    const fx = tx.parentElement!;
    const cut = tx.scrollHeight > tx.clientHeight + 2;
    const shows = tx.clientHeight >= 10;
    const tv = fx.querySelector<HTMLElement>(".tv");
    const where = !cut ? null : shows ? fx : tv && tv.offsetHeight > 0 ? tv : fx.querySelector(".st");
    return { fx, where, cls: shows ? "more low" : "more" };
  });
  for (const { fx, where, cls } of found) {
    const cue = fx.querySelector<HTMLElement>(".more");
    if (cue && (cue.parentElement !== where || cue.className !== cls)) cue.remove();
    if (!where || (cue && cue.isConnected)) continue;
    const m = document.createElement("span");
    m.className = cls;
    m.ariaHidden = "true";
    m.textContent = word;
    if (where.classList.contains("tv")) where.firstElementChild!.after(m);
    else where.append(m);
  }
}

/**
 * While the player has a decision to make on a wide screen (the dock is taller then), the board keeps their
 * side in view: scrolled so that their base and play area show above the dock.
 */
export function keepSide(): void {
  const board = document.querySelector<HTMLElement>(".board");
  const me = document.querySelector<HTMLElement>(".seat.me .zone");
  if (!board || !me || !document.querySelector(".bar .dec") || board.scrollHeight <= board.clientHeight) {
    return;
  }
  const b = board.getBoundingClientRect(), m = me.getBoundingClientRect();
  if (m.bottom > b.bottom) board.scrollTop += Math.min(m.bottom - b.bottom, m.top - b.top);
}
