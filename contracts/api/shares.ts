import { z } from 'zod';
import { SHARE_MEASURE_FIELDS, type ShareMeasure } from './share-measures';

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

type Names = typeof SHARE_MEASURE_FIELDS;
type FieldName<M extends ShareMeasure, F extends keyof Names['goals']> = Names[M][F];

/** One field named by the measure: `field('goals', 'share', z.number())` is `{ goal_share: z.number() }`. */
const field = <M extends ShareMeasure, F extends keyof Names['goals'], T extends z.ZodType>(
  measure: M,
  name: F,
  schema: T,
) => ({ [SHARE_MEASURE_FIELDS[measure][name]]: schema }) as { [P in FieldName<M, F>]: T };

/**
 * A player in a past season's share team record: every player who appeared, by goals (assists),
 * with his share of the team's goals (assists) and the expected goals (xg, xa) over the fixtures
 * that measured them, null where none did (before 2022-23).
 */
const historicalSharePlayerSchema = <M extends ShareMeasure>(measure: M) =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    position: positionSchema,
    ...field(measure, 'count', z.number().int()),
    ...field(measure, 'share', z.number()),
    minutes: z.number().int(),
    ...field(measure, 'measured', z.number().nullable()),
  });

/** A past season's team: its count (goals or assists), what else completes it, and its players. */
const historicalShareTeamSchema = <M extends ShareMeasure, E extends z.ZodRawShape>(measure: M, extra: E) =>
  z.object({
    ...teamIdentity,
    ...field(measure, 'count', z.number().int()),
    ...extra,
    players: z.array(historicalSharePlayerSchema(measure)),
  });

/**
 * A past season's goals: each team's goals (from the matches), its players (goals for this club
 * only, `goal_share` = goals / the team's goals) and the opponents' own goals credited to it, so
 * that the players' goals plus `own_goals` = `goals`.
 */
export const historicalGoalShareTeamSchema = historicalShareTeamSchema('goals', {
  own_goals: z.number().int(),
});

/** A past season's assists: those the game credited each team's players (an own goal has none). */
export const historicalAssistShareTeamSchema = historicalShareTeamSchema('assists', {
  goals: z.number().int(),
});

export const historicalGoalShareResponseSchema = z.object({
  season: z.string(),
  /** Teams by goals, most first (team name breaks ties). */
  teams: z.array(historicalGoalShareTeamSchema),
});
export type HistoricalGoalShareResponse = z.infer<typeof historicalGoalShareResponseSchema>;

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

/** Who a current player is and his club, as every current-season row names them. */
const playerAndClub = {
  id: z.number().int(),
  name: z.string(),
  position: positionSchema,
  team_id: z.number().int(),
  team_short: z.string(),
  team_name: z.string(),
};

const currentPlayer = {
  ...playerAndClub,
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

/**
 * A player of the current season: so far, the model's share, and the projected rest of the season;
 * `goal_share` (`assist_share`) is his part of his team's projected goals (assists) for the rest of
 * the season, `share_on_pitch` the model's goals (assists) per team goal (assist) while he is on the
 * pitch, the season's figure so far plus projected (2 decimals), and this season's xG (xA) per 90
 * minutes where measured, null without measured minutes.
 */
const seasonSharePlayerSchema = <M extends ShareMeasure>(measure: M) =>
  z.object({
    ...currentPlayer,
    ...field(measure, 'share', z.number()),
    share_on_pitch: z.number(),
    ...field(measure, 'soFar', z.number().int()),
    ...field(measure, 'projected', z.number()),
    ...field(measure, 'season', z.number()),
    ...field(measure, 'per90', z.number().nullable()),
  });

export const seasonGoalSharePlayerSchema = seasonSharePlayerSchema('goals');
export const seasonAssistSharePlayerSchema = seasonSharePlayerSchema('assists');

/**
 * A team of the current season: so far, expected in the remaining matches (goals: the match model's
 * expected goals; assists: those x assists per goal; its players' projections add up to it), the
 * season (so far plus expected), and every player of the club by share.
 */
const seasonShareTeamSchema = <M extends ShareMeasure, E extends z.ZodRawShape>(measure: M, extra: E) =>
  z.object({
    ...teamIdentity,
    ...field(measure, 'soFar', z.number().int()),
    ...field(measure, 'expected', z.number()),
    ...field(measure, 'season', z.number()),
    ...extra,
    players: z.array(seasonSharePlayerSchema(measure)),
  });

export const seasonGoalShareTeamSchema = seasonShareTeamSchema('goals', {
  own_goals_so_far: z.number().int(),
  /** The own-goal line of the remaining matches: players' projected goals + this = expected_goals. */
  projected_own_goals: z.number(),
});

export const seasonAssistShareTeamSchema = seasonShareTeamSchema('assists', {});

/** Where the season stands: null before it starts (gameweek: the last finished one the shares include). */
const seasonPoint = {
  season: z.string().nullable(),
  gameweek: z.number().int().nullable(),
};

/** `GET /api/goal-share-season`: teams by expected goals of the rest of the season. */
export const seasonGoalShareResponseSchema = z.object({
  ...seasonPoint,
  model: shareModelSchema,
  teams: z.array(seasonGoalShareTeamSchema),
});
export type SeasonGoalShareResponse = z.infer<typeof seasonGoalShareResponseSchema>;

/** `GET /api/assist-share-season`: teams by expected assists of the rest of the season. */
export const seasonAssistShareResponseSchema = z.object({
  ...seasonPoint,
  model: shareModelSchema,
  teams: z.array(seasonAssistShareTeamSchema),
});
export type SeasonAssistShareResponse = z.infer<typeof seasonAssistShareResponseSchema>;

/** `GET /api/player-goal-projections`: every player, by projected goals for the rest of the season. */
export const playerGoalProjectionsResponseSchema = z.object({
  ...seasonPoint,
  players: z.array(seasonGoalSharePlayerSchema),
});
export type PlayerGoalProjectionsResponse = z.infer<typeof playerGoalProjectionsResponseSchema>;

/** `GET /api/player-assist-projections`: every player, by projected assists for the rest of the season. */
export const playerAssistProjectionsResponseSchema = z.object({
  ...seasonPoint,
  players: z.array(seasonAssistSharePlayerSchema),
});
export type PlayerAssistProjectionsResponse = z.infer<typeof playerAssistProjectionsResponseSchema>;

/**
 * `GET /api/season-projections`: every player's goals and assists so far plus the projected rest of
 * the season, by projected goal involvements (the screen shows the first 50).
 */
export const seasonProjectionsResponseSchema = z.object({
  ...seasonPoint,
  players: z.array(
    z.object({
      ...playerAndClub,
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
