/**
 * Web Push subscriptions in KV (keys in `keys.ts`): one per device and game seat, under the game (deleted
 * with it), keyed by a hash of the endpoint, at most MAX_DEVICES per seat (a new device beyond them
 * replaces the seat's oldest). Each remembers the seat's token hash when it was made, so a seat moved to
 * another device stops reaching the old one.
 */
import type { Lang } from "../../engine/mod.ts";
import { headKey, pushKey, pushSeatPrefix } from "../keys.ts";
import type { Versioned } from "../write.ts";
import { fromBase64Url, sha256Hex } from "./base64.ts";

/** Most devices a seat is told on. */
export const MAX_DEVICES = 5;

/** A device's subscription for a seat, as stored. */
export interface PushRecord {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** When the browser said the subscription ends (epoch ms), or null. */
  expirationTime: number | null;
  /** The language the device's notices are written in. */
  lang: Lang;
  /** The seat's token hash when the device subscribed (the seat's holder then). */
  holder: string;
  /** When it was stored (epoch ms). */
  at: number;
}

/** The key part that names an endpoint: 32 hex digits of its SHA-256. */
export function endpointHash(endpoint: string): Promise<string> {
  return sha256Hex(endpoint, 32);
}

/** The prime and the constant b of P-256 (FIPS 186-4 D.1.2.3; a = -3). */
const P = 2n ** 256n - 2n ** 224n + 2n ** 192n + 2n ** 96n - 1n;
const B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

/** Whether 65 bytes are an uncompressed point on P-256 (y² = x³ − 3x + b mod p; WebCrypto's import does not check). */
function onCurve(point: Uint8Array): boolean {
  if (point.length !== 65 || point[0] !== 4) return false;
  const num = (b: Uint8Array) =>
    BigInt("0x" + Array.from(b, (x) => x.toString(16).padStart(2, "0")).join(""));
  const x = num(point.subarray(1, 33)), y = num(point.subarray(33));
  if (x >= P || y >= P) return false;
  return (y * y - (x * x * x - 3n * x + B)) % P === 0n;
}

/**
 * Whether a browser's keys can encrypt a push (RFC 8291 §3): `p256dh` an uncompressed point on P-256,
 * `auth` 16 bytes.
 */
export function usableKeys(keys: { p256dh: string; auth: string }): boolean {
  const point = fromBase64Url(keys.p256dh);
  const auth = fromBase64Url(keys.auth);
  return point !== null && onCurve(point) && auth !== null && auth.length === 16;
}

/** Reads and writes the push subscriptions of games' seats. */
export class Subscriptions {
  constructor(private kv: Deno.Kv) {}

  /** A seat's subscriptions with their keys, oldest first. */
  async ofSeat(id: string, seat: number): Promise<{ key: Deno.KvKey; record: PushRecord }[]> {
    const out: { key: Deno.KvKey; record: PushRecord }[] = [];
    for await (const e of this.kv.list<PushRecord>({ prefix: pushSeatPrefix(id, seat) })) {
      out.push({ key: e.key, record: e.value });
    }
    return out.sort((a, b) => a.record.at - b.record.at);
  }

  /**
   * Stores a device's subscription for a seat if the game's head is still at `game`'s version (so none
   * outlives a deleted game), dropping the seat's oldest beyond MAX_DEVICES; false on conflict.
   */
  async put(game: Versioned, seat: number, record: PushRecord): Promise<boolean> {
    const id = game.head.id;
    const key = pushKey(id, seat, await endpointHash(record.endpoint));
    const others = (await this.ofSeat(id, seat)).filter((s) => s.record.endpoint !== record.endpoint);
    const op = this.kv.atomic().check({ key: headKey(id), versionstamp: game.versionstamp }).set(key, record);
    for (const old of others.slice(0, Math.max(0, others.length - (MAX_DEVICES - 1)))) op.delete(old.key);
    return (await op.commit()).ok;
  }

  /** Forgets a seat's subscription of an endpoint (nothing when there is none). */
  async remove(id: string, seat: number, endpoint: string): Promise<void> {
    await this.kv.delete(pushKey(id, seat, await endpointHash(endpoint)));
  }

  /** Forgets a subscription by its key. */
  async drop(key: Deno.KvKey): Promise<void> {
    await this.kv.delete(key);
  }
}
