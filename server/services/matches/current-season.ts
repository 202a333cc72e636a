import type { BootstrapStatic, FplFixture } from '@contracts/fpl/index';
import type { PlayedMatch } from '../../../engine/match-model';
import type { FixtureXg } from './live-xg';

/** The finished fixtures whose two clubs the bootstrap lists, with the clubs by `code` (stable across seasons). */
function finishedWithClubs(
  teams: BootstrapStatic['teams'],
  fixtures: readonly FplFixture[],
): { fixture: FplFixture; home: number; away: number }[] {
  const codeOf = new Map(teams.map((t) => [t.id, t.code]));
  return fixtures.flatMap((fixture) => {
    const home = codeOf.get(fixture.team_h);
    const away = codeOf.get(fixture.team_a);
    return fixture.finished && home !== undefined && away !== undefined ? [{ fixture, home, away }] : [];
  });
}

/**
 * The current season's played matches from the game's fixtures: those finished with both scores,
 * clubs by the bootstrap teams' `code` (stable across seasons), team xG where `xg` has it.
 */
export function currentSeasonMatches(
  season: string,
  teams: BootstrapStatic['teams'],
  fixtures: readonly FplFixture[],
  xg: ReadonlyMap<number, FixtureXg>,
): PlayedMatch[] {
  const played: PlayedMatch[] = [];
  for (const { fixture: f, home: homeClub, away: awayClub } of finishedWithClubs(teams, fixtures)) {
    const kickoffMs = f.kickoff_time === null ? NaN : Date.parse(f.kickoff_time);
    if (f.event === null || f.team_h_score === null || f.team_a_score === null) continue;
    if (Number.isNaN(kickoffMs)) continue;
    const sides = xg.get(f.id) ?? null;
    played.push({
      season,
      fixtureId: f.id,
      gameweek: f.event,
      kickoffMs,
      homeClub,
      awayClub,
      homeGoals: f.team_h_score,
      awayGoals: f.team_a_score,
      homeXg: sides?.home ?? null,
      awayXg: sides?.away ?? null,
    });
  }
  return played;
}

/** The club (team code) a player appeared for in one fixture of the current season. */
export interface PlayerFixtureClub {
  fixtureId: number;
  playerId: number;
  club: number;
}

/**
 * Who played for whom in the finished fixtures, from the fixtures' per-player stats (every player
 * who appeared has a `bps` entry on his side): right for January movers, unlike the bootstrap's club.
 */
export function playerFixtureClubs(
  teams: BootstrapStatic['teams'],
  fixtures: readonly FplFixture[],
): PlayerFixtureClub[] {
  const rows: PlayerFixtureClub[] = [];
  for (const { fixture: f, home, away } of finishedWithClubs(teams, fixtures)) {
    const seen = new Set<number>();
    for (const stat of f.stats ?? []) {
      for (const [side, club] of [
        [stat.h, home],
        [stat.a, away],
      ] as const) {
        for (const { element } of side) {
          if (seen.has(element)) continue;
          seen.add(element);
          rows.push({ fixtureId: f.id, playerId: element, club });
        }
      }
    }
  }
  return rows;
}

/** The `count` seasons before `season`, oldest first: '2025-26', 3 -> 2022-23, 2023-24, 2024-25. */
export function previousSeasons(season: string, count: number): string[] {
  const start = Number(season.slice(0, 4));
  return Array.from({ length: count }, (_, i) => {
    const year = start - count + i;
    return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
  });
}
