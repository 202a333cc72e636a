/**
 * Seeded random streams for the displayed scorelines: a stream is named by a key (season, fixture
 * and option), so the same key always gives the same numbers, on every machine, and one option's
 * draws never shift another's. No Math.random (the engine is deterministic).
 */

/** FNV-1a over the key's UTF-16 units, then MurmurHash3's 32-bit finaliser to spread nearby keys. */
export function hash32(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Uniform numbers in [0, 1) from mulberry32 (Tommy Ettinger's 32-bit generator) seeded by the key. */
export function seededStream(key: string): () => number {
  let state = hash32(key);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
