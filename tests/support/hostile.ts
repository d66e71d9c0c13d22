/** What the hostile-request tests share: malformed Host headers, a KV snapshot, the console collected, junk values. */

/** Host headers no server may build links on (the last ones are valid URLs' hosts but not Hosts). */
export const BAD_HOSTS = [
  "evil.example x",
  "evil.example%0d%0aSet-Cookie:%20x=1",
  "evil.example%00",
  "a b:80",
  "ex.com:99999",
  "ex.com:",
  "[::1",
  "-ex.com",
  "user@ex.com",
  "ex.com/path",
  "ex.com?q",
  "ex.com#f",
];

/** Every key and versionstamp in KV, as one string (to see that nothing was written). */
export async function snapshot(kv: Deno.Kv): Promise<string> {
  const rows: string[] = [];
  for await (const e of kv.list({ prefix: [] })) rows.push(`${JSON.stringify(e.key)}@${e.versionstamp}`);
  return rows.join("\n");
}

/** Collects what the server writes to the console while `fn` runs. */
export async function quietly<T>(fn: () => Promise<T>): Promise<{ value: T; logged: string[] }> {
  const logged: string[] = [];
  const saved = { error: console.error, warn: console.warn };
  console.error = console.warn = (...args: unknown[]) => void logged.push(args.map(String).join(" "));
  try {
    return { value: await fn(), logged };
  } finally {
    Object.assign(console, saved);
  }
}

/** Random hostile values from `rnd`: a pick, an integer below n, junk strings and junk JSON values. */
export function junk(rnd: () => number) {
  const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)];
  const int = (n: number) => Math.floor(rnd() * n);
  const junkString = () => {
    const alphabet = Array.from('aZ09-_/\\"{}[]:,.\u0000\u00e9\ud83d\ude80\n\r\t %?#&=<>');
    return Array.from({ length: int(60) }, () => alphabet[int(alphabet.length)]).join("");
  };
  const junkValue = (depth = 0): unknown =>
    pick([
      () => null,
      () => int(1e6) - 5e5,
      () => rnd() * 1e300,
      () => -0,
      () => junkString(),
      () => rnd() < 0.5,
      () => (depth < 3 ? Array.from({ length: int(5) }, () => junkValue(depth + 1)) : []),
      () => (depth < 3 ? { type: pick(["play", "answer", "commit", "x"]), card: junkValue(depth + 1) } : {}),
      () => ({ __proto__: { polluted: true }, constructor: { prototype: 1 } }),
      () => 2 ** 53 + 1,
      () => "1e999",
    ])();
  return { pick, int, junkString, junkValue };
}
