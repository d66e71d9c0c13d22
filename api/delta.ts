/**
 * The SSE `delta` of one viewer: the changes that turn the envelope it holds (version `base`) into the
 * next one (`seq`), computed from those two envelopes alone (never from the game state), so a delta
 * can carry nothing the full envelope would not. `diff` runs on the server, `patch` in the browser
 * and the tools.
 */
import type { Delta, DeltaOp, Envelope } from "./contract.ts";

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const isObject = (x: Json): x is { [k: string]: Json } | Json[] => typeof x === "object" && x !== null;
const join = (path: string, k: string) => path ? `${path}/${k}` : k;

/**
 * Appends to `ops` what turns `a` into `b` at `path`: a changed scalar, an array whose length changed,
 * an object with a key a path cannot name (a slash, `__proto__`) are set whole.
 */
function walk(a: Json, b: Json, path: string, ops: DeltaOp[]): void {
  if (a === b) return;
  const whole = () => void ops.push([path, b]);
  if (!isObject(a) || !isObject(b) || Array.isArray(a) !== Array.isArray(b)) return whole();
  if (Array.isArray(a) && a.length !== (b as Json[]).length) return whole();
  const keys = Object.keys(b), gone = Object.keys(a).filter((k) => !Object.hasOwn(b, k));
  if ([...keys, ...gone].some((k) => k.includes("/") || k === "__proto__")) return whole();
  for (const k of gone) ops.push([join(path, k)]);
  for (const k of keys) {
    const bk = (b as Record<string, Json>)[k];
    if (!Object.hasOwn(a, k)) ops.push([join(path, k), bk]);
    else walk((a as Record<string, Json>)[k], bk, join(path, k), ops);
  }
}

/** The delta from `prev` (the viewer's envelope of seq `prev.seq`) to `next` (JSON values both). */
export function diff(prev: Envelope, next: Envelope): Delta {
  const ops: DeltaOp[] = [];
  walk(prev as unknown as Json, next as unknown as Json, "", ops);
  return { seq: next.seq, base: prev.seq, ops };
}

/**
 * The envelope a delta makes of the one the client holds: that one when the delta is not newer, a new
 * one when it applies to exactly that version, null when the client lacks its base (fetch it whole).
 */
export function patch(held: Envelope, d: Delta): Envelope | null {
  if (d.seq <= held.seq) return held;
  if (d.base !== held.seq) return null;
  const out = structuredClone(held);
  for (const [path, ...value] of d.ops) {
    const keys = path.split("/");
    const last = keys.pop()!;
    // Every key but the last names an object or an array (the delta was made from this envelope's shape).
    let at = out as unknown as Record<string, unknown>;
    for (const k of keys) at = at[k] as Record<string, unknown>;
    if (value.length) at[last] = value[0];
    else delete at[last];
  }
  return out;
}
