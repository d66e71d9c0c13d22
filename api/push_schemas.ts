/** Shapes of the push routes' bodies (valibot; the OpenAPI document uses them). */
import * as v from "valibot";

/** Longest endpoint accepted (the services' are well under it). */
export const MAX_ENDPOINT = 1024;

const Endpoint = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_ENDPOINT));
/** Base64url (a browser may pad it), between `min` and `max` characters. */
const B64 = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+={0,2}$/), v.minLength(min), v.maxLength(max));

/** PUT /api/games/:id/push: the browser's PushSubscription as JSON, and the language of the notices. */
export const PushSubscribeSchema = v.object({
  endpoint: Endpoint,
  expirationTime: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0))), null),
  keys: v.object({ p256dh: B64(86, 88), auth: B64(22, 24) }),
  /** The language of this device's notices (default: the page language of the request). */
  lang: v.optional(v.picklist(["en", "es"])),
});

/** DELETE /api/games/:id/push: the endpoint to forget. */
export const PushUnsubscribeSchema = v.object({ endpoint: Endpoint });

/** A checked PUT …/push body. */
export type PushSubscribeInput = v.InferOutput<typeof PushSubscribeSchema>;
