/**
 * Holotable's service worker (served as /sw.js, scope /). It keeps the app shell only: the stylesheet,
 * scripts and icons under /static/ (a `?v=` URL names one content, so it is served from the cache once
 * kept; any other static URL goes to the network first). Pages and the API are never cached: the server
 * is the authority on every game. It shows the pushes the server sends (`{ v: 1, game, title, body, url,
 * tag }`, `server/push/deliver.ts`) and a click on one focuses a tab open on that game's table, or opens it.
 */
/// <reference lib="webworker" />
const SHELL = "holotable-shell-1";
const SHELL_FILES = ["/static/app.css", "/static/icons/icon.svg", "/static/icons/icon-192.png"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL).then((c) => c.addAll(SHELL_FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name !== SHELL) await caches.delete(name);
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  if (!url.pathname.startsWith("/static/")) return; // pages, the API, live updates: always the network's
  event.respondWith((async () => {
    const cache = await caches.open(SHELL);
    if (url.searchParams.has("v")) {
      const kept = await cache.match(event.request);
      if (kept) return kept;
    }
    try {
      const fresh = await fetch(event.request);
      if (fresh.ok) {
        for (const old of await cache.keys()) {
          if (new URL(old.url).pathname === url.pathname && old.url !== url.href) await cache.delete(old);
        }
        await cache.put(event.request, fresh.clone());
      }
      return fresh;
    } catch (e) {
      const kept = await cache.match(event.request, { ignoreSearch: true });
      if (kept) return kept;
      throw e;
    }
  })());
});

/** The push's message, or null when it is not one of Holotable's. */
function messageOf(data) {
  try {
    const m = data?.json();
    return m && m.v === 1 && typeof m.title === "string" && typeof m.url === "string" ? m : null;
  } catch {
    return null;
  }
}

self.addEventListener("push", (event) => {
  const m = messageOf(event.data);
  if (!m) return;
  event.waitUntil(self.registration.showNotification(m.title, {
    body: m.body,
    tag: m.tag,
    renotify: true,
    icon: "/static/icons/icon-192.png",
    badge: "/static/icons/icon-192.png",
    data: { url: m.url, game: m.game },
  }));
});

/** Focuses a window on the table at `url` (same path), or opens one. */
async function openTable(url) {
  const target = new URL(url, self.location.origin);
  if (target.origin !== self.location.origin) return null;
  const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const tab = open.find((c) => new URL(c.url).pathname === target.pathname);
  return tab ? await tab.focus() : await self.clients.openWindow(target.href);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = event.notification.data?.url;
  if (typeof url === "string") event.waitUntil(openTable(url));
});
