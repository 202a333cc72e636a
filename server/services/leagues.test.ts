import { describe, expect, it } from 'vitest';
import type { FplLeagueStandings } from '@contracts/fpl/index';
import { UpstreamError } from '../fpl/source';
import { standingsPage } from '../routes/test-support/payloads';
import { fakeSource } from '../routes/test-support/fake-source';
import { createLeagueService, LEAGUE_TABLE_TTL_MS } from './leagues';

/** A source serving league 5 as `pages` pages of 50 entries, counting upstream calls. */
function countingSource(pages: number) {
  const calls: number[] = [];
  const fpl = fakeSource({
    leagueStandings: async (leagueId, page) => {
      calls.push(page);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (leagueId !== 5 || page > pages)
        throw new UpstreamError('not_found', `league ${leagueId} page ${page}`);
      const ranks = Array.from({ length: 50 }, (_, i) => (page - 1) * 50 + i + 1);
      const data = standingsPage(5, page, ranks, page < pages) as FplLeagueStandings;
      return { data, fetchedAt: new Date(0), stale: false };
    },
  });
  return { fpl, calls };
}

describe('league service', () => {
  it('shares one read of the pages between concurrent requests for a league', async () => {
    const { fpl, calls } = countingSource(3);
    const leagues = createLeagueService({ fpl, now: () => new Date(0) });
    const results = await Promise.all([
      leagues.analyze(5),
      leagues.analyze(5),
      leagues.standings(5),
      leagues.analyze(5),
    ]);
    expect(calls).toEqual([1, 2, 3]);
    expect(
      results.map((r) => ('pagesFetched' in r ? r.standings.results.length : r.standings.length)),
    ).toEqual([150, 150, 150, 150]);
  });

  it('reads the pages again once the table is older than a minute', async () => {
    const { fpl, calls } = countingSource(2);
    let clock = 1_000_000;
    const leagues = createLeagueService({ fpl, now: () => new Date(clock) });
    await leagues.analyze(5);
    clock += LEAGUE_TABLE_TTL_MS - 1;
    await leagues.analyze(5);
    expect(calls).toEqual([1, 2]);
    clock += 2;
    await leagues.analyze(5);
    expect(calls).toEqual([1, 2, 1, 2]);
  });

  it('does not keep a failure: the next request tries again', async () => {
    const { fpl, calls } = countingSource(1);
    const leagues = createLeagueService({ fpl, now: () => new Date(0) });
    await expect(leagues.analyze(6)).rejects.toMatchObject({
      statusCode: 404,
      message: 'League 6 not found',
    });
    await expect(leagues.analyze(6)).rejects.toMatchObject({ statusCode: 404 });
    expect(calls).toEqual([1, 1]);
  });

  it('reports a page missing after has_next as an upstream inconsistency, not a missing league', async () => {
    const { fpl } = countingSource(2);
    const broken = fakeSource({
      leagueStandings: async (id, page) =>
        page === 2 ? Promise.reject(new UpstreamError('not_found', 'gone')) : fpl.leagueStandings(id, page),
    });
    const leagues = createLeagueService({ fpl: broken, now: () => new Date(0) });
    await expect(leagues.analyze(5)).rejects.toMatchObject({
      kind: 'invalid_payload',
      message: 'league 5: page 2 is missing although page 1 has a next page',
    });
  });
});
