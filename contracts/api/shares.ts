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

/**
 * The share model as the About blocks state it: the position priors measured on the data it was
 * fitted on, its settings, the own-goal share, and the latest stored backtest (null before
 * `npm run backtest-projections` has run).
 */
export const shareModelSchema = z.object({
  /** Seasons whose matches the shares were measured on (three past seasons and the current one). */
  seasons: z.array(z.string()),
  /** Goals (assists) per team goal (assist) while on the pitch, by position: the priors. */
  position_priors: z.object({ gkp: z.number(), def: z.number(), mid: z.number(), fwd: z.number() }),
  /** Team goals (assists) of exposure the prior counts as. */
  prior_strength: z.number(),
  expected_weight: z.number(),
  decay_per_day: z.number(),
  /** Share of a team's goals that are opponents' own goals (goals model only; 0 for assists). */
  own_goal_share: z.number(),
  /** Assists credited per team goal (what turns expected goals into expected assists). */
  assists_per_goal: z.number(),
  /** What a share earned at a player's previous club counts for at his new one (measured on past moves). */
  mover_factor: z.number(),
  /** Why the shares are provisional (past seasons missing), in a manager's words; null when they are not. */
  provisional_reason: z.string().nullable(),
  backtest: shareBacktestSchema.nullable(),
});
export type ShareModel = z.infer<typeof shareModelSchema>;

const currentPlayer = {
  id: z.number().int(),
  name: z.string(),
  position: positionSchema,
  team_id: z.number().int(),
  team_short: z.string(),
  team_name: z.string(),
  /** Price in tenths of a million. */
  price: z.number().int(),
  /** Expected fraction of the minutes in his next match (availability included). */
  next_minutes_share: z.number(),
  /**
   * The part (0-1) of the evidence behind his share he earned at his previous clubs, which counts
   * scaled by the model's mover factor (0 for a player who has not moved).
   */
  from_previous_club: z.number(),
};

/** A player of the current season: so far, the model's share, and the projected rest of the season. */
export const seasonGoalSharePlayerSchema = z.object({
  ...currentPlayer,
  /** His part of his team's projected goals for the rest of the season. */
  goal_share: z.number(),
  /** The model's goals per team goal while he is on the pitch. */
  share_on_pitch: z.number(),
  goals_so_far: z.number().int(),
  /** Rest of the season (2 decimals). */
  projected_goals: z.number(),
  /** So far plus projected. */
  season_goals: z.number(),
  /** This season's xG per 90 minutes where measured; null without measured minutes. */
  xg_per_90: z.number().nullable(),
});

export const seasonGoalShareTeamSchema = z.object({
  ...teamIdentity,
  goals_so_far: z.number().int(),
  /** The match model's expected goals in the remaining matches. */
  expected_goals: z.number(),
  /** So far plus expected. */
  season_goals: z.number(),
  own_goals_so_far: z.number().int(),
  /** The own-goal line of the remaining matches: players' projected goals + this = expected_goals. */
  projected_own_goals: z.number(),
  /** Every player of the club, by goal share. */
  players: z.array(seasonGoalSharePlayerSchema),
});

/** `GET /api/goal-share-season`: teams by expected goals of the rest of the season. */
export const seasonGoalShareResponseSchema = z.object({
  season: z.string().nullable(),
  /** The last finished gameweek the shares include; null before the season starts. */
  gameweek: z.number().int().nullable(),
  model: shareModelSchema,
  teams: z.array(seasonGoalShareTeamSchema),
});
export type SeasonGoalShareResponse = z.infer<typeof seasonGoalShareResponseSchema>;

export const seasonAssistSharePlayerSchema = z.object({
  ...currentPlayer,
  /** His part of his team's projected assists for the rest of the season. */
  assist_share: z.number(),
  share_on_pitch: z.number(),
  assists_so_far: z.number().int(),
  projected_assists: z.number(),
  season_assists: z.number(),
  xa_per_90: z.number().nullable(),
});

export const seasonAssistShareTeamSchema = z.object({
  ...teamIdentity,
  assists_so_far: z.number().int(),
  /** Expected goals of the remaining matches x assists per goal; the players' projections add up to it. */
  expected_assists: z.number(),
  season_assists: z.number(),
  players: z.array(seasonAssistSharePlayerSchema),
});

/** `GET /api/assist-share-season`: teams by expected assists of the rest of the season. */
export const seasonAssistShareResponseSchema = z.object({
  season: z.string().nullable(),
  gameweek: z.number().int().nullable(),
  model: shareModelSchema,
  teams: z.array(seasonAssistShareTeamSchema),
});
export type SeasonAssistShareResponse = z.infer<typeof seasonAssistShareResponseSchema>;

/** `GET /api/player-goal-projections`: every player, by projected goals for the rest of the season. */
export const playerGoalProjectionsResponseSchema = z.object({
  season: z.string().nullable(),
  gameweek: z.number().int().nullable(),
  players: z.array(seasonGoalSharePlayerSchema),
});
export type PlayerGoalProjectionsResponse = z.infer<typeof playerGoalProjectionsResponseSchema>;

/** `GET /api/player-assist-projections`: every player, by projected assists for the rest of the season. */
export const playerAssistProjectionsResponseSchema = z.object({
  season: z.string().nullable(),
  gameweek: z.number().int().nullable(),
  players: z.array(seasonAssistSharePlayerSchema),
});
export type PlayerAssistProjectionsResponse = z.infer<typeof playerAssistProjectionsResponseSchema>;

/**
 * `GET /api/season-projections`: every player's goals and assists so far plus the projected rest of
 * the season, by projected goal involvements (the screen shows the first 50).
 */
export const seasonProjectionsResponseSchema = z.object({
  season: z.string().nullable(),
  gameweek: z.number().int().nullable(),
  players: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      position: positionSchema,
      team_id: z.number().int(),
      team_short: z.string(),
      team_name: z.string(),
      goals_so_far: z.number().int(),
      assists_so_far: z.number().int(),
      projected_goals: z.number(),
      projected_assists: z.number(),
      /** So far plus projected (1 decimal on screen). */
      season_goals: z.number(),
      season_assists: z.number(),
      season_involvements: z.number(),
    }),
  ),
});
export type SeasonProjectionsResponse = z.infer<typeof seasonProjectionsResponseSchema>;
