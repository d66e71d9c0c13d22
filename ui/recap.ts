/**
 * "While you were away": what the other seats did since the player last looked at the table, read
 * from the log's events (second bundle): per seat, the cards played and bought, the damage dealt to
 * bases and capital ships, the cards defeated in the galaxy row, what was destroyed and the Force
 * gained; written through the phrasebook of the page's language (`recap_words.ts`).
 */
import { defOf, type Lang, type SeenEvent } from "./engine.ts";
import { fmt } from "./i18n.ts";
import type { RecapWords } from "./recap_words.ts";

/** What one seat did. `hits`: damage dealt, by base or capital ship hit. */
export interface Recap {
  seat: number;
  played: number[];
  bought: number[];
  hits: Map<number, number>;
  defeated: number[];
  destroyed: number[];
  force: number;
}

/** What each seat other than the viewer did in these events, in the order the seats first acted. */
export function recap(events: SeenEvent[], viewer: number): Recap[] {
  const by = new Map<number, Recap>();
  const of = (seat: number): Recap | null => {
    if (seat === viewer || seat < 0) return null;
    let r = by.get(seat);
    if (!r) {
      by.set(
        seat,
        r = { seat, played: [], bought: [], hits: new Map(), defeated: [], destroyed: [], force: 0 },
      );
    }
    return r;
  };
  for (const e of events) {
    if ("hidden" in e) continue;
    switch (e.k) {
      case "play":
      case "gain": {
        const r = of(e.seat);
        if (r && e.k === "play") r.played.push(e.card);
        if (r) r.force += e.force;
        break;
      }
      case "purchase":
        of(e.seat)?.bought.push(e.card);
        break;
      case "damageBase":
      case "damageShip": {
        const h = of(e.by)?.hits;
        h?.set(e.card, (h.get(e.card) ?? 0) + e.n);
        break;
      }
      case "defeat":
        of(e.seat)?.defeated.push(e.card);
        break;
      case "baseDestroyed":
        of(e.by)?.destroyed.push(e.card);
        break;
      case "destroy":
        of(e.seat)?.destroyed.push(e.card);
        break;
    }
  }
  return [...by.values()].filter((r) =>
    r.played.length || r.bought.length || r.hits.size || r.defeated.length || r.destroyed.length || r.force
  );
}

/** Card names, a name met several times told once with its count ("3 × Imperial Shuttle"). */
export function cardList(cards: number[], lang: Lang, w: RecapWords): string {
  const n = new Map<string, number>();
  for (const c of cards) {
    const name = defOf(c).name[lang];
    n.set(name, (n.get(name) ?? 0) + 1);
  }
  return [...n].map(([c, k]) => k > 1 ? fmt(w.times, { n: k, c }) : c).join(", ");
}

/** The lines telling one seat's recap. */
export function recapLines(r: Recap, lang: Lang, w: RecapWords): string[] {
  const list = (cards: number[]) => cardList(cards, lang, w);
  const hits = [...r.hits].map(([c, n]) => fmt(w.hit, { c: defOf(c).name[lang], n }));
  return [
    r.played.length && fmt(w.played, { c: list(r.played) }),
    r.bought.length && fmt(w.bought, { c: list(r.bought) }),
    hits.length && fmt(w.hits, { c: hits.join(", ") }),
    r.defeated.length && fmt(w.defeated, { c: list(r.defeated) }),
    r.destroyed.length && fmt(w.destroyed, { c: list(r.destroyed) }),
    r.force && fmt(w.force, { n: r.force }),
  ].filter((x): x is string => !!x);
}
