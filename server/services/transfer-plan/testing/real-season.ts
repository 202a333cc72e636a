import { defaultUpsetConfig } from '@contracts/api/upset-config';
import { createAsOfSource } from '../../../fpl/as-of-source';
import { createSnapshotSource } from '../../../fpl/snapshot-source';
import type { FplSource } from '../../../fpl/source';
import { createOpenfplService } from '../../openfpl/service';
import { matchEngine } from '../../projections/match-engine';
import { createProjectionsService } from '../../projections/service';
import { createSeasonShares } from '../../shares/season';
import { replayedManagers } from './replayed-managers';

/**
 * The recorded 2025-26 season (`dir`) replayed as of gameweek k, with the points model built as
 * server/services/openfpl/service.real.test.ts builds it (this season only, no past seasons
 * imported), and the league's managers as of k (replayed-managers.ts). `base` is the snapshot read
 * (by default the directory's own).
 */
export async function realSeason(dir: string, k: number, base: FplSource = createSnapshotSource(dir)) {
  const asOf = await createAsOfSource(base, k);
  const fpl = replayedManagers(asOf, k);
  const now = () => new Date('2026-02-15T00:00:00Z');
  const log = { warn: () => undefined };
  const projections = createProjectionsService({
    fpl,
    now,
    log,
    settings: { forSeason: () => Promise.reject(new Error('no settings in a replay')) },
    engine: matchEngine,
    history: { played: async () => [] },
    assistsPerGoal: async () => ({ value: 0.873, source: 'replay' }),
    latestBacktest: async () => null,
    tiers: async () => ({ source: 'none', description: '' }),
    upsetConfig: async () => defaultUpsetConfig([]),
  });
  const season = createSeasonShares({
    fpl,
    log,
    now,
    season: () => projections.season(),
    pastRows: async () => [],
    assistsPerGoal: async () => ({ value: 0.873 }),
    latestBacktest: async () => null,
  });
  const openfpl = createOpenfplService({
    season: () => projections.season(),
    computed: () => season.computed(),
    pastRows: async () => [],
    latestBacktest: async () => null,
    now,
  });
  return { fpl, totals: asOf.totals, projections: (horizon: number) => openfpl.projections(horizon) };
}

/** League 106780's entries: picks for every gameweek 1-33 recorded (../shared/fpl-data PROVENANCE.md). */
export const LEAGUE_ENTRIES = [
  25029, 1757592, 910679, 1892372, 168179, 615351, 1058734, 4895569, 4391577, 1493020, 8077774, 213380,
  6356427, 2368457, 5972675, 4902296, 8818983, 3173574, 244919, 8316637, 1287913, 6795060, 5843000, 2312531,
  1454348, 3718697, 904408, 8060015, 9109918,
];
