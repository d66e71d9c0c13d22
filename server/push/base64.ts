/** Base64url without padding (RFC 4648 §5), the encoding of every key and secret of Web Push. */

/** Bytes as base64url, no padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Base64url (padding and the standard alphabet accepted too) as bytes, or null when it is not base64. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_+/-]*={0,2}$/.test(text)) return null;
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  if (b64.length % 4 === 1) return null;
  try {
    const bin = atob(b64 + "=".repeat((4 - b64.length % 4) % 4));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The first `hexDigits` hex digits of the SHA-256 of a text. */
export async function sha256Hex(text: string, hexDigits = 64): Promise<string> {
  const d = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(d, (b) => b.toString(16).padStart(2, "0")).join("").slice(0, hexDigits);
}
