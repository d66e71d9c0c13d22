/**
 * Browser entry of the guided first game (static/build/guide.js): the guide island with its table, played on
 * the engine in the browser. The second bundle of the table is loaded before hydrating, as the chapters use
 * its panels (attack, decisions) from their first steps.
 */
import { hydrateIslands } from "../ui/boot.ts";
import Guide from "../islands/Guide.tsx";
import { later } from "../ui/store.ts";

later.value = await import("../ui/later.ts");
hydrateIslands({ Guide });
