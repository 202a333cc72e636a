/**
 * The engine's one seeded random stream (the engine never calls Math.random): mulberry32, Tommy
 * Ettinger's 32-bit generator (full period 2^32, passes gjrand and PractRand to 2^32 outputs, ample for
 * 10,000 seasons of a few hundred draws), seeded by a number or by a key. A keyed stream gives the
 * same numbers for the same key on every machine, and one key's draws never shift another's.
 */

/** FNV-1a hash of the key's UTF-16 code units: equal keys, equal seeds. */
export function seedFromKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** FNV-1a, then MurmurHash3's 32-bit finaliser: nearby keys (fixture 1, 2, ...) get far-apart seeds. */
export function spreadSeedFromKey(key: string): number {
  let h = seedFromKey(key);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Uniform numbers in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Uniform numbers in [0, 1) named by a key (e.g. season, fixture and option). */
export const seededStream = (key: string): (() => number) => mulberry32(spreadSeedFromKey(key));

/** A Poisson count with mean `rate` by Knuth's multiplication method: fine for the small rates of
 * football (goals, cards, saves). */
export function poissonSample(rate: number, random: () => number): number {
  const limit = Math.exp(-rate);
  let k = 0;
  let p = random();
  while (p > limit) {
    k++;
    p *= random();
  }
  return k;
}
