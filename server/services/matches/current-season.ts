import type { BootstrapStatic, FplFixture } from '@contracts/fpl/index';
import type { PlayedMatch } from '../../../engine/match-model/played-match';
import type { FixtureXg } from './live-xg';

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
  const codeOf = new Map(teams.map((t) => [t.id, t.code]));
  const played: PlayedMatch[] = [];
  for (const f of fixtures) {
    const homeClub = codeOf.get(f.team_h);
    const awayClub = codeOf.get(f.team_a);
    const kickoffMs = f.kickoff_time === null ? NaN : Date.parse(f.kickoff_time);
    if (!f.finished || f.event === null || f.team_h_score === null || f.team_a_score === null) continue;
    if (homeClub === undefined || awayClub === undefined || Number.isNaN(kickoffMs)) continue;
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

/** The `count` seasons before `season`, oldest first: '2025-26', 3 -> 2022-23, 2023-24, 2024-25. */
export function previousSeasons(season: string, count: number): string[] {
  const start = Number(season.slice(0, 4));
  return Array.from({ length: count }, (_, i) => {
    const year = start - count + i;
    return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
  });
}
