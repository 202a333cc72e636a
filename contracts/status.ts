import { z } from 'zod';

/**
 * What the server is preparing in the background after it started: past seasons loaded (demo) or
 * fetched (real source), then the accuracy of the models measured on them. Null when nothing is.
 */
export const preparingSchema = z.object({
  step: z.enum(['loading-history', 'fetching-history', 'measuring']),
  /** Seasons (or measurements) done so far, of `total`. */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  /** Set while the past seasons' source cannot be reached: when it is tried again (ISO time). */
  retryAt: z.string().nullable(),
});
export type Preparing = z.infer<typeof preparingSchema>;

/** `GET /api/status`: which data source is in use and how fresh it is. */
export const statusSchema = z.object({
  source: z.object({
    kind: z.enum(['live', 'snapshot', 'demo']),
    /** Base URL (live) or directory name (snapshot/demo). */
    location: z.string(),
    /** `env` when FPL_SOURCE named it, `auto` when chosen by probing upstream at start. */
    selectedBy: z.enum(['env', 'auto']),
    /** Why auto-selection chose this source, e.g. "upstream did not answer within 3 s". */
    reason: z.string().nullable(),
  }),
  /** Season label such as "2025-26", derived from the events' deadline years; null if unknown. */
  season: z.string().nullable(),
  /** The event with is_current, else the first unfinished one; null before the season. */
  currentGameweek: z.number().int().nullable(),
  /** ISO time of the last successful upstream fetch (or snapshot read); null if none yet. */
  lastFetchedAt: z.string().nullable(),
  /** True when upstream is failing or too slow: a stale copy was served since the last good fetch. */
  stale: z.boolean(),
  /** Why the game's data could not be read just now (upstream down or updating), else null. */
  upstreamError: z.string().nullable().default(null),
  /**
   * Fields of the game's base data that could not be read and fell back, e.g. `team.strength`
   * (null before a season's first matches) or `elements: 2 unreadable dropped`; empty when all is read.
   */
  dataWarnings: z.array(z.string()).default([]),
  database: z.object({ kind: z.enum(['pglite', 'postgres']) }),
  /** Present only on demo data: ids worth trying. */
  demo: z.object({ managerIds: z.array(z.number().int()), leagueIds: z.array(z.number().int()) }).optional(),
  version: z.string(),
  /**
   * Set when a recorded season is replayed as of a gameweek (FPL_AS_OF_GAMEWEEK): `asRecorded` names
   * the figures shown as recorded at the season's end, not rolled back ('player totals', 'prices'...).
   */
  replay: z
    .object({ gameweek: z.number().int(), asRecorded: z.array(z.string()) })
    .nullable()
    .default(null),
  preparing: preparingSchema.nullable().default(null),
});
export type Status = z.infer<typeof statusSchema>;

/**
 * `GET /api/ready`: 200 once the first start's background preparation (past seasons, accuracy) is
 * done, else 503 with the error body; a readiness probe for a deployment and the browser tests.
 */
export const readySchema = z.object({ ready: z.literal(true) });
export const PREPARING_MESSAGE = 'Past seasons and the accuracy of the models are still being prepared.';
