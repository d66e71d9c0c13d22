/**
 * Builds the browser bundles: one minified ES module per page entry in static/ (static/table.ts →
 * static/build/table.js) with `deno bundle`, and a chunk per module an entry imports lazily
 * (`import()`; content-hashed names next to it). Deterministic; fetches nothing but npm packages.
 * Usage: deno task build
 */

/** The page entries: static/<name>.ts → static/build/<name>.js. */
const ENTRIES = ["table"];

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

if (import.meta.main) {
  const t0 = performance.now();
  await build();
  console.log(
    `built ${ENTRIES.map((n) => `static/build/${n}.js`).join(", ")} in ${
      Math.round(performance.now() - t0)
    } ms`,
  );
}
