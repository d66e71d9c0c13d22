/** A simulate thread: plays its share of the games and posts the totals back. */
import { type SimParams, simulate } from "./simulate_core.ts";

self.onmessage = (e: MessageEvent<SimParams>) => {
  self.postMessage(simulate(e.data));
};
