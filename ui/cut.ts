/**
 * Tiles too small for their whole text say so: a "more…" cue at the end of the stats' line, near the top
 * where it is never cut off (the zoom, opened by the same hover, focus, tap or long-press, shows the rest).
 * Measured after each render of the table and when the window changes size; the cue goes into the face's
 * HTML, which the server rendered and Preact leaves alone. Second bundle.
 */
let listening = false;

/** Adds the cue to every cut tile of the page and removes it from tiles that now show all their text. */
export function markCut(word: string): void {
  if (!listening) {
    listening = true;
    addEventListener("resize", () => markCut(word));
  }
  for (const tx of document.querySelectorAll<HTMLElement>(".face .tx")) {
    const cut = tx.scrollHeight > tx.clientHeight + 2;
    const st = tx.parentElement?.querySelector(".st");
    const cue = st?.querySelector(".more");
    if (cut && st && !cue) {
      const m = document.createElement("span");
      m.className = "more";
      m.ariaHidden = "true";
      m.textContent = word;
      st.append(m);
    } else if (!cut && cue) cue.remove();
  }
}
