import {
  LEAGUE_PAGE_CAP,
  LEAGUE_PAGE_SIZE,
  type LeagueAnalysis,
  type LeagueStandingsResponse,
} from '@contracts/api/leagues';
import type { FplLeagueStandings, FplStandingsEntry } from '@contracts/fpl/index';
import { createTtlCache } from '../cache/ttl-cache';
import { noteRead } from '../fpl/read-context';
import { UpstreamError, type Fetched, type FplSource } from '../fpl/source';
import { notFound } from '../http/api-error';
import { orNotFound } from './upstream';

interface LeagueTable {
  league: FplLeagueStandings['league'];
  results: FplStandingsEntry[];
  lastUpdatedData: string | null;
  pagesFetched: number;
  capped: boolean;
  /** The oldest page's fetch time, and whether any page was a stale copy. */
  read: { fetchedAt: Date; stale: boolean };
}

/** A merged table stays this long, so repeated and concurrent requests share one read of the pages. */
export const LEAGUE_TABLE_TTL_MS = 60_000;
/** Entries kept across all cached tables (about 50 full-size leagues). */
const CACHED_ENTRIES = 50 * LEAGUE_PAGE_CAP * LEAGUE_PAGE_SIZE;

/**
 * Classic league standings read page by page (each page says whether another follows), at most
 * LEAGUE_PAGE_CAP pages. Concurrent requests for one league share a single read, so a big public
 * league costs at most LEAGUE_PAGE_CAP upstream calls a minute.
 */
export function createLeagueService({ fpl, now }: { fpl: FplSource; now: () => Date }) {
  const tables = createTtlCache({
    ttlMs: LEAGUE_TABLE_TTL_MS,
    now,
    load: (leagueId: number) => readTable(fpl, leagueId),
    maxSize: CACHED_ENTRIES,
    sizeOf: (table) => table.results.length + 1,
    // A table built from a stale page is read again next time, so it turns fresh with upstream.
    keep: (table) => !table.read.stale,
  });

  const table = async (leagueId: number): Promise<LeagueTable> => {
    const t = await tables.get(leagueId);
    // Concurrent and later requests share the table, not its reads: each says how fresh it is.
    noteRead(t.read);
    return t;
  };

  return {
    standings: async (leagueId: number): Promise<LeagueStandingsResponse> => {
      const t = await table(leagueId);
      return {
        league: t.league,
        standings: { results: t.results, has_next: t.capped },
        lastUpdatedData: t.lastUpdatedData,
        pagesFetched: t.pagesFetched,
        capped: t.capped,
      };
    },
    analyze: async (leagueId: number): Promise<LeagueAnalysis> => {
      const t = await table(leagueId);
      const { id, name, league_type, created } = t.league;
      return { id, name, league_type, created, standings: t.results, capped: t.capped };
    },
  };
}
export type LeagueService = ReturnType<typeof createLeagueService>;

async function readTable(fpl: FplSource, leagueId: number): Promise<LeagueTable> {
  const firstRead = await orNotFound(fpl.leagueStandings(leagueId, 1), `League ${leagueId} not found`);
  const first = firstRead.data;
  const read = { fetchedAt: firstRead.fetchedAt, stale: firstRead.stale };
  // Head-to-head leagues have scoring 'h'; only classic tables are analysed.
  if (first.league.scoring !== 'c') throw notFound(`League ${leagueId} is not a classic league`);
  const results = [...first.standings.results];
  let last = first;
  let pages = 1;
  while (last.standings.has_next && pages < LEAGUE_PAGE_CAP) {
    pages++;
    const page = await readPage(fpl, leagueId, pages);
    last = page.data;
    if (page.fetchedAt < read.fetchedAt) read.fetchedAt = page.fetchedAt;
    read.stale ||= page.stale;
    results.push(...last.standings.results);
  }
  return {
    league: first.league,
    results,
    lastUpdatedData: first.last_updated_data ?? null,
    pagesFetched: pages,
    capped: last.standings.has_next,
    read,
  };
}

/** A page after the first that is missing contradicts the previous page's has_next. */
async function readPage(
  fpl: FplSource,
  leagueId: number,
  page: number,
): Promise<Fetched<FplLeagueStandings>> {
  try {
    return await fpl.leagueStandings(leagueId, page);
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'not_found') {
      throw new UpstreamError(
        'invalid_payload',
        `league ${leagueId}: page ${page} is missing although page ${page - 1} has a next page`,
      );
    }
    throw err;
  }
}
