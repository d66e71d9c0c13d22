/**
 * The message catalog of the pages, English (messages_en.ts) and Spanish (messages_es.ts). The server sends the island the catalog of
 * the page's language as JSON data, so the browser bundle holds no strings. `{name}` marks a value.
 * The words of the game (factions, card types, icons) come from the engine's words of each language;
 * the calls are marked pure so that the bundle drops them with the catalogs.
 */
import type { Lang } from "../engine/state/types.ts";
import { en, type Messages } from "./messages_en.ts";
import { es } from "./messages_es.ts";

export type { Messages };

/** Every catalog by language. */
export const MESSAGES: Record<Lang, Messages> = { en, es };

/** The page language: an explicit choice, then the remembered cookie, then the browser's Accept-Language. */
export function pickLang(query?: string, cookie?: string, accept?: string): Lang {
  const known = (l: string | undefined): l is Lang => l !== undefined && Object.hasOwn(MESSAGES, l);
  for (const l of [query, cookie]) if (known(l)) return l;
  for (const part of (accept ?? "").split(",")) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (known(code)) return code;
  }
  return "en";
}

/**
 * The catalog of a table where the computer plays the other seat (`faction` is its side): the
 * opponent is named as the computer with its level, and waiting for it reads as the computer thinking.
 */
export function forBot(
  t: Messages,
  level: keyof Messages["levelWord"],
  faction: "empire" | "rebel",
): Messages {
  return {
    ...t,
    opp: fmt(t.botName, { l: t.levelWord[level] }),
    oppChoosing: t.botChoosing,
    theirTurn: { ...t.theirTurn, [faction]: t.botThinking },
    sideWho: { ...t.sideWho, [faction]: t.botWho },
  };
}

/**
 * Fills `{name}` slots of a message; `{n:one|many}` reads "one" when n is 1 and "many" otherwise
 * ("play {n} {n:card|cards}").
 */
export function fmt(msg: string, vals: Record<string, string | number>): string {
  return msg.replace(
    /\{(\w+)(?::(.*?)\|(.*?))?\}/g,
    (m, k: string, one?: string, many?: string) =>
      many ? (vals[k] === 1 ? one! : many) : String(vals[k] ?? m),
  );
}
