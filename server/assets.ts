/**
 * Static files under static/, held in memory: their bytes, a hash of their content and their compressed
 * copies. Page URLs carry the hash (`?v=`), so that browsers may keep a file for good and a new build is
 * fetched at once. The built bundles live in static/build/.
 *
 * A compressed copy comes from the build (`<file>.br`, `<file>.gz`), used only when it decompresses to
 * the file's current bytes (a copy left by an older build is ignored); a missing one is made in memory
 * the first time a browser asks for it. Nothing is written at run time (Deno Deploy allows no writes). A
 * file is read again when its size or modification time changes.
 */
import {
  type Bytes,
  compress,
  compressible,
  decompress,
  type Encoding,
  ENCODINGS,
  isCopy,
  SUFFIX,
} from "./compression.ts";

const ROOT = new URL("../static/", import.meta.url);

/** Content types by extension; anything else is sent as bytes. */
const TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml",
  json: "application/json",
  webmanifest: "application/manifest+json",
  map: "application/json",
  txt: "text/plain; charset=utf-8",
  html: "text/html; charset=utf-8",
  png: "image/png",
  webp: "image/webp",
  ico: "image/x-icon",
  woff2: "font/woff2",
};

/** A static file in memory. */
export interface Asset {
  /** The file's bytes. */
  bytes: Bytes;
  /** 12 hex digits of the SHA-256 of the bytes: the `?v=` of its URL and its ETag. */
  hash: string;
  /** The Content-Type to send. */
  type: string;
  /** Whether it is sent compressed to browsers that accept it. */
  compressible: boolean;
  /** Compressed copies known so far (from the build, or made on a first request). */
  copies: Partial<Record<Encoding, Bytes>>;
  /** Size and modification time it was read with. */
  stamp: string;
}

const assets = new Map<string, Asset>();

/**
 * A path that names a file the plain way: segments of letters, digits, `_`, `-` and `.`, none starting
 * with a dot (no `..`, no hidden files), no empty segment, nothing encoded. One file has one such path,
 * so the files held in memory are at most the files under static/, whatever paths are asked for.
 */
const PLAIN_PATH = /^[\w-][\w.-]*(?:\/[\w-][\w.-]*)*$/;

/** The URL of a file under static/, or null when the path cannot name one (not plain, a copy). */
function fileUrl(path: string): URL | null {
  return PLAIN_PATH.test(path) && !isCopy(path) ? new URL(path, ROOT) : null;
}

/** Reads a precompressed copy, or null when it is missing or is not the file's current bytes. */
async function readCopy(url: URL, bytes: Bytes, encoding: Encoding): Promise<Bytes | null> {
  const copy = await Deno.readFile(new URL(url.href + SUFFIX[encoding])).catch(() => null);
  const plain = copy && decompress(copy, encoding);
  return plain && plain.length === bytes.length && plain.every((b, i) => b === bytes[i]) ? copy : null;
}

/** Hex digits of a content hash. */
async function hashOf(bytes: Bytes): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.slice(0, 6), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The static file at a path under static/, or null when there is none. */
export async function asset(path: string): Promise<Asset | null> {
  const url = fileUrl(path);
  const info = url && await Deno.stat(url).catch(() => null);
  if (!url || !info?.isFile) return null;
  const stamp = `${info.size}/${info.mtime?.getTime() ?? ""}`;
  const known = assets.get(path);
  if (known?.stamp === stamp) return known;
  const bytes = await Deno.readFile(url).catch(() => null);
  if (!bytes) return null;
  const ext = /\.(\w+)$/.exec(path)?.[1] ?? "";
  const asset: Asset = {
    bytes,
    hash: await hashOf(bytes),
    type: TYPES[ext] ?? "application/octet-stream",
    compressible: compressible(path),
    copies: {},
    stamp,
  };
  if (asset.compressible) {
    for (const e of ENCODINGS) {
      const copy = await readCopy(url, bytes, e);
      if (copy) asset.copies[e] = copy;
    }
  }
  assets.set(path, asset);
  return asset;
}

/** An asset's bytes in an encoding: the build's copy, else compressed now and kept. */
export function encoded(asset: Asset, encoding: Encoding): Bytes {
  return asset.copies[encoding] ??= compress(asset.bytes, encoding, "request");
}

/** The URL of a file under static/, versioned by its content (unversioned if the file is missing). */
export async function assetUrl(path: string): Promise<string> {
  const a = await asset(path);
  return a ? `/static/${path}?v=${a.hash}` : `/static/${path}`;
}
