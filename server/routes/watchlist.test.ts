import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  priceAlertsResponseSchema,
  watchlistItemSchema,
  watchlistResponseSchema,
} from '@contracts/api/watchlist';
import { bootstrapStaticSchema, type BootstrapStatic } from '@contracts/fpl/index';
import { testApp } from './test-support/test-app';
import type { Database } from '../db/client';
import { testDatabases } from '../db/testing';
import { capturePrices } from '../services/prices/capture';
import { parseUkTime } from '../services/prices/uk-day';
import { fakeSource } from './test-support/fake-source';
import { bootstrap } from './test-support/payloads';

/** A valid Add Player body for test player 3 (Player3, Bournemouth, Defender, 4.3m). */
const body = (over: Record<string, unknown> = {}) => ({
  playerId: 3,
  playerName: 'Player3',
  teamName: 'Bournemouth',
  position: 'Defender',
  currentPrice: 43,
  targetPrice: 45,
  alertOnRise: true,
  alertOnFall: false,
  notes: 'Cheap enabler',
  ...over,
});

const cookieOf = (res: LightMyRequestResponse) => String(res.headers['set-cookie']).split(';')[0] ?? '';

describe.each(testDatabases())('watchlist API on $name', (testDb) => {
  let db: Database;
  let close: () => Promise<void>;
  let app: FastifyInstance;
  let data: BootstrapStatic;
  const open = async () => {
    ({ db, close } = await testDb.open());
    data = bootstrapStaticSchema.parse(bootstrap());
    const fpl = fakeSource({ bootstrapStatic: async () => ({ data, fetchedAt: new Date(), stale: false }) });
    app = await testApp({ fpl, db });
  };
  const shut = async () => {
    await app.close();
    await close();
  };

  const post = (payload: unknown, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/watchlist',
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });
  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const del = (id: number | string, cookie?: string) =>
    app.inject({ method: 'DELETE', url: `/api/watchlist/${id}`, headers: cookie ? { cookie } : {} });

  describe('validation', () => {
    beforeAll(open);
    afterAll(shut);
    it.each([
      ['playerId', { playerId: 0 }, 'playerId: Choose a player'],
      ['playerId', { playerId: 2.5 }, 'playerId: playerId must be a whole number'],
      ['playerName', { playerName: '  ' }, 'playerName: playerName is required'],
      ['teamName', { teamName: 'x'.repeat(101) }, 'teamName: teamName must be at most 100 characters'],
      ['position', { position: 4 }, 'position: position must be text'],
      [
        'currentPrice',
        { currentPrice: 8.5 },
        'currentPrice: currentPrice must be a whole number of tenths (85 = £8.5m)',
      ],
      ['currentPrice', { currentPrice: 0 }, 'currentPrice: currentPrice must be above 0'],
      ['targetPrice', { targetPrice: -5 }, 'targetPrice: targetPrice must be above 0'],
      ['targetPrice', { targetPrice: 1001 }, 'targetPrice: targetPrice must be at most 1000 (£100m)'],
      ['alertOnRise', { alertOnRise: 'yes' }, 'alertOnRise: alertOnRise must be true or false'],
      ['alertOnFall', { alertOnFall: 1 }, 'alertOnFall: alertOnFall must be true or false'],
      ['notes', { notes: 'n'.repeat(501) }, 'notes: notes must be at most 500 characters'],
      // PostgreSQL cannot store NUL: it was a 500 on both databases.
      ['notes', { notes: 'Cheap\u0000enabler' }, 'notes: notes must not contain control characters'],
      ['notes', { notes: 'bell\u0007' }, 'notes: notes must not contain control characters'],
      [
        'playerName',
        { playerName: 'Player3\u001b' },
        'playerName: playerName must not contain control characters',
      ],
      ['a player not in the game', { playerId: 999 }, 'playerId: there is no player 999 in the current game'],
    ])('answers 400 for a bad %s', async (_field, over, message) => {
      const res = await post(body(over));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'bad_request', message });
      expect(res.headers['cache-control']).toBe('no-store');
      // Nothing was stored, so no owner id is handed out.
      expect(res.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('behaviour', () => {
    beforeEach(open);
    afterEach(shut);

    it('adds a player for a new browser: 201, the stored item with the official details, an owner cookie', async () => {
      const res = await post(body({ playerName: 'whatever the form said', currentPrice: 99 }));
      expect(res.statusCode).toBe(201);
      expect(res.headers['set-cookie']).toMatch(
        /^fpl_owner=[A-Za-z0-9_-]{22}; Path=\/api; Max-Age=34560000; HttpOnly; SameSite=Lax$/,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      const item = watchlistItemSchema.parse(res.json());
      // Every field as posted.
      expect(item).toMatchObject(body());

      const cookie = cookieOf(res);
      const list = await get('/api/watchlist', cookie);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(watchlistResponseSchema.parse(list.json())).toEqual([item]);
      // the cookie is kept, not replaced, on later writes
      expect((await post(body({ playerId: 4 }), cookie)).headers['set-cookie']).toBeUndefined();
    });

    it('accepts a body without a target price, alerts or notes', async () => {
      const res = await post({
        playerId: 5,
        playerName: 'Player5',
        teamName: 'Brighton',
        position: 'Defender',
        currentPrice: 45,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        targetPrice: null,
        alertOnRise: false,
        alertOnFall: false,
        notes: '',
      });
    });

    it('answers 409 when the browser already watches the player', async () => {
      const cookie = cookieOf(await post(body()));
      const res = await post(body({ notes: 'again' }), cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'conflict', message: 'Player3 is already on your watchlist.' });
    });

    it('keeps browsers apart: nobody lists, deletes or sees the alerts of another browser', async () => {
      const a = cookieOf(await post(body()));
      const b = cookieOf(await post(body({ playerId: 4 })));
      expect(a).not.toBe(b);
      const [itemA] = watchlistResponseSchema.parse((await get('/api/watchlist', a)).json());
      const listB = watchlistResponseSchema.parse((await get('/api/watchlist', b)).json());
      expect(listB.map((i) => i.playerId)).toEqual([4]);
      // another browser, and a browser with no cookie, cannot delete A's item
      expect((await del(itemA!.id, b)).statusCode).toBe(404);
      expect((await del(itemA!.id)).json()).toEqual({
        error: 'not_found',
        message: `There is no item ${itemA!.id} on your watchlist.`,
      });
      expect(watchlistResponseSchema.parse((await get('/api/watchlist', a)).json())).toHaveLength(1);
      // no cookie, or a forged malformed one: an empty list
      expect((await get('/api/watchlist')).json()).toEqual([]);
      expect((await get('/api/watchlist', 'fpl_owner=../../etc')).json()).toEqual([]);
      // the owner deletes it: 204, then it is gone
      const removed = await del(itemA!.id, a);
      expect(removed.statusCode).toBe(204);
      expect(removed.body).toBe('');
      expect((await del(itemA!.id, a)).statusCode).toBe(404);
      expect((await get('/api/watchlist', a)).json()).toEqual([]);
    });

    it('limits anonymous writes: past 60 a minute from one client, 429 JSON with Retry-After', async () => {
      const cookie = cookieOf(await post(body()));
      for (let i = 1; i < 60; i++) expect((await del('abc', cookie)).statusCode).toBe(400);
      for (const res of [
        await post(body({ playerId: 4 }), cookie),
        await post(body({ playerId: 4 })),
        await del(1),
      ]) {
        expect(res.statusCode).toBe(429);
        expect(res.json()).toMatchObject({ error: 'rate_limited' });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Reads are not writes: the list still answers.
      expect((await get('/api/watchlist', cookie)).statusCode).toBe(200);
    });

    it('rejects a malformed item id with 400', async () => {
      const res = await del('abc');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'invalid_id',
        message: 'Watchlist item id must be a positive whole number',
      });
    });

    it('lists the alerts a captured price move raised, only to their owner, newest first', async () => {
      const a = cookieOf(await post(body({ alertOnRise: true, targetPrice: 44 })));
      const b = cookieOf(await post(body({ alertOnRise: false, alertOnFall: true })));
      const fpl = fakeSource({
        bootstrapStatic: async () => ({ data, fetchedAt: new Date(), stale: false }),
      });
      const capture = (at: string) =>
        capturePrices({ db, fpl, now: () => new Date(at), captureMinutes: parseUkTime('03:00') });
      await capture('2025-09-10T12:00:00Z');
      data = {
        ...data,
        elements: data.elements.map((e) => (e.id === 3 ? { ...e, now_cost: 44, cost_change_event: 1 } : e)),
      };
      await capture('2025-09-11T12:00:00Z');

      const res = await get('/api/price-alerts', a);
      expect(res.headers['cache-control']).toBe('no-store');
      const alerts = priceAlertsResponseSchema.parse(res.json());
      expect(
        alerts
          .map((x) => [
            x.playerName,
            x.changeType,
            x.oldPrice,
            x.newPrice,
            x.changeAmount,
            x.priceDate,
            x.alertTriggered,
          ])
          .sort(),
      ).toEqual([
        ['Player3', 'rise', 43, 44, 1, '2025-09-11', false],
        ['Player3', 'target', 43, 44, 1, '2025-09-11', false],
      ]);
      expect((await get('/api/price-alerts', b)).json()).toEqual([]);
      expect((await get('/api/price-alerts')).json()).toEqual([]);
    });
  });
});
