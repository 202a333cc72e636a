const MINUTE = 60_000;

/**
 * How long each kind of data stays fresh (`staleTime`) or how often a screen refreshes it
 * (`refetchInterval`), in milliseconds. The game's base data (players, clubs, fixtures) changes a
 * few times a day, so it and every score computed from it are kept 5 minutes; the app's own figures
 * refresh at the pace they change.
 */
export const CACHE_TIMES = {
  /** Bootstrap, fixtures, and the scores and grids the server computes from them. */
  baseData: 5 * MINUTE,
  /** The list of season labels: changes once a year. */
  seasons: 60 * MINUTE,
  /** A past season's players: never changes once imported. */
  historicalPlayers: 30 * MINUTE,
  /** Detected price changes: the capture job may add one at any time of day. */
  priceChanges: MINUTE,
  /** Price predictions move with transfer trends. */
  pricePredictions: 5 * MINUTE,
  /** The predictor's measured figures change only when a backtest runs or a day is captured. */
  priceMetrics: 10 * MINUTE,
} as const;
