import { z } from 'zod';

/**
 * Goal share and assist share: a season's team records, each team's players with their share of the
 * team's goals (or assists). Past seasons (`GET /api/goal-share-historical/:season`,
 * `GET /api/assist-share-historical/:season`) carry what happened, from the imported history, each
 * goal and assist credited to the club the player played for in that fixture (January movers appear
 * under both clubs). Shares are fractions (0.25 = 25%); the screens format them.
 */

/** GKP, DEF, MID or FWD (AM: the 2024-25 assistant managers). */
export const positionSchema = z.string();

const teamIdentity = {
  team_id: z.number().int(),
  team_name: z.string(),
  team_short: z.string(),
};

/** A player in a past season's goal-share team record; every player who appeared, by goals. */
export const historicalGoalSharePlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: positionSchema,
  goals: z.number().int(),
  /** goals / the team's goals; the team's own-goal line takes the rest. */
  goal_share: z.number(),
  minutes: z.number().int(),
  /** Expected goals over the fixtures that measured them; null where none did (before 2022-23). */
  xg: z.number().nullable(),
});

/**
 * A past season's team: its goals (from the matches), its players (goals for this club only) and
 * the opponents' own goals credited to it, so that the players' goals plus `own_goals` = `goals`.
 */
export const historicalGoalShareTeamSchema = z.object({
  ...teamIdentity,
  goals: z.number().int(),
  own_goals: z.number().int(),
  players: z.array(historicalGoalSharePlayerSchema),
});

export const historicalGoalShareResponseSchema = z.object({
  season: z.string(),
  /** Teams by goals, most first (team name breaks ties). */
  teams: z.array(historicalGoalShareTeamSchema),
});
export type HistoricalGoalShareResponse = z.infer<typeof historicalGoalShareResponseSchema>;

/** A player in a past season's assist-share team record, by assists. */
export const historicalAssistSharePlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: positionSchema,
  assists: z.number().int(),
  /** assists / the team's assists (the players' shares add up to 1). */
  assist_share: z.number(),
  minutes: z.number().int(),
  xa: z.number().nullable(),
});

/** A past season's team: the assists the game credited its players (an own goal has none). */
export const historicalAssistShareTeamSchema = z.object({
  ...teamIdentity,
  assists: z.number().int(),
  goals: z.number().int(),
  players: z.array(historicalAssistSharePlayerSchema),
});

export const historicalAssistShareResponseSchema = z.object({
  season: z.string(),
  /** Teams by assists, most first (team name breaks ties). */
  teams: z.array(historicalAssistShareTeamSchema),
});
export type HistoricalAssistShareResponse = z.infer<typeof historicalAssistShareResponseSchema>;

/** Mean Poisson deviance of players' counts after the origin: the share model and the position-only prior. */
export const shareDevianceSchema = z.object({
  model: z.number(),
  position_only: z.number(),
});

/**
 * The share model's backtest (`npm run backtest-projections`), stored for the About blocks: from
 * the midpoint of each season (half its matches played), shares fitted on everything before, each
 * player's goals and assists in the rest of the season predicted given his actual minutes and his
 * team's actual goals (assists), scored beside his position's prior alone.
 */
export const shareBacktestSchema = z.object({
  measured_at: z.string(),
  seasons: z.array(
    z.object({
      season: z.string(),
      /** The first kick-off of the predicted half. */
      origin_kickoff_time: z.string(),
      players: z.number().int(),
      goals: shareDevianceSchema,
      assists: shareDevianceSchema,
    }),
  ),
  settings: z.object({
    expected_weight: z.number(),
    decay_per_day: z.number(),
    prior_strength: z.number(),
  }),
});
export type ShareBacktest = z.infer<typeof shareBacktestSchema>;
