/**
 * The server's VAPID identity (RFC 8292): one P-256 key pair, given by the environment or made on the
 * first start and kept in KV (two instances starting at once keep one pair: the first commit wins, the
 * other reads it), and the `Authorization: vapid t=<JWT>, k=<public key>` header of each push, an ES256
 * JWT signed with WebCrypto whose audience is the push service's origin.
 */
import { vapidKeyKey } from "../keys.ts";
import { fromBase64Url, toBase64Url } from "./base64.ts";

/** A VAPID key pair: the public key as the uncompressed point (65 bytes), the private scalar (32 bytes), base64url. */
export interface VapidPair {
  publicKey: string;
  privateKey: string;
}

/** The key pair and the contact the push services are given (`sub`: a mailto: or https: URL). */
export interface VapidKeys extends VapidPair {
  subject: string;
}

/** What the environment may give: both keys or neither, and the subject. */
export interface VapidEnv {
  publicKey?: string;
  privateKey?: string;
  subject?: string;
}

/** The subject when none is given: a contact address that reaches nobody (set VAPID_SUBJECT). */
export const DEFAULT_SUBJECT = "mailto:push@holotable.invalid";

/** How long a VAPID JWT is valid (RFC 8292 §2: at most 24 hours). */
const JWT_LIFETIME_S = 12 * 3600;

/** A new P-256 key pair. */
export async function newVapidPair(): Promise<VapidPair> {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign"]);
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  return { publicKey: toBase64Url(raw), privateKey: jwk.d! };
}

/** The signing key of a pair; throws when the keys are malformed or do not belong together. */
async function signingKey(pair: VapidPair): Promise<CryptoKey> {
  const pub = fromBase64Url(pair.publicKey);
  const d = fromBase64Url(pair.privateKey);
  if (!pub || pub.length !== 65 || pub[0] !== 4) throw new Error("VAPID public key: not a P-256 point");
  if (!d || d.length !== 32) throw new Error("VAPID private key: not 32 bytes");
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: toBase64Url(pub.subarray(1, 33)),
    y: toBase64Url(pub.subarray(33)),
    d: toBase64Url(d),
  };
  const key = await crypto.subtle.importKey("jwk", jwk, { name: "ECDSA", namedCurve: "P-256" }, false, [
    "sign",
  ]);
  const verify = await crypto.subtle.importKey("raw", pub, { name: "ECDSA", namedCurve: "P-256" }, false, [
    "verify",
  ]);
  const probe = new TextEncoder().encode("holotable");
  const alg = { name: "ECDSA", hash: "SHA-256" };
  if (!await crypto.subtle.verify(alg, verify, await crypto.subtle.sign(alg, key, probe), probe)) {
    throw new Error("VAPID keys: the private key does not belong to the public key");
  }
  return key;
}

/**
 * The key pair: the environment's when it gives one, else the one kept in KV, made and stored on the
 * first start (an atomic check that the key is absent: of two instances starting together, one stores
 * its pair and the other reads it).
 */
export async function loadVapidPair(kv: Deno.Kv, env: VapidEnv = {}): Promise<VapidPair> {
  if (env.publicKey || env.privateKey) {
    if (!env.publicKey || !env.privateKey) throw new Error("set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY");
    return { publicKey: env.publicKey, privateKey: env.privateKey };
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const kept = await kv.get<VapidPair>(vapidKeyKey());
    if (kept.value) return kept.value;
    const fresh = await newVapidPair();
    const r = await kv.atomic().check({ key: vapidKeyKey(), versionstamp: null }).set(vapidKeyKey(), fresh)
      .commit();
    if (r.ok) return fresh;
  }
  throw new Error("could not store the VAPID keys");
}

/** A VAPID identity ready to sign: the keys and their signing key (checked to belong together). */
export interface Vapid {
  keys: VapidKeys;
  key: CryptoKey;
}

/** The VAPID identity from a pair and a subject (throws when the pair is broken). */
export async function vapidOf(pair: VapidPair, subject = DEFAULT_SUBJECT): Promise<Vapid> {
  return { keys: { ...pair, subject }, key: await signingKey(pair) };
}

/** The claims of a VAPID JWT. */
export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/** The `Authorization` header of a push to `endpoint` at time `nowMs`: `vapid t=<ES256 JWT>, k=<public key>`. */
export async function vapidAuthorization(vapid: Vapid, endpoint: string, nowMs: number): Promise<string> {
  const enc = (o: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(o)));
  const claims: VapidClaims = {
    aud: new URL(endpoint).origin,
    exp: Math.floor(nowMs / 1000) + JWT_LIFETIME_S,
    sub: vapid.keys.subject,
  };
  const data = `${enc({ typ: "JWT", alg: "ES256" })}.${enc(claims)}`;
  const sig = await crypto.subtle.sign(
    { name: "ECDSA", hash: "SHA-256" },
    vapid.key,
    new TextEncoder().encode(data),
  );
  return `vapid t=${data}.${toBase64Url(new Uint8Array(sig))}, k=${vapid.keys.publicKey}`;
}
