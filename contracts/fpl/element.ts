import { z } from 'zod';

/** `element-summary/{id}/`: upcoming fixtures, this season's per-fixture history and past seasons. */
export const elementHistoryRowSchema = z.object({
  element: z.number().int(),
  fixture: z.number().int(),
  opponent_team: z.number().int(),
  total_points: z.number().int(),
  was_home: z.boolean(),
  kickoff_time: z.string().nullable(),
  round: z.number().int(),
  minutes: z.number().int(),
  goals_scored: z.number().int(),
  assists: z.number().int(),
  clean_sheets: z.number().int(),
  goals_conceded: z.number().int(),
  own_goals: z.number().int(),
  penalties_saved: z.number().int(),
  penalties_missed: z.number().int(),
  yellow_cards: z.number().int(),
  red_cards: z.number().int(),
  saves: z.number().int(),
  bonus: z.number().int(),
  bps: z.number().int(),
  influence: z.string(),
  creativity: z.string(),
  threat: z.string(),
  ict_index: z.string(),
  value: z.number().int(),
  transfers_balance: z.number().int(),
  selected: z.number().int(),
  transfers_in: z.number().int(),
  transfers_out: z.number().int(),
  expected_goals: z.string().optional(),
  expected_assists: z.string().optional(),
});

export const elementSummarySchema = z.object({
  fixtures: z.array(
    z.object({
      id: z.number().int(),
      event: z.number().int().nullable(),
      team_h: z.number().int(),
      team_a: z.number().int(),
      is_home: z.boolean(),
      difficulty: z.number().int(),
      kickoff_time: z.string().nullable(),
      finished: z.boolean(),
    }),
  ),
  history: z.array(elementHistoryRowSchema),
  history_past: z.array(
    z.object({
      season_name: z.string(),
      element_code: z.number().int(),
      start_cost: z.number().int(),
      end_cost: z.number().int(),
      total_points: z.number().int(),
      minutes: z.number().int(),
      goals_scored: z.number().int(),
      assists: z.number().int(),
    }),
  ),
});
export type FplElementSummary = z.infer<typeof elementSummarySchema>;

/** `event/{gw}/live/`: per-player stats for one gameweek. */
export const eventLiveSchema = z.object({
  elements: z.array(
    z.object({
      id: z.number().int(),
      stats: z.object({
        minutes: z.number().int(),
        goals_scored: z.number().int(),
        assists: z.number().int(),
        clean_sheets: z.number().int(),
        goals_conceded: z.number().int(),
        bonus: z.number().int(),
        bps: z.number().int(),
        total_points: z.number().int(),
        in_dreamteam: z.boolean().optional(),
      }),
    }),
  ),
});
export type FplEventLive = z.infer<typeof eventLiveSchema>;

/** `event-status/`: whether bonus and league tables are settled for the current event. */
export const eventStatusSchema = z.object({
  status: z.array(z.object({ bonus_added: z.boolean(), date: z.string(), event: z.number().int(), points: z.string() })),
  leagues: z.string(),
});
export type FplEventStatus = z.infer<typeof eventStatusSchema>;
