/**
 * Learning at the table: the "How to play" button of the status line and its sheet over the table (the page's
 * content fetched from `/how-to-play?part=1`, the same words as the page; the table stays under it). Without
 * the page's script the button is a link to the page.
 */
import { h } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { signal } from "@preact/signals";
import type { Lang } from "../engine.ts";
import { liveFilter } from "./filter.ts";

/** The open sheet's content (HTML from the server), "" while loading, null when closed. */
export const howTo = signal<string | null>(null);

/** Opens the How to play sheet in a language. */
export async function openHowTo(lang: Lang): Promise<void> {
  howTo.value = "";
  const r = await fetch(`/how-to-play?part=1&lang=${lang}`);
  if (howTo.value === "") howTo.value = r.ok ? await r.text() : null;
}

/** The status line's "How to play" button (a link to the page before the script runs). */
export function HowToButton({ lang, label }: { lang: Lang; label: string }) {
  return (
    <a
      class="htpbtn"
      href={`/how-to-play?lang=${lang}`}
      onClick={(e) => {
        e.preventDefault();
        openHowTo(lang);
      }}
    >
      {label}
    </a>
  );
}

/** How to play over the table: Close (or Escape) gives the table back as it was. */
export function HowToSheet({ close, title }: { close: string; title: string }) {
  const html = howTo.value, box = useRef<HTMLDivElement>(null), btn = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!html || !box.current) return;
    liveFilter(box.current);
    btn.current?.focus();
    const esc = (e: KeyboardEvent) => e.key === "Escape" && (howTo.value = null);
    addEventListener("keydown", esc);
    return () => removeEventListener("keydown", esc);
  }, [html]);
  if (html === null) return null;
  return (
    <div class="sheet htpsheet" role="dialog" aria-modal="true" aria-label={title}>
      <button type="button" ref={btn} onClick={() => (howTo.value = null)}>{close}</button>
      <div ref={box} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
