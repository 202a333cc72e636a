import { createAsOfSource } from '../../../fpl/as-of-source';
import { createSnapshotSource } from '../../../fpl/snapshot-source';
import type { WorkerPool } from '../../../workers/pool';
import type { ModelFits } from '../../fits/fit-store';
import type { FplSource } from '../../../fpl/source';
import { replayedManagers } from './replayed-managers';
import { modelServices } from '../../test-support/model-services';

/**
 * The recorded 2025-26 season (`dir`) replayed as of gameweek k, with the points model built as
 * server/services/openfpl/service.real.test.ts builds it (this season only, no past seasons
 * imported), and the league's managers as of k (replayed-managers.ts); `pool` and `fits` say where
 * the models run and are kept (by default the process's pool, nothing stored), `base` is the snapshot
 * read (by default the directory's own).
 */
export async function realSeason(
  dir: string,
  k: number,
  opts: { pool?: WorkerPool; fits?: ModelFits; base?: FplSource } = {},
) {
  const asOf = await createAsOfSource(opts.base ?? createSnapshotSource(dir), k);
  const fpl = replayedManagers(asOf, k);
  const now = () => new Date('2026-02-15T00:00:00Z');
  const { openfpl } = modelServices({ fpl, now, pool: opts.pool, fits: opts.fits });
  return { fpl, totals: asOf.totals, projections: (horizon: number) => openfpl.projections(horizon) };
}

/** League 106780's entries: picks for every gameweek 1-33 recorded (../shared/fpl-data PROVENANCE.md). */
export const LEAGUE_ENTRIES = [
  25029, 1757592, 910679, 1892372, 168179, 615351, 1058734, 4895569, 4391577, 1493020, 8077774, 213380,
  6356427, 2368457, 5972675, 4902296, 8818983, 3173574, 244919, 8316637, 1287913, 6795060, 5843000, 2312531,
  1454348, 3718697, 904408, 8060015, 9109918,
];
