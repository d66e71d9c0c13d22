/**
 * Builds the browser bundles: one minified ES module per page entry in static/ (static/table.ts →
 * static/build/table.js) with `deno bundle`, and chunks next to it (content-hashed names): the code an
 * entry shares with what it imports lazily (`import()`) and those lazy modules; then writes a brotli and
 * a gzip copy beside every file of static/ worth compressing (table.js.br, table.js.gz, app.css.br…),
 * which the server sends to browsers that accept them. Deterministic; fetches nothing but npm packages.
 * Usage: deno task build
 */
import { compress, compressible, ENCODINGS, isCopy, SUFFIX } from "../server/compression.ts";

/** The page entries: static/<name>.ts → static/build/<name>.js. */
const ENTRIES = ["table", "replay", "learn", "guide"];

const root = new URL("..", import.meta.url);

/** Bundles every entry; throws with deno bundle's output when one fails. */
export async function build(): Promise<void> {
  await Deno.remove(new URL("static/build/", root), { recursive: true }).catch(() => {});
  await Deno.mkdir(new URL("static/build/", root), { recursive: true });
  for (const name of ENTRIES) {
    const out = await new Deno.Command(Deno.execPath(), {
      args: [
        "bundle",
        "--quiet",
        "--platform=browser",
        "--minify",
        "--code-splitting",
        "--outdir=static/build",
        `static/${name}.ts`,
      ],
      cwd: root,
      stdout: "piped",
      stderr: "piped",
      env: { NO_COLOR: "1" },
    }).output();
    if (!out.success) {
      throw new Error(`bundling static/${name}.ts failed:\n${new TextDecoder().decode(out.stderr)}`);
    }
  }
}

/** Files under a folder, recursively, as URLs. */
async function* files(dir: URL): AsyncGenerator<URL> {
  for await (const e of Deno.readDir(dir)) {
    if (e.isDirectory) yield* files(new URL(`${e.name}/`, dir));
    else if (e.isFile) yield new URL(e.name, dir);
  }
}

/** Writes the compressed copies of every compressible file under static/; returns the files compressed. */
export async function precompress(): Promise<string[]> {
  const done: string[] = [];
  for await (const url of files(new URL("static/", root))) {
    if (!compressible(url.pathname) || isCopy(url.pathname)) continue;
    const bytes = await Deno.readFile(url).catch(() => null);
    if (!bytes) continue;
    for (const e of ENCODINGS) {
      await Deno.writeFile(new URL(url.href + SUFFIX[e]), compress(bytes, e, "build"));
    }
    done.push(url.pathname.slice(new URL("static/", root).pathname.length));
  }
  return done.sort();
}

if (import.meta.main) {
  const t0 = performance.now();
  await build();
  const compressed = await precompress();
  console.log(
    `built ${ENTRIES.map((n) => `static/build/${n}.js`).join(", ")}, compressed ${
      compressed.join(", ")
    } (brotli, gzip) in ${Math.round(performance.now() - t0)} ms`,
  );
}
