import type { BootstrapStatic } from '@contracts/fpl/index';
import { seasonLabel } from '@contracts/game/schedule';
import type { PlayedMatch } from '@engine/match-model';
import type { ClubStrengths } from '@engine/tiers';
import { previousSeasons } from './matches/current-season';

export interface SeasonStartFitDeps {
  /** Played matches kicked off before the given moment (the match history). */
  played: (asOfMs: number) => Promise<readonly PlayedMatch[]>;
  /** The match model fitted on those matches as of that moment. */
  fit: (matches: readonly PlayedMatch[], asOfMs: number) => ClubStrengths | Promise<ClubStrengths>;
}

export interface SeasonStart {
  /** The season's clubs (codes), in the game's team order. */
  clubs: number[];
  /** Clubs that did not play the previous season. */
  newToLeague: Set<number>;
  /** The matches before the season's first deadline. */
  matches: readonly PlayedMatch[];
  previousSeason: string;
  /** The match model fitted before the first deadline (so only on past seasons). */
  strengths: () => Promise<ClubStrengths>;
}

/**
 * What the running season looked like before its first deadline. Null when no previous season is
 * stored: nothing to fit, and no club can be told new to the league.
 */
export async function seasonStart(
  deps: SeasonStartFitDeps,
  season: string,
  bootstrap: BootstrapStatic,
): Promise<SeasonStart | null> {
  const firstDeadline = Math.min(...bootstrap.events.map((e) => Date.parse(e.deadline_time)));
  const matches = await deps.played(firstDeadline);
  const previousSeason = previousSeasons(season, 1)[0] ?? season;
  const lastSeasonClubs = new Set(
    matches.filter((m) => m.season === previousSeason).flatMap((m) => [m.homeClub, m.awayClub]),
  );
  if (lastSeasonClubs.size === 0) return null;
  const clubs = bootstrap.teams.map((t) => t.code);
  return {
    clubs,
    newToLeague: new Set(clubs.filter((club) => !lastSeasonClubs.has(club))),
    matches,
    previousSeason,
    strengths: async () => deps.fit(matches, firstDeadline),
  };
}

/**
 * `compute` once per season (what a season's start says never changes); a failure is not kept,
 * so the next call tries again. Null without a running season.
 */
export function oncePerSeason<T>(
  compute: (season: string, bootstrap: BootstrapStatic) => Promise<T | null>,
): (bootstrap: BootstrapStatic) => Promise<T | null> {
  const bySeason = new Map<string, Promise<T | null>>();
  return (bootstrap) => {
    const season = seasonLabel(bootstrap.events);
    if (season === null) return Promise.resolve(null);
    let result = bySeason.get(season);
    if (!result) {
      result = compute(season, bootstrap);
      bySeason.set(season, result);
      result.catch(() => bySeason.delete(season));
    }
    return result;
  };
}
