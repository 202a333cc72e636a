import { z } from 'zod';
import { count, flag, fplObject, items, maybe, needed, num, orNull, playerStatFields, text } from './lenient';

/** `element-summary/{id}/`: strict on which match a row is (fixture, gameweek, opponent). */
export const elementHistoryRowSchema = fplObject('element_history', {
  // The player the summary is already for.
  element: maybe(z.number().int()),
  fixture: z.number().int(),
  opponent_team: z.number().int(),
  total_points: count(),
  was_home: flag(),
  kickoff_time: orNull(z.string()),
  round: z.number().int(),
  ...playerStatFields(),
  value: count(),
  transfers_balance: count(),
  selected: count(),
  transfers_in: count(),
  transfers_out: count(),
  expected_goals: maybe(z.string()),
  expected_assists: maybe(z.string()),
});

/** Upcoming fixtures, this season's per-fixture history and past seasons of one player. */
export const elementSummarySchema = fplObject('element_summary', {
  fixtures: items(
    'element_summary.fixtures',
    fplObject('element_fixture', {
      id: z.number().int(),
      event: orNull(z.number().int()),
      team_h: z.number().int(),
      team_a: z.number().int(),
      is_home: flag(),
      difficulty: needed(z.number().int()),
      kickoff_time: orNull(z.string()),
      finished: flag(),
    }),
  ),
  history: items('element_summary.history', elementHistoryRowSchema),
  history_past: items(
    'element_summary.history_past',
    fplObject('element_past_season', {
      season_name: z.string(),
      element_code: count(),
      start_cost: count(),
      end_cost: count(),
      total_points: count(),
      minutes: count(),
      goals_scored: count(),
      assists: count(),
    }),
  ),
});
export type FplElementSummary = z.infer<typeof elementSummarySchema>;

/** `event/{gw}/live/`: per-player stats for one gameweek; strict on whose stats they are. */
export const eventLiveSchema = fplObject('event_live', {
  elements: items(
    'event_live.elements',
    fplObject('live_element', {
      id: z.number().int(),
      stats: fplObject('live_stats', {
        minutes: count(),
        goals_scored: count(),
        assists: count(),
        clean_sheets: count(),
        goals_conceded: count(),
        bonus: count(),
        bps: count(),
        total_points: count(),
        in_dreamteam: maybe(z.boolean()),
        // The gameweek's total (both fixtures of a double gameweek), a decimal string ("0.45").
        expected_goals: maybe(z.string()),
        expected_assists: maybe(z.string()),
      }),
      // The fixtures the player's points came from, with his minutes in each.
      explain: maybe(
        z.array(
          fplObject('live_explain', {
            fixture: z.number().int(),
            stats: items(
              'live_explain.stats',
              fplObject('live_explain_stat', { identifier: z.string(), value: num() }),
            ),
          }),
        ),
      ),
    }),
  ),
});
export type FplEventLive = z.infer<typeof eventLiveSchema>;

/** `event-status/`: whether bonus and league tables are settled for the current event. */
export const eventStatusSchema = fplObject('event_status', {
  status: items(
    'event_status.status',
    fplObject('event_status_day', {
      bonus_added: flag(),
      date: text(),
      event: z.number().int(),
      points: text(),
    }),
  ),
  leagues: text(),
});
export type FplEventStatus = z.infer<typeof eventStatusSchema>;
