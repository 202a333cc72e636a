import { describe, expect, it } from 'vitest';
import type { LeagueStandingsResponse } from '@contracts/api/leagues';
import { league, smallLeague } from '@/components/manager/test/fixtures';
import { leagueCardStats } from './league-card';

const standings = (capped = false): LeagueStandingsResponse => {
  const l = smallLeague();
  return {
    league: { id: l.id, name: l.name, created: l.created, league_type: 'x', scoring: 'c' },
    standings: { results: l.standings, has_next: capped },
    lastUpdatedData: null,
    pagesFetched: 1,
    capped,
  };
};

describe('leagueCardStats', () => {
  // Manager 25029 is 2nd of 5 with 380 points; the average is 340.
  const listed = league(106780, 'Biddenham Fantasy League', 4, { entry_last_rank: 6, rank_count: 29 });

  it('takes rank, movement and points from the standings: 2nd of 5 is 40%, Above Average, +40 points', () => {
    expect(leagueCardStats(listed, standings(), 25029)).toMatchObject({
      members: 5,
      rank: 2,
      lastRank: 1,
      points: 380,
      percentile: 40,
      band: 'Above Average',
      difference: 40,
    });
  });
  it('lists the top 3', () => {
    expect(leagueCardStats(listed, standings(), 25029).leaders.map((r) => r.player_name)).toEqual([
      'Ann Able',
      'Will Finney',
      'Cat Cole',
    ]);
  });
  it("uses the list's rank and league size while the standings are missing, and no points or difference", () => {
    expect(leagueCardStats(listed, undefined, 25029)).toMatchObject({
      members: 29,
      rank: 4,
      lastRank: 6,
      points: null,
      difference: null,
      band: 'Above Average', // 4 / 29 = 13.8%
      leaders: [],
    });
  });
  it("counts a capped league's members from the list, not from the rows read", () => {
    const big = { ...listed, rank_count: 12_345 };
    expect(leagueCardStats(big, standings(true), 25029).members).toBe(12_345);
    expect(leagueCardStats({ ...listed, rank_count: null }, standings(true), 25029)).toMatchObject({
      members: null,
      percentile: null,
      band: null,
    });
  });
  it('is Excellent for a leader of 29 (3.4%) and has no difference for a manager outside the rows read', () => {
    const leader = leagueCardStats({ ...listed, entry_rank: 1 }, undefined, 25029);
    expect(leader.band).toBe('Excellent');
    expect(leagueCardStats(listed, standings(), 777).difference).toBeNull();
  });
});
