import { z } from 'zod';
import { gameweekParam, positiveIntParam } from '../params';

/** Where a player stands in the gameweek: minutes played, none and done, or a match still to come. */
export const liveStatusSchema = z.enum(['played', 'did_not_play', 'to_play']);
export type LiveStatus = z.infer<typeof liveStatusSchema>;

export const livePickSchema = z.object({
  element: z.number().int(),
  /** The slot after the automatic substitutions: 1-11 the team, 12-15 the bench in order. */
  position: z.number().int(),
  element_type: z.number().int(),
  /** 0 on the bench (1 with Bench Boost), 1 in the team, 2 (3 with Triple Captain) with the armband. */
  multiplier: z.number().int(),
  /** The player's points so far with his bonus, before the multiplier. */
  points: z.number().int(),
  minutes: z.number().int(),
  /** Official bonus, or provisional bonus from the BPS standings while `bonus_provisional`. */
  bonus: z.number().int(),
  bonus_provisional: z.boolean(),
  status: liveStatusSchema,
  is_captain: z.boolean(),
  is_vice_captain: z.boolean(),
});
export type LivePick = z.infer<typeof livePickSchema>;

/** How final a live answer's figures are: shared by the manager's and the league's live views. */
const liveStateFields = {
  /** True while the bonus of any counted pick comes from the BPS standings and can still change. */
  bonus_provisional: z.boolean(),
  /** True once every match of the gameweek is over and its bonus awarded. */
  gameweek_finished: z.boolean(),
};

/** `GET /api/manager/:id/live[?gameweek=n]`: a manager's gameweek as the game counts it, live. */
export const managerLiveSchema = z.object({
  manager_id: z.number().int(),
  gameweek: z.number().int(),
  /** The gameweek's points as the game counts them, before the transfer cost. */
  points: z.number().int(),
  /** Points deducted for extra transfers. */
  transfer_cost: z.number().int(),
  /** The season's total with this gameweek's live points, less the transfer cost. */
  total_points: z.number().int(),
  active_chip: z.string().nullable(),
  ...liveStateFields,
  automatic_subs: z.array(z.object({ element_in: z.number().int(), element_out: z.number().int() })),
  picks: z.array(livePickSchema),
  /** When the live scores these figures come from were read from the game (ISO 8601). */
  updated_at: z.string(),
});
export type ManagerLive = z.infer<typeof managerLiveSchema>;

/** `?gameweek=n`: a gameweek already under way or played; none means the current one. */
export const managerLiveQuerySchema = z.object({ gameweek: gameweekParam.optional() });

export const leagueLiveRowSchema = z.object({
  entry: z.number().int(),
  entry_name: z.string(),
  player_name: z.string(),
  /** Rank by live total on this page (level totals share a rank). */
  rank: z.number().int(),
  /** Rank in the league table as the game last published it. */
  published_rank: z.number().int(),
  /** Live gameweek points before the transfer cost; null when the member has no team this gameweek. */
  live_points: z.number().int().nullable(),
  transfer_cost: z.number().int(),
  /** The season's total with the live gameweek, less the transfer cost. */
  total: z.number().int(),
  /** The element wearing the armband (the vice-captain when the captain did not play); null if nobody. */
  captain: z.number().int().nullable(),
  active_chip: z.string().nullable(),
});
export type LeagueLiveRow = z.infer<typeof leagueLiveRowSchema>;

/** `GET /api/leagues-classic/:id/live?page=n`: one standings page re-ranked by live total. */
export const leagueLiveSchema = z.object({
  league_id: z.number().int(),
  league_name: z.string(),
  gameweek: z.number().int(),
  page: z.number().int(),
  has_next: z.boolean(),
  ...liveStateFields,
  rows: z.array(leagueLiveRowSchema),
  updated_at: z.string(),
});
export type LeagueLive = z.infer<typeof leagueLiveSchema>;

/** `?page=n`: the league's standings page, 50 members a page as the game serves them. */
export const leagueLiveQuerySchema = z.object({ page: positiveIntParam('page', 1000).optional() });
