/**
 * A small seeded random stream for the engine (no Math.random): a key is hashed to a 32-bit seed
 * (FNV-1a), and the seed drives mulberry32 (Tommy Ettinger's 32-bit generator: full period 2^32,
 * passes gjrand and PractRand to 2^32 outputs, ample for 10,000 seasons of a few hundred draws).
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
