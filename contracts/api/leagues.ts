import { z } from 'zod';
import { leagueStandingsSchema, standingsEntrySchema } from '../fpl/leagues';

/** Upstream serves classic standings 50 entries a page. */
export const LEAGUE_PAGE_SIZE = 50;
/**
 * At most this many pages are read for one league (20 x 50 = 1,000 entries), so a public league
 * with millions of entries cannot fan out into thousands of upstream calls. `capped` says when
 * the league has more entries than were read.
 */
export const LEAGUE_PAGE_CAP = 20;

/** `GET /api/leagues-classic/:id/standings`: every page up to the cap, merged. */
export const leagueStandingsResponseSchema = z.object({
  league: leagueStandingsSchema.shape.league,
  standings: z.object({
    results: z.array(standingsEntrySchema),
    /** True when upstream has entries beyond the pages read (the same as `capped`). */
    has_next: z.boolean(),
  }),
  /** When upstream last recomputed the table, if it says. */
  lastUpdatedData: z.string().nullable(),
  pagesFetched: z.number().int(),
  capped: z.boolean(),
});
export type LeagueStandingsResponse = z.infer<typeof leagueStandingsResponseSchema>;

/** `GET /api/leagues/:id/analyze`: a classic league with its (capped) standings, for analysis screens. */
export const leagueAnalysisSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  league_type: z.string(),
  created: z.string(),
  standings: z.array(standingsEntrySchema),
  capped: z.boolean(),
});
export type LeagueAnalysis = z.infer<typeof leagueAnalysisSchema>;
