import { defaultUpsetConfig } from '@contracts/api/upset-config';
import type { FplSource } from '../../fpl/source';
import { createOpenfplService } from '../openfpl/service';
import type { WorkerPool } from '../../workers/pool';
import type { ModelFits } from '../fits/fit-store';
import { matchEngine, matchEngineOn } from '../projections/match-engine';
import { createProjectionsService } from '../projections/service';
import { createHistoricalShares } from '../shares/historical';
import { createSeasonShares } from '../shares/season';
import { createShareService } from '../shares/service';

type ProjectionsDeps = Parameters<typeof createProjectionsService>[0];
type SeasonSharesDeps = Parameters<typeof createSeasonShares>[0];
type OpenfplDeps = Parameters<typeof createOpenfplService>[0];

/**
 * The projections, the shares and the points model composed as server/composition.ts composes them,
 * for tests on a recorded season: no stored admin settings (their reader rejects, so the fits' own
 * figures show), no stored backtests, the default upset configuration, no past seasons' shares. By
 * default the fits read the current season only, with 0.873 assists a goal (the measured rate);
 * a test with imported seasons passes its own history, rate and past rows. `pool` and `fits` say
 * where the models run and are kept (by default the process's pool, nothing stored).
 */
export function modelServices(deps: {
  fpl: FplSource;
  now: () => Date;
  history?: ProjectionsDeps['history'];
  assistsPerGoal?: ProjectionsDeps['assistsPerGoal'];
  pastShareRows?: SeasonSharesDeps['pastRows'];
  pastPointsRows?: OpenfplDeps['pastRows'];
  pool?: WorkerPool;
  fits?: ModelFits;
}) {
  const { fpl, now } = deps;
  const log = { warn: () => undefined };
  const assistsPerGoal = deps.assistsPerGoal ?? (async () => ({ value: 0.873, source: 'test' }));
  const projections = createProjectionsService({
    fpl,
    now,
    log,
    settings: { forSeason: () => Promise.reject(new Error('no settings in this test')) },
    engine: deps.pool ? matchEngineOn(deps.pool) : matchEngine,
    history: deps.history ?? { played: async () => [] },
    assistsPerGoal,
    latestBacktest: async () => null,
    tiers: async () => ({ source: 'none', description: '' }),
    upsetConfig: async () => defaultUpsetConfig([]),
    fits: deps.fits,
  });
  const season = createSeasonShares({
    fpl,
    log,
    now,
    season: () => projections.season(),
    pastRows: deps.pastShareRows ?? (async () => []),
    assistsPerGoal,
    latestBacktest: async () => null,
    pool: deps.pool,
    fits: deps.fits,
  });
  const historical = createHistoricalShares({
    history: { listSeasons: async () => [] },
    shares: { playerClubTotals: async () => [], teamGoals: async () => [] },
  });
  const openfpl = createOpenfplService({
    season: () => projections.season(),
    computed: () => season.computed(),
    pastRows: deps.pastPointsRows ?? (async () => []),
    latestBacktest: async () => null,
    now,
    pool: deps.pool,
    fits: deps.fits,
  });
  return { projections, season, shares: createShareService({ historical, season }), openfpl };
}
