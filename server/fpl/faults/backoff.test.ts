import { describe, expect, it } from 'vitest';
import { expectWellBehaved, rigPerTest, type FaultRig } from './harness';

// The app's requests against a failing upstream: how many reach it.
const startRig = rigPerTest();

async function getSequentially(r: FaultRig, url: string, times: number) {
  for (let i = 0; i < times; i++) expectWellBehaved(await r.get(url));
}

describe('back-off memory through the API', () => {
  it('Retry-After 120 answered once: 50 client requests make one upstream call', async () => {
    const rig = await startRig();
    rig.upstream.mode = 'rate-limited-429';
    await getSequentially(rig, '/api/fixtures', 50);
    expect(rig.upstream.calls).toBe(1);
  });

  it('upstream 500: 50 sequential client requests make a handful of upstream calls', async () => {
    const rig = await startRig();
    rig.upstream.mode = 'server-error-500';
    await getSequentially(rig, '/api/fixtures', 50);
    expect(rig.upstream.calls).toBeLessThanOrEqual(5);
  });

  it('remembers an unknown manager: the second request answers 404 without asking upstream', async () => {
    const rig = await startRig();
    for (let i = 0; i < 2; i++) {
      const a = await rig.get('/api/manager/424242');
      expect(a.status).toBe(404);
      expect(a.body).toMatchObject({ error: 'not_found' });
    }
    expect(rig.upstream.calls).toBe(1);
  });
});
