/** String helpers every language shares: capitals, sentences and lists. */

/** Upper-cases the first letter. */
export function cap(s: string): string {
  return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1);
}

/** Clauses as sentences: capitalised, each ending with a full stop. */
export function toSentences(parts: string[]): string {
  return parts.map((p) => {
    const t = cap(p.trim());
    return /[.!?:]$/.test(t) ? t : `${t}.`;
  }).join(" ");
}

/** "a, b and c": the items with commas, the last two joined by `conj`. */
export function list(items: string[], conj: string): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conj} ${items[items.length - 1]}`;
}
