/**
 * The slice of the rules engine the browser runs: previews, the card table, effective attack and
 * who is who at the table.
 * Imported from the engine's modules directly so that the bundle holds the preview path only (no
 * setup, no text generators: the server sends texts).
 */
export { checkFromView, stateFromView } from "../engine/view_check.ts";
export { canPurchase } from "../engine/actions.ts";
export type { AttackPreview, Preview } from "../engine/preview.ts";
export { cardDef, defOf } from "../engine/cards/catalog.ts";
export { attackOf } from "../engine/stats.ts";
export {
  acrossFrom,
  frontSeat,
  isTeamGame,
  onTurn,
  opponentInRegion,
  regionOf,
  teammateOf,
  teamOf,
} from "../engine/seats.ts";
export type { Action, Lang, SeenEvent, Target } from "../engine/types.ts";
export type { DecisionView, SeatView, View } from "../engine/view.ts";
export type { Prompt } from "../engine/text/prompts.ts";
