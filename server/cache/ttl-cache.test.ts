import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

function counting(fail: (key: string) => boolean = () => false) {
  const loads: string[] = [];
  let clock = 1_000;
  const cache = createTtlCache({
    ttlMs: 100,
    now: () => new Date(clock),
    maxSize: 2,
    load: async (key: string) => {
      loads.push(key);
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (fail(key)) throw new Error(`no ${key}`);
      return `${key}@${clock}`;
    },
  });
  return { cache, loads, advance: (ms: number) => (clock += ms) };
}

describe('TTL cache', () => {
  it('loads a key once for concurrent reads and serves it until the TTL passes', async () => {
    const { cache, loads, advance } = counting();
    expect(await Promise.all([cache.get('a'), cache.get('a')])).toEqual(['a@1000', 'a@1000']);
    advance(99);
    expect(await cache.get('a')).toBe('a@1000');
    advance(2);
    expect(await cache.get('a')).toBe('a@1101');
    expect(loads).toEqual(['a', 'a']);
  });

  it('does not keep a failure', async () => {
    const { cache, loads } = counting((key) => key === 'x');
    await expect(cache.get('x')).rejects.toThrow('no x');
    await expect(cache.get('x')).rejects.toThrow('no x');
    expect(loads).toEqual(['x', 'x']);
  });

  it('drops the least recently used value past its size budget', async () => {
    const { cache, loads } = counting();
    await cache.get('a');
    await cache.get('b');
    await cache.get('a');
    await cache.get('c');
    await cache.get('a');
    await cache.get('b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });
});
