import { defaultUpsetConfig } from '@contracts/api/upset-config';
import { createProjectionsService, type ProjectionsDeps } from '../projections/service';

/**
 * The projections service over a test's own source and fake engine, as the small season's route and
 * service tests build it: no stored settings (their reader rejects, so the fits' own figures show),
 * no match history, 0.86 assists a goal, no stored backtest, no tiers, the default upset
 * configuration and a clock at 2025-09-01. A test overrides any of these.
 */
export function stubProjections<Model>(
  deps: Pick<ProjectionsDeps<Model>, 'fpl' | 'engine'> & Partial<ProjectionsDeps<Model>>,
) {
  return createProjectionsService<Model>({
    history: { played: async () => [] },
    settings: { forSeason: async () => Promise.reject(new Error('no settings table in this test')) },
    log: { warn: () => undefined },
    now: () => new Date('2025-09-01T00:00:00Z'),
    assistsPerGoal: async () => ({ value: 0.86, source: 'test' }),
    latestBacktest: async () => null,
    tiers: async () => ({ source: 'none', description: 'not applied' }),
    upsetConfig: async () => defaultUpsetConfig([]),
    ...deps,
  });
}
