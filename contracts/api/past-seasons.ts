import { z } from 'zod';
import { COUNTING_STATS, ICT_STATS, type CountingStat, type IctStat } from '../game/match-stats';

/** `GET /api/seasons`: season labels ("2025-26"), newest first; the current season included. */
export const seasonsResponseSchema = z.array(z.string());
export type SeasonsResponse = z.infer<typeof seasonsResponseSchema>;

/** The season's totals of the game's per-match statistics, in its order; the ICT figures as numbers. */
const statTotalFields = {
  ...(Object.fromEntries(COUNTING_STATS.map((k) => [k, z.number().int()])) as Record<
    CountingStat,
    z.ZodNumber
  >),
  ...(Object.fromEntries(ICT_STATS.map((k) => [k, z.number()])) as Record<IctStat, z.ZodNumber>),
};

/**
 * One player of a past season, from the vaastav `players_raw.csv` of that season (its final
 * bootstrap `elements` row). Ids are that season's ids: `id`, `team` and `team_id` do not
 * identify the same player or club in another season (`code` does, for players).
 * Prices are tenths of a million. Unlike the live bootstrap, decimals are numbers, not strings.
 */
export const historicalPlayerSchema = z.object({
  season: z.string(),
  id: z.number().int(),
  /** FPL's permanent player code; links a player across seasons. */
  code: z.number().int().nullable(),
  web_name: z.string(),
  first_name: z.string(),
  second_name: z.string(),
  /** The club at the end of the season (same value as team_id, under the live field's name). */
  team: z.number().int(),
  team_id: z.number().int(),
  team_name: z.string(),
  team_short_name: z.string(),
  element_type: z.number().int(),
  /** GKP, DEF, MID, FWD (AM: the 2024-25 assistant managers). */
  position_name: z.string(),
  /** Price at the end of the season (= end_cost). */
  now_cost: z.number().int(),
  start_cost: z.number().int(),
  end_cost: z.number().int(),
  total_points: z.number().int(),
  /**
   * total_points divided by appearances (gameweek rows with minutes > 0), rounded half up to one
   * decimal; 0 without appearances. The official figure rounds .x5 ties either way over the
   * years, so it can differ from this by 0.1.
   */
  points_per_game: z.number(),
  ...statTotalFields,
  /** From 2022-23 on; null before. */
  expected_goals: z.number().nullable(),
  expected_assists: z.number().nullable(),
  selected_by_percent: z.number().nullable(),
});
export type HistoricalPlayer = z.infer<typeof historicalPlayerSchema>;

/** `GET /api/players/historical/:season`: every player of that season, by id. */
export const historicalPlayersResponseSchema = z.array(historicalPlayerSchema);
