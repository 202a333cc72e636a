import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER, snapshotApp, type SnapshotApp } from './test-support/snapshot';

// The test season is in gameweek 6 and records no live scores.
describe('GET /api/manager/:id/live before the scores exist', () => {
  let s: SnapshotApp;
  beforeAll(async () => {
    s = await snapshotApp();
  });
  afterAll(() => s.close());
  const get = (url: string) => s.app.inject({ method: 'GET', url });

  it('answers 404 for a gameweek that has not started', async () => {
    const res = await get(`/api/manager/${MANAGER}/live?gameweek=7`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Gameweek 7 has not started yet.' });
  });

  it('answers 404 naming the gameweek when the game has no live scores for it', async () => {
    const res = await get(`/api/manager/${MANAGER}/live`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'No live scores found for gameweek 6' });
  });
});
