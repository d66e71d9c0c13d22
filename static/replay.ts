/**
 * Browser entry of the replay page (bundled into static/build/replay.js): the engine's record stepper
 * and the table, shown still. The table's second bundle is loaded before hydrating, as the server
 * rendered with it.
 */
import { hydrateIslands } from "../ui/boot.ts";
import Replay from "../islands/Replay.tsx";
import { later } from "../ui/store.ts";

later.value = await import("../ui/later.ts");
hydrateIslands({ Replay });
