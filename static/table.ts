/**
 * Browser entry of the table page (bundled into static/build/table.js by `deno task build`). A page
 * that opens on a moment of the second bundle (a decision, the game's end) loads it before hydrating,
 * so that the island renders what the server rendered; otherwise the table loads it after its first paint.
 */
import { hydrateIslands } from "../ui/boot.ts";
import Table from "../islands/Table.tsx";
import { later } from "../ui/store.ts";
import { registerWorker } from "../ui/worker.ts";

if (document.querySelector(".bar .dec, .bar .over")) later.value = await import("../ui/later.ts");
hydrateIslands({ Table });
registerWorker();
