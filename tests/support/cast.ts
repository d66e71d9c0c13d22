/** Who sits where, for tests of log lines (see `Cast` in engine/text/log.ts). */
import type { Cast } from "../../engine/mod.ts";
import type { Faction } from "../../engine/state/types.ts";

/** A 1v1 table: the Empire at seat 0, the Rebels at seat 1; `computer` the seat the computer plays, if any. */
export function duel(computer?: number): Cast {
  return {
    seats: [{ faction: "empire", team: 0, region: 0 }, { faction: "rebel", team: 1, region: 0 }],
    computers: computer === undefined ? [] : [computer],
  };
}

/** A 2v2 table as the engine seats it: regions hold seats 0/1 and 2/3, teams are the sides. */
export function teams(computers: number[] = []): Cast {
  const side = (faction: Faction, region: number) => ({
    faction,
    team: faction === "empire" ? 0 : 1,
    region,
  });
  return {
    seats: [side("empire", 0), side("rebel", 0), side("empire", 1), side("rebel", 1)],
    computers,
  };
}
