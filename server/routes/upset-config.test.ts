import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  UPSET_NUMBER_FIELDS,
  UPSET_SWITCHES,
  upsetConfigResponseSchema,
  type UpsetConfig,
} from '@contracts/api/upset-config';
import { upsetApp } from './test-support/upset-app';

let t: Awaited<ReturnType<typeof upsetApp>>;
beforeAll(async () => {
  t = await upsetApp();
});
afterAll(() => t.close());

const read = async () => upsetConfigResponseSchema.parse((await t.get()).json());

// The spec's built-in values, written out here rather than read from the code under test.
const SPEC_DEFAULTS = {
  enableControlledVariance: true,
  enableContextUpsets: false,
  enableSmartRounding: true,
  enableSeasonUpsetBudget: false,
  enablePoissonDistribution: false,
  varianceMin: 0.8,
  varianceMax: 1.2,
  giantKillingBoost: 0.15,
  pressurePenalty: 0.1,
  pressureChance: 0.3,
  derbyVarianceBoost: 0.1,
  derbyChance: 0.25,
  upsetRoundingChance: 0.15,
  upsetBudgetChance: 0.25,
  upsetBudgetMin: 0.7,
  upsetBudgetMax: 1.3,
  poissonChance: 0.8,
  // No past season in this database: nothing to rank the clubs by.
  topTeamIds: [],
};

describe('GET /api/admin/upset-config before any save', () => {
  beforeEach(async () => {
    expect((await t.reset()).statusCode).toBe(200);
  });

  it('answers the built-in defaults and says where the top teams come from', async () => {
    const body = await read();
    expect(body.defaults).toEqual(SPEC_DEFAULTS);
    expect(body.config).toEqual(SPEC_DEFAULTS);
    expect(body.defaultTopTeams.source).toBe('none');
  });
});

describe('POST /api/admin/upset-config', () => {
  let saved: UpsetConfig;
  beforeEach(async () => {
    await t.reset();
    saved = { ...SPEC_DEFAULTS, poissonChance: 0.5, enablePoissonDistribution: true, topTeamIds: [13, 1] };
    expect((await t.post(saved)).statusCode).toBe(200);
  });

  it.each(UPSET_NUMBER_FIELDS.flatMap((f) => [[f.key, f.min] as const, [f.key, f.max] as const]))(
    '%s = %s round-trips GET -> POST -> GET',
    async (key, value) => {
      const res = await t.post({ ...saved, [key]: value });
      expect(res.statusCode).toBe(200);
      expect(upsetConfigResponseSchema.parse(res.json()).config[key]).toBe(value);
      expect((await read()).config).toEqual({ ...saved, [key]: value });
    },
  );

  it.each(UPSET_SWITCHES.map((s) => s.key))('switch %s round-trips', async (key) => {
    await t.post({ ...saved, [key]: !saved[key] });
    expect((await read()).config[key]).toBe(!saved[key]);
  });

  it('stores who saved and when', async () => {
    const body = await read();
    expect(body.updatedBy).toBe('admin');
    expect(Date.now() - Date.parse(body.lastUpdated ?? '')).toBeLessThan(60_000);
  });

  it('keeps the top teams in the order given, once each', async () => {
    await t.post({ ...saved, topTeamIds: [7, 3, 7] });
    expect((await read()).config.topTeamIds).toEqual([7, 3]);
  });

  const outOfBounds = UPSET_NUMBER_FIELDS.flatMap((f) => [
    [f.key, f.min - f.step, `${f.key} must be between ${f.min} and ${f.max}`] as const,
    [f.key, f.max + f.step, `${f.key} must be between ${f.min} and ${f.max}`] as const,
    [f.key, String(f.default), `${f.key} must be between ${f.min} and ${f.max}`] as const,
  ]);
  it.each(outOfBounds)('%s = %j answers 400 "%s" and stores nothing', async (key, value, message) => {
    const before = await read();
    const res = await t.post({ ...saved, [key]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_setting', message });
    expect(await read()).toEqual(before);
  });

  it('names the budget chance bounds 0 to 0.25, so its default 0.25 is valid', async () => {
    expect((await t.post({ ...saved, upsetBudgetChance: 0.25 })).statusCode).toBe(200);
    expect((await t.post({ ...saved, upsetBudgetChance: 0.26 })).json()).toEqual({
      error: 'invalid_setting',
      message: 'upsetBudgetChance must be between 0 and 0.25',
    });
  });

  it.each([
    ['a missing field', { ...SPEC_DEFAULTS, varianceMax: undefined }, 'varianceMax must be between 1 and 2'],
    [
      'a switch that is not true or false',
      { ...SPEC_DEFAULTS, enableSmartRounding: 'yes' },
      'enableSmartRounding must be true or false',
    ],
    [
      'a top team that is not a number',
      { ...SPEC_DEFAULTS, topTeamIds: [1, 'Arsenal'] },
      'topTeamIds must be a list of team ids',
    ],
    [
      'a top team not in the running season',
      { ...SPEC_DEFAULTS, topTeamIds: [1, 21] },
      'topTeamIds must be team ids of the running season (no team has id 21)',
    ],
    ['no body', null, 'The request body must be the full upset configuration'],
  ])('refuses %s with 400 and stores nothing', async (_what, body, message) => {
    const before = await read();
    const res = await t.post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_setting', message });
    expect(await read()).toEqual(before);
  });
});

describe('POST /api/admin/upset-config/reset', () => {
  it('stores the defaults and answers them as the configuration in force', async () => {
    await t.post({ ...SPEC_DEFAULTS, varianceMin: 0.5, enableContextUpsets: true, topTeamIds: [4] });
    const res = await t.reset();
    expect(res.statusCode).toBe(200);
    const body = upsetConfigResponseSchema.parse(res.json());
    expect(body.config).toEqual(SPEC_DEFAULTS);
    expect(body.updatedBy).toBe('admin');
    expect(body.lastUpdated).not.toBeNull();
    expect((await read()).config).toEqual(SPEC_DEFAULTS);
  });
});

describe('writes without an admin session', () => {
  it.each([
    ['/api/admin/upset-config', SPEC_DEFAULTS],
    ['/api/admin/upset-config/reset', undefined],
  ])('POST %s answers 401 and stores nothing', async (url, payload) => {
    await t.post({ ...SPEC_DEFAULTS, derbyChance: 0.7 });
    const before = await read();
    const res = await t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'admin_session_required',
      message: 'Sign in as admin to change settings.',
    });
    expect(await read()).toEqual(before);
  });
});
