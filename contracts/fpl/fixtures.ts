import { z } from 'zod';
import { count, flag, fplObject, items, maybe, needed, orNull } from './lenient';

const statSideSchema = z.array(z.object({ value: z.number(), element: z.number().int() }));

/**
 * One fixture: strict on which match it is (id, who plays whom; an unreadable gameweek reads as
 * unscheduled). The difficulty ratings are read by the difficulty-based screens alone: unreadable,
 * they are null and those screens count the match as average (contracts/game/schedule.ts).
 */
export const fixtureSchema = fplObject('fixture', {
  id: z.number().int(),
  code: count(),
  // Null while unscheduled (postponed): an unreadable gameweek is treated the same way.
  event: orNull(z.number().int()),
  finished: flag(),
  finished_provisional: maybe(z.boolean()),
  started: maybe(z.boolean().nullable()),
  kickoff_time: orNull(z.string()),
  minutes: maybe(z.number()),
  team_h: z.number().int(),
  team_a: z.number().int(),
  team_h_score: orNull(z.number().int()),
  team_a_score: orNull(z.number().int()),
  team_h_difficulty: needed(z.number().int()),
  team_a_difficulty: needed(z.number().int()),
  pulse_id: maybe(z.number()),
  stats: maybe(z.array(z.object({ identifier: z.string(), h: statSideSchema, a: statSideSchema }))),
});
export type FplFixture = z.infer<typeof fixtureSchema>;
/** An unreadable fixture is dropped; the rest of the list still counts. */
export const fixturesSchema = items('fixtures', fixtureSchema);
