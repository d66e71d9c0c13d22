/** Opening the KV database: the platform's when no path is given, else a local file (its folder created) or `:memory:`. */
import { dirname } from "node:path";

/**
 * Opens Deno KV at `path`: undefined or "" is the platform's database (Deno Deploy), a URL a denokv
 * server, else a local file whose folder is created when needed, or ":memory:".
 */
export async function openKv(path: string | undefined): Promise<Deno.Kv> {
  if (!path) return await Deno.openKv();
  if (path === ":memory:" || /^https?:\/\//.test(path)) return await Deno.openKv(path);
  await Deno.mkdir(dirname(path), { recursive: true });
  return await Deno.openKv(path);
}

/**
 * Most moves per group commit: 10 checks per atomic operation is the limit of a self-hosted denokv
 * server (a URL) and the safe choice on Deno Deploy; a local SQLite file accepts 100 and syncs to
 * disk once per commit, so grouping more moves there raises the moves per second the disk allows.
 */
export function defaultCommitGroup(path: string | undefined): number {
  return !path || /^https?:\/\//.test(path) ? 10 : 50;
}
