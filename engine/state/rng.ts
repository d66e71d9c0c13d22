/** Seeded random numbers (sfc32); the generator's state is four integers kept in the game state. */

/** A fresh generator state from a 32-bit seed (splitmix32 spreads the seed over the four words). */
export function seedRng(seed: number): number[] {
  let x = seed >>> 0;
  const next = () => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const s = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextU32(s);
  return s;
}

/** Next unsigned 32-bit number; advances the state in place. */
export function nextU32(s: number[]): number {
  const a = s[0], b = s[1], c = s[2], d = s[3];
  const t = (((a + b) >>> 0) + d) >>> 0;
  s[3] = (d + 1) >>> 0;
  s[0] = (b ^ (b >>> 9)) >>> 0;
  s[1] = (c + (c << 3)) >>> 0;
  const r = ((c << 21) | (c >>> 11)) >>> 0;
  s[2] = (r + t) >>> 0;
  return t;
}

/** Uniform integer in [0, n). */
export function randInt(s: number[], n: number): number {
  return Math.floor((nextU32(s) / 4294967296) * n);
}

/** Shuffles an array in place (Fisher–Yates). */
export function shuffleInPlace<T>(s: number[], a: T[]): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = randInt(s, i + 1);
    const t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}

/** A seeded source of uniform integers in [0, n), for players and tools (never a game's own generator). */
export function randomSource(seed: number): (n: number) => number {
  const s = seedRng(seed >>> 0);
  return (n) => randInt(s, n);
}
