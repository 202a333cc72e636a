import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { predictedScoresResponseSchema } from '@contracts/api/predicted-scores';
import { defaultUpsetConfig, type UpsetConfig } from '@contracts/api/upset-config';
import { UPSET_SWITCHES_OFF } from '@contracts/api/upset-fields';
import { bootstrapStaticSchema } from '@contracts/fpl/index';
import { testApp } from './test-support/test-app';
import { openDatabase } from '../db/client';
import { fakeSource } from './test-support/fake-source';
import { bootstrap, fixtures } from './test-support/payloads';
import { upsetCalls } from './test-support/upset-app';

/**
 * The whole app on a database: Predicted Scores applies the stored upset configuration at the next
 * request after a save, and answers the same bytes until the data or the configuration changes.
 */
const data = bootstrapStaticSchema.parse(bootstrap());
// GW1 as recorded (finished), and ten matches of GW2 still to play.
const season = [
  ...fixtures(),
  ...Array.from({ length: 10 }, (_, i) => ({
    ...fixtures()[0]!,
    id: 100 + i,
    code: 9100 + i,
    event: 2,
    finished: false,
    kickoff_time: fixtures()[0]!.kickoff_time.replace('-16T', '-23T'),
    team_h: 2 * i + 1,
    team_a: 2 * i + 2,
    team_h_score: null,
    team_a_score: null,
  })),
];
const OFF: UpsetConfig = { ...defaultUpsetConfig([]), ...UPSET_SWITCHES_OFF };

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  const database = await openDatabase({});
  app = await testApp({
    fpl: fakeSource({
      bootstrapStatic: async () => ({ data, fetchedAt: new Date(), stale: false }),
      fixtures: async () => ({ data: season, fetchedAt: new Date(), stale: false }),
    }),
    database: { kind: database.kind },
    db: database.db,
  });
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(() => close());

const scores = () => app.inject({ method: 'GET', url: '/api/predicted-scores?start_gw=1&end_gw=2' });
const read = async () => predictedScoresResponseSchema.parse((await scores()).json());

describe('Predicted Scores with the stored upset configuration', () => {
  it('shows a saved configuration at the next request, and the same bytes when asked again', async () => {
    const { post } = upsetCalls(app);
    expect((await post(OFF)).statusCode).toBe(200);
    const off = await read();
    expect(off.options.every((o) => !o.enabled)).toBe(true);
    expect(off.matches).toHaveLength(13);
    // With every option off no score is changed by one (the scorelines are the set chosen for the
    // gameweek, which need not be each match's likeliest: decision record 0015).
    for (const m of off.matches) expect(m.changed_by).toEqual([]);

    expect((await post({ ...OFF, enablePoissonDistribution: true, poissonChance: 1 })).statusCode).toBe(200);
    const first = await scores();
    const drawn = predictedScoresResponseSchema.parse(first.json());
    expect(drawn.options.find((o) => o.option === 'poisson')?.enabled).toBe(true);
    expect(drawn.matches.some((m) => m.changed_by.includes('poisson'))).toBe(true);
    // Refresh asks again: nothing is reshuffled.
    expect((await scores()).body).toBe(first.body);
    // The options never move the model's figures.
    const model = (b: typeof off) => b.matches.map((m) => [m.total_expected_goals, m.model_score]);
    expect(model(drawn)).toEqual(model(off));
  });
});
