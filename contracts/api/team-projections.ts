import { z } from 'zod';
import { projectionEnvelope } from './projections';

/**
 * The team tables: `GET /api/team-projections-combined` (Team Goal Projections and Team Goals
 * Against Projections), `GET /api/team-assist-projections` and `GET /api/team-cs-projections`.
 * Same query as the match endpoints (`projectionsQuerySchema`).
 *
 * A finished match counts with what happened (goals, assists, a clean sheet as 100 or 0), an
 * upcoming one with the model's expectation. Values are 2 decimals (percentages 1 decimal).
 */

/** One match inside a gameweek cell, for the cell's hover text. */
export const cellMatchSchema = z.object({
  fixture_id: z.number().int(),
  opponent_short: z.string(),
  home: z.boolean(),
  finished: z.boolean(),
  value: z.number(),
});

/**
 * One gameweek of a team: `value` is null in a blank gameweek (shown '-', `match_count` 0). In a
 * double gameweek (`match_count` 2) goals and assists are the sum of both matches, a clean-sheet
 * percentage is their mean (a percentage cannot be summed).
 */
export const gameweekCellSchema = z.object({
  gameweek: z.number().int(),
  value: z.number().nullable(),
  match_count: z.number().int().min(0),
  matches: z.array(cellMatchSchema),
});
export type GameweekCell = z.infer<typeof gameweekCellSchema>;

const teamFields = {
  team_id: z.number().int(),
  team_name: z.string(),
  team_short: z.string(),
  /** One cell per gameweek of the range, in order. */
  gameweeks: z.array(gameweekCellSchema),
  /** Matches in the range and in the whole season (doubles count 2, blanks 0). */
  period_matches: z.number().int(),
  season_matches: z.number().int(),
};

/** A goals or assists row: totals and per-match averages (null without a match). */
export const teamTotalsRowSchema = z.object({
  ...teamFields,
  period_total: z.number(),
  /** Every match of the season: finished ones as they ended, the rest projected. */
  season_total: z.number(),
  period_per_game: z.number().nullable(),
  season_per_game: z.number().nullable(),
});
export type TeamTotalsRow = z.infer<typeof teamTotalsRowSchema>;

/** The all-teams TOTAL row: each cell sums every club's cell (`match_count` = club-matches). */
export const allTeamsTotalsSchema = z.object({
  gameweeks: z.array(gameweekCellSchema),
  period_total: z.number(),
  season_total: z.number(),
});
export type AllTeamsTotals = z.infer<typeof allTeamsTotalsSchema>;

/**
 * `GET /api/team-projections-combined`: goals scored and goals against per club. Rows follow the
 * team filter; the totals and the balance are league-wide. Every goal one club scores another
 * concedes, so the league's totals are equal: `perfect_balance` says they are (the screen's
 * 'Perfect'), else the screen shows 'Variance'.
 */
export const teamProjectionsCombinedResponseSchema = z.object({
  ...projectionEnvelope,
  goals_scored: z.array(teamTotalsRowSchema),
  goals_against: z.array(teamTotalsRowSchema),
  goals_scored_totals: allTeamsTotalsSchema,
  goals_against_totals: allTeamsTotalsSchema,
  total_goals_scored: z.number(),
  total_goals_against: z.number(),
  perfect_balance: z.boolean(),
});
export type TeamProjectionsCombinedResponse = z.infer<typeof teamProjectionsCombinedResponseSchema>;

/** `GET /api/team-assist-projections`: assists per club = goals x the measured assists per goal. */
export const teamAssistProjectionsResponseSchema = z.object({
  ...projectionEnvelope,
  /** Assists the game credits per goal scored, measured on past seasons, and where it comes from. */
  assists_per_goal: z.object({ value: z.number(), source: z.string() }),
  rows: z.array(teamTotalsRowSchema),
  totals: allTeamsTotalsSchema,
});
export type TeamAssistProjectionsResponse = z.infer<typeof teamAssistProjectionsResponseSchema>;

const percent = z.number().min(0).max(100);

/** A clean-sheet row: cells are percentages; averages are percent per match. */
export const teamCsRowSchema = z.object({
  ...teamFields,
  /** Mean clean-sheet percentage over the range's matches (Period CS/Game); null without a match. */
  period_cs_per_game: percent.nullable(),
  season_cs_per_game: percent.nullable(),
  /** Expected clean sheets (sum of the probabilities) in the range and in the season. */
  period_clean_sheets: z.number().min(0),
  season_clean_sheets: z.number().min(0),
});
export type TeamCsRow = z.infer<typeof teamCsRowSchema>;

/** `GET /api/team-cs-projections`. */
export const teamCsProjectionsResponseSchema = z.object({
  ...projectionEnvelope,
  rows: z.array(teamCsRowSchema),
});
export type TeamCsProjectionsResponse = z.infer<typeof teamCsProjectionsResponseSchema>;
