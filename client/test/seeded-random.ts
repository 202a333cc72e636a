/**
 * Uniform numbers in [0, 1) from a seed (mulberry32), for property tests: the same seed gives the
 * same values, so a failing case names a value that can be reproduced. The engine has its own
 * (`engine/standings/prng.ts`); client code may not import the engine.
 */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
