/** The card catalog: every definition, and the fixed table of card instances a game is dealt from. */
import type { CardDef, CardType, Effect, Faction, Static, Trait } from "./vocabulary.ts";
import { EMPIRE } from "./empire.ts";
import { REBEL } from "./rebel.ts";
import { NEUTRAL } from "./neutral.ts";
import { OUTER_RIM_PILOT, STARTERS } from "./starters.ts";
import { EMPIRE_BASES, REBEL_BASES } from "./bases.ts";

/** Every distinct card and base, galaxy cards first. */
export const CARDS: readonly CardDef[] = [
  ...EMPIRE,
  ...REBEL,
  ...NEUTRAL,
  ...STARTERS,
  OUTER_RIM_PILOT,
  ...EMPIRE_BASES,
  ...REBEL_BASES,
];

const byId = new Map<string, CardDef>(CARDS.map((c) => [c.id, c]));

/** The definition with this id; throws on an unknown id. */
export function cardDef(id: string): CardDef {
  const def = byId.get(id);
  if (!def) throw new Error(`unknown card id ${id}`);
  return def;
}

const TRAIT_BITS: Record<Trait, number> = {
  Fighter: 1,
  Trooper: 2,
  Vehicle: 4,
  Transport: 8,
  Officer: 16,
  BountyHunter: 32,
  Sith: 64,
  Jedi: 128,
  Scoundrel: 256,
  Droid: 512,
};

/** Bit mask of a list of traits. */
export function traitMask(traits: readonly Trait[]): number {
  let m = 0;
  for (const t of traits) m |= TRAIT_BITS[t];
  return m;
}

/**
 * Per-definition facts the hot paths read (derived once from the card data). Every kind has the same
 * fields in the same order, so reading them is one shape for the JIT, where definitions have many.
 */
export interface Kind {
  def: CardDef;
  /** Index in CARDS. */
  index: number;
  faction: Faction;
  type: CardType;
  cost: number;
  attack: number;
  ability: Effect | null;
  /** Attack statics on the card itself ("this unit gains …"). */
  selfAttack: Static[] | null;
  /** Attack statics the card gives to other cards of its controller (auras). */
  aura: Static[] | null;
  /** A base that lets its player bounty hunt a neutral unit (Ord Mantell). */
  bountyNeutral: boolean;
}

function kindFrom(def: CardDef, index: number): Kind {
  const st = def.statics ?? [];
  const self = st.filter((x) => "attack" in x && !x.to);
  const aura = st.filter((x) => "attack" in x && x.to);
  return {
    def,
    index,
    faction: def.faction,
    type: def.type,
    cost: def.cost,
    attack: def.attack,
    ability: def.ability ?? null,
    selfAttack: self.length ? self : null,
    aura: aura.length ? aura : null,
    bountyNeutral: st.some((x) => "bountyNeutral" in x),
  };
}

/** Kinds, indexed like CARDS. */
export const KINDS: readonly Kind[] = CARDS.map(kindFrom);

/** The card instances of one copy of the game's components; a 2v2 game uses a copy per region. */
export interface ComponentSet {
  galaxy: number[];
  starters: { empire: number[]; rebel: number[] };
  pilots: number[];
  bases: { empire: number[]; rebel: number[] };
}

/** Card instances: ids 0–139 are the first copy of the game, 140–279 the second. */
export interface InstanceTable {
  /** Instance id → definition. */
  def: CardDef[];
  /** Instance id → index of its definition in CARDS. */
  type: number[];
  /** Instance id → its kind. */
  kind: Kind[];
  /** Instance id → trait bit mask. */
  traits: number[];
  /** The instances of each copy of the components. */
  sets: ComponentSet[];
}

/** Instances in one copy of the game (90 galaxy, 20 starters, 10 Outer Rim Pilots, 20 bases). */
export const SET_SIZE = 140;
/** Copies of the components a game may use (2v2 plays with two). */
export const MAX_SETS = 2;

function buildTable(): InstanceTable {
  const t: InstanceTable = { def: [], type: [], kind: [], traits: [], sets: [] };
  for (let k = 0; k < MAX_SETS; k++) {
    const set: ComponentSet = {
      galaxy: [],
      starters: { empire: [], rebel: [] },
      pilots: [],
      bases: { empire: [], rebel: [] },
    };
    const add = (c: CardDef, into: number[]) => {
      for (let i = 0; i < c.copies; i++) {
        into.push(t.def.length);
        t.def.push(c);
        t.type.push(CARDS.indexOf(c));
        t.kind.push(KINDS[CARDS.indexOf(c)]);
        t.traits.push(traitMask(c.traits));
      }
    };
    for (const c of CARDS) if (c.set === "galaxy") add(c, set.galaxy);
    for (const c of STARTERS) add(c, set.starters[c.faction as "empire" | "rebel"]);
    add(OUTER_RIM_PILOT, set.pilots);
    for (const c of EMPIRE_BASES) add(c, set.bases.empire);
    for (const c of REBEL_BASES) add(c, set.bases.rebel);
    t.sets.push(set);
  }
  return t;
}

/** Every card instance of every copy; ids are fixed. */
export const TABLE: InstanceTable = buildTable();

/** Number of card ids a game uses: one copy of the components per region. */
export function cardCount(g: { regions: readonly unknown[] }): number {
  return SET_SIZE * g.regions.length;
}

/** Ids from this number up stand for cards a view hides (used by previews built from a view). */
export const HIDDEN_ID = 1000;

/** Thrown when a preview needs the face of a card the view hides. */
export class HiddenCard extends Error {
  constructor() {
    super("hidden card");
    this.name = "HiddenCard";
  }
}

/** Facts of a card instance's definition (throws like `defOf` on an id it does not know). */
export function kindOf(instance: number): Kind {
  const k = TABLE.kind[instance];
  if (k === undefined) defOf(instance); // throws: a card the view hides, or no such card
  return k;
}

/** Definition of a card instance. */
export function defOf(instance: number): CardDef {
  const d = TABLE.def[instance];
  if (d === undefined) {
    if (instance >= HIDDEN_ID) throw new HiddenCard();
    throw new Error(`unknown card instance ${instance}`);
  }
  return d;
}
