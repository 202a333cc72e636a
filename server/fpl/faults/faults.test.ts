import { describe, expect, it } from 'vitest';
import { FAULTS, type Fault } from './fault-upstream';
import {
  expectMarkedStale,
  expectRecovery,
  expectWellBehaved,
  isStale,
  RELAYED_URLS,
  rigPerTest,
} from './harness';

// Every relayed endpoint against every fault the official API has shown, with a cold cache (nothing
// to fall back on) and a warm one (an expired copy). Run alone with `npm run test:faults`.
const startRig = rigPerTest();

/** Faults after which a relayed answer may still be fresh: the payload is valid JSON of a known shape. */
const HARMLESS: Fault[] = ['drift-extra'];

describe.each(FAULTS)('upstream fault: %s', (fault) => {
  it('cold: answers within the bound with clean JSON errors, then recovers', async () => {
    const rig = await startRig();
    rig.upstream.mode = fault;
    const answers = await Promise.all(RELAYED_URLS.map((url) => rig.get(url)));
    for (const a of answers) {
      expectWellBehaved(a);
      if (HARMLESS.includes(fault)) expect(a.status, a.url).toBe(200);
      else if (a.status !== 200) expect([502, 503, 504], a.url).toContain(a.status);
    }
    await expectRecovery(rig, RELAYED_URLS);
  });

  it('warm: serves the expired copies marked stale within the bound, then recovers', async () => {
    const rig = await startRig();
    for (const url of RELAYED_URLS) {
      const fresh = await rig.get(url);
      expect(fresh.status, url).toBe(200);
      expect(isStale(fresh), url).toBe(false);
      expect(fresh.headers['x-data-fetched-at'], url).toEqual(expect.any(String));
    }
    rig.advance(10 * 60_000); // every copy (and the league tables) expired
    rig.upstream.mode = fault;
    const answers = await Promise.all(RELAYED_URLS.map((url) => rig.get(url)));
    for (const a of answers) {
      expectWellBehaved(a);
      if (HARMLESS.includes(fault)) expect(a.status, a.url).toBe(200);
      // A drifted payload may still be valid for what an endpoint needs; anything else is the old copy.
      else if (!fault.startsWith('drift-') || isStale(a)) expectMarkedStale(a);
    }
    const status = await rig.get('/api/status');
    expect(status.status).toBe(200);
    if (!HARMLESS.includes(fault) && answers.some(isStale))
      expect(status.body).toMatchObject({ stale: true });
    await expectRecovery(rig, RELAYED_URLS);
    expect((await rig.get('/api/status')).body).toMatchObject({ stale: false });
  });
});
