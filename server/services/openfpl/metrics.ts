import type { OpenfplMetrics, PointsBacktest } from '@contracts/api/openfpl';

export const METRICS_DEFINITIONS =
  'Root mean squared error of one-gameweek-ahead projected points per player-gameweek, each fitted only on ' +
  'matches before its gameweek (npm run backtest-points): overall on every player registered that gameweek, ' +
  'haulers on rows that scored 5+, tickers 3-4, blanks up to 2 but not 0; accuracy rate is the fraction of ' +
  "projections within 2 points of the outcome. xp gives the game's own expected points on the same rows.";

export const NO_BACKTEST_MESSAGE =
  'No backtest of the points model is stored yet: the figures appear once npm run backtest-points has run.';

/** `GET /api/openfpl-metrics`: read only from the stored backtest, nulls and a message without one. */
export function metricsResponse(b: PointsBacktest | null): OpenfplMetrics {
  if (!b)
    return {
      rmse_overall: null,
      rmse_haulers: null,
      rmse_tickers: null,
      rmse_blanks: null,
      accuracy_rate: null,
      last_updated: null,
      seasons: [],
      rows: 0,
      xp: { rmse_overall: null, rmse_haulers: null, rmse_tickers: null, rmse_blanks: null },
      definitions: METRICS_DEFINITIONS,
      message: NO_BACKTEST_MESSAGE,
    };
  const { all, buckets } = b.overall;
  return {
    rmse_overall: all.model,
    rmse_haulers: buckets.haulers.model,
    rmse_tickers: buckets.tickers.model,
    rmse_blanks: buckets.blanks.model,
    accuracy_rate: b.overall.within_two,
    last_updated: b.measured_at,
    seasons: b.seasons,
    rows: all.rows,
    xp: {
      rmse_overall: all.xp,
      rmse_haulers: buckets.haulers.xp,
      rmse_tickers: buckets.tickers.xp,
      rmse_blanks: buckets.blanks.xp,
    },
    definitions: METRICS_DEFINITIONS,
    message: null,
  };
}
