/**
 * Tiles too small for their whole text say so: a "more…" cue at the bottom of the face (the zoom, opened
 * by the same hover, focus, tap or long-press, shows the rest). Measured after each render of the table and
 * when the window changes size; the cue is added beside the face's text, which the server rendered as
 * HTML that Preact leaves alone. Second bundle.
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
    const cue = tx.nextElementSibling?.classList.contains("more") ? tx.nextElementSibling : null;
    if (cut && !cue) {
      const m = document.createElement("span");
      m.className = "more";
      m.ariaHidden = "true";
      m.textContent = word;
      tx.after(m);
    } else if (!cut && cue) cue.remove();
  }
}
