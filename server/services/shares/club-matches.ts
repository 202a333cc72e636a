import type { FplFixture } from '@contracts/fpl/index';
import type { MatchRow } from '@engine/shares';

/** One of a player's club matches: the fixture and his club in it (the season's team id). */
export interface ClubMatch {
  team: number;
  fixture: FplFixture;
}

const kickoffOf = (f: FplFixture) => Date.parse(f.kickoff_time!);

/**
 * A player's club matches this season with his club in each, in kick-off order: his current
 * club's finished matches (all of them when he never played elsewhere, else since his first
 * appearance for it), after those of the club he played for before (up to his last appearance
 * there) when he moved this season. A player who moved and has not yet played for his new club
 * has only his last club's matches up to his last appearance there, wherever they were played (his
 * new club's earlier matches were not his to play). `mine` are his rows this season;
 * `clubFixtures` gives a club's finished fixtures (by the season's team id) in kick-off order.
 */
export function hisSeasonMatches(
  team: number,
  mine: readonly MatchRow[],
  clubFixtures: (team: number) => readonly FplFixture[],
): ClubMatch[] {
  const at = (club: number, fixtures: readonly FplFixture[]) =>
    fixtures.map((fixture) => ({ team: club, fixture }));
  const forClub = mine.filter((r) => r.team === team);
  const since = forClub.length > 0 ? Math.min(...forClub.map((r) => r.kickoffMs)) : Infinity;
  const elsewhere = mine.filter((r) => r.team !== team);
  if (elsewhere.length === 0) return at(team, clubFixtures(team));
  const current = at(
    team,
    clubFixtures(team).filter((f) => kickoffOf(f) >= since),
  );
  const before = elsewhere.filter((r) => r.kickoffMs < since);
  if (before.length === 0) return current;
  const last = before.reduce((a, r) => (r.kickoffMs > a.kickoffMs ? r : a));
  const earlier = at(
    last.team,
    clubFixtures(last.team).filter((f) => kickoffOf(f) <= last.kickoffMs),
  );
  return [...earlier, ...current];
}

/**
 * His matches for the club he plays for, the last of `hisSeasonMatches`'s clubs: his usual
 * minutes (a January arrival's from his first match for his new club, or his old club's until he
 * plays for it).
 */
export function hisClubMatches(
  team: number,
  mine: readonly MatchRow[],
  clubFixtures: (team: number) => readonly FplFixture[],
): readonly FplFixture[] {
  const matches = hisSeasonMatches(team, mine, clubFixtures);
  const club = matches.at(-1)?.team;
  return matches.filter((m) => m.team === club).map((m) => m.fixture);
}
