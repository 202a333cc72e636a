import type { OpenfplMetrics, OpenfplProjection, PointsBacktest } from '@contracts/api/openfpl';
import type { SeasonMatch } from '@engine/projections/season-matches';
import { minutesSequences, prepareHistory } from '@engine/points/history';
import type { PointsHistoryRow } from '../../db/repositories/points-history';
import { previousSeasons } from '../matches/current-season';
import { PAST_SEASONS } from '../matches/service';
import type { ComputedSeason } from '../shares/season';
import { metricsResponse } from './metrics';
import { projectAll } from './projections';

export interface OpenfplDeps {
  /** The season's fixtures with the match model's odds (the projections service). */
  season: () => Promise<{ matches: SeasonMatch[] }>;
  /** The current season's shares (the share service's computation, shared). */
  computed: () => Promise<ComputedSeason>;
  /** Imported player-fixture rows of past seasons. */
  pastRows: (seasons: readonly string[]) => Promise<PointsHistoryRow[]>;
  latestBacktest: () => Promise<PointsBacktest | null>;
  now: () => Date;
}

/**
 * The Open FPL screen's reads. Projections are computed for all six horizons at once per data
 * version (the share computation and the match odds) and per stored backtest; the past seasons'
 * rows and their minutes sequences are kept per season label.
 */
export function createOpenfplService(deps: OpenfplDeps) {
  let past: { label: string; value: Promise<{ rows: PointsHistoryRow[]; sequences: number[][] }> } | null =
    null;
  let latest: { key: object; backtest: PointsBacktest | null; value: OpenfplProjection[][] } | null = null;

  function pastFor(label: string) {
    if (past?.label !== label) {
      const value = deps.pastRows(previousSeasons(label, PAST_SEASONS)).then((rows) => {
        const history = prepareHistory(rows);
        const seasons = new Set(rows.map((r) => r.season));
        return { rows, sequences: minutesSequences(history, seasons) };
      });
      past = { label, value };
      value.catch(() => (past = null));
    }
    return past.value;
  }

  return {
    async projections(horizon: number): Promise<OpenfplProjection[]> {
      const [computed, season, backtest] = await Promise.all([
        deps.computed(),
        deps.season(),
        deps.latestBacktest(),
      ]);
      const { rows, sequences } = await pastFor(computed.season ?? '');
      // The computation object is replaced whenever its data version changes.
      if (latest?.key !== computed || latest.backtest?.measured_at !== backtest?.measured_at) {
        const value = projectAll({
          computed,
          matches: season.matches,
          past: rows,
          pastSequences: sequences,
          bands: backtest?.confidence_bands ?? null,
          asOfMs: deps.now().getTime(),
        });
        latest = { key: computed, backtest, value };
      }
      return latest.value[horizon - 1] ?? [];
    },
    async metrics(): Promise<OpenfplMetrics> {
      return metricsResponse(await deps.latestBacktest());
    },
  };
}
export type OpenfplService = ReturnType<typeof createOpenfplService>;
