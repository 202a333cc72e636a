import type { OpenfplMetrics, OpenfplProjection, PointsBacktest } from '@contracts/api/openfpl';
import type { SeasonMatch } from '@engine/projections';
import type { PointsHistoryRow } from '../../db/repositories/points-history';
import { previousSeasons } from '../matches/current-season';
import { PAST_SEASONS } from '../matches/service';
import { metricsResponse } from './metrics';
import { sharedWorkerPool, type SharedRows, type WorkerPool } from '../../workers/pool';
import { dataVersion, fitInstant } from '../projections/fitted-model';
import { squadVersion, type ComputedSeason } from '../shares/season';

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
}

/**
 * The Open FPL screen's reads. Projections are computed in the worker pool for all six horizons at
 * once per data version (the share computation and the match odds) and per stored backtest; the past
 * seasons' rows are kept there per season label, with their minutes sequences and the latest fit.
 */
export function createOpenfplService(deps: OpenfplDeps) {
  const pool = deps.pool ?? sharedWorkerPool();
  let past: { label: string; rows: Promise<SharedRows<PointsHistoryRow>> } | null = null;
  let latest: { key: object; backtest: PointsBacktest | null; value: Promise<OpenfplProjection[][]> } | null =
    null;
  let loads = 0;

  /** The past seasons' rows, kept in the worker pool per season label (the model reads them there). */
  function pastFor(label: string) {
    if (past?.label !== label) {
      const previous = past;
      const rows = deps
        .pastRows(previousSeasons(label, PAST_SEASONS))
        .then((r) => pool.share(`points-past ${label} ${++loads}`, r));
      past = { label, rows };
      rows.catch(() => (past = null));
      previous?.rows.then(
        (p) => pool.unshare(p),
        () => undefined,
      );
    }
    return past.rows;
  }

  function compute(
    computed: ComputedSeason,
    season: { matches: SeasonMatch[] },
    backtest: PointsBacktest | null,
  ) {
    return pastFor(computed.season ?? '').then((rows) => {
      // The data's instant, not the clock's (as the shares): equal data, equal fit and answers.
      const asOfMs = fitInstant(computed.fixtures) ?? deps.now().getTime();
      // The fit reads the rows, the fixtures and who plays where (not status or price: squadVersion).
      const fitKey = [
        rows.dataset,
        asOfMs,
        dataVersion(computed.fixtures, asOfMs),
        squadVersion(computed.bootstrap),
      ];
      return pool.run(
        'openfplProjections',
        {
          computed,
          matches: season.matches,
          past: rows,
          bands: backtest?.confidence_bands ?? null,
          asOfMs,
          fitKey: fitKey.join('/'),
        },
        { datasets: [rows] },
      );
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
