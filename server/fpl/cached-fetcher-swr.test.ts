import { describe, expect, it } from 'vitest';
import { createCachedFetcher } from './cached-fetcher';
import { currentReadContext, runWithReadContext } from './read-context';
import { UpstreamError } from './source';

function clock(start = Date.UTC(2025, 7, 15, 12)) {
  let t = start;
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
}

/** A load that resolves with `value` after `ms` of real time. */
const slow =
  <T>(value: T, ms: number) =>
  () =>
    new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const elapsed = async <T>(run: () => Promise<T>) => {
  const start = performance.now();
  const result = await run();
  return { result, ms: performance.now() - start };
};

describe('createCachedFetcher: stale-while-revalidate and deadlines', () => {
  it('answers with the expired copy, marked stale, when the refresh is slow, and keeps refreshing', async () => {
    const c = clock();
    const fetcher = createCachedFetcher({ now: c.now, staleAnswerMs: 50 });
    const first = await fetcher.get('k', 1000, async () => 'old');
    c.advance(5000);
    const { result, ms } = await elapsed(() => fetcher.get('k', 1000, slow('new', 300)));
    expect(result).toEqual({ data: 'old', fetchedAt: first.fetchedAt, stale: true });
    expect(ms).toBeLessThan(250);
    expect(fetcher.servingStale()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await fetcher.get('k', 1000, async () => 'unused')).toMatchObject({ data: 'new', stale: false });
    expect(fetcher.servingStale()).toBe(false);
  });

  it('answers a request reading several expired copies in turn within one stale budget', async () => {
    const c = clock();
    const fetcher = createCachedFetcher({ now: c.now, staleAnswerMs: 200 });
    await fetcher.get('a', 1000, async () => 'a');
    await fetcher.get('b', 1000, async () => 'b');
    c.advance(5000);
    const { result, ms } = await elapsed(() =>
      runWithReadContext(async () => {
        await fetcher.get('a', 1000, slow('a2', 1000));
        return fetcher.get('b', 1000, slow('b2', 1000));
      }),
    );
    expect(result).toMatchObject({ data: 'b', stale: true });
    expect(ms).toBeLessThan(380); // two budgets in a row would take 400 ms
  });

  it('waits for a refresh that arrives within the stale budget', async () => {
    const c = clock();
    const fetcher = createCachedFetcher({ now: c.now, staleAnswerMs: 500 });
    await fetcher.get('k', 1000, async () => 'old');
    c.advance(5000);
    expect(await fetcher.get('k', 1000, slow('new', 20))).toMatchObject({ data: 'new', stale: false });
  });

  it('fails with timeout at the deadline when nothing is cached; the load still fills the cache', async () => {
    const fetcher = createCachedFetcher({ now: clock().now, deadlineMs: 50 });
    const { result, ms } = await elapsed(() =>
      fetcher.get('k', 60_000, slow('late', 200)).catch((e: unknown) => e),
    );
    expect(result).toBeInstanceOf(UpstreamError);
    expect(result).toMatchObject({ kind: 'timeout' });
    expect(ms).toBeLessThan(180);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await fetcher.get('k', 60_000, async () => 'unused')).data).toBe('late');
  });

  it('counts the deadline from the start of the request, across several reads', async () => {
    const fetcher = createCachedFetcher({ now: clock().now, deadlineMs: 150 });
    const { result, ms } = await elapsed(() =>
      runWithReadContext(async () => {
        await fetcher.get('a', 60_000, slow('a', 100));
        return fetcher.get('b', 60_000, slow('b', 100)).catch((e: unknown) => e);
      }),
    );
    expect(result).toMatchObject({ kind: 'timeout' });
    expect(ms).toBeLessThan(260);
  });

  it('records the oldest fetch time and staleness in the request context', async () => {
    const c = clock();
    const fetcher = createCachedFetcher({ now: c.now, staleAnswerMs: 10 });
    await fetcher.get('old', 1000, async () => 1);
    const oldAt = c.now();
    c.advance(5000);
    const context = await runWithReadContext(async () => {
      await fetcher.get('new', 1000, async () => 2);
      await fetcher.get('old', 1000, () => Promise.reject(new UpstreamError('unavailable', 'down')));
      return currentReadContext();
    });
    expect(context).toMatchObject({ oldestFetchedAt: oldAt, stale: true });
  });

  it('remembers not_found for its TTL without loading again', async () => {
    const c = clock();
    const fetcher = createCachedFetcher({ now: c.now, notFoundTtlMs: 30_000 });
    let calls = 0;
    const gone = () => {
      calls++;
      return Promise.reject(new UpstreamError('not_found', 'no such manager'));
    };
    for (let i = 0; i < 5; i++)
      await expect(fetcher.get('k', 1000, gone)).rejects.toMatchObject({ kind: 'not_found' });
    expect(calls).toBe(1);
    c.advance(30_000);
    await expect(fetcher.get('k', 1000, gone)).rejects.toMatchObject({ kind: 'not_found' });
    expect(calls).toBe(2);
  });
});

describe('createCachedFetcher: after upstream comes back', () => {
  it('does not keep answering stale behind a refresh started while upstream hung', async () => {
    const c = clock();
    const fetcher = createCachedFetcher({ now: c.now, staleAnswerMs: 50 });
    await fetcher.get('league', 1000, async () => 'old table');
    await fetcher.get('bootstrap', 1000, async () => 'old bootstrap');
    c.advance(5000);
    // Upstream hangs: the league's refresh is stuck in its attempt (a 10 s timeout, then retries).
    let release: (value: string) => void = () => {};
    const hung = () => new Promise<string>((resolve) => (release = resolve));
    expect(await fetcher.get('league', 1000, hung)).toMatchObject({ data: 'old table', stale: true });
    // Upstream is back: the status line's read succeeds, so it says fresh...
    expect(await fetcher.get('bootstrap', 1000, async () => 'new bootstrap')).toMatchObject({ stale: false });
    expect(fetcher.servingStale()).toBe(false);
    // ...and so does the league: it is read again rather than waiting behind the hung refresh.
    expect(await fetcher.get('league', 1000, async () => 'new table')).toMatchObject({
      data: 'new table',
      stale: false,
    });
    // The hung refresh's late answer does not replace the newer copy.
    release('table from the hung refresh');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await fetcher.get('league', 1000, async () => 'unused')).toMatchObject({ data: 'new table' });
  });

  it('still shares one slow refresh while nothing else has succeeded since it started', async () => {
    const c = clock();
    const fetcher = createCachedFetcher({ now: c.now, staleAnswerMs: 50 });
    await fetcher.get('k', 1000, async () => 'old');
    c.advance(5000);
    let loads = 0;
    const counted = () => {
      loads++;
      return new Promise<string>((resolve) => setTimeout(() => resolve('new'), 300));
    };
    expect(await fetcher.get('k', 1000, counted)).toMatchObject({ stale: true });
    expect(await fetcher.get('k', 1000, counted)).toMatchObject({ stale: true });
    expect(loads).toBe(1);
  });
});
