import type { OpenfplMetrics, OpenfplProjection, PointsBacktest } from '@contracts/api/openfpl';
import type { SeasonMatch } from '@engine/projections';
import type { PointsHistoryRow } from '../../db/repositories/points-history';
import { previousSeasons } from '../matches/current-season';
import { PAST_SEASONS } from '../matches/service';
import { metricsResponse } from './metrics';
import { projectedSeason } from './projections';
import { pastFitColumns, type PastFitColumns } from './past-columns';
import { sharedWorkerPool, type SharedRows, type WorkerPool } from '../../workers/pool';
import { dataVersion, fitInstant } from '../projections/fitted-model';
import { squadVersion, type ComputedSeason } from '../shares/season';
import { hashOf, NO_FIT_STORE, type ModelFits } from '../fits/fit-store';

export interface OpenfplDeps {
  /** The season's fixtures with the match model's odds (the projections service). */
  season: () => Promise<{ matches: SeasonMatch[] }>;
  /** The current season's shares (the share service's computation, shared). */
  computed: () => Promise<ComputedSeason>;
  /** Imported player-fixture rows of past seasons. */
  pastRows: (seasons: readonly string[]) => Promise<PointsHistoryRow[]>;
  latestBacktest: () => Promise<PointsBacktest | null>;
  now: () => Date;
  /** Where the points model runs (by default the process's worker pool). */
  pool?: WorkerPool;
  /** Where the points fit is kept across restarts, and the imported seasons it reads. */
  fits?: ModelFits;
}

/**
 * The Open FPL screen's reads. The points model's fit (past seasons' rows, the fixtures, who plays
 * where) is kept in memory and in the fit store per fingerprint (season, imported seasons, data
 * version, squad), so a restart on the same data reads it instead of the past rows; the projections
 * for all six horizons are then computed in the worker pool per data version (the share computation
 * and the match odds) and per stored backtest.
 */
export function createOpenfplService(deps: OpenfplDeps) {
  const pool = deps.pool ?? sharedWorkerPool();
  const store = deps.fits?.store ?? NO_FIT_STORE;
  const importStamp = deps.fits?.importStamp ?? (() => Promise.resolve(''));
  let past: { key: string; rows: Promise<SharedRows<PastFitColumns>> } | null = null;
  let fit: { key: string; value: Promise<Uint8Array> } | null = null;
  let latest: { key: object; backtest: PointsBacktest | null; value: Promise<OpenfplProjection[][]> } | null =
    null;
  let loads = 0;

  /** The past seasons' rows, kept in the worker pool per season label and imported seasons. */
  function pastFor(label: string, stamp: string) {
    const key = `${label}/${stamp}`;
    if (past?.key !== key) {
      const previous = past;
      const rows = deps
        .pastRows(previousSeasons(label, PAST_SEASONS))
        .then((r) => pool.share(`points-past ${label} ${++loads}`, [pastFitColumns(r)]));
      past = { key, rows };
      rows.catch(() => (past = null));
      previous?.rows.then(
        (p) => pool.unshare(p),
        () => undefined,
      );
    }
    return past.rows;
  }

  /**
   * The points fit for this data, serialised (this thread only stores it and hands it to the
   * projections' worker, which keeps the fit it made): kept, stored, or fitted in a worker on the
   * past rows.
   */
  async function fitFor(
    computed: ComputedSeason,
    asOfMs: number,
  ): Promise<{ key: string; bytes: Uint8Array }> {
    const label = computed.season ?? '';
    const stamp = await importStamp();
    // The fit reads the rows, the fixtures and who plays where (not status or price: squadVersion).
    const key = [
      label,
      hashOf(stamp),
      dataVersion(computed.fixtures, asOfMs),
      squadVersion(computed.bootstrap),
    ];
    const fingerprint = key.join('/');
    if (fit?.key !== fingerprint) {
      const value = store.keptBytes('points', fingerprint, async () => {
        const rows = await pastFor(label, stamp);
        return pool.run(
          'pointsFit',
          { computed, past: rows, asOfMs, fitKey: fingerprint },
          { datasets: [rows] },
        );
      });
      const entry = { key: fingerprint, value };
      fit = entry;
      value.catch(() => {
        if (fit === entry) fit = null;
      });
    }
    return { key: fingerprint, bytes: await fit.value };
  }

  async function compute(
    computed: ComputedSeason,
    season: { matches: SeasonMatch[] },
    backtest: PointsBacktest | null,
  ) {
    // The data's instant, not the clock's (as the shares): equal data, equal fit and answers.
    const asOfMs = fitInstant(computed.fixtures) ?? deps.now().getTime();
    const fitted = await fitFor(computed, asOfMs);
    return pool.run('openfplProjections', {
      computed: projectedSeason(computed),
      matches: season.matches,
      bands: backtest?.confidence_bands ?? null,
      fit: fitted,
    });
  }

  return {
    /** One answer object per horizon while the data is unchanged: sent as stored bytes. */
    async projections(horizon: number): Promise<OpenfplProjection[]> {
      const [computed, season, backtest] = await Promise.all([
        deps.computed(),
        deps.season(),
        deps.latestBacktest(),
      ]);
      // The computation object is replaced whenever its data version changes.
      if (latest?.key !== computed || latest.backtest?.measured_at !== backtest?.measured_at) {
        const entry = { key: computed, backtest, value: compute(computed, season, backtest) };
        latest = entry;
        entry.value.catch(() => {
          if (latest === entry) latest = null;
        });
      }
      return (await latest.value)[horizon - 1] ?? [];
    },
    async metrics(): Promise<OpenfplMetrics> {
      return metricsResponse(await deps.latestBacktest());
    },
  };
}
export type OpenfplService = ReturnType<typeof createOpenfplService>;
