/**
 * Which push endpoints the server will post to. A browser gives the endpoint, so it is a URL chosen by a
 * client: only `https` URLs of the known push services on their default port are accepted (Google FCM,
 * Mozilla, Apple, Microsoft), plus the origins an operator lists in `PUSH_ALLOWED_ORIGINS` (which may be
 * http: a loopback receiver in tests, a push service of one's own).
 */

/** Hosts of the known push services: exact names, and suffixes (a leading dot) of their many hosts. */
const KNOWN_HOSTS: readonly string[] = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  ".push.services.mozilla.com",
  ".push.apple.com",
  ".notify.windows.com",
];

import { MAX_ENDPOINT } from "../../api/push_schemas.ts";
export { MAX_ENDPOINT };

/** Why an endpoint is refused. */
export type EndpointRefusal = "not-a-url" | "not-https" | "unknown-service" | "credentials";

/** The origins of a comma-separated list (`PUSH_ALLOWED_ORIGINS`); entries that are not http(s) URLs are left out. */
export function parseAllowedOrigins(list: string | undefined): string[] {
  const out: string[] = [];
  for (const item of (list ?? "").split(",")) {
    try {
      const u = new URL(item.trim());
      if (u.protocol === "https:" || u.protocol === "http:") out.push(u.origin);
    } catch { /* not a URL: ignored */ }
  }
  return out;
}

/** Whether a host is one of the known push services'. */
function knownHost(host: string): boolean {
  return KNOWN_HOSTS.some((k) => k.startsWith(".") ? host.endsWith(k) && host.length > k.length : host === k);
}

/** Why the endpoint is refused, or null when the server may post to it. */
export function endpointRefusal(endpoint: string, allowedOrigins: readonly string[]): EndpointRefusal | null {
  let u: URL;
  try {
    u = new URL(endpoint);
  } catch {
    return "not-a-url";
  }
  if (endpoint.length > MAX_ENDPOINT) return "not-a-url";
  if (u.username || u.password) return "credentials";
  if (allowedOrigins.includes(u.origin)) return null;
  if (u.protocol !== "https:") return u.protocol === "http:" ? "not-https" : "not-a-url";
  return u.port === "" && knownHost(u.hostname) ? null : "unknown-service";
}

/** The sentence of a refusal. */
export function refusalMessage(r: EndpointRefusal): string {
  switch (r) {
    case "not-a-url":
      return "the endpoint is not a URL";
    case "not-https":
      return "the endpoint must be an https URL of a known push service";
    case "unknown-service":
      return "the endpoint is not one of the known push services (Google, Mozilla, Apple, Microsoft)";
    case "credentials":
      return "the endpoint must not carry a user name or password";
  }
}
