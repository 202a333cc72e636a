import { z } from 'zod';
import { teamTierSchema } from './goal-scored-settings';
import { LAST_GAMEWEEK } from '../game/season';

/**
 * `GET /api/fixture-difficulty?start=3&end=8&mode=balanced&sort=name`: the Fixture Analyzer grid
 * computed by the server with the attack and defence tiers of the
 * goal-scored settings.
 */

/**
 * Only gameweeks 3 to 38 are selectable. A range the query leaves out is the default one: the next
 * gameweek to be played and five more (contracts/game/default-range.ts), from gameweek 3 at the
 * earliest.
 */
export const FIRST_SELECTABLE_GAMEWEEK = 3;

export const FDR_MODES = ['balanced', 'attacking', 'defensive'] as const;
export const fdrModeSchema = z.enum(FDR_MODES);
export type FdrMode = z.infer<typeof fdrModeSchema>;

export const FDR_SORTS = ['name', 'easiest', 'hardest'] as const;
export const fdrSortSchema = z.enum(FDR_SORTS);
export type FdrSort = z.infer<typeof fdrSortSchema>;

const gameweekQuery = (name: string) =>
  z
    .string()
    .regex(
      /^[0-9]{1,2}$/,
      `${name} must be a whole number from ${FIRST_SELECTABLE_GAMEWEEK} to ${LAST_GAMEWEEK}`,
    )
    .transform(Number)
    .refine(
      (gw) => gw >= FIRST_SELECTABLE_GAMEWEEK && gw <= LAST_GAMEWEEK,
      `${name} must be a whole number from ${FIRST_SELECTABLE_GAMEWEEK} to ${LAST_GAMEWEEK}`,
    )
    .optional();

export const fdrQuerySchema = z
  .object({
    start: gameweekQuery('start'),
    end: gameweekQuery('end'),
    mode: fdrModeSchema.default('balanced'),
    sort: fdrSortSchema.default('name'),
  })
  .refine((q) => q.start === undefined || q.end === undefined || q.end >= q.start, {
    message: 'end must be at or after start',
    path: ['end'],
  });
export type FdrQuery = z.infer<typeof fdrQuerySchema>;

/** Colour names as data; the client maps them to classes. */
export const fdrColourSchema = z.enum(['dark-green', 'light-green', 'yellow', 'orange', 'red']);
export type FdrColourName = z.infer<typeof fdrColourSchema>;

export const fdrCellSchema = z.object({
  opponentShort: z.string(),
  home: z.boolean(),
  difficulty: z.number().int(),
  /** Finished fixtures stay in the grid, dimmed, and do not count towards the average. */
  finished: z.boolean(),
  /** The opponent's defence class (attacking tab) or attack class (defensive tab); null on balanced. */
  opponentClass: teamTierSchema.nullable(),
  /** e.g. 'LIV (A)'. */
  label: z.string(),
  /** Hover text, e.g. '@ LIV - FDR 5' or '@ LIV - elite defence'. */
  title: z.string(),
  colour: fdrColourSchema,
});
export type FdrCell = z.infer<typeof fdrCellSchema>;

export const fdrRowSchema = z.object({
  teamId: z.number().int(),
  teamShort: z.string(),
  gameweeks: z.array(z.object({ gameweek: z.number().int(), fixtures: z.array(fdrCellSchema) })),
  /** Mean difficulty of the unfinished fixtures shown, 2 decimals; 0 when there are none. */
  avgFdr: z.number(),
  /** null when avgFdr is 0 (shown as a dash). */
  avgFdrBand: z.enum(['green', 'yellow', 'orange', 'red']).nullable(),
});
export type FdrRow = z.infer<typeof fdrRowSchema>;

export const fdrResponseSchema = z.object({
  /** The season's gameweeks a range may use (3..38 that exist in the season). */
  selectableGameweeks: z.array(z.number().int()),
  gameweeks: z.array(z.number().int()),
  /** The range shown (the query's, or the default where it gave none) and the default range. */
  range: z.object({ start: z.number().int(), end: z.number().int() }),
  defaultRange: z.object({ start: z.number().int(), end: z.number().int() }),
  /** The current gameweek (contracts/game/schedule), highlighted; null before the season. */
  currentGameweek: z.number().int().nullable(),
  /**
   * Where the attack and defence tiers came from: saved by an admin this season, the match model's
   * strengths at the start of `tiersSeason`, or nowhere: 'unavailable' (no fitted strengths yet) and
   * 'missing' (the settings could not be read) both count every team as average.
   */
  tiers: z.enum(['saved', 'model', 'unavailable', 'missing']),
  /** The season whose start the model tiers describe; null unless tiers is 'model'. */
  tiersSeason: z.string().nullable(),
  rows: z.array(fdrRowSchema),
});
export type FdrResponse = z.infer<typeof fdrResponseSchema>;
