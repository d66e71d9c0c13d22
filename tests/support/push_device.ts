/**
 * A player's device in the push browser tests: a browser context holding a seat, allowed to notify, whose
 * `PushManager.subscribe` returns a subscription of the loopback push service (headless Chromium has no
 * push service of its own); and the DevTools side of its service worker: the registration's id, the
 * notifications it shows, and a click on one (Chromium lets a worker open or focus a window only inside a
 * real notification click, which no test can make, so `clients.openWindow` and `WindowClient.focus` are
 * recorded instead of refused).
 */
import type { BrowserContext, CDPSession, Page, Worker } from "playwright-core";
import { seatCookieName } from "../../server/tokens.ts";
import type { PushReceiver } from "./push_receiver.ts";
import type { Rig } from "./browser.ts";

/** What the page's init script adds to the window: how many times the page asked for permission. */
export type Probe = { permissionRequests: () => number };

/** A subscription of the loopback push service. */
export type Sub = ReturnType<PushReceiver["subscribe"]>;

/** A context holding `token`'s seat of game `id`, with notifications allowed and a push service the page can reach. */
export async function pushDevice(
  r: Rig,
  id: string,
  token: string,
  size: readonly [number, number],
  sub: Sub,
): Promise<BrowserContext> {
  const ctx = await r.context(size[0], size[1]);
  await ctx.grantPermissions(["notifications"], { origin: r.base });
  await ctx.addCookies([{ name: seatCookieName(id), value: token, url: r.base }]);
  await ctx.addInitScript((sub: Sub) => {
    const w = globalThis as unknown as Probe & { PushManager: { prototype: Record<string, unknown> } };
    const b64 = (buf: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(buf))).replace(/\+/g, "-").replace(/\//g, "_").replace(
        /=+$/,
        "",
      );
    const asked = () => Number(sessionStorage.getItem("asked") ?? 0);
    w.permissionRequests = asked;
    const request = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      sessionStorage.setItem("asked", String(asked() + 1));
      return request();
    };
    const fake = (key: string) => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: {
        userVisibleOnly: true,
        applicationServerKey: Uint8Array.from(atob(key.replace(/-/g, "+").replace(/_/g, "/")), (c) =>
          c.charCodeAt(0)).buffer,
      },
      toJSON: () => sub,
      unsubscribe: () => (sessionStorage.removeItem("sub"), Promise.resolve(true)),
    });
    w.PushManager.prototype.subscribe = function (o: { applicationServerKey: ArrayBuffer }) {
      const key = b64(o.applicationServerKey);
      sessionStorage.setItem("sub", key);
      return Promise.resolve(fake(key));
    };
    w.PushManager.prototype.getSubscription = function () {
      const key = sessionStorage.getItem("sub");
      return Promise.resolve(key ? fake(key) : null);
    };
  }, sub);
  return ctx;
}

/** The service worker's globals the tests use, which Deno's type library does not describe. */
type WorkerScope = {
  WindowClient: { prototype: { focus: (this: { url: string }) => Promise<unknown> } };
  clients: { openWindow: (url: string) => Promise<unknown> };
  registration: { getNotifications: () => Promise<unknown[]> };
  NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
  dispatchEvent: (e: Event) => boolean;
};

/** A notification the service worker shows, as plain data. */
export interface Shown {
  title: string;
  body: string;
  tag: string;
  data: unknown;
}

/** The notifications the service worker shows. */
export function shownNotifications(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data,
    }));
  });
}

/** Waits until the service worker shows a notification (up to `ms`, 20 s by default); the ones shown. */
export async function awaitNotifications(page: Page, ms = 20_000): Promise<Shown[]> {
  // Up to 20 s: a loaded machine (the whole suite on 2 cores) can take seconds to run the worker.
  let shown: Shown[] = [];
  for (const until = Date.now() + ms; shown.length === 0 && Date.now() < until;) {
    await page.waitForTimeout(50);
    shown = await shownNotifications(page);
  }
  return shown;
}

/**
 * Hands a push to the site's service worker through the DevTools protocol and waits for its notification;
 * the ones shown. Under the whole suite (several Chromiums on 2 cores) a message handed over while the
 * worker was being started was seen lost twice (none shown in 20 s; alone, shown within a second), so it
 * is handed over again, up to 3 times, as a push service retries: the same tag shows one notification.
 */
export async function deliverPush(
  page: Page,
  cdp: CDPSession,
  origin: string,
  registrationId: string,
  data: string,
): Promise<Shown[]> {
  let shown: Shown[] = [];
  for (let attempt = 0; attempt < 3 && shown.length === 0; attempt++) {
    await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data });
    shown = await awaitNotifications(page, 10_000);
  }
  return shown;
}

/**
 * The id of the registration of the site's service worker, as the DevTools protocol names it. Call it
 * before the page that registers the worker loads (it listens for the registration).
 */
export async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const seen: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => seen.push(...e.registrations));
  await cdp.send("ServiceWorker.enable");
  for (const until = Date.now() + 20_000; Date.now() < until;) {
    const reg = seen.find((r) => r.scopeURL === scope && !r.isDeleted);
    if (reg) return reg.registrationId;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no service worker registration for ${scope}`);
}

/** Clicks the notification shown in the worker; which window it focused (its URL) or opened. */
export function clickNotification(
  sw: Worker,
): Promise<{ focused: string[]; opened: string[]; left: number }> {
  return sw.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const proto = scope.WindowClient.prototype;
    const focused: string[] = [], opened: string[] = [];
    const focus = proto.focus, openWindow = scope.clients.openWindow;
    proto.focus = function (this: { url: string }) {
      focused.push(this.url);
      return Promise.resolve(this);
    };
    scope.clients.openWindow = (url: string) => {
      opened.push(String(url));
      return Promise.resolve(null);
    };
    try {
      const [notification] = await scope.registration.getNotifications();
      const click = new scope.NotificationEvent("notificationclick", { notification });
      const waits: Promise<unknown>[] = [];
      Object.defineProperty(click, "waitUntil", { value: (p: Promise<unknown>) => waits.push(p) });
      scope.dispatchEvent(click);
      await Promise.all(waits);
      return { focused, opened, left: (await scope.registration.getNotifications()).length };
    } finally {
      proto.focus = focus;
      scope.clients.openWindow = openWindow;
    }
  });
}
