import type { FplFixture } from '@contracts/fpl/index';
import type { MatchRow } from '@engine/shares';

/**
 * A player's club matches this season, in kick-off order, for his usual minutes: his current
 * club's finished matches since his first appearance for it when he joined it this season (all of
 * them when he never played elsewhere); a player who moved and has not yet played for his new club
 * keeps his last club's matches up to his last appearance there, wherever they were played (his
 * new club's earlier matches were not his to play). `mine` are his rows this season; `clubFixtures`
 * gives a club's finished fixtures (by the season's team id) in kick-off order.
 */
export function hisClubMatches(
  team: number,
  mine: readonly MatchRow[],
  clubFixtures: (team: number) => readonly FplFixture[],
): readonly FplFixture[] {
  const forClub = mine.filter((r) => r.team === team);
  const elsewhere = mine.filter((r) => r.team !== team);
  if (elsewhere.length === 0) return clubFixtures(team);
  if (forClub.length > 0) {
    const since = Math.min(...forClub.map((r) => r.kickoffMs));
    return clubFixtures(team).filter((f) => Date.parse(f.kickoff_time!) >= since);
  }
  const last = elsewhere.reduce((a, r) => (r.kickoffMs > a.kickoffMs ? r : a));
  return clubFixtures(last.team).filter((f) => Date.parse(f.kickoff_time!) <= last.kickoffMs);
}
