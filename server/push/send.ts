/**
 * Sending one Web Push message (RFC 8030): the payload encrypted with `aes128gcm` (RFC 8291, RFC 8188;
 * `encryptNotification` of @block65/webcrypto-web-push, WebCrypto only, padded to one 4 KiB record) and
 * the VAPID header made here (`vapid.ts`, so that an http endpoint the operator allowed works too: the
 * library's own header refuses any endpoint that is not https). A transient failure (network, 429, 5xx)
 * is tried again a bounded number of times; the answer says what the caller should do next.
 */
import { encryptNotification } from "@block65/webcrypto-web-push";
import { toBase64Url } from "./base64.ts";
import { type Vapid, vapidAuthorization } from "./vapid.ts";

/** Where a push goes: the subscription's endpoint and the browser's keys (base64url). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** How to send one push. */
export interface SendOptions {
  /** Seconds the push service keeps the message while the device is offline. */
  ttl: number;
  vapid: Vapid;
  /** Messages with the same topic replace each other at the push service while undelivered. */
  topic?: string;
  urgency?: "very-low" | "low" | "normal" | "high";
  /** Tries in all (default 2); the waits between them are short (Retry-After is followed up to 2 s). */
  tries?: number;
  /** Time allowed to each try (ms; default 10 s). */
  timeoutMs?: number;
  /** The HTTP client (tests pass their own); default `fetch`. */
  fetch?: typeof fetch;
  /** Clock (epoch ms) for the JWT's expiry. */
  now?: () => number;
}

/**
 * What became of a push: delivered to the push service; the subscription is gone (404/410: forget it);
 * worth trying later (network, 429, 5xx after the tries); or refused for good (payload, keys, VAPID).
 */
export type SendResult =
  | { result: "ok"; status: number }
  | { result: "gone"; status: number }
  | { result: "retry"; status: number | null; message: string }
  | { result: "error"; status: number | null; message: string };

/** Longest wait between two tries (ms). */
const MAX_WAIT_MS = 2000;

/** The Topic header of a tag: 32 base64url characters (RFC 8030 §5.4), the same for the same tag. */
export async function topicOf(tag: string): Promise<string> {
  const d = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(tag)));
  return toBase64Url(d.subarray(0, 24));
}

/** Sends `payload` (JSON text, at most ~3.9 KB) to a subscription. Never throws. */
export async function sendPush(target: PushTarget, payload: string, opts: SendOptions): Promise<SendResult> {
  const send = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  let body: Uint8Array<ArrayBuffer>;
  let authorization: string;
  try {
    body = await encryptNotification(
      { endpoint: target.endpoint, expirationTime: null, keys: target.keys },
      new TextEncoder().encode(payload),
    );
    authorization = await vapidAuthorization(opts.vapid, target.endpoint, now());
  } catch (e) {
    return { result: "error", status: null, message: `could not encrypt: ${(e as Error).message}` };
  }
  const headers: Record<string, string> = {
    authorization,
    ttl: String(Math.max(0, Math.floor(opts.ttl))),
    "content-encoding": "aes128gcm",
    "content-type": "application/octet-stream",
    urgency: opts.urgency ?? "normal",
  };
  if (opts.topic) headers.topic = opts.topic;
  const tries = Math.max(1, opts.tries ?? 2);
  let last: SendResult = { result: "retry", status: null, message: "not sent" };
  for (let attempt = 1; attempt <= tries; attempt++) {
    let wait = 250 * attempt;
    try {
      const r = await send(target.endpoint, {
        method: "POST",
        headers,
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      const text = r.status >= 300 ? (await r.text().catch(() => "")).slice(0, 200) : "";
      await r.body?.cancel().catch(() => {});
      if (r.status >= 200 && r.status < 300) return { result: "ok", status: r.status };
      if (r.status === 404 || r.status === 410) return { result: "gone", status: r.status };
      if (r.status !== 429 && r.status < 500) {
        return { result: "error", status: r.status, message: `refused: ${r.status} ${text}`.trim() };
      }
      last = { result: "retry", status: r.status, message: `${r.status} ${text}`.trim() };
      const after = Number(r.headers.get("retry-after"));
      if (after > 0) wait = after * 1000;
    } catch (e) {
      last = { result: "retry", status: null, message: (e as Error).message };
    }
    if (attempt < tries) await new Promise((res) => setTimeout(res, Math.min(wait, MAX_WAIT_MS)));
  }
  return last;
}
