import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { predictedScoresResponseSchema, type PredictedScoresResponse } from '@contracts/api/predicted-scores';
import { defaultUpsetConfig, type UpsetConfig } from '@contracts/api/upset-config';
import { UPSET_SWITCHES_OFF } from '@contracts/api/upset-fields';
import { forecastMatch } from '@engine/match-model';
import { createPredictedScoresService } from '../services/predicted-scores/service';
import { bootstrap, fixtures, seasonSource } from '../services/test-support/small-season';
import { stubProjections } from '../services/test-support/stub-projections';
import { registerPredictedScoreRoutes } from './predicted-scores';
import { routeApp } from './test-support/route-app';

/**
 * The small season (4 clubs, GW1-2 finished, GW3-5 to play) over a fake model whose expected goals
 * tell the fits apart: a fit looking from before GW2's kick-off gives the home side 1.3 goals, the
 * current fit (just after GW2's) 2.4.
 */
const fixtureList = fixtures();
const GW2_KICKOFF = Date.parse(fixtureList.find((f) => f.event === 2)!.kickoff_time!);
const fitsAsOf: number[] = [];
const OFF: UpsetConfig = { ...defaultUpsetConfig([1]), ...UPSET_SWITCHES_OFF };
let config: UpsetConfig = defaultUpsetConfig([1, 12]);
let app: FastifyInstance;

beforeAll(async () => {
  const fpl = seasonSource(bootstrap([]), fixtureList);
  const engine = {
    fit: (_matches: unknown, asOfMs: number) => (fitsAsOf.push(asOfMs), { asOfMs }),
    odds: (model: { asOfMs: number }) =>
      forecastMatch({ home: model.asOfMs > GW2_KICKOFF ? 2.4 : 1.3, away: 0.8 }, 0),
  };
  const projections = stubProjections({ fpl, engine, upsetConfig: async () => config });
  const service = createPredictedScoresService({ season: projections.season, shown: projections.shown });
  app = await routeApp((app) => {
    registerPredictedScoreRoutes(app, service);
  });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });
const body = async (query: string): Promise<PredictedScoresResponse> =>
  predictedScoresResponseSchema.parse((await get(`/api/predicted-scores?${query}`)).json());
const ALL = 'start_gw=1&end_gw=38';

describe('GET /api/predicted-scores', () => {
  it('answers its contract, the same bytes when asked again, and is not cached', async () => {
    const first = await get(`/api/predicted-scores?${ALL}`);
    expect(first.statusCode).toBe(200);
    expect(() => predictedScoresResponseSchema.parse(first.json())).not.toThrow();
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await get(`/api/predicted-scores?${ALL}`)).body).toBe(first.body);
  });

  it('opens on the gameweek to be played, all teams, all statuses', async () => {
    const b = await body('');
    expect([b.start_gw, b.end_gw, b.team, b.status]).toEqual([3, 3, null, 'all']);
    expect(b.matches.map((m) => [m.gameweek, m.finished])).toEqual([
      [3, false],
      [3, false],
    ]);
  });

  it('shows finished matches with the actual score beside the prediction from before kick-off', async () => {
    const b = await body(`${ALL}&status=finished`);
    expect(b.matches.map((m) => m.gameweek)).toEqual([1, 1, 2, 2]);
    for (const m of b.matches) {
      expect(m.actual_score).toEqual({ home: 1, away: 0 });
      expect([m.home.result, m.away.result]).toEqual(['win', 'loss']);
      expect(m.home.expected_goals).toBe(1.3);
    }
    // One fit as of each finished gameweek's first kick-off.
    expect(fitsAsOf).toEqual(expect.arrayContaining([GW2_KICKOFF, GW2_KICKOFF - 7 * 86_400_000]));
    const upcoming = await body(`${ALL}&status=upcoming`);
    expect(upcoming.matches).toHaveLength(6);
    for (const m of upcoming.matches) {
      expect(m.actual_score).toBeNull();
      expect(m.home.expected_goals).toBe(2.4);
      expect(m.home.result).toMatch(/^projected_/);
    }
  });

  it('reads the configuration at every request; all options off show the set choice, no option named', async () => {
    config = OFF;
    const b = await body(ALL);
    expect(b.matches.every((m) => m.changed_by.length === 0)).toBe(true);
    expect(b.options.every((o) => !o.enabled)).toBe(true);
    // The model's own score is a home win everywhere (1.3 v 0.8 before kick-off, 2.4 v 0.8 now).
    expect(b.matches.every((m) => m.model_score.home > m.model_score.away)).toBe(true);
  });

  it("shows the season the model's expected numbers of draws, sides on 0 and goals", async () => {
    config = OFF;
    const shown = (await body(ALL)).matches.map((m) => m.predicted_score);
    expect(shown).toHaveLength(10);
    // Poisson by hand: at 1.3 v 0.8 a draw is 0.287 likely, a side on 0 0.722 (e^-1.3 + e^-0.8), 2.1
    // goals; at 2.4 v 0.8 0.166, 0.540 and 3.2. Four matches of the first and six of the second:
    // 2.14 draws, 6.13 sides on 0, 27.6 goals.
    expect(shown.filter((s) => s.home === s.away)).toHaveLength(2);
    // Draws exactly rounded; sides on 0 and goals within one (a score change must stay plausible).
    const zeros = shown.reduce((n, s) => n + (s.home === 0 ? 1 : 0) + (s.away === 0 ? 1 : 0), 0);
    expect(Math.abs(zeros - 6.13)).toBeLessThanOrEqual(1);
    expect(Math.abs(shown.reduce((n, s) => n + s.home + s.away, 0) - 27.6)).toBeLessThanOrEqual(1);
  });

  it('changes shown scores with the configuration, never expected goals or the model score', async () => {
    config = OFF;
    const plain = await body(ALL);
    config = { ...OFF, enablePoissonDistribution: true, poissonChance: 1 };
    const drawn = await body(ALL);
    const model = (b: PredictedScoresResponse) =>
      b.matches.map((m) => [
        m.home.expected_goals,
        m.away.expected_goals,
        m.total_expected_goals,
        m.model_score,
      ]);
    expect(model(drawn)).toEqual(model(plain));
    const changed = drawn.matches.filter((m) => m.changed_by.includes('poisson'));
    expect(changed.length).toBeGreaterThan(0);
    const before = new Map(plain.matches.map((m) => [m.id, m.predicted_score]));
    for (const m of changed) expect(m.predicted_score).not.toEqual(before.get(m.id));
    expect(drawn.options.find((o) => o.option === 'poisson')).toMatchObject({
      enabled: true,
      values: [{ field: 'poissonChance', value: 1 }],
    });
  });

  it('measures every finished match of the season, whatever the filter', async () => {
    config = OFF;
    const b = await body('start_gw=5&end_gw=5&team=13');
    expect(b.matches).toHaveLength(1);
    const finished = (await body(`${ALL}&status=finished`)).matches;
    // Every finished match ended 1-0; the model predicts 1-0 for every one (1.3 v 0.8).
    const share = (hit: (s: { home: number; away: number }) => boolean) =>
      finished.filter((m) => hit(m.predicted_score)).length / finished.length;
    expect(b.measured).toEqual({
      matches: 4,
      displayed: {
        exact_score_rate: share((s) => s.home === 1 && s.away === 0),
        outcome_rate: share((s) => s.home > s.away),
      },
      model: { exact_score_rate: 1, outcome_rate: 1 },
    });
  });

  it.each([
    ['status=live', 'status'],
    ['start_gw=0', 'start_gw'],
    ['start_gw=9&end_gw=8', 'end_gw'],
    ['team=abc', 'team'],
    ['team=5', 'team 5'],
  ])('?%s is a 400 JSON error naming %s', async (query, field) => {
    const res = await get(`/api/predicted-scores?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request', message: expect.stringContaining(field) });
  });
});
