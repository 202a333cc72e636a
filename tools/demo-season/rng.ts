import { poissonSample } from '../../engine/random';

/**
 * Seeded randomness for the demo season.
 *
 * Seed splitting: every independent part of the simulation asks for its own stream with
 * `rngFor(seed, 'match', 2025, fixtureId)`. The labels are hashed together with the seed
 * (cyrb128) into the 128-bit state of an sfc32 generator, so a stream depends only on the seed
 * and its labels. Drawing more or fewer numbers in one part (one more manager, one more goal)
 * never shifts the numbers another part sees, and results for gameweek 5 are the same whatever
 * gameweek the snapshot is frozen at.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Standard normal (Box-Muller). */
  normal(): number;
  /** Poisson-distributed count with mean lambda. */
  poisson(lambda: number): number;
  /** One item, uniformly. Throws on an empty list. */
  pick<T>(items: readonly T[]): T;
  /** Index drawn with probability proportional to weights (non-negative, not all zero). */
  weighted(weights: readonly number[]): number;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
}

/** cyrb128: a fast 128-bit string hash, good enough to seed a PRNG (not cryptographic). */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** sfc32 (Small Fast Counting): 128-bit state, passes PractRand; returns floats in [0, 1). */
function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

export function rngFor(seed: number, ...labels: (string | number)[]): Rng {
  const [a, b, c, d] = cyrb128(`${seed}|${labels.join('|')}`);
  const raw = sfc32(a, b, c, d);
  // Discard the first outputs: sfc32 needs a few rounds to mix a hashed state.
  for (let i = 0; i < 12; i++) raw();
  return wrap(raw);
}

function wrap(next: () => number): Rng {
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    normal: () => {
      const u = 1 - next();
      const v = next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    poisson: (lambda) => {
      // No draw for a zero mean, so a part that cannot happen does not shift the stream.
      if (lambda <= 0) return 0;
      return poissonSample(lambda, next);
    },
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (weights) => {
      let total = 0;
      for (const w of weights) total += w;
      if (!(total > 0)) throw new Error('weighted pick needs a positive total weight');
      let r = next() * total;
      for (let i = 0; i < weights.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
    shuffle: (items) => {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const tmp = out[i] as (typeof out)[number];
        out[i] = out[j] as (typeof out)[number];
        out[j] = tmp;
      }
      return out;
    },
  };
  return rng;
}

/** Mixes integers into a uniform [0, 1) without state (a stateless hash, for per-pair noise). */
export function hashUnit(seed: number, a: number, b: number, c: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(a + 0x632be5ab, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) ^ Math.imul(b + 0x1b873593, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 13), 0x297a2d39) ^ Math.imul(c + 0x5bd1e995, 0x165667b1);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/**
 * Roughly standard-normal noise fixed by its integer key (sum of three hashed uniforms): how one
 * manager rates one player, without a stream whose order would couple managers to each other.
 */
export function hashNoise(seed: number, a: number, b: number, c: number): number {
  return (
    2 *
    (hashUnit(seed, a, b, c * 3) + hashUnit(seed, a, b, c * 3 + 1) + hashUnit(seed, a, b, c * 3 + 2) - 1.5)
  );
}
