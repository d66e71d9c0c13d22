/**
 * Static assets of the pages: each URL carries a hash of the file's content (`?v=`), so that browsers
 * may keep it for good and a new build is fetched at once. The built bundles live in static/build/.
 */
const ROOT = new URL("../static/", import.meta.url);
const versions = new Map<string, string>();

/** The URL of a file under static/, versioned by its content (unversioned if the file is missing). */
export async function assetUrl(path: string): Promise<string> {
  let v = versions.get(path);
  if (v === undefined) {
    try {
      const bytes = await Deno.readFile(new URL(path, ROOT));
      const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
      v = Array.from(hash.slice(0, 6), (b) => b.toString(16).padStart(2, "0")).join("");
    } catch {
      return `/static/${path}`;
    }
    versions.set(path, v);
  }
  return `/static/${path}?v=${v}`;
}
