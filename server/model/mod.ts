/**
 * The game model of the server, apart from storage: a game's head and its log entries (`head.ts`,
 * `log.ts`) and the upgrade of what earlier code stored (`upgrade.ts`, applied on every read by the
 * store). No I/O here.
 */
export * from "./head.ts";
export * from "./log.ts";
export { type HeadV1, type StoredEntry, type StoredHead, upgradeEntry, upgradeHead } from "./upgrade.ts";
