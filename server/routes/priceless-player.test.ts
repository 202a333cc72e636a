import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceHistoryResponseSchema } from '@contracts/api/prices';
import { statusSchema } from '@contracts/status';
import { memoryApp } from './test-support/memory-source';
import { snapshotFiles } from './test-support/snapshot';

// A player whose price the game sends as null stays on every screen; what needs his price leaves
// him out or shows it as unknown, and the status line names the field.
type Json = Record<string, unknown>;
const BOOTSTRAP = 'bootstrap-static.json';

describe('a player whose now_cost is null upstream', () => {
  let s: Awaited<ReturnType<typeof memoryApp>>;
  let player: Json;
  beforeAll(async () => {
    const files = snapshotFiles();
    const bootstrap = structuredClone(files[BOOTSTRAP]) as { elements: Json[] };
    player = bootstrap.elements[0]!;
    player.now_cost = null;
    s = await memoryApp({ ...files, [BOOTSTRAP]: bootstrap });
  });
  afterAll(() => s.close());
  const get = (url: string) => s.app.inject({ method: 'GET', url });

  it('is still relayed, with his price null, and the status line names the field', async () => {
    const elements = (await get('/api/bootstrap-static')).json<{ elements: Json[] }>().elements;
    expect(elements.find((e) => e.id === player.id)).toMatchObject({
      web_name: player.web_name,
      now_cost: null,
    });
    const status = statusSchema.parse((await get('/api/status')).json());
    expect(status.dataWarnings).toContain('element.now_cost');
  });

  it('still has a price history page, with the current price unknown', async () => {
    const res = await get(`/api/price-history/${String(player.id)}`);
    expect(res.statusCode).toBe(200);
    const history = priceHistoryResponseSchema.parse(res.json());
    expect(history).toMatchObject({ player_id: player.id, current_price: null, start_price: null });
  });

  it('leaves the screens that need a price answering, without him', async () => {
    for (const url of ['/api/price-predictions', '/api/transfer-planner', '/api/captain-candidates']) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
  });
});
