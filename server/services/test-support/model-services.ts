import { defaultUpsetConfig } from '@contracts/api/upset-config';
import type { FplSource } from '../../fpl/source';
import { createOpenfplService } from '../openfpl/service';
import { matchEngine } from '../projections/match-engine';
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
 * a test with imported seasons passes its own history, rate and past rows.
 */
export function modelServices(deps: {
  fpl: FplSource;
  now: () => Date;
  history?: ProjectionsDeps['history'];
  assistsPerGoal?: ProjectionsDeps['assistsPerGoal'];
  pastShareRows?: SeasonSharesDeps['pastRows'];
  pastPointsRows?: OpenfplDeps['pastRows'];
}) {
  const { fpl, now } = deps;
  const log = { warn: () => undefined };
  const assistsPerGoal = deps.assistsPerGoal ?? (async () => ({ value: 0.873, source: 'test' }));
  const projections = createProjectionsService({
    fpl,
    now,
    log,
    settings: { forSeason: () => Promise.reject(new Error('no settings in this test')) },
    engine: matchEngine,
    history: deps.history ?? { played: async () => [] },
    assistsPerGoal,
    latestBacktest: async () => null,
    tiers: async () => ({ source: 'none', description: '' }),
    upsetConfig: async () => defaultUpsetConfig([]),
  });
  const season = createSeasonShares({
    fpl,
    log,
    now,
    season: () => projections.season(),
    pastRows: deps.pastShareRows ?? (async () => []),
    assistsPerGoal,
    latestBacktest: async () => null,
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
  });
  return { projections, season, shares: createShareService({ historical, season }), openfpl };
}
