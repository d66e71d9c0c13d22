/**
 * The table's second bundle: the code of some moments only (a decision, preparing an attack, the
 * end-of-turn check, the game's end, a card shown over the page, an open pile), the log, the signals,
 * the other seats' online / away marks, the turn clocks, the table talk and the engine's predictions of a move (the first
 * paint only checks which moves are allowed). The browser loads it after the first paint, or
 * before hydrating when the page opens on such a moment; the server renders with it (pages/Page.tsx).
 */
export { LogLines, pullLog } from "./Log.tsx";
export { changed } from "./changes.ts";
export { playLabel } from "./gains.ts";
export { Attack } from "./Attack.tsx";
export { EndCheck, leftovers } from "./EndCheck.tsx";
export { Decide, Over } from "./Decide.tsx";
export { aimsOf } from "./aiming.ts";
export { HelpSheet, PileSheet, ZoomFly } from "./Sheets.tsx";
export { keys } from "./keys.ts";
export { keepSide, markCut } from "./cut.ts";
export { Undo } from "./Undo.tsx";
export { signals } from "./signals.ts";
export { SignalToggles } from "./SignalToggles.tsx";
export { patch } from "../api/delta.ts";
export { Presence } from "./Presence.tsx";
export { ClaimOffer, Clocks } from "./Clocks.tsx";
export { motion, pace } from "./motion.ts";
export { Chat, hear } from "./Chat.tsx";
export { preview, previewAttack } from "../engine/view/preview.ts";
export { Coach, Intro } from "./coach/Coach.tsx";
