/** The home page's ways in for a newcomer: How to play (a page that needs no JavaScript) and the guided first game. */
import { h } from "preact";
import type { Lang } from "../../engine/state/types.ts";
import { LEARN } from "./words.ts";
import { GUIDE } from "../guide/words.ts";

/** Links to learning the game, shown under the home page's tagline. */
export function LearnLinks({ lang }: { lang: Lang }) {
  const w = LEARN[lang];
  return (
    <p class="learnlinks">
      <a href="/learn" class="btn">{GUIDE[lang].title}</a> <a href="/how-to-play">{w.open}</a>
    </p>
  );
}
