import { z } from 'zod';

const statSideSchema = z.array(z.object({ value: z.number(), element: z.number().int() }));

export const fixtureSchema = z.object({
  id: z.number().int(),
  code: z.number().int(),
  event: z.number().int().nullable(),
  finished: z.boolean(),
  finished_provisional: z.boolean().optional(),
  started: z.boolean().nullable().optional(),
  kickoff_time: z.string().nullable(),
  minutes: z.number().optional(),
  team_h: z.number().int(),
  team_a: z.number().int(),
  team_h_score: z.number().int().nullable(),
  team_a_score: z.number().int().nullable(),
  team_h_difficulty: z.number().int(),
  team_a_difficulty: z.number().int(),
  pulse_id: z.number().optional(),
  stats: z.array(z.object({ identifier: z.string(), h: statSideSchema, a: statSideSchema })).optional(),
});
export type FplFixture = z.infer<typeof fixtureSchema>;
export const fixturesSchema = z.array(fixtureSchema);
