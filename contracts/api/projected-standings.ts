import { z } from 'zod';

/**
 * `GET /api/projected-standings`: the final table from the results so far plus a seeded Monte Carlo
 * of the remaining fixtures (each score drawn from the match model's score matrix), with each club's
 * chances of the title, the top four, the top seven and relegation.
 */

/** Simulated seasons behind every projection. */
export const STANDINGS_RUNS = 10_000;

/** The gameweek shown when none is current or finished (before the season starts). */
export const FALLBACK_CURRENT_GAMEWEEK = 2;

/** admin_settings kind under which `npm run backtest-projections` stores the standings backtest. */
export const STANDINGS_BACKTEST_KIND = 'standings-backtest';

/** One checkpoint of the backtest: every club-season projected from the table as of a gameweek. */
export const standingsCheckpointSchema = z.object({
  /** The table after this gameweek; the model fitted only on the matches played by then. */
  gameweek: z.number().int(),
  /** Club-seasons scored (20 per season). */
  clubs: z.number().int(),
  /** Mean absolute error of final points: the projection, and points per game so far times 38. */
  points_mae: z.number(),
  baseline_points_mae: z.number(),
  /** Brier scores (lower is better) of the top-four and relegation probabilities. */
  top4_brier: z.number(),
  relegation_brier: z.number(),
});

export const standingsBacktestSchema = z.object({
  measured_at: z.string(),
  seasons: z.array(z.string()),
  runs: z.number().int(),
  checkpoints: z.array(standingsCheckpointSchema),
});
export type StandingsBacktest = z.infer<typeof standingsBacktestSchema>;

const probability = z.number().min(0).max(1);

export const standingRowSchema = z.object({
  id: z.number().int(),
  /** Place in the projected table: expected points (one decimal), goal difference and goals scored as shown, then name. */
  position: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  /** The whole season: played matches plus those still to play. */
  played: z.number().int(),
  /** Expected final totals (one decimal; goals whole), played matches counted as they ended. */
  wins: z.number(),
  draws: z.number(),
  losses: z.number(),
  goals_for: z.number().int(),
  goals_against: z.number().int(),
  goal_difference: z.number().int(),
  points: z.number(),
  /** 'nA + nP': matches played and still to play. */
  actual_games: z.number().int(),
  projected_games: z.number().int(),
  /** The table of played matches only. */
  actual: z.object({
    wins: z.number().int(),
    draws: z.number().int(),
    losses: z.number().int(),
    goals_for: z.number().int(),
    goals_against: z.number().int(),
    points: z.number().int(),
  }),
  /** Shares of the simulated seasons (four decimals). */
  title_probability: probability,
  top4_probability: probability,
  top7_probability: probability,
  relegation_probability: probability,
  /** position_probabilities[k]: finishing (k + 1)th. */
  position_probabilities: z.array(probability),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

export const projectedStandingsResponseSchema = z.object({
  season: z.string().nullable(),
  /** The gameweek in play (or the last finished one); 2 before the season, as the product specifies. */
  current_gameweek: z.number().int(),
  simulation: z.object({
    runs: z.number().int(),
    /** The random stream's 32-bit seed: the same data gives the same table. */
    seed: z.number().int(),
    /** Names the inputs (results and score matrices): equal versions, byte-identical answers. */
    data_version: z.string(),
  }),
  rows: z.array(standingRowSchema),
  /** The latest stored backtest; null until the server has measured it on past seasons. */
  backtest: standingsBacktestSchema.nullable(),
});
export type ProjectedStandingsResponse = z.infer<typeof projectedStandingsResponseSchema>;
