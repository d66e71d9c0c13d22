/**
 * A push service on loopback for tests, with a browser's side of Web Push written apart from the server's
 * (node:crypto's ECDH, HKDF and AES-GCM, where the server uses WebCrypto through its library): it holds a
 * subscription's keys, decrypts each push it receives (RFC 8291 / RFC 8188 aes128gcm) and checks the VAPID
 * header (RFC 8292: ES256 signature by the key `k`, audience, expiry, subject). The status it answers is
 * set by the test (201, or 410 for a subscription that is gone).
 */
import { Buffer } from "node:buffer";
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";

/** What the receiver saw of one push. */
export interface Received {
  path: string;
  headers: Record<string, string>;
  /** The decrypted payload, or the reason it could not be decrypted. */
  plaintext: string | { error: string };
  vapid: VapidCheck;
}

/** The VAPID header as checked: its key, claims, and whether the signature holds. */
export interface VapidCheck {
  key: string;
  signatureValid: boolean;
  claims: { aud?: string; exp?: number; sub?: string };
  header: { alg?: string; typ?: string };
}

const b64url = (b: Uint8Array) => Buffer.from(b).toString("base64url");
const fromB64url = (s: string) => new Uint8Array(Buffer.from(s, "base64url"));

/** RFC 8291 §3.4 and RFC 8188 §2: the plaintext of an aes128gcm body for the keys of a subscription. */
export function decryptAes128gcm(
  body: Uint8Array,
  uaPrivate: ReturnType<typeof createECDH>,
  auth: Uint8Array,
): string {
  const salt = body.subarray(0, 16);
  const rs = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  if (idlen !== 65) throw new Error(`key id of ${idlen} bytes, not a P-256 point`);
  const uaPublic = uaPrivate.getPublicKey();
  const shared = uaPrivate.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const records = body.subarray(21 + idlen);
  const out: Uint8Array[] = [];
  for (let i = 0, at = 0; at < records.length; i++, at += rs) {
    const record = records.subarray(at, Math.min(at + rs, records.length));
    const iv = Buffer.from(nonce);
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ i) >>> 0, 8); // the record's sequence number, XORed into the nonce
    const d = createDecipheriv("aes-128-gcm", cek, iv);
    d.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([d.update(record.subarray(0, record.length - 16)), d.final()]);
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    const last = at + rs >= records.length;
    if (end < 0 || plain[end] !== (last ? 2 : 1)) throw new Error("bad padding delimiter");
    out.push(plain.subarray(0, end));
  }
  return Buffer.concat(out).toString("utf8");
}

/** Checks an `Authorization: vapid t=…, k=…` header with node:crypto. */
export function checkVapid(authorization: string | null): VapidCheck {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!m) return { key: "", signatureValid: false, claims: {}, header: {} };
  const [, jwt, key] = m;
  const [h, c, s] = jwt.split(".");
  const point = fromB64url(key);
  const pub = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: "jwk",
  });
  const signatureValid = point.length === 65 &&
    verify("sha256", Buffer.from(`${h}.${c}`), { key: pub, dsaEncoding: "ieee-p1363" }, fromB64url(s));
  const json = (x: string) => JSON.parse(Buffer.from(x, "base64url").toString("utf8"));
  return { key, signatureValid, claims: json(c), header: json(h) };
}

/** A subscribed "browser" and the push service it subscribed with, on 127.0.0.1. */
export interface PushReceiver {
  /** The service's origin, for PUSH_ALLOWED_ORIGINS. */
  origin: string;
  /** A new subscription (its own keys and endpoint path) as a browser's `PushSubscription.toJSON()`. */
  subscribe(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Every push received so far, decrypted with the keys of its endpoint. */
  received: Received[];
  /** The status the service answers for an endpoint (default 201). */
  answer(endpoint: string, status: number): void;
  /** Waits until `n` pushes arrived (or fails after `ms`). */
  waitFor(n: number, ms?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/** Starts a push service on loopback. */
export function pushReceiver(): PushReceiver {
  const keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Uint8Array }>();
  const status = new Map<string, number>();
  const received: Received[] = [];
  const ac = new AbortController();
  const srv = Deno.serve(
    { hostname: "127.0.0.1", port: 0, signal: ac.signal, onListen: () => {} },
    async (req) => {
      const path = new URL(req.url).pathname;
      const body = new Uint8Array(await req.arrayBuffer());
      const k = keys.get(path);
      let plaintext: Received["plaintext"];
      try {
        plaintext = k ? decryptAes128gcm(body, k.ecdh, k.auth) : { error: "no such subscription" };
      } catch (e) {
        plaintext = { error: (e as Error).message };
      }
      received.push({
        path,
        headers: Object.fromEntries(req.headers),
        plaintext,
        vapid: checkVapid(req.headers.get("authorization")),
      });
      return new Response(null, { status: status.get(path) ?? 201 });
    },
  );
  const origin = `http://127.0.0.1:${srv.addr.port}`;
  let n = 0;
  return {
    origin,
    received,
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = new Uint8Array(randomBytes(16));
      const path = `/push/${++n}-${b64url(randomBytes(6))}`;
      keys.set(path, { ecdh, auth });
      return {
        endpoint: origin + path,
        expirationTime: null,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    answer(endpoint, code) {
      status.set(new URL(endpoint).pathname, code);
    },
    async waitFor(count, ms = 15_000) {
      const until = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`${received.length} pushes received, ${count} expected`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return received.slice(0, count);
    },
    async close() {
      ac.abort();
      await srv.finished;
    },
  };
}
