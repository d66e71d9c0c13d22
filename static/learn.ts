/** Browser entry of the How to play page (static/build/learn.js): the card list filters as you type. */
import { liveFilter } from "../ui/learn/filter.ts";

liveFilter(document);
