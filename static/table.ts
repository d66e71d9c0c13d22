/** Browser entry of the table page (bundled into static/build/table.js by `deno task build`). */
import { hydrateIslands } from "../ui/boot.ts";
import Table from "../islands/Table.tsx";

hydrateIslands({ Table });
