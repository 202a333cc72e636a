import { z } from 'zod';

export const PLAN_CHIPS = ['wildcard', 'freehit', 'bboost', '3xc'] as const;

const idList = (name: string) =>
  z
    .string()
    .regex(
      /^$|^[1-9][0-9]{0,5}(,[1-9][0-9]{0,5}){0,14}$/,
      `${name} must be up to 15 player ids separated by commas`,
    )
    .transform((s) => (s === '' ? [] : [...new Set(s.split(',').map(Number))]))
    .optional();

/** `GET /api/manager/{id}/transfer-plan` query: horizon 1-6 required; options as the issue lists them. */
export const transferPlanQuerySchema = z
  .object({
    horizon: z
      .string({ error: 'horizon must be a whole number from 1 to 6' })
      .regex(/^[1-6]$/, 'horizon must be a whole number from 1 to 6')
      .transform(Number),
    max_hits: z
      .string()
      .regex(/^([0-9]|1[0-9]|20)$/, 'max_hits must be a whole number from 0 to 20')
      .transform(Number)
      .optional(),
    keep: idList('keep'),
    avoid: idList('avoid'),
    chip: z.enum(PLAN_CHIPS, { error: 'chip must be one of wildcard, freehit, bboost, 3xc' }).optional(),
    chip_gw: z
      .string()
      .regex(/^([1-9]|[1-3][0-9])$/, 'chip_gw must be a gameweek from 1 to 38')
      .transform(Number)
      .optional(),
  })
  .refine((q) => (q.chip === undefined) === (q.chip_gw === undefined), {
    message: 'chip and chip_gw go together: give both or neither',
  });
export type TransferPlanQuery = z.infer<typeof transferPlanQuerySchema>;

export const planWeekSchema = z.object({
  gameweek: z.number().int(),
  transfers_in: z.array(z.number().int()),
  transfers_out: z.array(z.number().int()),
  hits: z.number().int(),
  /** Each sale paired with a purchase of his position, and the projected gain to the horizon's end. */
  moves: z.array(z.object({ out: z.number().int(), in: z.number().int(), gain: z.number() })),
  chip: z.enum(PLAN_CHIPS).nullable(),
  xi: z.array(z.number().int()),
  /** Goalkeeper first, then the outfielders in order of expected points. */
  bench: z.array(z.number().int()),
  captain: z.number().int(),
  vice_captain: z.number().int(),
  /** The points model's expected points of the XI with the captain's doubled (bench with Bench Boost), less hits. */
  projected_points: z.number(),
});
export type PlanWeekAnswer = z.infer<typeof planWeekSchema>;

/** What a player of the squad sells for, and where his purchase price came from. */
export const sellingPriceSchema = z.object({
  player_id: z.number().int(),
  purchase_price: z.number(),
  selling_price: z.number(),
  /**
   * `transfer_history`: bought for his latest transfer in (or, never transferred in, for the
   * season-start price of a team picked before gameweek 1); `current_price`: unknown, so now.
   */
  source: z.enum(['transfer_history', 'current_price']),
});

export const transferPlanSchema = z.object({
  manager_id: z.number().int(),
  horizon: z.number().int(),
  gameweeks: z.array(planWeekSchema),
  squad_after: z.array(z.number().int()),
  /** Bank after the last planned gameweek, in millions. */
  bank_after: z.number(),
  projected_points: z.number(),
  /** The same gameweeks with no transfers: the squad as it is, best XI and captain each week. */
  projected_points_keep: z.number(),
  free_transfers: z.number().int().nullable(),
  selling_prices: z.array(sellingPriceSchema),
  /** Expected points per planned gameweek of every player the plan or the squad holds. */
  expected_points: z.array(z.object({ player_id: z.number().int(), points: z.array(z.number()) })),
  /** Players considered (the rest are out-projected by cheaper players in every gameweek). */
  candidates: z.number().int(),
  solver: z.object({
    /** `optimal`: proven best; `time_limit`: the best found in the time allowed, within `gap`. */
    status: z.enum(['optimal', 'time_limit']),
    seconds: z.number(),
    gap: z.number().nullable(),
  }),
});
export type TransferPlan = z.infer<typeof transferPlanSchema>;
