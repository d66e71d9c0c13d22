/**
 * The slice of the rules engine the browser runs: previews, the card table, effective attack and
 * who is who at the table.
 * Imported from the engine's modules directly so that the bundle holds the preview path only (no
 * setup, no text generators: the server sends texts).
 */
export { checkFromView, stateFromView } from "../engine/view/view_check.ts";
export { canPurchase } from "../engine/turn/actions.ts";
export type { AttackPreview, Preview } from "../engine/view/preview.ts";
export { cardDef, defOf } from "../engine/cards/catalog.ts";
export { attackOf } from "../engine/state/stats.ts";
export {
  acrossFrom,
  frontSeat,
  isTeamGame,
  onTurn,
  opponentInRegion,
  regionOf,
  teammateOf,
  teamOf,
} from "../engine/state/seats.ts";
export type { Action, Lang, SeenEvent, Target } from "../engine/state/types.ts";
export type { DecisionView, SeatView, View } from "../engine/view/view.ts";
export type { Prompt } from "../engine/text/prompts.ts";
