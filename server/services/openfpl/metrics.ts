import type { OpenfplMetrics, PointsBacktest } from '@contracts/api/openfpl';

export const METRICS_DEFINITIONS =
  'Root mean squared error of one-gameweek-ahead projected points per player-gameweek, each fitted only on ' +
  'matches before its gameweek: overall on every player registered that gameweek, ' +
  'haulers on rows that scored 5+, tickers 3-4, blanks up to 2 but not 0; accuracy rate is the fraction of ' +
  "projections within 2 points of the outcome. xp gives the game's own expected " +
  'points on the same rows as the history files record them for the gameweek (computed after it, from form that ' +
  "includes the gameweek's points, so not a forecast); xp_before the figure recorded for the previous gameweek, " +
  'the latest the game gave before the deadline.';

export const NO_BACKTEST_MESSAGE =
  'Not measured yet: the figures appear once the points model has been replayed on past seasons.';

const NO_FIGURES = { rmse_overall: null, rmse_haulers: null, rmse_tickers: null, rmse_blanks: null };

/** The model's or a comparator's figures from the stored backtest's pooled rows. */
function figures(b: PointsBacktest, key: 'model' | 'xp' | 'xp_before') {
  const { all, buckets } = b.overall;
  return {
    rmse_overall: all[key],
    rmse_haulers: buckets.haulers[key],
    rmse_tickers: buckets.tickers[key],
    rmse_blanks: buckets.blanks[key],
  };
}

/** `GET /api/openfpl-metrics`: read only from the stored backtest, nulls and a message without one. */
export function metricsResponse(b: PointsBacktest | null): OpenfplMetrics {
  if (!b)
    return {
      ...NO_FIGURES,
      accuracy_rate: null,
      last_updated: null,
      seasons: [],
      rows: 0,
      xp: NO_FIGURES,
      xp_before: NO_FIGURES,
      definitions: METRICS_DEFINITIONS,
      message: NO_BACKTEST_MESSAGE,
    };
  return {
    ...figures(b, 'model'),
    accuracy_rate: b.overall.within_two,
    last_updated: b.measured_at,
    seasons: b.seasons,
    rows: b.overall.all.rows,
    xp: figures(b, 'xp'),
    xp_before: figures(b, 'xp_before'),
    definitions: METRICS_DEFINITIONS,
    message: null,
  };
}
