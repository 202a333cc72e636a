import { defaultUpsetConfig } from '@contracts/api/upset-config';
import { createAsOfSource } from '../../../fpl/as-of-source';
import { createSnapshotSource } from '../../../fpl/snapshot-source';
import { createOpenfplService } from '../../openfpl/service';
import type { WorkerPool } from '../../../workers/pool';
import type { ModelFits } from '../../fits/fit-store';
import { matchEngine, matchEngineOn } from '../../projections/match-engine';
import { createProjectionsService } from '../../projections/service';
import { createSeasonShares } from '../../shares/season';
import { replayedManagers } from './replayed-managers';

/**
 * The recorded 2025-26 season (`dir`) replayed as of gameweek k, with the points model built as
 * server/services/openfpl/service.real.test.ts builds it (this season only, no past seasons
 * imported), and the league's managers as of k (replayed-managers.ts); `pool` and `fits` say where
 * the models run and are kept (by default the process's pool, nothing stored).
 */
export async function realSeason(dir: string, k: number, opts: { pool?: WorkerPool; fits?: ModelFits } = {}) {
  const fpl = replayedManagers(await createAsOfSource(createSnapshotSource(dir), k), k);
  const now = () => new Date('2026-02-15T00:00:00Z');
  const log = { warn: () => undefined };
  const projections = createProjectionsService({
    fpl,
    now,
    log,
    settings: { forSeason: () => Promise.reject(new Error('no settings in a replay')) },
    engine: opts.pool ? matchEngineOn(opts.pool) : matchEngine,
    history: { played: async () => [] },
    assistsPerGoal: async () => ({ value: 0.873, source: 'replay' }),
    latestBacktest: async () => null,
    tiers: async () => ({ source: 'none', description: '' }),
    upsetConfig: async () => defaultUpsetConfig([]),
    fits: opts.fits,
  });
  const season = createSeasonShares({
    fpl,
    log,
    now,
    season: () => projections.season(),
    pastRows: async () => [],
    assistsPerGoal: async () => ({ value: 0.873 }),
    latestBacktest: async () => null,
    pool: opts.pool,
    fits: opts.fits,
  });
  const openfpl = createOpenfplService({
    season: () => projections.season(),
    computed: () => season.computed(),
    pastRows: async () => [],
    latestBacktest: async () => null,
    now,
    pool: opts.pool,
    fits: opts.fits,
  });
  return { fpl, projections: (horizon: number) => openfpl.projections(horizon) };
}

/** League 106780's entries: picks for every gameweek 1-33 recorded (../shared/fpl-data PROVENANCE.md). */
export const LEAGUE_ENTRIES = [
  25029, 1757592, 910679, 1892372, 168179, 615351, 1058734, 4895569, 4391577, 1493020, 8077774, 213380,
  6356427, 2368457, 5972675, 4902296, 8818983, 3173574, 244919, 8316637, 1287913, 6795060, 5843000, 2312531,
  1454348, 3718697, 904408, 8060015, 9109918,
];
