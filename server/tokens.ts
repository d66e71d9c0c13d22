/** Secrets: seat tokens and invites (256 random bits, stored only as SHA-256 hashes), game ids. */

const B64URL = /^[A-Za-z0-9_-]{43}$/;
const ID_ALPHABET = "23456789abcdefghijkmnpqrstuvwxyz";

function base64url(bytes: Uint8Array): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A new secret: 32 random bytes as 43 base64url characters. */
export function newSecret(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** Whether a string has the shape of a secret made by `newSecret`. */
export function isSecret(s: unknown): s is string {
  return typeof s === "string" && B64URL.test(s);
}

const hashes = new Map<string, string>();
const HASHES_KEPT = 4096;

/** SHA-256 of a secret, hex: what the store keeps (recent ones are remembered in memory). */
export async function hashSecret(secret: string): Promise<string> {
  const known = hashes.get(secret);
  if (known !== undefined) return known;
  const d = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(secret)));
  let hex = "";
  for (const b of d) hex += b.toString(16).padStart(2, "0");
  if (hashes.size >= HASHES_KEPT) hashes.delete(hashes.keys().next().value!);
  hashes.set(secret, hex);
  return hex;
}

/** Compares two hashes without an early exit. */
export function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let x = 0;
  for (let i = 0; i < a.length; i++) x |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return x === 0;
}

/** A new game id: 12 characters from an unambiguous alphabet (60 bits; ids are not secrets). */
export function newGameId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  let id = "";
  for (const b of bytes) id += ID_ALPHABET[b & 31];
  return id;
}

/** Whether a string has the shape of a game id. */
export function isGameId(s: string): boolean {
  return /^[2-9a-km-np-z]{12}$/.test(s);
}

/** A new game seed (uint32), from the system's secure random source. */
export function newSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

/** Name of the cookie that holds a browser's seat token for a game. */
export function seatCookieName(gameId: string): string {
  return `ht_${gameId}`;
}
