import { describe, expect, it } from 'vitest';
import { createCachedFetcher } from './cached-fetcher';
import { UpstreamError } from './source';

function clock(start = Date.UTC(2025, 7, 15, 12)) {
  let t = start;
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
}

function counter<T>(answers: Array<T | Error>) {
  let calls = 0;
  const load = async (): Promise<T> => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    if (answer instanceof Error) throw answer;
    return answer as T;
  };
  return { load, calls: () => calls };
}

describe('createCachedFetcher', () => {
  it('serves a copy younger than its TTL without loading again', async () => {
    const c = clock();
    const fetcher = createCachedFetcher({ now: c.now });
    const src = counter(['first', 'second']);
    const a = await fetcher.get('k', 60_000, src.load);
    c.advance(59_999);
    const b = await fetcher.get('k', 60_000, src.load);
    expect([a.data, b.data]).toEqual(['first', 'first']);
    expect(b.fetchedAt).toEqual(a.fetchedAt);
    expect(src.calls()).toBe(1);
  });

  it('loads again once the TTL has passed', async () => {
    const c = clock();
    const fetcher = createCachedFetcher({ now: c.now });
    const src = counter(['first', 'second']);
    await fetcher.get('k', 60_000, src.load);
    c.advance(60_000);
    const again = await fetcher.get('k', 60_000, src.load);
    expect(again).toEqual({ data: 'second', fetchedAt: c.now(), stale: false });
    expect(src.calls()).toBe(2);
  });

  it('keeps copies per key', async () => {
    const fetcher = createCachedFetcher({ now: clock().now });
    expect((await fetcher.get('a', 1000, async () => 1)).data).toBe(1);
    expect((await fetcher.get('b', 1000, async () => 2)).data).toBe(2);
  });

  it('shares one load between ten concurrent identical requests', async () => {
    const fetcher = createCachedFetcher({ now: clock().now });
    let calls = 0;
    let release: (value: string) => void = () => {};
    const load = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const all = Promise.all(Array.from({ length: 10 }, () => fetcher.get('k', 1000, load)));
    release('shared');
    expect((await all).map((r) => r.data)).toEqual(Array(10).fill('shared'));
    expect(calls).toBe(1);
  });

  it('returns the last good copy marked stale when a later load fails', async () => {
    const c = clock();
    const fetcher = createCachedFetcher({ now: c.now });
    const src = counter<string>(['good', new UpstreamError('unavailable', 'down')]);
    const first = await fetcher.get('k', 1000, src.load);
    c.advance(5000);
    const second = await fetcher.get('k', 1000, src.load);
    expect(second).toEqual({ data: 'good', fetchedAt: first.fetchedAt, stale: true });
  });

  it('does not hide invalid_id behind a stale copy', async () => {
    const c = clock();
    const fetcher = createCachedFetcher({ now: c.now });
    const src = counter<string>(['good', new UpstreamError('invalid_id', 'wrong')]);
    await fetcher.get('k', 1000, src.load);
    c.advance(5000);
    await expect(fetcher.get('k', 1000, src.load)).rejects.toMatchObject({ kind: 'invalid_id' });
  });

  it('serves the copy marked stale when something it served before answers 404, and asks again next time', async () => {
    const c = clock();
    const fetcher = createCachedFetcher({ now: c.now });
    const src = counter<string>(['good', new UpstreamError('not_found', 'gone'), 'back']);
    const first = await fetcher.get('k', 1000, src.load);
    c.advance(5000);
    expect(await fetcher.get('k', 1000, src.load)).toEqual({
      data: 'good',
      fetchedAt: first.fetchedAt,
      stale: true,
    });
    expect((await fetcher.get('k', 1000, src.load)).data).toBe('back');
  });

  it('rethrows the failure when there is no earlier copy, and loads again on the next call', async () => {
    const fetcher = createCachedFetcher({ now: clock().now });
    const src = counter<string>([new UpstreamError('unavailable', 'down'), 'recovered']);
    await expect(fetcher.get('k', 1000, src.load)).rejects.toMatchObject({ kind: 'unavailable' });
    expect((await fetcher.get('k', 1000, src.load)).data).toBe('recovered');
  });

  it('does not keep a loader that throws at once as an answer for later calls', async () => {
    const fetcher = createCachedFetcher({ now: clock().now });
    const throwing = () => {
      throw new UpstreamError('unavailable', 'sync failure');
    };
    await expect(fetcher.get('k', 1000, throwing)).rejects.toThrow('sync failure');
    expect((await fetcher.get('k', 1000, async () => 'ok')).data).toBe('ok');
  });

  it('reports when the last load succeeded', async () => {
    const c = clock();
    const fetcher = createCachedFetcher({ now: c.now });
    expect(fetcher.lastSuccessAt()).toBeNull();
    await fetcher.get('k', 1000, async () => 1);
    const firstAt = c.now();
    c.advance(2000);
    await fetcher.get('k', 1000, async () => Promise.reject(new UpstreamError('unavailable', 'down')));
    expect(fetcher.lastSuccessAt()).toEqual(firstAt);
  });

  it('drops the least recently used copies beyond maxEntries', async () => {
    const fetcher = createCachedFetcher({ now: clock().now, maxEntries: 2 });
    const src = counter([1, 2, 3, 4]);
    await fetcher.get('a', 60_000, src.load);
    await fetcher.get('b', 60_000, src.load);
    await fetcher.get('c', 60_000, src.load);
    expect((await fetcher.get('a', 60_000, src.load)).data).toBe(4);
  });
});
