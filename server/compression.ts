/**
 * Compressed copies of static files: which files are worth compressing, the encodings offered (brotli
 * first, then gzip), where the build puts each copy (`<file>.br`, `<file>.gz` beside the file) and how
 * hard each side compresses: the build once at the highest settings, the server in memory (quickly)
 * only when a copy is missing, e.g. in a clone where no build ran.
 */
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";

/** Bytes in memory (over a plain ArrayBuffer, as the web APIs take them). */
export type Bytes = Uint8Array<ArrayBuffer>;

/** A content coding the server can send (RFC 9110 §8.4.1), in order of preference. */
export type Encoding = "br" | "gzip";

/** The encodings, best first. */
export const ENCODINGS: readonly Encoding[] = ["br", "gzip"];

/** The file-name suffix of each encoding's precompressed copy. */
export const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Text formats the pages load, which compress well (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|html|map|webmanifest)$/;

/** Whether a static file is sent compressed when the browser accepts it. */
export function compressible(path: string): boolean {
  return COMPRESSIBLE.test(path);
}

/** Whether a path names a precompressed copy rather than a file of its own. */
export function isCopy(path: string): boolean {
  return ENCODINGS.some((e) => path.endsWith(SUFFIX[e]));
}

/** How hard to compress: `build` once ahead of time (brotli 11, gzip 9), `request` in the server (brotli 5). */
export type Effort = "build" | "request";

/** Compresses bytes with an encoding. */
export function compress(bytes: Bytes, encoding: Encoding, effort: Effort): Bytes {
  if (encoding === "gzip") return new Uint8Array(gzipSync(bytes, { level: 9 }));
  return new Uint8Array(brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === "build" ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }));
}

/** Decompresses bytes, or null when they are not valid data of that encoding. */
export function decompress(bytes: Bytes, encoding: Encoding): Bytes | null {
  try {
    return new Uint8Array(encoding === "gzip" ? gunzipSync(bytes) : brotliDecompressSync(bytes));
  } catch {
    return null;
  }
}
