/**
 * The service worker of the installable app (static/sw.js, served at /sw.js with the whole site as its
 * scope): registered by the table page, where it shows the game's pushes; it caches the app shell only.
 */

/** Registers the service worker; resolves to its registration, or null where there is none (no support, or refused). */
export async function registerWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator)) return null;
  try {
    return await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  } catch {
    return null;
  }
}
