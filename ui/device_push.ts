/**
 * Web Push on this device for one game's seat: whether it is on, turning it on (only after the player's
 * tap does the browser ask for permission; the device subscribes with the server's key and gives the
 * subscription to the server for its seat) and off. A device has one subscription for the site; the
 * games it is given to are remembered on the device, so turning one game off keeps the others.
 */
import type { Lang } from "../engine/state/types.ts";
import { registerWorker } from "./worker.ts";

/** Where Web Push stands on this device for a game. */
export type PushState =
  | { kind: "unsupported" }
  | { kind: "denied" }
  | { kind: "off" }
  | { kind: "on" }
  | { kind: "busy" }
  | { kind: "failed"; reason: string };

/** The games this device notifies, in localStorage. */
const GAMES = "ht_push_games";

function notifiedGames(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(GAMES) ?? "[]");
    return Array.isArray(list) ? list.filter((x) => typeof x === "string") : [];
  } catch {
    return [];
  }
}

function keepGames(ids: string[]): void {
  try {
    localStorage.setItem(GAMES, JSON.stringify(ids));
  } catch { /* not kept: the server still notifies; the switch shows off after a reload */ }
}

/** Whether this browser can receive pushes with the table closed. */
function supported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in globalThis && "Notification" in globalThis;
}

/** Base64url as bytes. */
function bytesOf(b64url: string): Uint8Array<ArrayBuffer> {
  const b64 = b64url.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(b64 + "=".repeat((4 - b64.length % 4) % 4)), (c) => c.charCodeAt(0));
}

/** Whether two keys are the same bytes. */
function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
}

/** The device's subscription, if any (without asking for anything). */
async function existing(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration("/");
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** Where Web Push stands for a game on this device (asks the browser nothing). */
export async function pushState(game: string): Promise<PushState> {
  if (!supported()) return { kind: "unsupported" };
  if (Notification.permission === "denied") return { kind: "denied" };
  if (Notification.permission !== "granted" || !notifiedGames().includes(game)) return { kind: "off" };
  return (await existing().catch(() => null)) ? { kind: "on" } : { kind: "off" };
}

/** Turns Web Push on for the caller's seat of a game: call it from the player's tap only. */
export async function turnOn(game: string, lang: Lang): Promise<PushState> {
  if (!supported()) return { kind: "unsupported" };
  const permission = await Notification.requestPermission();
  if (permission === "denied") return { kind: "denied" };
  if (permission !== "granted") return { kind: "off" };
  try {
    await registerWorker();
    const reg = await navigator.serviceWorker.ready;
    const r = await fetch("/api/push/key");
    if (!r.ok) throw new Error(`key ${r.status}`);
    const key = bytesOf((await r.json()).publicKey);
    let sub = await reg.pushManager.getSubscription();
    if (sub && !sameKey(sub.options.applicationServerKey, key)) {
      await sub.unsubscribe(); // made with a key the server no longer has
      sub = null;
    }
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const put = await fetch(`/api/games/${game}/push`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...sub.toJSON(), lang }),
    });
    if (put.status !== 204) {
      throw new Error((await put.json().catch(() => null))?.error ?? String(put.status));
    }
    keepGames([...notifiedGames().filter((g) => g !== game), game]);
    return { kind: "on" };
  } catch (e) {
    return { kind: "failed", reason: (e as Error).message || String(e) };
  }
}

/** Turns Web Push off for the caller's seat of a game; the device's subscription goes once no game keeps it. */
export async function turnOff(game: string): Promise<PushState> {
  const left = notifiedGames().filter((g) => g !== game);
  keepGames(left);
  const sub = await existing().catch(() => null);
  if (sub) {
    await fetch(`/api/games/${game}/push`, {
      method: "DELETE",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ endpoint: sub.endpoint }),
    }).catch(() => {});
    if (left.length === 0) await sub.unsubscribe().catch(() => false);
  }
  return { kind: "off" };
}
