import { z } from 'zod';
import { FIRST_GAMEWEEK, LAST_GAMEWEEK, MAX_TEAM_ID } from './projection-bounds';

/**
 * The match projection endpoints: `GET /api/projected-goals-cs` (Match Projections) and
 * `GET /api/results-projections` (Results Projections), plus the query and the envelope every
 * projection endpoint shares (the team tables are in `team-projections.ts`). Fields are snake_case
 * (decision record 0003).
 *
 * Finished is per fixture: a finished match carries its actual score and a win/loss/draw result, an
 * upcoming one the model's predicted score and a projected_* result from the most likely outcome.
 * The model's figures of a finished match come from the current fit, which has seen its result:
 * they describe the match, they are not what was forecast before it (the backtest measures that).
 */

export { FIRST_GAMEWEEK, LAST_GAMEWEEK, MAX_TEAM_ID } from './projection-bounds';

const wholeNumberQuery = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^[0-9]{1,2}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
};

/**
 * Query of every projection endpoint. A missing gameweek takes the default range (the next
 * gameweek to be played, see `contracts/game/default-range.ts`); a missing end gameweek spans the
 * screen's default width from the start. `team` keeps only that club's matches or row.
 */
export const projectionsQuerySchema = z
  .object({
    start_gw: wholeNumberQuery('start_gw', FIRST_GAMEWEEK, LAST_GAMEWEEK).optional(),
    end_gw: wholeNumberQuery('end_gw', FIRST_GAMEWEEK, LAST_GAMEWEEK).optional(),
    team: wholeNumberQuery('team', 1, MAX_TEAM_ID).optional(),
  })
  .refine((q) => q.start_gw === undefined || q.end_gw === undefined || q.end_gw >= q.start_gw, {
    message: 'end_gw must be at or after start_gw',
    path: ['end_gw'],
  });
export type ProjectionsQuery = z.infer<typeof projectionsQuerySchema>;

/** A club as the filters list it (the season's ids). */
export const projectionTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
});
export type ProjectionTeam = z.infer<typeof projectionTeamSchema>;

/** Fields every projection response starts with. */
export const projectionEnvelope = {
  /** Season label ('2025-26'); null when the game lists no gameweeks. */
  season: z.string().nullable(),
  /** The range answered: the query's, or the default where it gave none. */
  start_gw: z.number().int(),
  end_gw: z.number().int(),
  /** The range the screen opens on (the next gameweek to be played; 3 when none is current). */
  default_start_gw: z.number().int(),
  default_end_gw: z.number().int(),
  /** The club filter applied, null for all teams. */
  team: z.number().int().nullable(),
  /** Every club of the season, by name, for the team filter. */
  teams: z.array(projectionTeamSchema),
};

export const MATCH_RESULTS = [
  'win',
  'loss',
  'draw',
  'projected_win',
  'projected_loss',
  'projected_draw',
] as const;
export const matchResultSchema = z.enum(MATCH_RESULTS);
export type MatchResult = z.infer<typeof matchResultSchema>;

const percent = z.number().min(0).max(100);
const probability = z.number().min(0).max(1);

/** One side of a match on the Match Projections screen. */
export const matchSideSchema = z.object({
  team_id: z.number().int(),
  short_name: z.string(),
  name: z.string(),
  /** The model's expected goals for this side, 2 decimals. */
  expected_goals: z.number().min(0),
  /** The model's chance this side concedes nothing, percent with 1 decimal. */
  clean_sheet_percent: percent,
  /** win/loss/draw once finished, else projected_* from the predicted score. */
  result: matchResultSchema,
  /** Goals scored: the actual score when the match is finished, else the predicted score. */
  score: z.number().int().min(0),
});
export type MatchSide = z.infer<typeof matchSideSchema>;

/** Which match a row is and whether it is over: the first fields of every match row. */
export const matchFields = {
  /** The game's fixture id. */
  id: z.number().int(),
  gameweek: z.number().int(),
  /** ISO kick-off; null while not scheduled. */
  kickoff_time: z.string().nullable(),
  finished: z.boolean(),
};

export const matchProjectionSchema = z.object({
  ...matchFields,
  home: matchSideSchema,
  away: matchSideSchema,
  /** Sum of both sides' expected goals, 2 decimals. */
  total_expected_goals: z.number().min(0),
  /** Sum of both sides' `score` (actual when finished, predicted otherwise). */
  total_goals: z.number().int().min(0),
  /**
   * The predicted score every screen shows for this match (shown-scorelines in engine/predictions),
   * the one shown before kick-off once finished.
   */
  predicted_score: z.object({ home: z.number().int().min(0), away: z.number().int().min(0) }),
});
export type MatchProjection = z.infer<typeof matchProjectionSchema>;

/** `GET /api/projected-goals-cs`: the range's matches grouped by gameweek, kick-off order within. */
export const projectedGoalsCsResponseSchema = z.object({
  ...projectionEnvelope,
  /** Every gameweek of the range, also those without a match for the filter (`matches` empty). */
  gameweeks: z.array(z.object({ gameweek: z.number().int(), matches: z.array(matchProjectionSchema) })),
});
export type ProjectedGoalsCsResponse = z.infer<typeof projectedGoalsCsResponseSchema>;

export const CONFIDENCE_CLASSES = ['High', 'Medium', 'Low'] as const;
export const confidenceSchema = z.enum(CONFIDENCE_CLASSES);
export type Confidence = z.infer<typeof confidenceSchema>;

/** One row of Results Projections. Probabilities are 0-1, 3 decimals. */
export const resultProjectionSchema = z.object({
  ...matchFields,
  home_team_id: z.number().int(),
  away_team_id: z.number().int(),
  home_team: z.string(),
  away_team: z.string(),
  home_team_short: z.string(),
  away_team_short: z.string(),
  /**
   * The predicted score every screen shows for this match (chosen with the others of its gameweek so
   * that their results, nil scores and goals follow the model's expected counts), the one shown before
   * kick-off once finished. The probabilities and the confidence are the model's own.
   */
  predicted_home_score: z.number().int().min(0),
  predicted_away_score: z.number().int().min(0),
  /** The actual score of a finished match, null before it is played. */
  actual_home_score: z.number().int().min(0).nullable(),
  actual_away_score: z.number().int().min(0).nullable(),
  home_win_probability: probability,
  draw_probability: probability,
  away_win_probability: probability,
  total_goals_probability: z.object({ over_2_5: probability, under_2_5: probability }),
  /** From the most likely outcome's probability; the classes' hit rates are in the model's backtest. */
  confidence: confidenceSchema,
});
export type ResultProjection = z.infer<typeof resultProjectionSchema>;

/** `GET /api/results-projections`: the range's matches in gameweek then kick-off order. */
export const resultsProjectionsResponseSchema = z.object({
  ...projectionEnvelope,
  matches: z.array(resultProjectionSchema),
});
export type ResultsProjectionsResponse = z.infer<typeof resultsProjectionsResponseSchema>;
