import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  priceHistoryResponseSchema,
  priceMetricsResponseSchema,
  pricePredictionsResponseSchema,
  recentPriceChangesResponseSchema,
} from '@contracts/api/prices';
import { sampleBacktest } from '@contracts/api/samples/price-backtest';
import { bootstrapStaticSchema, type BootstrapStatic, type FplElement } from '@contracts/fpl/index';
import { testApp } from './test-support/test-app';
import type { Database } from '../db/client';
import { testDatabases } from '../db/testing';
import { capturePrices } from '../services/prices/capture';
import { storedBacktestsRepository } from '../db/repositories/stored-backtests';
import { storedModel, WINDOW_MODEL } from '@engine/prices';
import { parseUkTime } from '../services/prices/uk-day';
import { fakeSource } from './test-support/fake-source';
import { bootstrap } from './test-support/payloads';

const NOW = new Date('2025-09-11T12:00:00Z');

function edit(
  b: BootstrapStatic,
  id: number,
  change: (e: FplElement) => Partial<FplElement>,
): BootstrapStatic {
  return { ...b, elements: b.elements.map((e) => (e.id === id ? { ...e, ...change(e) } : e)) };
}

describe.each(testDatabases())('price API on $name', (testDb) => {
  let db: Database;
  let close: () => Promise<void>;
  let app: FastifyInstance;
  let data: BootstrapStatic;
  let capture: (at: string) => Promise<unknown>;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    ({ db, close } = await testDb.open());
    data = bootstrapStaticSchema.parse(bootstrap());
    const fpl = fakeSource({ bootstrapStatic: async () => ({ data, fetchedAt: NOW, stale: false }) });
    app = await testApp({ fpl, db, now: () => NOW });
    capture = (at: string) =>
      capturePrices({ db, fpl, now: () => new Date(at), captureMinutes: parseUkTime('03:00') });
    // Day 1 as in the payload; on day 2 player 3 rises (+25,000 in that day) and player 4 falls.
    await capture('2025-09-10T12:00:00Z');
    data = edit(data, 3, (e) => ({
      now_cost: 44,
      cost_change_event: 1,
      cost_change_start: 1,
      transfers_in: e.transfers_in + 25_000,
    }));
    data = edit(data, 4, () => ({
      now_cost: 43,
      cost_change_event: -1,
      cost_change_start: -1,
      selected_by_percent: '9.87',
    }));
    await capture('2025-09-11T12:00:00Z');
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it('serves the season’s changes newest first with the spec fields and the season counts', async () => {
    const res = await get('/api/price-changes/recent');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
    const body = recentPriceChangesResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      season: '2025-26',
      last_capture_date: '2025-09-11',
      rises_this_season: 1,
      falls_this_season: 1,
    });
    expect(body.changes.map((c) => [c.player_id, c.direction])).toEqual([
      [4, 'fall'],
      [3, 'rise'],
    ]);
    expect(body.changes[1]).toMatchObject({
      player_name: 'Player3',
      team_name: 'Bournemouth',
      team_short_name: 'BOU',
      position: 'Defender',
      element_type: 2,
      change_date: '2025-09-11',
      change_amount: 1,
      old_price: 43,
      current_price: 44,
      start_price: 43,
      total_change: 1,
      gameweek_change: 1,
      ownership: 10,
      transfers_in: 25_000,
      transfers_out: 0,
    });
    expect(body.changes[0]).toMatchObject({
      old_price: 44,
      current_price: 43,
      total_change: -1,
      ownership: 9.87,
    });
  });

  it('serves a player’s daily series for the chart, 404 for an unknown player, 400 for a bad id', async () => {
    const body = priceHistoryResponseSchema.parse((await get('/api/price-history/3')).json());
    expect(body).toMatchObject({
      player_id: 3,
      player_name: 'Player3',
      season: '2025-26',
      start_price: 43,
      current_price: 44,
    });
    expect(body.points).toEqual([
      { date: '2025-09-10', price: 43, ownership: 10, transfers_in: 10, transfers_out: 5 },
      { date: '2025-09-11', price: 44, ownership: 10, transfers_in: 25_000, transfers_out: 0 },
    ]);
    const missing = await get('/api/price-history/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: 'not_found',
      message: 'There is no player 999 in the current game.',
    });
    expect((await get('/api/price-history/0')).json()).toEqual({
      error: 'invalid_id',
      message: 'Player ID must be a positive whole number',
    });
  });

  it('predicts with the model from net transfers since each player’s last captured change', async () => {
    const saved = data;
    // Player 3 changed on day 2: 62,950 out since is 89.9% of the 70,000 fall threshold (0.2% of 10M + 5% of 1M owners).
    data = edit(data, 3, (e) => ({ transfers_out: e.transfers_out + 62_950 }));
    // Player 5 never changed: 153,000 net since the first capture is 102% of the 150,000 rise threshold.
    data = edit(data, 5, (e) => ({ transfers_in: e.transfers_in + 153_000 }));
    const res = await get('/api/price-predictions');
    data = saved;
    expect(res.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
    const body = pricePredictionsResponseSchema.parse(res.json());
    // No backtest is stored: the spec's rule makes the calls, and the response says so.
    expect([body.source, body.method]).toEqual(['model', 'threshold-rule']);
    expect(body.as_of).toBe(NOW.toISOString());
    expect(
      body.predictions.map((p) => [p.player_id, p.predicted_change, p.probability, p.confidence]),
    ).toEqual([
      [5, 1, 'Very High', 100],
      [3, -1, 'High', 90],
    ]);
    expect(body.predictions[0]?.reason).toBe(
      'Net +153,000 transfers since tracking began (no change seen): 102% of the 150,000 needed to rise',
    );
    expect(body.predictions[1]?.reason).toBe(
      'Net -62,950 transfers since the last change: 90% of the 70,000 needed to fall',
    );
  });

  it('counts from a change captured after an earlier answer, not from what that answer saw', async () => {
    const called = async () =>
      pricePredictionsResponseSchema.parse((await get('/api/price-predictions')).json()).predictions;
    // Player 8: a million net transfers in since tracking began, a rise called.
    data = edit(data, 8, (e) => ({ transfers_in: e.transfers_in + 1_000_000 }));
    expect((await called()).map((p) => p.player_id)).toContain(8);
    // He rises, and the next day's capture records it: his count starts again from that change.
    // (He stays so for the tests below, as the captures now say.)
    data = edit(data, 8, (e) => ({
      now_cost: e.now_cost! + 1,
      cost_change_event: 1,
      cost_change_start: e.cost_change_start + 1,
    }));
    await capture('2025-09-12T12:00:00Z');
    expect((await called()).map((p) => p.player_id)).not.toContain(8);
  });

  it('uses the game’s own figures when the bootstrap carries them', async () => {
    const saved = data;
    data = edit(data, 6, () => ({
      price_change_percent: '91.5',
      price_change_projections: [{ offset: 0, projected_percent: '101.0', likelihood: 4 }],
    }));
    const body = pricePredictionsResponseSchema.parse((await get('/api/price-predictions')).json());
    const metrics = priceMetricsResponseSchema.parse((await get('/api/price-predictions/metrics')).json());
    data = saved;
    expect(body.source).toBe('official');
    expect(body.predictions.map((p) => [p.player_id, p.probability, p.progress_percent])).toEqual([
      [6, 'Very High', 101],
    ]);
    expect([metrics.prediction_source, metrics.prediction_method]).toEqual(['official', 'official']);
  });

  it('reports measured metrics only: active players, captured days, and the stored backtest or null', async () => {
    data = edit(data, 15, () => ({ status: 'u' }));
    const before = priceMetricsResponseSchema.parse((await get('/api/price-predictions/metrics')).json());
    expect(before).toEqual({
      prediction_source: 'model',
      prediction_method: 'threshold-rule',
      active_players: 14,
      captured_days: 3,
      backtest: null,
    });

    const backtest = sampleBacktest();
    await storedBacktestsRepository(db).prices.store(backtest);
    const after = priceMetricsResponseSchema.parse((await get('/api/price-predictions/metrics')).json());
    expect(after.backtest).toEqual(backtest);

    // The predictions' chance now comes from the stored run's calibration: 102% of a rise is past
    // the sample's 100% step (0.4); 90% of a fall is on its 300% step (0.3).
    data = edit(data, 3, (e) => ({ transfers_out: e.transfers_out + 62_950 }));
    data = edit(data, 5, (e) => ({ transfers_in: e.transfers_in + 153_000 }));
    const predicted = pricePredictionsResponseSchema.parse((await get('/api/price-predictions')).json());
    expect(predicted.predictions.map((p) => [p.player_id, p.chance])).toEqual([
      [5, 0.4],
      [3, 0.3],
    ]);
  });

  it('makes the live calls with the model stored by the latest backtest', async () => {
    await storedBacktestsRepository(db).prices.store(sampleBacktest({ model: storedModel(WINDOW_MODEL) }));
    // Player 5: 153,000 since the first capture, the rule's Very High rise, but nothing this
    // gameweek: the model's 10%, not listed. Player 7: +300,000 this gameweek (3% of 10M
    // managers): the model's 60% rise, called from 50%.
    data = edit(data, 5, (e) => ({ transfers_in: e.transfers_in + 153_000 }));
    data = edit(data, 7, (e) => ({ transfers_in: e.transfers_in + 300_000, transfers_in_event: 300_000 }));
    const predicted = pricePredictionsResponseSchema.parse((await get('/api/price-predictions')).json());
    const metrics = priceMetricsResponseSchema.parse((await get('/api/price-predictions/metrics')).json());
    expect(predicted.method).toBe('fitted-model');
    expect(metrics.prediction_method).toBe('fitted-model');
    expect(predicted.predictions.map((p) => [p.player_id, p.probability, p.chance])).toEqual([
      [7, 'Very High', 0.6],
    ]);
    expect(predicted.predictions[0]?.reason).toMatch(
      /^Fitted model: 60% chance of a rise by the next deadline \(it calls one from 50%\); net \+300,0\d\d transfers/,
    );
  });
});
