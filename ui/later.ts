/** What the table loads after its first paint (a second bundle): the log, preparing an attack, the end-of-turn check. */
export { LogLines } from "./Log.tsx";
export { Attack } from "./Attack.tsx";
export { EndCheck, leftovers } from "./EndCheck.tsx";
