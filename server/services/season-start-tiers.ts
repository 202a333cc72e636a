import type { BootstrapStatic } from '@contracts/fpl/index';
import { seasonLabel } from '@contracts/game/schedule';
import type { PlayedMatch } from '@engine/match-model/played-match';
import { tiersFromStrengths, type ClubStrengths } from '@engine/tiers/data-tiers';
import type { SeasonDataTiers } from './goal-scored-settings';

export interface SeasonStartTiersDeps {
  /** Played matches kicked off before the given moment (the match history). */
  played: (asOfMs: number) => Promise<readonly PlayedMatch[]>;
  /** The match model fitted on those matches as of that moment. */
  fit: (matches: readonly PlayedMatch[], asOfMs: number) => ClubStrengths;
}

const previousSeason = (season: string) => {
  const year = Number(season.slice(0, 4)) - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
};

/**
 * The running season's default tiers: the match model fitted before its first deadline (so only
 * on past seasons), binned by tiersFromStrengths; clubs that did not play the previous season are
 * new to the league. Null when no previous season is stored (nothing to fit). Computed once per
 * season: the strengths at a season's start never change; a failure is not kept.
 */
export function createSeasonStartTiers(deps: SeasonStartTiersDeps) {
  const bySeason = new Map<string, Promise<SeasonDataTiers | null>>();

  async function compute(season: string, bootstrap: BootstrapStatic): Promise<SeasonDataTiers | null> {
    const firstDeadline = Math.min(...bootstrap.events.map((e) => Date.parse(e.deadline_time)));
    const matches = await deps.played(firstDeadline);
    const previous = previousSeason(season);
    const lastSeasonClubs = new Set(
      matches.filter((m) => m.season === previous).flatMap((m) => [m.homeClub, m.awayClub]),
    );
    if (lastSeasonClubs.size === 0) return null;
    const clubs = bootstrap.teams.map((t) => t.code);
    const newToLeague = new Set(clubs.filter((club) => !lastSeasonClubs.has(club)));
    return { season, tiers: tiersFromStrengths(clubs, newToLeague, deps.fit(matches, firstDeadline)) };
  }

  return async (bootstrap: BootstrapStatic): Promise<SeasonDataTiers | null> => {
    const season = seasonLabel(bootstrap.events);
    if (season === null) return null;
    let tiers = bySeason.get(season);
    if (!tiers) {
      tiers = compute(season, bootstrap);
      bySeason.set(season, tiers);
      tiers.catch(() => bySeason.delete(season));
    }
    return tiers;
  };
}
