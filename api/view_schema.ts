/**
 * The shape of the engine's `View` (engine/view/view.ts) as the envelope carries it: every field of the
 * view, its seats, regions, turn and pending decisions, checked strictly (an extra field fails, so a
 * leaked secret such as a decision's resume point cannot pass). Left as `unknown`: the options of an
 * "option" decision (`DecisionOption`: the engine's text parts), the only part not described here.
 */
import * as v from "valibot";
import { ActionSchema } from "./schemas.ts";

const Int = v.pipe(v.number(), v.integer());
const Ints = v.array(Int);
const Faction = v.picklist(["empire", "rebel"]);

/** One seat as the viewer sees it (`SeatView`): its own hand only, counts and names of the rest. */
const SeatViewSchema = v.strictObject({
  faction: Faction,
  team: Int,
  region: Int,
  hand: v.pipe(v.nullable(Ints), v.description("The viewer's own hand (and a teammate's); null for others")),
  handCount: Int,
  deckCount: Int,
  deckTop: Ints,
  unseen: v.array(v.string()),
  discard: Ints,
  play: Ints,
  ships: Ints,
  shipDamage: Ints,
  resources: Int,
  base: Int,
  baseDamage: Int,
  bases: v.pipe(v.nullable(Ints), v.description("Remaining base deck; null when secret from the viewer")),
  basesCount: Int,
  unused: v.nullable(Ints),
  victory: Ints,
});

/** One region's galaxy as the viewer sees it (`RegionView`). */
const RegionViewSchema = v.strictObject({
  row: Ints,
  deckCount: Int,
  deckTop: Ints,
  unseen: v.array(v.string()),
  discard: Ints,
  pilots: Ints,
});

/** The turn (`TurnState` and its phase). */
const TurnSchema = v.strictObject({
  n: Int,
  seat: Int,
  phase: v.picklist(["setup", "start", "main", "over"]),
  used: Ints,
  commits: Ints,
  attacked: Ints,
  bonus: Ints,
  purchases: Int,
  neutralPurchases: Int,
  neutralPlayed: Int,
  nextToTop: v.boolean(),
  prevented: Int,
  bountyNeutral: Int,
  exileAtEnd: Ints,
  ended: v.optional(Ints),
  neutralBounties: v.optional(Ints),
});

/** The fields every pending decision shows (`DecisionView`); never its resume point. */
const decisionBase = { id: Int, seat: Int, src: Int, srcName: v.optional(v.string()), purpose: v.string() };

/** A pending decision as the viewer sees it. */
const DecisionViewSchema = v.variant("kind", [
  v.strictObject({ ...decisionBase, kind: v.literal("option"), options: v.array(v.unknown()) }),
  v.strictObject({
    ...decisionBase,
    kind: v.literal("pick"),
    cards: v.optional(Ints),
    canPass: v.optional(v.boolean()),
    amount: v.optional(Int),
    shown: v.optional(Ints),
  }),
  v.strictObject({ ...decisionBase, kind: v.literal("damage"), cards: v.optional(Ints), amount: Int }),
]);

/** What one caller may see of a game, with its legal actions (the engine's `View`). */
export const ViewSchema = v.pipe(
  v.strictObject({
    viewer: v.pipe(Int, v.description("The caller's seat, or -1 for a spectator")),
    options: v.strictObject({
      empireSeat: v.picklist([0, 1]),
      mode: v.picklist(["beginner", "fullGalaxy", "secretBases"]),
      basesToWin: Int,
      payOffNeutral: v.boolean(),
      format: v.optional(v.literal("2v2")),
    }),
    force: v.pipe(Int, v.minValue(0), v.maxValue(6)),
    winner: v.pipe(Int, v.description("Winning seat, or -1")),
    turn: TurnSchema,
    seats: v.array(SeatViewSchema),
    regions: v.array(RegionViewSchema),
    exiled: Ints,
    pending: v.array(DecisionViewSchema),
    legal: v.pipe(v.array(ActionSchema), v.description("Actions the caller may take now")),
    waitingFor: v.optional(Ints),
    cards: v.pipe(
      v.record(v.pipe(v.string(), v.regex(/^\d+$/)), v.string()),
      v.description("Card id → card name id, for every card shown in this view"),
    ),
  }),
  v.description("engine `View`: what this caller may see, with its `legal` actions"),
);
