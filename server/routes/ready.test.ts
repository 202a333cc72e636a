import { afterAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@contracts/errors';
import { readySchema } from '@contracts/status';
import { testApp } from './test-support/test-app';
import { preparationState } from '../jobs/preparation/state';
import { fakeSource } from './test-support/fake-source';

describe('GET /api/ready', () => {
  const preparation = preparationState();
  const apps: Array<Awaited<ReturnType<typeof testApp>>> = [];
  const build = async (withPreparation: boolean) => {
    const app = await testApp({ fpl: fakeSource(), ...(withPreparation ? { preparation } : {}) });
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('answers 503 with the reason while the first start prepares, then 200', async () => {
    const app = await build(true);
    const waiting = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(waiting.statusCode).toBe(503);
    expect(apiErrorSchema.parse(waiting.json())).toEqual({
      error: 'preparing',
      message: 'Past seasons and the accuracy of the models are still being prepared.',
    });
    expect(waiting.headers['cache-control']).toBe('no-store');
    preparation.finish();
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(readySchema.parse(ready.json())).toEqual({ ready: true });
  });

  it('is ready at once when nothing is prepared in the background', async () => {
    const app = await build(false);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
