import { describe, expect, it } from 'vitest';
import { expectMarkedStale, expectWellBehaved, isStale, RELAYED_URLS, rigPerTest } from './harness';

// Upstream answers that deny what it served a minute ago, and payloads that cannot be used.
const startRig = rigPerTest();

describe('upstream 404 on what it served before', () => {
  it('serves every warm copy marked stale, and fresh copies as soon as upstream is back', async () => {
    const rig = await startRig();
    for (const url of RELAYED_URLS) expect((await rig.get(url)).status, url).toBe(200);
    rig.advance(10 * 60_000);
    rig.upstream.mode = 'not-found-404';
    for (const a of await Promise.all(RELAYED_URLS.map((url) => rig.get(url)))) expectMarkedStale(a);
    // Back within the same second (the clock stands still): no 404 is remembered, every read is fresh.
    rig.upstream.mode = 'normal';
    const pending = new Set(RELAYED_URLS);
    for (let round = 0; round < 20 && pending.size > 0; round++) {
      for (const a of await Promise.all([...pending].map((url) => rig.get(url)))) {
        expect(a.status, a.url).toBe(200);
        if (!isStale(a)) pending.delete(a.url);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect([...pending]).toEqual([]);
  });

  it('still answers 404 for a manager upstream never knew', async () => {
    const rig = await startRig();
    expect((await rig.get('/api/manager/424242')).status).toBe(404);
  });
});

describe('unusable payloads and the circuit breaker', () => {
  it.each(['truncated-json', 'drift-null'] as const)(
    '%s: 50 sequential client requests make a handful of upstream calls',
    async (fault) => {
      const rig = await startRig();
      rig.upstream.mode = fault;
      for (let i = 0; i < 50; i++) expectWellBehaved(await rig.get('/api/fixtures'));
      expect(rig.upstream.calls).toBeLessThanOrEqual(5);
    },
  );
});
